import * as z from 'zod';

/**
 * Issue 35: the account's sending guard as the sending pages see it (GET /api/sending-status) and the
 * owner's "I've cleaned my list" (POST /api/sending-status/resume). The rules and their numbers:
 * lambdas/domain/campaigns/send/reputation-rules.ts and docs/product.md › "Bounces and complaints".
 */
export const sendingStates = ['ok', 'warn', 'paused', 'paused_by_ses'] as const;
export type SendingState = (typeof sendingStates)[number];

/**
 * The account's own SES tenant (its own sending reputation): ready, being set up, or 'failed' when SES
 * refused it too often and the product stopped trying (mail still goes out, without it).
 */
export const tenantSetups = ['ready', 'setting_up', 'failed', 'none'] as const;
export type TenantSetup = (typeof tenantSetups)[number];

export const sendingStatusSchema = z.object({
  state: z.enum(sendingStates),
  /** What crossed a line (null when ok, or paused by SES). */
  reason: z.enum(['bounces', 'complaints']).nullable(),
  /** The window's counts and rates (fractions: 0.05 = 5 %); when paused, as they were at the pause. */
  sent: z.number().int().min(0),
  bounced: z.number().int().min(0),
  complained: z.number().int().min(0),
  bounceRate: z.number().min(0),
  complaintRate: z.number().min(0),
  /** The pause lines that apply now (halved while the account is watched after a resume). */
  pauseAt: z.object({ bounce: z.number(), complaint: z.number() }),
  pausedAt: z.string().nullable(),
  /** Resumed after a pause and still watched more strictly. */
  strict: z.boolean(),
  /** Absent when unknown (SES did not answer). */
  tenant: z.enum(tenantSetups).optional(),
});
export type SendingStatus = z.infer<typeof sendingStatusSchema>;
export const sendingStatusResponseSchema = z.object({ sending: sendingStatusSchema });

/** The owner confirms the clean-up: `{"cleaned": true}` and nothing else. */
export const sendingResumeBodySchema = z.strictObject(
  { cleaned: z.literal(true, { error: 'Confirm that you cleaned your list: send {"cleaned": true}.' }) },
  { error: 'Send {"cleaned": true} and nothing else.' },
);

export const sendingErrorCodes = { paused: 'sending_paused', notPaused: 'sending_not_paused' } as const;

const pct = (fraction: number) => `${Math.round(fraction * 10_000) / 100}%`;

/** The words of the sending pages, the refusals and the owner's email (our own careful words). */
export const sendingTexts = {
  pausedTitle: 'Sending is paused for your account',
  pausedBySesTitle: 'Amazon SES has paused sending for your account',
  pausedBySes:
    'Amazon SES itself has paused sending for your account, so nothing is sent or tried. Contact support: we will help you with the review.',
  paused: (s: Pick<SendingStatus, 'reason' | 'bounceRate' | 'complaintRate' | 'pauseAt'>) =>
    s.reason === 'complaints'
      ? `${pct(s.complaintRate)} of your recent emails were marked as spam, above our limit of ${pct(s.pauseAt.complaint)}. We paused all your campaigns so your domain's reputation, and every other shop's, stays safe. Nothing more goes out until you resume.`
      : `${pct(s.bounceRate)} of your recent emails bounced, above our limit of ${pct(s.pauseAt.bounce)}. We paused all your campaigns so your domain's reputation, and every other shop's, stays safe. Nothing more goes out until you resume.`,
  warnTitle: (reason: SendingStatus['reason']) =>
    reason === 'complaints' ? 'Spam complaints are getting high' : 'Your bounce rate is getting high',
  warn: (s: Pick<SendingStatus, 'reason' | 'bounceRate' | 'complaintRate' | 'pauseAt'>) =>
    s.reason === 'complaints'
      ? `${pct(s.complaintRate)} of your recent emails were marked as spam. At ${pct(s.pauseAt.complaint)} we pause your sending. Clean your list before your next campaign.`
      : `${pct(s.bounceRate)} of your recent emails bounced. At ${pct(s.pauseAt.bounce)} we pause your sending. Clean your list before your next campaign.`,
  whatToDo: [
    'Remove the addresses that bounced or complained (on Contacts, filter by Bounced and Complained): they are never mailed again, and an import must not bring them back.',
    'Re-confirm old lists: ask contacts who have not heard from you in a long time to confirm, and remove those who do not.',
    'Only add people who asked for your emails. Never import a bought or scraped list.',
  ],
  resumeButton: "I've cleaned my list",
  resumeTitle: 'Resume sending?',
  resumeQuestion:
    'Resume only after removing the addresses that bounced and re-confirming old lists. Your paused campaigns go on where they stopped, and for your next 2,000 emails we pause at half the usual rates.',
  resumeConfirm: 'Resume sending',
  resuming: 'Resuming...',
  strictNote:
    'You resumed sending after a pause: for your next 2,000 emails we pause at half the usual rates.',
  refusedWhilePaused:
    'Sending is paused for your account because of bounces or spam complaints. Clean your list, then choose "I\'ve cleaned my list" on the Campaigns page.',
  refusedBySes: 'Amazon SES has paused sending for your account, so nothing can be sent.',
  notPaused: 'Sending is not paused for your account.',
  mailSubject: 'Sending is paused for your account',
  tenantFailedTitle: 'Your own sending reputation could not be set up',
  tenantFailed:
    'Amazon SES refused several times to give your domain its own sending reputation, so we stopped asking. Your emails still go out, under the reputation your domain shares with other shops. Contact support and we will set it up with you; choosing "Verify All Records" on the DNS page also tries once more.',
} as const;
