/**
 * The campaign page's "Use the latest version": after it was clicked, the page said "The campaign now uses
 * the latest version of the email." with the button still beside it. The button is now shown only while the
 * checks say the email changed after the campaign took its copy (check 'snapshot-outdated'), so once the
 * switch is made and the checks are fetched again, it goes.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import {
  ZERO_COUNTERS,
  type Campaign,
  type CampaignCheck,
  type CampaignChecksResponse,
} from '../../../shared/contracts/campaigns';
import type * as Auth from '../../../web/lib/auth';
import { campaignKeys } from '../../../web/features/campaigns/campaigns-api';
import { DraftForm } from '../../../web/features/campaigns/DraftForm';

// The form's other parts (the setup's domain, the contact fields, the audience count) ask who is signed in;
// no one is here, so those queries stay idle and only the seeded checks are read.
vi.mock('../../../web/lib/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof Auth>()),
  useAuth: () => ({ status: 'signedOut', user: null, signOut: async () => {}, refresh: async () => {} }),
}));

const campaign: Campaign = {
  id: 'c1',
  projectId: 'p1',
  name: 'Abandoned Cart Reminder',
  subject: 'You left something behind',
  previewText: '',
  replyTo: null,
  audience: { kind: 'all' },
  status: 'draft',
  scheduledAt: null,
  counters: { ...ZERO_COUNTERS },
  skippedBy: { unsubscribed: 0, bounced: 0, complained: 0, deleted: 0, other: 0 },
  createdAt: '2026-11-30T07:00:00.000Z',
  updatedAt: '2026-11-30T07:00:00.000Z',
  startedAt: null,
  finishedAt: null,
  addUtm: true,
  hold: null,
  fromName: 'Candles',
  fromLocalPart: 'news',
};

const outdatedCheck: CampaignCheck = {
  id: 'snapshot-outdated',
  severity: 'warning',
  message: 'The email was changed in the editor after this campaign took its copy.',
  fix: 'Choose the email again to send its latest version (“Use the latest version”).',
};

const renderWithChecks = (checks: CampaignCheck[]) => {
  const client = new QueryClient();
  const response: CampaignChecksResponse = {
    checks,
    audienceCount: 3,
    allowance: { limit: 1000, used: 0 },
    canSend: true,
    from: 'Candles <news@candles.example>',
  };
  client.setQueryData(campaignKeys.checks(campaign.id), response);
  return renderToString(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <DraftForm campaign={campaign} onDirty={() => {}} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
};

describe('DraftForm: Use the latest version', () => {
  it('is offered while the campaign has an older copy of the email', () => {
    expect(renderWithChecks([outdatedCheck])).toContain('Use the latest version');
  });

  it('is gone once the campaign uses the latest version (the checks no longer say it is outdated)', () => {
    const html = renderWithChecks([]);
    expect(html).not.toContain('Use the latest version');
    expect(html).toContain('Edit the email');
  });
});
