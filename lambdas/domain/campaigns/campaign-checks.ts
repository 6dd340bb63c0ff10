import type { CampaignChecksResponse } from '../../../shared/contracts/campaigns';
import type { Clock } from '../../ports/clock';
import type { DnsLookup } from '../../ports/dns';
import type { Store } from '../../ports/store';
import { getProject } from '../items/project';
import { getSetup } from '../items/setup';
import { countAudience } from './audience-count';
import { renderCampaignEmail } from './send/campaign-document';
import { noContent } from './campaign-errors';
import { blocks, runChecks } from './checks';
import { emailParts } from './checks/email-parts';
import { ownedCampaign } from './get-campaign';
import { unresolvedHosts } from './link-resolution';
import { planAllowance } from './plan-allowance';
import { campaignFromAddress, fromLineDisplay } from '../../../shared/campaigns/sender';
import { readSnapshot } from './snapshot';

export interface CheckPorts {
  store: Store;
  clock: Clock;
  dns: DnsLookup;
}

/** A setup text that says something (not empty, not only spaces), else null. */
const filled = (value: string | null | undefined): string | null => (value?.trim() ? value : null);

const RECORDS = [
  ['SPF (MAIL FROM)', 'spfStatus'],
  ['MAIL FROM MX', 'mxStatus'],
  ['DKIM', 'dkimStatus'],
  ['DMARC', 'dmarcStatus'],
] as const;

/**
 * GET /api/campaigns/{id}/checks: gathers what the checks read (setup, plan, contacts, the snapshot rendered as
 * it will be sent, the link hosts in DNS) and runs every check on it.
 */
export async function campaignChecks(
  ports: CheckPorts,
  identity: { userId: string; emailVerified: boolean },
  campaignId: string,
): Promise<CampaignChecksResponse> {
  const { store } = ports;
  const { userId } = identity;
  {
    const campaign = await ownedCampaign(store, userId, campaignId);
    const [document, setup, project, allowance, audienceCount] = await Promise.all([
      readSnapshot(store, userId, campaignId),
      getSetup(store, userId),
      getProject(store, userId, String(campaign.projectId)),
      planAllowance(ports, userId),
      countAudience(store, userId, campaign.audience),
    ]);
    if (!document) throw noContent();
    const postalAddress = filled(setup?.postalAddress);
    const subject = campaign.subject;
    const email = renderCampaignEmail(document, {
      subject,
      previewText: campaign.previewText,
      postalAddress,
    });
    const parts = emailParts(document);
    const found = runChecks({
      projectId: campaign.projectId,
      subject,
      from: { name: campaign.fromName, localPart: campaign.fromLocalPart },
      document,
      html: email.html,
      text: email.text,
      parts,
      sendingDomain: {
        domain: filled(setup?.domain),
        overall: filled(setup?.overallDnsStatus),
        records: RECORDS.map(([label, field]) => ({ label, status: filled(setup?.[field]) })),
      },
      emailVerified: identity.emailVerified,
      postalAddress,
      audienceCount,
      allowance,
      unresolvedHosts: await unresolvedHosts(ports.dns, parts.links),
      snapshotOutdated:
        project !== undefined &&
        campaign.snapshotVersion !== undefined &&
        project.version > campaign.snapshotVersion,
    });
    const domain = filled(setup?.domain);
    return {
      checks: found,
      from: domain
        ? fromLineDisplay(campaign.fromName, campaignFromAddress(domain, campaign.fromLocalPart))
        : null,
      audienceCount,
      allowance: { limit: allowance.limit, used: allowance.used },
      canSend: !blocks(found),
    };
  }
}
