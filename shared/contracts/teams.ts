/**
 * Teams (issue 34): an account (the shop) has members, each with one role. The roles are ordered: each one
 * may do everything the ones below it may. The route table's minimal roles (lambdas/routes/roles.ts) use them.
 */
import * as z from 'zod';

export const teamRoles = ['viewer', 'editor', 'admin', 'owner'] as const;
export type TeamRole = (typeof teamRoles)[number];
export const teamRoleSchema = z.enum(teamRoles);

/** True when `role` may do what `needed` may (owner > admin > editor > viewer). */
export const roleAllows = (role: TeamRole, needed: TeamRole): boolean =>
  teamRoles.indexOf(role) >= teamRoles.indexOf(needed);

/** How a role reads in a sentence ("an editor"). */
export const roleWithArticle = (role: TeamRole): string =>
  `${role === 'editor' || role === 'admin' || role === 'owner' ? 'an' : 'a'} ${role}`;

/** What each role may do, in the words the members page and docs/product.md use. */
export const ROLE_DESCRIPTIONS: Readonly<Record<TeamRole, string>> = {
  owner: 'Everything, including billing, members, the sending domain and deleting the account.',
  admin: 'Everything but billing, ownership and deleting the account.',
  editor: 'Emails, templates, campaigns, automations, contacts and imports.',
  viewer: 'Reads everything the reports show; changes nothing.',
};

/** The request header naming the account a member acts for (absent: their own account). */
export const ACCOUNT_HEADER = 'x-jm-account';

export const TEAM_ERRORS = {
  notMember: {
    error: 'not_a_member',
    message:
      'You are not a member of this account. Ask its owner for an invitation, or switch back to your own account.',
  },
  roleTooLow: (role: TeamRole, needed: TeamRole) => ({
    error: 'role_forbidden',
    message: `Your role in this account is ${role}; this needs ${roleWithArticle(needed)} or above. Ask the account's owner or an admin.`,
  }),
} as const;
