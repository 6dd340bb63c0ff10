import {
  campaignFromAddress,
  FROM_LOCAL_PART_ERROR,
  isFromLocalPart,
} from '../../../../shared/campaigns/sender';
import type { Check } from './check-input';

const DETAILS_FIX = "Change it in the campaign's details, under From.";

/**
 * Who the campaign is from (issue 29). Error: a From address whose part before the @ the send cannot use (the
 * routes refuse one; a stored one is read as `news`, so this guards the rule itself). Warning: no From name,
 * so inboxes show the bare address where people look for the shop's name.
 */
export const fromLineCheck: Check = ({ from, sendingDomain }) => {
  if (!isFromLocalPart(from.localPart))
    return [{ id: 'from-address', severity: 'error', message: FROM_LOCAL_PART_ERROR, fix: DETAILS_FIX }];
  if (from.name.trim()) return [];
  const address = sendingDomain.domain
    ? campaignFromAddress(sendingDomain.domain, from.localPart)
    : 'the address';
  return [
    {
      id: 'from-name',
      severity: 'warning',
      message: `The campaign has no From name, so inboxes will show only ${address}.`,
      fix: `Enter your shop's name as the From name. ${DETAILS_FIX}`,
    },
  ];
};
