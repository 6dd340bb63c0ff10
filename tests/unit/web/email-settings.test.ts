import { describe, expect, it } from 'vitest';
import {
  applyChange,
  changeSchema,
  GLOBAL_DEFAULTS,
  invertChange,
  renderEmailHtml,
  type EditorChangeInput,
  type EmailDocument,
} from '../../../shared/email';
import { blankEmail, emptyEmail } from '../../../web/features/editor/model/blank-email';
import {
  documentEdit,
  FONT_CHOICES,
  previewTextChanges,
  settingsOf,
  SUBJECT_EMPTY,
  type SettingsEdit,
} from '../../../web/features/editor/model/email-settings';
import { edit, startHistory, undo } from '../../../web/features/editor/model/history';

/** The editor's settings button (issue 23): subject, preview text and global styles as typed changes. */
const changesOf = (r: SettingsEdit): EditorChangeInput[] => {
  if (!r.ok) throw new Error(r.reason);
  return r.changes;
};
const applied = (doc: EmailDocument, changes: EditorChangeInput[]): EmailDocument => {
  const r = edit(startHistory(doc), changes);
  if (!r.ok) throw new Error(r.reason);
  return r.history.doc;
};

describe('document_edit: the email’s name and global styles as one typed change', () => {
  it('applies, inverts, and is refused when stale', () => {
    const doc = blankEmail('Spring sale');
    const change = changesOf(documentEdit(doc, { globalStyles: { bodyBackgroundColor: '#fdf6e3' } }))[0]!;
    const after = applyChange(doc, change);
    expect(after.ok && after.doc.globalStyles).toEqual({
      ...GLOBAL_DEFAULTS,
      bodyBackgroundColor: '#fdf6e3',
    });
    const inverse = invertChange(doc, change)!;
    expect(after.ok && applyChange(after.doc, inverse)).toEqual({ ok: true, doc });
    // Applied to a document whose settings moved on since: refused, not forced.
    expect(applyChange({ ...doc, name: 'Other' }, change)).toMatchObject({ ok: false });
  });

  it('is not one of the changes the AI may propose', () => {
    const change = changesOf(documentEdit(blankEmail(), { name: 'Hello' }))[0];
    expect(changeSchema.safeParse(change).success).toBe(false);
  });
});

describe('settings of the email', () => {
  it('subject: the document’s name, an undo step; blank is refused with a reason', () => {
    const doc = blankEmail('Untitled Document');
    const h = edit(startHistory(doc), changesOf(documentEdit(doc, { name: 'Our spring sale' })));
    expect(h.ok && settingsOf(h.history.doc).subject).toBe('Our spring sale');
    expect(h.ok && undo(h.history).doc).toEqual(doc);
    expect(documentEdit(doc, { name: '   ' })).toEqual({ ok: false, reason: SUBJECT_EMPTY });
  });

  it('global styles: each field checked by the schema, its sentence given back', () => {
    const doc = blankEmail();
    const next = applied(
      doc,
      changesOf(
        documentEdit(doc, {
          globalStyles: {
            contentWidth: '640px',
            bodyTextColor: '#222222',
            bodyFontFamily: FONT_CHOICES[4]![0],
          },
        }),
      ),
    );
    expect(next.globalStyles).toEqual({
      contentWidth: '640px',
      bodyBackgroundColor: GLOBAL_DEFAULTS.bodyBackgroundColor,
      bodyTextColor: '#222222',
      bodyFontFamily: "Georgia, 'Times New Roman', serif",
    });
    expect(renderEmailHtml(next)).toContain('640px');
    expect(documentEdit(doc, { globalStyles: { contentWidth: 'wide' } })).toMatchObject({
      ok: false,
      reason: expect.stringContaining('must be a length'),
    });
    expect(documentEdit(doc, { globalStyles: { bodyBackgroundColor: 'red;x' } })).toMatchObject({
      ok: false,
    });
  });

  it('every font offered is one the email takes', () => {
    for (const [font] of FONT_CHOICES)
      expect(documentEdit(blankEmail(), { globalStyles: { bodyFontFamily: font } }).ok).toBe(true);
  });

  it('preview text: added at the top, edited, removed when blank; shown in the HTML', () => {
    const doc = blankEmail();
    const added = applied(doc, changesOf(previewTextChanges(doc, 'Twenty percent off, this week only')));
    expect(added.sections[0]!.elements[0]).toMatchObject({
      type: 'previewText',
      content: 'Twenty percent off, this week only',
    });
    expect(settingsOf(added).previewText).toBe('Twenty percent off, this week only');
    expect(renderEmailHtml(added)).toContain('Twenty percent off, this week only');
    const edited = applied(added, changesOf(previewTextChanges(added, 'Ends Sunday')));
    expect(edited.sections[0]!.elements.filter((e) => e.type === 'previewText')).toHaveLength(1);
    expect(settingsOf(edited).previewText).toBe('Ends Sunday');
    expect(applied(edited, changesOf(previewTextChanges(edited, '  ')))).toEqual(doc);
    expect(previewTextChanges(doc, '')).toEqual({ ok: true, changes: [] });
  });

  it('preview text on an email with no sections gets a section of its own; too long is refused', () => {
    const empty = emptyEmail();
    const added = applied(empty, changesOf(previewTextChanges(empty, 'Hello')));
    expect(added.sections).toHaveLength(1);
    expect(settingsOf(added).previewText).toBe('Hello');
    expect(previewTextChanges(empty, 'x'.repeat(301))).toMatchObject({ ok: false });
  });
});
