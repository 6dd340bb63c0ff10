import { sendingTexts } from '../../../../shared/contracts/sending-status';
import type { Mailer, OutgoingEmail } from '../../../ports/mailer';
import type { Store } from '../../../ports/store';
import { getOwnerEmail } from '../../items/profile';
import type { AccountWindow, OwnerNotice } from './reputation-guard';

const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The one email the owner gets when the guard pauses the account: why, what to do, where to resume. */
export function reputationPauseMail(input: {
  to: string;
  from: string;
  campaignsUrl: string;
  window: Pick<AccountWindow, 'decision'>;
}): OutgoingEmail {
  const { decision } = input.window;
  const why = sendingTexts.paused({
    reason: decision.reason ?? 'bounces',
    bounceRate: decision.bounceRate,
    complaintRate: decision.complaintRate,
    pauseAt: decision.pauseAt,
  });
  const steps = sendingTexts.whatToDo;
  const resume = `When your list is clean, open Campaigns and choose "${sendingTexts.resumeButton}": ${input.campaignsUrl}`;
  return {
    from: input.from,
    to: [input.to],
    subject: sendingTexts.mailSubject,
    text: ['Hello,', '', why, '', 'What to do:', ...steps.map((s) => `- ${s}`), '', resume, ''].join('\n'),
    html:
      '<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:24px;color:#1b2a20">' +
      `<p>Hello,</p><p>${esc(why)}</p><p>What to do:</p><ul>${steps.map((s) => `<li>${esc(s)}</li>`).join('')}</ul>` +
      `<p>When your list is clean, open <a href="${esc(input.campaignsUrl)}">Campaigns</a> and choose “${esc(sendingTexts.resumeButton)}”.</p>` +
      '</body></html>',
  };
}

/** The owner's notice: one email to the account's sign-in address through the product's mailer. */
export function ownerNoticeByMail(
  ports: { store: Store; mailer: Mailer },
  config: { from: string; siteUrl: string },
  log: (message: string, fields: Record<string, unknown>) => void,
): OwnerNotice {
  return async (accountId, window) => {
    const to = await getOwnerEmail(ports.store, accountId);
    if (!to) return log('No owner address to tell of the sending pause', { accountId });
    const campaignsUrl = `${config.siteUrl}/campaigns`;
    try {
      await ports.mailer.send(reputationPauseMail({ to, from: config.from, campaignsUrl, window }));
    } catch (error) {
      // Best effort: the pause stands and every sending page says why.
      log('The sending-pause email failed', { accountId, error: String(error) });
    }
  };
}
