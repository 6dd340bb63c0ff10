/** Editors of the text-like elements: header, text, subtext, quote, code, previewText, footer. */
import type { EmailElement } from '../../../../shared/email';
import { ColorField, LinkField, SelectField, TextField } from './fields';
import type { ElementEditorProps } from './types';

type Of<T extends EmailElement['type']> = ElementEditorProps<Extract<EmailElement, { type: T }>>;
const ALIGN = [
  ['left', 'Left'],
  ['center', 'Center'],
  ['right', 'Right'],
] as const;
const INLINE_HINT = 'Use **bold** and [text](https://example.com) for inline styling.';

export function ContentField<E extends Extract<EmailElement, { content?: string | undefined }>>({
  element,
  onChange,
  label = 'Text',
  multiline = true,
  hint,
}: {
  element: E;
  onChange: (next: E, field?: string) => void;
  label?: string;
  multiline?: boolean;
  hint?: string;
}) {
  return (
    <TextField
      label={label}
      multiline={multiline}
      hint={hint}
      value={element.content}
      onChange={(content) => onChange({ ...element, content }, 'content')}
    />
  );
}

export function HeaderEditor({ element, onChange }: Of<'header'>) {
  const p = element.properties ?? {};
  return (
    <>
      <ContentField element={element} onChange={onChange} label="Heading" multiline={false} />
      <SelectField
        label="Level"
        value={p.level ?? 'h2'}
        options={(['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const).map((l) => [l, l.toUpperCase()] as const)}
        onChange={(level) => onChange({ ...element, properties: { ...p, level } })}
      />
      <SelectField
        label="Align"
        value={p.align ?? 'left'}
        options={ALIGN}
        onChange={(align) => onChange({ ...element, properties: { ...p, align } })}
      />
    </>
  );
}

export function TextEditor({ element, onChange }: Of<'text'>) {
  const p = element.properties ?? {};
  return (
    <>
      <ContentField element={element} onChange={onChange} hint={INLINE_HINT} />
      <SelectField
        label="Align"
        value={p.align ?? 'left'}
        options={ALIGN}
        onChange={(align) => onChange({ ...element, properties: { ...p, align } })}
      />
      <ColorField
        label="Link colour"
        value={p.linkColor}
        onChange={(linkColor) => onChange({ ...element, properties: { ...p, linkColor } })}
      />
    </>
  );
}

export function SubtextEditor({ element, onChange }: Of<'subtext'>) {
  return <ContentField element={element} onChange={onChange} hint={INLINE_HINT} />;
}

export function QuoteEditor({ element, onChange }: Of<'quote'>) {
  const p = element.properties ?? {};
  return (
    <>
      <ContentField element={element} onChange={onChange} label="Quote" />
      <TextField
        label="Citation"
        value={p.citation}
        onChange={(citation) => onChange({ ...element, properties: { ...p, citation } }, 'citation')}
      />
      <ColorField
        label="Border colour"
        value={p.borderColor}
        onChange={(borderColor) => onChange({ ...element, properties: { ...p, borderColor } })}
      />
    </>
  );
}

export function CodeEditor({ element, onChange }: Of<'code'>) {
  return <ContentField element={element} onChange={onChange} label="Code" />;
}

export function PreviewTextEditor({ element, onChange }: Of<'previewText'>) {
  return (
    <ContentField
      element={element}
      onChange={onChange}
      label="Preview text"
      hint="Shown next to the subject in the inbox, not in the email itself."
    />
  );
}

export function FooterEditor({ element, onChange, onEditLink }: Of<'footer'>) {
  const links = element.properties?.links ?? [];
  return (
    <>
      <ContentField element={element} onChange={onChange} label="Small print" />
      {links.map((l, i) => (
        <LinkField key={i} label={l.text} href={l.href ?? ''} onEdit={() => onEditLink(i)} />
      ))}
    </>
  );
}
