import type { CampaignCheck } from '../../../../shared/contracts/campaigns';
import { accountEmailCheck } from './account-email';
import { allowanceCheck } from './allowance';
import { audienceEmptyCheck } from './audience-empty';
import type { Check, CheckInput } from './check-input';
import { fromLineCheck } from './from-line';
import { htmlSizeCheck } from './html-size';
import { imageAltCheck } from './image-alt';
import { linkHostsCheck } from './link-hosts';
import { placeholdersCheck } from './placeholders';
import { postalAddressCheck } from './postal-address';
import { sendingDomainCheck } from './sending-domain';
import { snapshotOutdatedCheck } from './snapshot-outdated';
import { subjectMissingCheck } from './subject-missing';
import { subjectStyleCheck } from './subject-style';
import { textContentCheck } from './text-content';

/** The checks before sending (issue 21), in the order the list shows them: errors first, then warnings. */
export const checks: readonly Check[] = [
  sendingDomainCheck,
  fromLineCheck,
  accountEmailCheck,
  postalAddressCheck,
  placeholdersCheck,
  subjectMissingCheck,
  audienceEmptyCheck,
  allowanceCheck,
  htmlSizeCheck,
  imageAltCheck,
  linkHostsCheck,
  subjectStyleCheck,
  textContentCheck,
  snapshotOutdatedCheck,
];

export function runChecks(input: CheckInput): CampaignCheck[] {
  const found = checks.flatMap((check) => check(input));
  return [...found.filter((c) => c.severity === 'error'), ...found.filter((c) => c.severity === 'warning')];
}

export const blocks = (found: readonly CampaignCheck[]) => found.some((c) => c.severity === 'error');
