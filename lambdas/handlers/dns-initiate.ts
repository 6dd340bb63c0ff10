import {
  DNS_SETUP_INITIATED_MESSAGE,
  dnsInitiateRequestSchema,
  dnsInitiateResponseSchema,
} from '../../shared/contracts/dns';
import { deps } from '../deps';
import { initiateSetupDns } from '../domain/dns/initiate-setup-dns';
import { dnsSettingsFrom } from '../domain/dns/settings';
import { toDnsSetup } from '../domain/items/setup';
import { httpRoute } from '../http/route';
import { identitiesPort } from '../wiring/identities';

/** POST /api/dns/initiate: creates (or reuses) the sending identity and stores the records to publish. */
export const handler = httpRoute({
  id: 'dnsInitiate',
  uses: [identitiesPort],
  contract: { body: dnsInitiateRequestSchema, response: dnsInitiateResponseSchema },
  handle: async ({ identity, body, ports }) => {
    const item = await initiateSetupDns(
      {
        userId: identity.accountId,
        emailSetupId: body?.emailSetupId,
        providerName: body?.providerInfo?.name,
      },
      ports,
      dnsSettingsFrom(deps().config),
    );
    return { message: DNS_SETUP_INITIATED_MESSAGE, setup: toDnsSetup(item) };
  },
});
