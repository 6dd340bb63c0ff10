import type { Mailer } from '../../ports/mailer';
import type { Store } from '../../ports/store';
import { campaignTemplate, personalise } from '../campaigns/send/campaign-email';
import { poweredByOf } from '../campaigns/send/powered-by';
import { verifiedSendingDomain } from '../editor/test-sender';
import type { ContactRecord } from '../items/contact';
import { getSetup } from '../items/setup';
import { readyTenantName } from '../items/ses-tenant';
import { flowEmailContent, storeFlowSource } from './flow-link-source';

/** A read made once for a batch of steps (step-batch.ts `onceIn`), or each time. */
type Once = <T>(key: string, read: () => Promise<T>) => Promise<T>;

export interface FlowMailSettings {
  siteUrl: string;
  /** The recipient's signed unsubscribe token (lambdas/domain/links), as campaigns sign it. */
  token: (claims: { sub: string; contactId: string; campaignId: string }) => Promise<string>;
  /** The recipient's click and open tokens (links/click-token.ts), as campaigns sign them; without it links go straight. */
  clickTokens?: (
    claims: { campaignId: string; contactId: string },
    linkCount: number,
  ) => Promise<{ links: string[]; open: string }>;
}

/** The id a flow's mail carries where a campaign's would (tags, tokens, attribution): `flow-{flowId}`. */
export const flowMailId = (flowId: string) => `flow-${flowId}`;

/**
 * One flow email to one contact, through the campaign send path (issue 32): the campaign renderer
 * (unsubscribe link and postal address added when missing), From on the verified sending domain, the
 * recipient's RFC 8058 List-Unsubscribe headers and message tags (the configuration set's bounces and
 * complaints find the contact), the account's SES tenant. The document is the step's snapshot for the
 * enrollment's version (snapshot-emails.ts), else the project's. 'not-sendable' without a verified domain or content.
 * A step's email sent from its snapshot is tracked as a campaign's (flow-link-source.ts): its links through the
 * click redirect under the step and version's source id (unsubscribe and mailto: untouched), the opens pixel, UTM.
 */
export async function sendFlowEmail(
  ports: { store: Store; mailer: Mailer },
  settings: FlowMailSettings,
  input: {
    accountId: string;
    flowId: string;
    projectId: string;
    subject: string;
    contact: ContactRecord;
    /** The enrollment's version and the step: the step's snapshot is sent when there is one. */
    version?: number;
    stepId?: string;
  },
  once: Once = (_key, read) => read(),
): Promise<{ sent: true; messageId: string } | { sent: false; reason: 'not-sendable' }> {
  const { store } = ports;
  const { accountId } = input;
  const content = `content#${input.flowId}#${input.version ?? 0}#${input.stepId ?? ''}#${input.projectId}`;
  const [domain, { documentJson, tracking }, setup, tenant, poweredBy] = await Promise.all([
    once('domain', () => verifiedSendingDomain(store, accountId)),
    once(content, () => flowEmailContent(store, input)),
    once('setup', () => getSetup(store, accountId)),
    once('tenant', () => readyTenantName(store, accountId)),
    once('powered-by', () => poweredByOf(store, accountId)),
  ]);
  // The rendered email, once per batch too: only personalise() below differs between recipients.
  const template = await once(`template#${content}#${input.subject}`, async () =>
    domain && documentJson
      ? campaignTemplate({
          documentJson,
          subject: input.subject,
          replyTo: undefined,
          postalAddress: setup?.postalAddress ?? undefined,
          verifiedDomain: domain,
          siteUrl: settings.siteUrl,
          poweredBy,
          ...(tracking ? { tracking: tracking.options } : {}),
        })
      : undefined,
  );
  if (!template) return { sent: false, reason: 'not-sendable' };
  if (tracking) await storeFlowSource(store, tracking.sourceId, tracking.ref, template.links);
  const campaignId = flowMailId(input.flowId);
  const { contact } = input;
  const email = personalise(
    { ...template, ...(tenant ? { tenant } : {}) },
    {
      sub: input.accountId,
      campaignId,
      contactId: contact.contactId,
      contact,
      token: await settings.token({ sub: input.accountId, contactId: contact.contactId, campaignId }),
      siteUrl: settings.siteUrl,
      tracking:
        tracking &&
        (await settings.clickTokens?.(
          { campaignId: tracking.sourceId, contactId: contact.contactId },
          template.links.length,
        )),
    },
  );
  const { messageId } = await ports.mailer.send(email);
  return { sent: true, messageId };
}
