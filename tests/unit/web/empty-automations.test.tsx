/**
 * Issue 32, seen in the new-user journey: on Free, "Create my suggested drafts" is refused (the plan has
 * room for one email), and the reason only flashed in a toast, leaving the page as it was. It now stays
 * beside the button, as an alert, with the way to the plans.
 */
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { EmptyAutomations } from '../../../web/features/automations/EmptyAutomations';

const render = (problem?: string) =>
  renderToString(
    <MemoryRouter>
      <EmptyAutomations busy={false} onCreate={() => {}} problem={problem} />
    </MemoryRouter>,
  );

describe('the empty automations page', () => {
  it('keeps why the drafts could not be made on the page, with a link to the plans', () => {
    const html = render('These flows need 6 emails, and your plan has room for 0 more email projects.');
    expect(html).toMatch(/<p role="alert"[^>]*>These flows need 6 emails/);
    expect(html).toContain('href="/subscription"');
  });

  it('shows no alert before anything went wrong', () => {
    expect(render()).not.toContain('role="alert"');
  });
});
