import { inviteBodySchema, invitationSchema } from '../../shared/contracts/teams';
import { shopNameFromDomain } from '../../shared/contracts/brand';
import { deps } from '../deps';
import { getBrandKit } from '../domain/items/brand-kit';
import { inviteMember } from '../domain/teams/invite';
import { verifiedSendingDomain } from '../domain/editor/test-sender';
import { httpRoute } from '../http/route';
import { mailerPort } from '../wiring/mailer';
import { signingPort } from '../wiring/signing';

/** POST /api/team/invitations: invites an address with a role; inviting it again resends (issue 34). */
export const handler = httpRoute({
  id: 'teamInvite',
  uses: [mailerPort, signingPort],
  contract: { body: inviteBodySchema, response: invitationSchema },
  handle: async ({ identity, ports, body }) => {
    const { store } = ports;
    const [brand, domain] = await Promise.all([
      getBrandKit(store, identity.accountId),
      verifiedSendingDomain(store, identity.accountId),
    ]);
    const shopName = brand?.shopName || shopNameFromDomain(domain) || 'a shop';
    const { config } = deps();
    return inviteMember(
      ports,
      { accountId: identity.accountId, inviterEmail: identity.email, body },
      { from: config.mailFrom, siteUrl: config.billing.siteUrl ?? '', shopName },
    );
  },
});
