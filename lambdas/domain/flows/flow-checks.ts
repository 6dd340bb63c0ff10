import type { FlowDefinition, FlowStep } from '../../../shared/contracts/flows';
import { DEFAULT_FROM_LOCAL_PART } from '../../../shared/campaigns/sender';
import type { Store } from '../../ports/store';
import { runChecks } from '../campaigns/checks';
import { emailParts } from '../campaigns/checks/email-parts';
import { renderCampaignEmail } from '../campaigns/send/campaign-document';
import { getSavedContent } from '../items/project-content';
import { getSetup } from '../items/setup';
import { allSteps } from './step-tree';

type EmailStep = Extract<FlowStep, { type: 'email' }>;

/** Checks about the account, not one email: said once, not once per email. */
const ACCOUNT_CHECKS = new Set(['sending-domain', 'postal-address', 'account-email']);
/** Checks about a campaign's audience, send or copy, which a flow has not: not run for a flow's emails. */
const CAMPAIGN_ONLY = new Set(['audience-empty', 'allowance', 'snapshot-outdated', 'from-name']);

const RECORDS = [
  ['SPF (MAIL FROM)', 'spfStatus'],
  ['MAIL FROM MX', 'mxStatus'],
  ['DKIM', 'dkimStatus'],
  ['DMARC', 'dmarcStatus'],
] as const;

const filled = (value: string | null | undefined): string | null => (value?.trim() ? value : null);

/**
 * What stops a flow going live (issue 32): the campaign checks before sending, run on each of its emails as
 * the flow will send them (a verified sending domain, a postal address, a verified account email, content
 * saved in the editor, a subject, no placeholders...), errors only, each a sentence with its fix; [] when
 * it may go live.
 */
export async function flowGoLiveProblems(
  store: Store,
  identity: { accountId: string; emailVerified: boolean },
  definition: FlowDefinition,
): Promise<string[]> {
  const emails = allSteps(definition.steps).filter((s): s is EmailStep => s.type === 'email');
  const setup = await getSetup(store, identity.accountId);
  const found = await Promise.all(emails.map((step) => emailProblems(store, identity, setup, step)));
  return [...new Set(found.flat())];
}

async function emailProblems(
  store: Store,
  identity: { accountId: string; emailVerified: boolean },
  setup: Awaited<ReturnType<typeof getSetup>>,
  step: EmailStep,
): Promise<string[]> {
  const content = await getSavedContent(store, identity.accountId, step.projectId);
  const named = `The email “${step.subject}”`;
  if (!content) return [`${named} has no saved content yet. Open it in the editor, write it and save it.`];
  const postalAddress = filled(setup?.postalAddress);
  const email = renderCampaignEmail(content.document, { subject: step.subject, postalAddress });
  const found = runChecks({
    projectId: step.projectId,
    subject: step.subject,
    from: { name: 'flow', localPart: DEFAULT_FROM_LOCAL_PART },
    document: content.document,
    html: email.html,
    text: email.text,
    parts: emailParts(content.document),
    sendingDomain: {
      domain: filled(setup?.domain),
      overall: filled(setup?.overallDnsStatus),
      records: RECORDS.map(([label, field]) => ({ label, status: filled(setup?.[field]) })),
    },
    emailVerified: identity.emailVerified,
    postalAddress,
    audienceCount: 1,
    allowance: { limit: 1, used: 0 },
    unresolvedHosts: [],
    snapshotOutdated: false,
  });
  return found
    .filter((c) => c.severity === 'error' && !CAMPAIGN_ONLY.has(c.id))
    .map((c) => {
      const text = `${c.message}${c.fix ? ` ${c.fix}` : ''}`;
      return ACCOUNT_CHECKS.has(c.id) ? text : `${named}: ${text}`;
    });
}
