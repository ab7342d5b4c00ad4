import type { LetteringLayout } from '@logoya/core';
import type { Path } from 'react-hook-form';
import { NumberField } from '../../../shared/ui/number-field.tsx';
import { useBoTranslation } from '../../i18n/i18n.ts';
import type { BoxName } from './drag-box.tsx';
import type { CanvasSize } from './geometry.ts';
import { boxPath, type LayoutForm, settleBox } from './layout-form.ts';

/** A box's x, y, width and height in canvas pixels; leaving a field pulls the box inside the canvas. */
export function BoxFields({ form, name, canvas }: { form: LayoutForm; name: BoxName; canvas: CanvasSize }) {
  const { t } = useBoTranslation();
  return (
    <div className="grid grid-cols-4 gap-2" data-testid={`box-fields-${name}`}>
      {(['x', 'y', 'w', 'h'] as const).map((side) => {
        const path = `${boxPath(name)}.${side}` as Path<LetteringLayout>;
        return (
          <NumberField
            key={side}
            label={t(`logos.lettering.${side}`)}
            control={form.control}
            name={path}
            grouping={false}
            error={form.errorOf(path)}
            onBlur={() => settleBox(form, name, canvas, side)}
          />
        );
      })}
    </div>
  );
}
