/**
 * The email's own settings (the editor header's settings button): the subject (the document's name),
 * the preview text (the previewText element) and the global styles of docs/product.md › Email defaults. Each is a list of typed
 * changes for applyChange, so undo, autosave and versions cover them like any other edit. Pure.
 */
import {
  documentSettingsSchema,
  elementSchema,
  type EditorChangeInput,
  type EmailDocument,
  type EmailElement,
  type GlobalStyles,
} from '../../../../shared/email';
import { newElement, newId } from './element-factory';

export interface EmailSettings {
  subject: string;
  previewText: string;
  globalStyles: GlobalStyles;
}

/** The first previewText element, wherever it sits (render-html shows the first one). */
type PreviewTextElement = Extract<EmailElement, { type: 'previewText' }>;

function previewElement(doc: EmailDocument): PreviewTextElement | undefined {
  for (const section of doc.sections)
    for (const el of section.elements) if (el.type === 'previewText') return el;
  return undefined;
}

export function settingsOf(doc: EmailDocument): EmailSettings {
  const el = previewElement(doc);
  return {
    subject: doc.name,
    previewText: typeof el?.content === 'string' ? el.content : '',
    globalStyles: doc.globalStyles,
  };
}

/**
 * The subject and global styles as one document_edit, or why the value cannot be used (the schema's own
 * sentence, e.g. "must be a colour like #1a2b3c"): the field keeps what was typed and nothing is applied.
 */
export function documentEdit(
  doc: EmailDocument,
  next: { name?: string; globalStyles?: Partial<GlobalStyles> },
): SettingsEdit {
  if (next.name !== undefined && next.name.trim() === '') return { ok: false, reason: SUBJECT_EMPTY };
  const current = { name: doc.name, globalStyles: doc.globalStyles };
  const parsed = documentSettingsSchema.safeParse({
    name: next.name ?? doc.name,
    globalStyles: { ...doc.globalStyles, ...next.globalStyles },
  });
  if (!parsed.success) return { ok: false, reason: parsed.error.issues[0]?.message ?? 'Not a valid value.' };
  return {
    ok: true,
    changes: [{ change_type: 'document_edit', new_content: parsed.data, old_content: current }],
  };
}

export type SettingsEdit = { ok: true; changes: EditorChangeInput[] } | { ok: false; reason: string };

/** The subject must not be blank: it is the test send's subject line. */
export const SUBJECT_EMPTY = 'The subject cannot be empty.';

/** The preview text as an edit of its element; added at the top when there is none; removed when blank. */
export function previewTextChanges(doc: EmailDocument, text: string): SettingsEdit {
  const el = previewElement(doc);
  if (text.trim() === '')
    return { ok: true, changes: el ? [{ change_type: 'element_delete', target_id: el.id }] : [] };
  const next = el ? { ...el, content: text } : { ...newElement('previewText'), content: text };
  const parsed = elementSchema.safeParse(next);
  if (!parsed.success)
    return { ok: false, reason: `Preview text ${parsed.error.issues[0]?.message ?? 'is not valid'}.` };
  if (el)
    return { ok: true, changes: [{ change_type: 'element_edit', target_id: el.id, new_content: next }] };
  const first = doc.sections[0];
  return {
    ok: true,
    changes: first
      ? [{ change_type: 'element_add', target_parent_id: first.id, new_content: next, position: 0 }]
      : [
          {
            change_type: 'section_add',
            new_content: { id: newId('section'), elements: [next] },
            position: 0,
          },
        ],
  };
}

/** Email-safe font lists for the body (docs/product.md › Email defaults bodyFontFamily); the first is the default. */
export const FONT_CHOICES: readonly (readonly [string, string])[] = [
  ['Arial, Helvetica, sans-serif', 'Arial'],
  ["'Helvetica Neue', Helvetica, Arial, sans-serif", 'Helvetica'],
  ['Verdana, Geneva, sans-serif', 'Verdana'],
  ["'Trebuchet MS', Helvetica, sans-serif", 'Trebuchet MS'],
  ["Georgia, 'Times New Roman', serif", 'Georgia'],
  ["'Times New Roman', Times, serif", 'Times New Roman'],
  ["'Courier New', Courier, monospace", 'Courier New'],
];
