import { describe, expect, it } from 'vitest';
import {
  applyChange,
  changeSchema,
  findElement,
  invertChange,
  type EditorChangeInput,
  type EmailChangeInput,
  type EmailDocument,
} from '../../../shared/email';
import { referenceDoc, strictDoc } from './helpers';

const base = (): EmailDocument =>
  strictDoc({
    sections: [
      {
        id: 's1',
        elements: [
          { id: 'a', type: 'text', content: 'A' },
          { id: 'b', type: 'button', content: 'B' },
        ],
      },
      {
        id: 's2',
        elements: [
          {
            id: 'box',
            type: 'box',
            properties: { elements: [{ id: 'in-box', type: 'text', content: 'boxed' }] },
          },
          {
            id: 'cols',
            type: 'columns',
            properties: {
              columns: [
                { id: 'col-1', elements: [] },
                { id: 'col-2', elements: [{ id: 'in-col', type: 'text' }] },
              ],
            },
          },
        ],
      },
    ],
  });

const applied = (doc: EmailDocument, change: EditorChangeInput): EmailDocument => {
  const r = applyChange(doc, change);
  if (!r.ok) throw new Error(r.reason);
  return r.doc;
};
const reason = (doc: EmailDocument, change: EmailChangeInput): string => {
  const r = applyChange(doc, change);
  if (r.ok) throw new Error('expected a rejection');
  return r.reason;
};
const ids = (doc: EmailDocument, section: number) => doc.sections[section]!.elements.map((e) => e.id);

describe('applyChange: the six operations', () => {
  it('element_add at a position, at the end, into a box and into a column', () => {
    const doc = base();
    expect(
      ids(
        applied(doc, {
          change_type: 'element_add',
          target_parent_id: 's1',
          position: 1,
          new_content: { id: 'n', type: 'divider' },
        }),
        0,
      ),
    ).toEqual(['a', 'n', 'b']);
    expect(
      ids(
        applied(doc, {
          change_type: 'element_add',
          target_parent_id: 's1',
          new_content: { id: 'n', type: 'divider' },
        }),
        0,
      ),
    ).toEqual(['a', 'b', 'n']);
    const inBox = applied(doc, {
      change_type: 'element_add',
      target_parent_id: 'box',
      position: 0,
      new_content: { id: 'n', type: 'spacer' },
    });
    expect(findElement(inBox, 'n')).toMatchObject({ parentId: 'box', index: 0 });
    const inCol = applied(doc, {
      change_type: 'element_add',
      target_parent_id: 'col-1',
      new_content: { id: 'n', type: 'spacer' },
    });
    expect(findElement(inCol, 'n')).toMatchObject({ parentId: 'col-1', index: 0 });
  });

  it('element_edit replaces the element, also when nested', () => {
    const doc = applied(base(), {
      change_type: 'element_edit',
      target_id: 'in-col',
      new_content: { id: 'in-col', type: 'header', content: 'Now a heading' },
    });
    expect(findElement(doc, 'in-col')?.element).toEqual({
      id: 'in-col',
      type: 'header',
      content: 'Now a heading',
    });
  });

  it('element_delete removes the element', () => {
    expect(
      findElement(applied(base(), { change_type: 'element_delete', target_id: 'in-box' }), 'in-box'),
    ).toBeUndefined();
  });

  it('section_add, section_edit, section_delete', () => {
    const doc = base();
    expect(
      applied(doc, { change_type: 'section_add', position: 0, new_content: { id: 's0' } }).sections.map(
        (s) => s.id,
      ),
    ).toEqual(['s0', 's1', 's2']);
    const edited = applied(doc, {
      change_type: 'section_edit',
      target_id: 's1',
      new_content: { id: 's1', styles: { backgroundColor: '#eeeeee' }, elements: [] },
    });
    expect(edited.sections[0]).toEqual({ id: 's1', styles: { backgroundColor: '#eeeeee' }, elements: [] });
    expect(
      applied(doc, { change_type: 'section_delete', target_id: 's2' }).sections.map((s) => s.id),
    ).toEqual(['s1']);
  });

  it('accepts a pending_changes row as stored (extra fields, nulls)', () => {
    const row = {
      id: 'pc1',
      batch_id: 'b1',
      status: 'pending',
      change_type: 'element_delete',
      target_id: 'a',
      target_parent_id: null,
      old_content: null,
      new_content: null,
      ai_rationale: 'tidy',
    };
    expect(ids(applied(base(), row as unknown as EmailChangeInput), 0)).toEqual(['b']);
  });

  it('never modifies the input document', () => {
    const doc = base();
    const snapshot = JSON.stringify(doc);
    applied(doc, {
      change_type: 'element_add',
      target_parent_id: 'col-2',
      new_content: { id: 'n', type: 'text' },
    });
    applied(doc, {
      change_type: 'element_edit',
      target_id: 'in-box',
      new_content: { id: 'in-box', type: 'text', content: 'x' },
    });
    applied(doc, { change_type: 'section_delete', target_id: 's1' });
    expect(JSON.stringify(doc)).toBe(snapshot);
  });
});

describe('applyChange: rejections, with a reason, never half-applied', () => {
  const doc = base();
  it('missing targets', () => {
    expect(
      reason(doc, { change_type: 'element_edit', target_id: 'zz', new_content: { id: 'zz', type: 'text' } }),
    ).toBe('There is no element with id "zz".');
    expect(reason(doc, { change_type: 'element_delete', target_id: 's1' })).toBe(
      'There is no element with id "s1".',
    );
    expect(
      reason(doc, {
        change_type: 'element_add',
        target_parent_id: 'a',
        new_content: { id: 'n', type: 'text' },
      }),
    ).toBe('There is no section, container, box or column with id "a".');
    expect(
      reason(doc, {
        change_type: 'element_add',
        target_parent_id: 'cols',
        new_content: { id: 'n', type: 'text' },
      }),
    ).toMatch(/no section, container, box or column/);
    expect(reason(doc, { change_type: 'section_delete', target_id: 'a' })).toBe(
      'There is no section with id "a".',
    );
  });

  it('ids that would repeat, including ids nested in the new content', () => {
    expect(
      reason(doc, {
        change_type: 'element_add',
        target_parent_id: 's1',
        new_content: { id: 'b', type: 'text' },
      }),
    ).toBe('The id "b" is already used in this email.');
    expect(
      reason(doc, {
        change_type: 'element_add',
        target_parent_id: 's1',
        new_content: {
          id: 'n',
          type: 'container',
          properties: { elements: [{ id: 'in-col', type: 'text' }] },
        },
      }),
    ).toBe('The id "in-col" is already used in this email.');
    expect(reason(doc, { change_type: 'section_add', new_content: { id: 'a' } })).toBe(
      'The id "a" is already used in this email.',
    );
    expect(
      reason(doc, { change_type: 'element_edit', target_id: 'a', new_content: { id: 'b', type: 'text' } }),
    ).toBe('An edit cannot change the element id ("a").');
  });

  it('stale old_content', () => {
    expect(
      reason(doc, {
        change_type: 'element_delete',
        target_id: 'a',
        old_content: { id: 'a', type: 'text', content: 'not A' },
      }),
    ).toBe('The element "a" has changed since this change was made.');
    expect(
      applyChange(doc, {
        change_type: 'element_delete',
        target_id: 'a',
        old_content: { id: 'a', type: 'text', content: 'A' },
      }).ok,
    ).toBe(true);
  });

  it('invalid changes, in readable words', () => {
    expect(
      reason(doc, {
        change_type: 'element_add',
        target_parent_id: 's1',
        new_content: { id: 'n', type: 'text', layout: { color: 'nope!' } },
      } as EmailChangeInput),
    ).toBe('The change is not valid: new_content.layout.color: must be a colour like #1a2b3c');
    expect(reason(doc, { change_type: 'element_move' } as unknown as EmailChangeInput)).toMatch(
      /^The change is not valid: change_type: /,
    );
  });

  it('growth past the Gmail clipping size', () => {
    let big = doc;
    for (let i = 0; i < 60; i++) {
      const r = applyChange(big, {
        change_type: 'element_add',
        target_parent_id: 's1',
        new_content: { id: 'big' + i, type: 'text', content: '<&>'.repeat(500) },
      });
      if (!r.ok) {
        expect(r.reason).toMatch(/^The email would be \d+ KB; Gmail clips emails over 102 KB\.$/);
        return;
      }
      big = r.doc;
    }
    throw new Error('never rejected');
  });
});

describe('invertChange', () => {
  it('builds the inverse of each operation, which restores the document', () => {
    const doc = base();
    const changes: EmailChangeInput[] = [
      { change_type: 'element_add', target_parent_id: 'col-1', new_content: { id: 'n', type: 'text' } },
      { change_type: 'element_edit', target_id: 'b', new_content: { id: 'b', type: 'button', content: 'C' } },
      { change_type: 'element_delete', target_id: 'in-col' },
      { change_type: 'section_add', position: 1, new_content: { id: 's9' } },
      { change_type: 'section_edit', target_id: 's2', new_content: { id: 's2' } },
      { change_type: 'section_delete', target_id: 's1' },
    ];
    for (const change of changes) {
      const inverse = invertChange(doc, change);
      expect(inverse, change.change_type).toBeDefined();
      expect(changeSchema.safeParse(inverse).success).toBe(true);
      expect(applied(applied(doc, change), inverse!), change.change_type).toEqual(doc);
    }
    expect(invertChange(doc, { change_type: 'element_delete', target_id: 'nope' })).toBeUndefined();
  });

  it('works on the reference email', () => {
    const doc = referenceDoc();
    const change: EmailChangeInput = { change_type: 'element_delete', target_id: 'p2-price' };
    expect(applied(applied(doc, change), invertChange(doc, change)!)).toEqual(doc);
  });
});
