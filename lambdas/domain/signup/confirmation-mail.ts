import { subscribeTexts } from '../../../shared/contracts/subscribe';
import { headerText } from '../../../shared/email';
import type { OutgoingEmail } from '../../ports/mailer';
import { OPTIN_LINK_DAYS } from '../links/optin-token';

const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The double opt-in mail: who asked (the account's verified sending domain, or "our mailing list"), the
 * signed link, how long it works, and that ignoring it is enough. From the verified domain, else the
 * product's sender. Fixed words only: nothing a submitter typed (a first name, a domain typed at setup but
 * never verified) reaches it, so a form cannot carry a stranger's message to a victim (issue 30).
 */
export function confirmationMail(input: {
  to: string;
  from: string;
  /** The account's verified sending domain; undefined until its DNS is verified. */
  sender: string | undefined;
  link: string;
}): OutgoingEmail {
  const who = input.sender ?? 'our mailing list';
  const hello = 'Hello,';
  const lines = [
    `Please confirm that you want to get emails from ${who}.`,
    `This link works for ${OPTIN_LINK_DAYS} days. If you did not sign up, ignore this email: you will not be added.`,
  ];
  return {
    from: input.from,
    to: [input.to],
    subject: headerText(subscribeTexts.mailSubject(who)),
    text: [hello, '', lines[0], '', `Confirm: ${input.link}`, '', lines[1], ''].join('\n'),
    html:
      '<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:24px;color:#1b2a20">' +
      `<p>${esc(hello)}</p><p>${esc(lines[0]!)}</p>` +
      `<p><a href="${esc(input.link)}" style="display:inline-block;padding:12px 24px;background:#1f5134;color:#ffffff;text-decoration:none;border-radius:4px">Confirm my subscription</a></p>` +
      `<p style="font-size:13px;color:#44564a">${esc(lines[1]!)}</p></body></html>`,
  };
}
