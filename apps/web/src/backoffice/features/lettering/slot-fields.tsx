import {
  LETTERING_ALIGNMENTS,
  LETTERING_CASES,
  LETTERING_DIRECTIONS,
  type LetteringLayout,
} from '@logoya/core';
import { useWatch } from 'react-hook-form';
import { NumberField } from '../../../shared/ui/number-field.tsx';
import { SelectField } from '../../../shared/ui/select-field.tsx';
import { useBoTranslation } from '../../i18n/i18n.ts';
import { BoxFields } from './box-fields.tsx';
import { ColourField } from './colour-field.tsx';
import type { CanvasSize } from './geometry.ts';
import type { LayoutForm } from './layout-form.ts';
import { FONT_OPTIONS, scriptsOf } from './lettering-defaults.ts';

/** One text slot's controls: font, sizes, colour, box, alignment, spacing, case and direction. */
export function SlotFields({
  form,
  slot,
  canvas,
}: {
  form: LayoutForm;
  slot: 'main' | 'sub';
  canvas: CanvasSize;
}) {
  const { t } = useBoTranslation();
  const name = t(slot === 'main' ? 'logos.lettering.slotMain' : 'logos.lettering.slotSub');
  const p = `slots.${slot}` as const;
  const font = useWatch({ control: form.control, name: `${p}.font` });
  const options = <T extends string>(values: readonly T[], key: 'aligns' | 'cases' | 'directions') =>
    values.map((value) => ({
      value,
      label: t(`logos.lettering.${key}.${value}` as 'logos.lettering.aligns.start'),
    }));

  return (
    <fieldset
      className="min-w-0 space-y-3 rounded-lg border border-gray-200 p-3"
      data-testid={`slot-${slot}`}
    >
      <legend className="px-1 text-sm font-bold text-gray-900">{name}</legend>
      <SelectField
        label={t('logos.lettering.font')}
        options={FONT_OPTIONS}
        hint={t('logos.lettering.fontScripts', { scripts: scriptsOf(font) })}
        {...form.field(`${p}.font`)}
      />
      <div className="grid grid-cols-2 gap-2">
        <NumberField<LetteringLayout>
          label={t('logos.lettering.sizeMax')}
          control={form.control}
          name={`${p}.size.max`}
          decimals={1}
          grouping={false}
          error={form.errorOf(`${p}.size.max`)}
        />
        <NumberField<LetteringLayout>
          label={t('logos.lettering.sizeMin')}
          control={form.control}
          name={`${p}.size.min`}
          decimals={1}
          grouping={false}
          error={form.errorOf(`${p}.size.min`)}
        />
      </div>
      <ColourField<LetteringLayout>
        label={t('logos.lettering.color')}
        pickerLabel={t('logos.lettering.colorPicker', { name })}
        control={form.control}
        name={`${p}.color`}
        error={form.errorOf(`${p}.color`)}
        testId={`color-${slot}`}
      />
      <fieldset className="min-w-0">
        <legend className="mb-1 text-sm font-semibold text-gray-800">{t('logos.lettering.box')}</legend>
        <BoxFields form={form} name={slot} canvas={canvas} />
      </fieldset>
      <div className="grid grid-cols-2 gap-2">
        <SelectField
          label={t('logos.lettering.align')}
          options={options(LETTERING_ALIGNMENTS, 'aligns')}
          {...form.field(`${p}.align`)}
        />
        <NumberField<LetteringLayout>
          label={t('logos.lettering.letterSpacing')}
          control={form.control}
          name={`${p}.letter_spacing`}
          decimals={2}
          allowNegative
          grouping={false}
          hint={t('logos.lettering.letterSpacingHint')}
          error={form.errorOf(`${p}.letter_spacing`)}
        />
        <SelectField
          label={t('logos.lettering.case')}
          options={options(LETTERING_CASES, 'cases')}
          {...form.field(`${p}.case`)}
        />
        <SelectField
          label={t('logos.lettering.direction')}
          options={options(LETTERING_DIRECTIONS, 'directions')}
          {...form.field(`${p}.direction`)}
        />
      </div>
    </fieldset>
  );
}
