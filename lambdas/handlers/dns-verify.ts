import { dnsVerifyRequestSchema, dnsVerifyResponseSchema } from '../../shared/contracts/dns';
import { deps } from '../deps';
import { dnsSettingsFrom } from '../domain/dns/settings';
import { toDnsSetup } from '../domain/items/setup';
import { verifySetupDns } from '../domain/dns/verify-setup-dns';
import { httpRoute } from '../http/route';
import { identitiesPort } from '../wiring/identities';

/** POST /api/dns/verify: checks every record, stores statuses and reasons, returns the updated setup. */
export const handler = httpRoute({
  id: 'dnsVerify',
  uses: [identitiesPort],
  contract: { body: dnsVerifyRequestSchema, response: dnsVerifyResponseSchema },
  handle: async ({ identity, body, ports }) => {
    const item = await verifySetupDns(
      { userId: identity.accountId, emailSetupId: body?.emailSetupId },
      ports,
      dnsSettingsFrom(deps().config),
    );
    return { emailSetup: toDnsSetup(item) };
  },
});
