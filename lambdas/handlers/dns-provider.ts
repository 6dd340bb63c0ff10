import { dnsProviderResponseSchema } from '../../shared/contracts/dns';
import { detectSetupProvider } from '../domain/dns/detect-setup-provider';
import { httpRoute } from '../http/route';

/** GET /api/dns/provider: the caller's DNS provider, detected from the domain's NS records. */
export const handler = httpRoute({
  id: 'dnsProvider',
  contract: { response: dnsProviderResponseSchema },
  handle: async ({ identity, ports, log }) =>
    detectSetupProvider({ userId: identity.accountId }, ports, (error) =>
      log.warn('DNS provider detection failed; answering Other/Manual', error as Error),
    ),
});
