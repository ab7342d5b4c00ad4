import type { LetteringLayout } from '@logoya/core';
import { useWatch } from 'react-hook-form';
import { CheckboxField, denseButton } from '../../../shared/ui/field.tsx';
import { NumberField } from '../../../shared/ui/number-field.tsx';
import { useBoTranslation } from '../../i18n/i18n.ts';
import type { UploadedMark } from './api.ts';
import { BoxFields } from './box-fields.tsx';
import { ColourField } from './colour-field.tsx';
import { type CanvasSize, fitLayoutToCanvas } from './geometry.ts';
import type { LayoutForm } from './layout-form.ts';
import { MarkUpload } from './mark-upload.tsx';

const EDIT = { shouldDirty: true } as const;

/** The canvas (size, background) and the mark (upload, box, removal). */
export function CanvasFields({
  form,
  logoId,
  canvas,
  onUploaded,
}: {
  form: LayoutForm;
  logoId: number;
  canvas: CanvasSize;
  onUploaded: (uploaded: UploadedMark) => void;
}) {
  const { t } = useBoTranslation();
  const background = useWatch({ control: form.control, name: 'background' });
  const mark = useWatch({ control: form.control, name: 'mark' });
  // A canvas size the contract accepts pulls every box inside it once the field is left.
  const settleCanvas = () => {
    const values = form.getValues();
    const { width, height } = values.canvas;
    if (!(width >= 64 && width <= 4000 && height >= 64 && height <= 4000)) return;
    form.reset(fitLayoutToCanvas(values, { width, height }), { keepDefaultValues: true });
  };
  return (
    <>
      <fieldset
        className="min-w-0 space-y-3 rounded-lg border border-gray-200 p-3"
        data-testid="canvas-fields"
      >
        <legend className="px-1 text-sm font-bold text-gray-900">{t('logos.lettering.canvas')}</legend>
        <div className="grid grid-cols-2 gap-2">
          {(['width', 'height'] as const).map((side) => (
            <NumberField<LetteringLayout>
              key={side}
              label={t(side === 'width' ? 'logos.lettering.canvasWidth' : 'logos.lettering.canvasHeight')}
              control={form.control}
              name={`canvas.${side}`}
              grouping={false}
              error={form.errorOf(`canvas.${side}`)}
              onBlur={settleCanvas}
            />
          ))}
        </div>
        <CheckboxField
          label={t('logos.lettering.background')}
          checked={background !== null}
          onChange={(event) => form.setValue('background', event.target.checked ? '#ffffff' : null, EDIT)}
        />
        {background !== null ? (
          <ColourField<LetteringLayout>
            label={t('logos.lettering.backgroundColor')}
            pickerLabel={t('logos.lettering.colorPicker', { name: t('logos.lettering.backgroundColor') })}
            control={form.control}
            name="background"
            error={form.errorOf('background')}
            testId="color-background"
          />
        ) : (
          <p className="text-xs text-gray-700">{t('logos.lettering.backgroundHint')}</p>
        )}
      </fieldset>
      <fieldset className="min-w-0 space-y-3 rounded-lg border border-gray-200 p-3" data-testid="mark-fields">
        <legend className="px-1 text-sm font-bold text-gray-900">{t('logos.lettering.mark')}</legend>
        <MarkUpload logoId={logoId} hasMark={mark !== null} onUploaded={onUploaded} />
        {mark ? (
          <>
            <fieldset className="min-w-0">
              <legend className="mb-1 text-sm font-semibold text-gray-800">
                {t('logos.lettering.markBox')}
              </legend>
              <BoxFields form={form} name="mark" canvas={canvas} />
            </fieldset>
            <button
              type="button"
              className={`${denseButton.secondary} px-3 py-1.5 text-xs`}
              onClick={() => form.setValue('mark', null, EDIT)}
            >
              {t('logos.lettering.markRemove')}
            </button>
          </>
        ) : (
          <p className="text-sm text-gray-700">{t('logos.lettering.markNone')}</p>
        )}
      </fieldset>
    </>
  );
}
