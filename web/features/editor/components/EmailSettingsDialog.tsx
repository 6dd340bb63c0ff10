/**
 * The editor header's settings button (docs/product.md › Editor screens) opens the email's own settings: the subject (the
 * document's name), the preview text and the global styles of docs/product.md › Email defaults. Every change is applied at once
 * as a typed change (model/email-settings.ts), so the preview follows it and undo, autosave and versions
 * cover it. A value that cannot be used stays in its field with the reason and changes nothing.
 */
import { useState } from 'react';
import {
  GLOBAL_DEFAULTS,
  type EditorChangeInput,
  type EmailDocument,
  type GlobalStyles,
} from '../../../../shared/email';
import { Button, Dialog, Field, Input, Textarea } from '../../../components/ui';
import { ColorField, SelectField } from '../element-editors/fields';
import {
  documentEdit,
  FONT_CHOICES,
  previewTextChanges,
  settingsOf,
  type SettingsEdit,
} from '../model/email-settings';

type TextKey = 'subject' | 'previewText' | 'contentWidth';

interface Props {
  doc: EmailDocument;
  apply: (changes: EditorChangeInput[], key?: string) => void;
  onClose: () => void;
}

export function EmailSettingsDialog({ doc, apply, onClose }: Props) {
  const current = settingsOf(doc);
  // What is typed in a text field that the email cannot take (yet), with the reason.
  const [typed, setTyped] = useState<Partial<Record<TextKey, { value: string; error: string }>>>({});
  const shown = (key: TextKey, stored: string) => typed[key]?.value ?? stored;

  const edit = (key: TextKey, value: string, result: SettingsEdit) => {
    if (result.ok) apply(result.changes, `settings:${key}`);
    // Applied: the field shows the email again (so Undo shows too); refused: it keeps what was typed.
    setTyped((t) => ({ ...t, [key]: result.ok ? undefined : { value, error: result.reason } }));
  };
  const style = (patch: Partial<GlobalStyles>) => {
    const result = documentEdit(doc, { globalStyles: patch });
    if (result.ok) apply(result.changes);
  };
  const fonts = FONT_CHOICES.some(([v]) => v === current.globalStyles.bodyFontFamily)
    ? FONT_CHOICES
    : [[current.globalStyles.bodyFontFamily, current.globalStyles.bodyFontFamily] as const, ...FONT_CHOICES];

  return (
    <Dialog
      open
      title="Email settings"
      description="Changes show in the preview at once; Undo takes them back."
      onClose={onClose}
      footer={<Button onClick={onClose}>Done</Button>}
    >
      <Field label="Subject" hint="The subject line of the email." error={typed.subject?.error}>
        <Input
          value={shown('subject', current.subject)}
          onChange={(e) => edit('subject', e.target.value, documentEdit(doc, { name: e.target.value }))}
        />
      </Field>
      <Field
        label="Preview text"
        hint="The line inboxes show next to the subject. Leave it empty for none."
        error={typed.previewText?.error}
      >
        <Textarea
          rows={2}
          value={shown('previewText', current.previewText)}
          onChange={(e) => edit('previewText', e.target.value, previewTextChanges(doc, e.target.value))}
        />
      </Field>
      <Field
        label="Content width"
        hint={`Like ${GLOBAL_DEFAULTS.contentWidth}; narrow screens stack below it.`}
        error={typed.contentWidth?.error}
      >
        <Input
          value={shown('contentWidth', current.globalStyles.contentWidth)}
          onChange={(e) =>
            edit(
              'contentWidth',
              e.target.value,
              documentEdit(doc, { globalStyles: { contentWidth: e.target.value } }),
            )
          }
        />
      </Field>
      <ColorField
        label="Background colour"
        value={current.globalStyles.bodyBackgroundColor}
        onChange={(v) => style({ bodyBackgroundColor: v ?? GLOBAL_DEFAULTS.bodyBackgroundColor })}
      />
      <ColorField
        label="Text colour"
        value={current.globalStyles.bodyTextColor}
        onChange={(v) => style({ bodyTextColor: v ?? GLOBAL_DEFAULTS.bodyTextColor })}
      />
      <SelectField
        label="Font"
        value={current.globalStyles.bodyFontFamily}
        options={fonts}
        onChange={(v) => style({ bodyFontFamily: v })}
      />
    </Dialog>
  );
}
