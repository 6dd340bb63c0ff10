/**
 * The mail the SES stand-in holds (what the local mail viewer, /_local/mail, shows), read over its /store
 * route. Waits poll the store until the mail is there: a flow's or a signup's mail is sent after the
 * answer that caused it.
 */
import { expect } from 'vitest';

export interface StoredMail {
  subject: string;
  destination: { to: string[] };
  body: { text?: string; html?: string };
}

/** Every mail to `to`, oldest first. */
export async function mailsTo(sesEndpoint: string, to: string): Promise<StoredMail[]> {
  const all = (await (await fetch(`${sesEndpoint}/store`)).json()) as { emails: StoredMail[] };
  return all.emails.filter((e) => e.destination.to.includes(to));
}

/** Waits until `to` has `count` mails (or more), and answers them all. */
export async function waitForMails(
  sesEndpoint: string,
  to: string,
  count: number,
  timeout = 20_000,
): Promise<StoredMail[]> {
  await expect
    .poll(async () => (await mailsTo(sesEndpoint, to)).length, { timeout })
    .toBeGreaterThanOrEqual(count);
  return mailsTo(sesEndpoint, to);
}

/** The `/team/accept?token=…` path of the newest invitation mailed to `to` (issue 34). */
export async function invitationPathTo(sesEndpoint: string, to: string): Promise<string> {
  const mail = (await mailsTo(sesEndpoint, to)).at(-1);
  const path = /\/team\/accept\?token=[^\s]+/.exec(mail?.body.text ?? '')?.[0];
  if (!path) throw new Error(`no invitation mail to ${to}`);
  return path;
}
