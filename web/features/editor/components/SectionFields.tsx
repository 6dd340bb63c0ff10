/** A section's own styles (docs/product.md › The email document: padding, border and similar). */
import type { EmailChangeInput, EmailSection, SectionStyles } from '../../../../shared/email';
import { CheckedField, ColorField } from '../element-editors/fields';
import styles from './SidePane.module.css';

const SPACING = /^(\d{1,3}(px)?)( \d{1,3}(px)?){0,3}$/;
const BORDER = /^(none|0|\d{1,2}px (solid|dashed|dotted) #[0-9a-f]{3,8})$/i;

export function SectionFields({
  section,
  apply,
}: {
  section: EmailSection;
  apply: (changes: EmailChangeInput[], key?: string) => void;
}) {
  const st: SectionStyles = section.styles ?? {};
  const set = (next: SectionStyles, key?: string) =>
    apply(
      [{ change_type: 'section_edit', target_id: section.id, new_content: { ...section, styles: next } }],
      key ? `${section.id}:${key}` : undefined,
    );
  return (
    <div className={styles.fields}>
      <ColorField
        label="Background"
        value={st.backgroundColor}
        onChange={(backgroundColor) => set({ ...st, backgroundColor })}
      />
      <ColorField label="Text colour" value={st.color} onChange={(color) => set({ ...st, color })} />
      <CheckedField
        label="Padding"
        value={st.padding}
        pattern={SPACING}
        placeholder="16px 0"
        hint="One to four pixel values: top, right, bottom, left."
        onChange={(padding) => set({ ...st, padding }, 'padding')}
      />
      <CheckedField
        label="Border"
        value={st.border}
        pattern={BORDER}
        placeholder="1px solid #cccccc"
        hint='Like "1px solid #cccccc", or none.'
        onChange={(border) => set({ ...st, border }, 'border')}
      />
    </div>
  );
}
