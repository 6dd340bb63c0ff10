/** Layout values every element has (docs/product.md › The email document): alignment, padding and colours. */
import type { EmailElement, Layout } from '../../../../shared/email';
import { CheckedField, ColorField, SelectField } from './fields';

const SPACING = /^(\d{1,3}(px)?)( \d{1,3}(px)?){0,3}$/;

export function LayoutFields({
  element,
  onChange,
}: {
  element: Exclude<EmailElement, { type: 'unknown' }>;
  onChange: (next: EmailElement, field?: string) => void;
}) {
  const L: Layout = element.layout ?? {};
  const set = (next: Layout, field?: string) => onChange({ ...element, layout: next } as EmailElement, field);
  return (
    <fieldset>
      <legend>Layout</legend>
      <SelectField
        label="Align"
        value={L.align ?? 'default'}
        options={[
          ['default', 'Default'],
          ['left', 'Left'],
          ['center', 'Center'],
          ['right', 'Right'],
        ]}
        onChange={(v) => set({ ...L, align: v === 'default' ? undefined : v })}
      />
      <CheckedField
        label="Padding"
        value={L.padding}
        pattern={SPACING}
        placeholder="e.g. 8px 24px"
        hint="One to four pixel values: top, right, bottom, left."
        onChange={(padding) => set({ ...L, padding }, 'padding')}
      />
      <ColorField
        label="Background"
        value={L.backgroundColor}
        onChange={(backgroundColor) => set({ ...L, backgroundColor })}
      />
      <ColorField label="Text colour" value={L.color} onChange={(color) => set({ ...L, color })} />
    </fieldset>
  );
}
