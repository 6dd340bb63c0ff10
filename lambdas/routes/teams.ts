/**
 * Teams (issue 34): members, invitations and the accounts a person can switch to. In the 'api' nested stack
 * (the main stack keeps room under CloudFormation's 500). Each route's minimal role: lambdas/routes/roles.ts.
 */
import { KB, type RouteDef } from './types';

const route = <const R extends Omit<RouteDef, 'auth' | 'area'>>(r: R) =>
  ({ ...r, auth: 'jwt', area: 'api' }) as const;

export const teamRoutes = [
  route({
    id: 'teamGet',
    method: 'GET',
    path: '/api/team',
    handler: 'team-get.ts',
    maxBodyBytes: 0,
    grants: ['table:read'],
  }),
  route({
    id: 'teamInvite',
    method: 'POST',
    path: '/api/team/invitations',
    handler: 'team-invite.ts',
    maxBodyBytes: 1 * KB,
    grants: ['table:read', 'table:write', 'ses:send', 'signing:read'],
  }),
  route({
    id: 'teamInviteRevoke',
    method: 'DELETE',
    path: '/api/team/invitations/{inviteId}',
    handler: 'team-invite-revoke.ts',
    maxBodyBytes: 0,
    grants: ['table:read', 'table:write'],
  }),
  route({
    id: 'teamMemberRemove',
    method: 'DELETE',
    path: '/api/team/members/{userId}',
    handler: 'team-member-remove.ts',
    maxBodyBytes: 0,
    grants: ['table:read', 'table:write'],
  }),
  route({
    id: 'teamLeave',
    method: 'POST',
    path: '/api/team/leave',
    handler: 'team-leave.ts',
    maxBodyBytes: 1 * KB,
    grants: ['table:read', 'table:write'],
  }),
  route({
    id: 'teamAccept',
    method: 'POST',
    path: '/api/team/accept',
    handler: 'team-accept.ts',
    maxBodyBytes: 1 * KB,
    grants: ['table:read', 'table:write', 'signing:read'],
  }),
  route({
    id: 'teamAccounts',
    method: 'GET',
    path: '/api/team/accounts',
    handler: 'team-accounts.ts',
    maxBodyBytes: 0,
    grants: ['table:read'],
  }),
  route({
    id: 'teamMemberRole',
    method: 'PATCH',
    path: '/api/team/members/{userId}',
    handler: 'team-member-role.ts',
    maxBodyBytes: 1 * KB,
    grants: ['table:read', 'table:write'],
  }),
  route({
    id: 'teamOwnershipOffer',
    method: 'POST',
    path: '/api/team/ownership/offer',
    handler: 'team-ownership-offer.ts',
    maxBodyBytes: 1 * KB,
    grants: ['table:read', 'table:write'],
  }),
  route({
    id: 'teamOwnershipWithdraw',
    method: 'DELETE',
    path: '/api/team/ownership/offer',
    handler: 'team-ownership-withdraw.ts',
    maxBodyBytes: 0,
    grants: ['table:read', 'table:write'],
  }),
  route({
    id: 'teamOwnershipAccept',
    method: 'POST',
    path: '/api/team/ownership/accept',
    handler: 'team-ownership-accept.ts',
    maxBodyBytes: 1 * KB,
    grants: ['table:read', 'table:write'],
  }),
] as const satisfies readonly RouteDef[];
