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

/** Seats of each plan, the owner's included (issue 34): a database invariant, as the project limit is. */
export const seatLimits = { free: 1, pro: 3, premium: 10 } as const;

/** An invitation's link lasts this long. */
export const INVITATION_DAYS = 7;
/** The same address is mailed again at most this often (a resend). */
export const INVITATION_RESEND_SECONDS = 60;

export const inviteBodySchema = z
  .object({
    email: z
      .email('Please enter a valid email address.')
      .max(254)
      .transform((e) => e.trim().toLowerCase()),
    role: teamRoleSchema.exclude(['owner']),
  })
  .strict();
export type InviteBody = z.input<typeof inviteBodySchema>;

export const acceptBodySchema = z.object({ token: z.string().min(1).max(400) }).strict();

export const invitationSchema = z.object({
  inviteId: z.string(),
  email: z.string(),
  role: teamRoleSchema,
  status: z.enum(['pending', 'accepted', 'revoked']),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;

export const teamResponseSchema = z.object({
  members: z.array(
    z.object({ userId: z.string(), email: z.string(), role: teamRoleSchema, joinedAt: z.string() }),
  ),
  invitations: z.array(invitationSchema),
  seats: z.object({ used: z.number().int(), limit: z.number().int() }),
  /** The owner's pending offer of ownership to an admin (absent: none). */
  ownershipOffer: z.object({ toUserId: z.string(), offeredAt: z.string() }).optional(),
});
export type TeamResponse = z.infer<typeof teamResponseSchema>;

export const acceptResponseSchema = z.object({
  accountId: z.string(),
  role: teamRoleSchema,
  message: z.string(),
});

export const INVITATION_ERRORS = {
  invalid: {
    error: 'invitation_invalid',
    message: 'This invitation link is not valid. Ask for a new invitation.',
  },
  expired: { error: 'invitation_expired', message: 'This invitation has expired. Ask for a new one.' },
  used: { error: 'invitation_used', message: 'This invitation has already been used or was withdrawn.' },
  otherAddress: {
    error: 'invitation_other_address',
    message: 'This invitation was sent to another email address. Sign in with that address to accept it.',
  },
  unverified: { error: 'email_unverified', message: 'Please verify your email address before accepting.' },
  seatsFull: (limit: number) => ({
    error: 'seats_full',
    message:
      limit === 1
        ? "This account's plan has one seat, the owner's. The owner can upgrade the plan to invite members."
        : `All ${limit} seats of this account's plan are taken. The owner can upgrade or remove a member.`,
  }),
  alreadyMember: { error: 'already_member', message: 'You are already a member of this account.' },
  self: { error: 'invite_self', message: 'That address is already in this account.' },
  tooSoon: {
    error: 'invitation_rate_limited',
    message: 'An invitation was just sent to this address. Please wait a minute before sending it again.',
  },
} as const;

/** GET /api/team/accounts: the accounts a person can switch to, their own first (the account switcher). */
export const teamAccountsResponseSchema = z.object({
  accounts: z.array(
    z.object({ accountId: z.string(), role: teamRoleSchema, own: z.boolean(), name: z.string() }),
  ),
  /** Each signed-in route's minimal role (lambdas/routes/roles.ts): the pages hide what the role cannot do. */
  routeRoles: z.record(z.string(), teamRoleSchema).optional(),
});
export type TeamAccount = z.infer<typeof teamAccountsResponseSchema>['accounts'][number];

/** PATCH /api/team/members/{userId}: a member's new role (the owner's cannot change; ownership is not given here). */
export const memberRoleBodySchema = z.object({ role: teamRoleSchema.exclude(['owner']) }).strict();
export type MemberRoleBody = z.input<typeof memberRoleBodySchema>;

/** POST /api/team/ownership/offer: the owner offers ownership to one admin (issue 34). */
export const ownershipOfferBodySchema = z.object({ userId: z.string().min(1).max(128) }).strict();
export type OwnershipOfferBody = z.input<typeof ownershipOfferBodySchema>;

/** The refusals of an ownership transfer, in the words the members page shows. */
export const OWNERSHIP_ERRORS = {
  notAdmin: {
    error: 'ownership_not_admin',
    message: 'Ownership can only be given to an admin of this account. Make them an admin first.',
  },
  noOffer: {
    error: 'ownership_no_offer',
    message: 'There is no offer of ownership to accept. Ask the owner to offer it again.',
  },
  withdrawn: {
    error: 'ownership_offer_withdrawn',
    message: 'The owner withdrew this offer of ownership. Ask them to offer it again.',
  },
  accepted: {
    error: 'ownership_offer_accepted',
    message: 'This offer of ownership was already accepted.',
  },
  otherMember: {
    error: 'ownership_offer_other',
    message: 'This offer of ownership was made to another member.',
  },
} as const;

export const ownershipResponseSchema = z.object({ message: z.string() });
