import {
  roleWithArticle,
  ROLE_DESCRIPTIONS,
  type TeamRole,
  INVITATION_DAYS,
} from '../../../shared/contracts/teams';
import type { OutgoingEmail } from '../../ports/mailer';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The invitation mail (issue 34): who invites, the role and what it may do, the link and how long it lasts. */
export function invitationMail(input: {
  to: string;
  from: string;
  link: string;
  role: TeamRole;
  shopName: string;
}): OutgoingEmail {
  const subject = `You're invited to join ${input.shopName} on Jungle Mail`;
  const lines = [
    `You have been invited to join ${input.shopName} on Jungle Mail as ${roleWithArticle(input.role)}.`,
    ROLE_DESCRIPTIONS[input.role],
    `Accept the invitation (the link works for ${INVITATION_DAYS} days): ${input.link}`,
    'Sign in, or create your login, with this email address to accept. If you did not expect this, you can ignore this email.',
  ];
  const html = [
    `<p>You have been invited to join <strong>${escape(input.shopName)}</strong> on Jungle Mail as ${roleWithArticle(input.role)}.</p>`,
    `<p>${escape(ROLE_DESCRIPTIONS[input.role])}</p>`,
    `<p><a href="${escape(input.link)}">Accept the invitation</a> (the link works for ${INVITATION_DAYS} days).</p>`,
    '<p>Sign in, or create your login, with this email address to accept. If you did not expect this, you can ignore this email.</p>',
  ].join('\n');
  return { from: input.from, to: [input.to], subject, html, text: lines.join('\n\n') };
}
