import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { PendingChange } from '../../../shared/contracts/ai';
import { GLOBAL_DEFAULTS, type EmailChange, type EmailDocument } from '../../../shared/email';
import { ReviewList } from '../../../web/features/chat/ReviewList';

/** The review list names each change by what it does, on the change and on its buttons (issue 23). */
const doc = {
  name: 'Test',
  globalStyles: { ...GLOBAL_DEFAULTS },
  sections: [
    {
      id: 's1',
      elements: [{ id: 'cta', type: 'button', content: 'Start exploring', properties: { button: {} } }],
    },
  ],
} as EmailDocument;

const pending = (id: string, change: EmailChange): PendingChange => ({
  id,
  projectId: 'p',
  batchId: 'b',
  changeType: change.change_type,
  targetId: null,
  targetParentId: null,
  change,
  status: 'pending',
  aiRationale: 'why',
  createdAt: '',
  updatedAt: '',
});

const changes = [
  pending('c1', {
    change_type: 'section_add',
    new_content: {
      id: 's2',
      elements: [
        { id: 'h', type: 'header', content: 'Welcome' },
        { id: 'b', type: 'button', content: 'Shop now' },
      ],
    },
  } as EmailChange),
  pending('c2', {
    change_type: 'element_edit',
    target_id: 'cta',
    new_content: {
      id: 'cta',
      type: 'button',
      content: 'Start exploring',
      properties: { button: { backgroundColor: '#2e7d32' } },
    },
  } as EmailChange),
];

describe('ReviewList', () => {
  it('titles each change by what it does and names its Accept and Reject buttons the same', () => {
    const html = renderToString(
      <ReviewList doc={doc} pending={changes} busy={false} onAction={() => {}} onFocus={() => {}} />,
    ).replace(/&#x27;/g, "'");
    for (const title of [
      "Add section: heading 'Welcome', button 'Shop now'",
      "Edit button 'Start exploring': colour",
    ]) {
      expect(html).toContain(`>${title}</button>`);
      expect(html).toContain(`aria-label="Accept: ${title}"`);
      expect(html).toContain(`aria-label="Reject: ${title}"`);
    }
  });
});
