/**
 * Issue 30: the mail viewer keeps its mail across a restart. aws-ses-v2-local holds sent mail in memory; the
 * SES proxy journals each accepted SendEmail in the data dir and replays it into the next stand-in. Here a
 * real stand-in is started, mailed through the proxy with the real SES v2 adapter, stopped (its memory
 * gone) and a new one started on the same data dir: the new viewer's store has the same mails, and the
 * replay publishes no SES event again.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { afterAll, describe, expect, it } from 'vitest';
import { SesMailer } from '../../../lambdas/adapters/aws/ses-mailer';
import { startSes } from '../../../lambdas/local/ses';
import { startSesProxy } from '../../../lambdas/local/ses-proxy';

const dataDir = mkdtempSync(join(tmpdir(), 'jungle-mail-ses-journal-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** One stand-in and its proxy on the data dir, as `npm start` runs them. */
async function sesOnce(published: unknown[]) {
  const ses = await startSes({ cwd: dataDir, logFile: join(dataDir, 'ses.log') });
  const proxy = await startSesProxy({
    upstream: ses.endpoint,
    host: '127.0.0.1',
    region: 'us-east-1',
    publish: async (events) => void published.push(...events),
    mailJournal: join(dataDir, 'ses', 'sent.jsonl'),
  });
  const client = new SESv2Client({
    endpoint: proxy.endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    maxAttempts: 1,
  });
  const stored = async () =>
    ((await (await fetch(`${ses.endpoint}/store`)).json()) as { emails: { subject: string }[] }).emails;
  const stop = async () => {
    client.destroy();
    await proxy.close();
    await ses.child.stop();
  };
  return { mailer: new SesMailer(client, undefined), stored, stop };
}

describe('the mail viewer across a restart', () => {
  it('shows the mail sent before the restart again, and publishes no event twice', async () => {
    const published: unknown[] = [];
    const first = await sesOnce(published);
    for (const n of [1, 2, 3])
      await first.mailer.send({
        from: 'news@shop.example.com',
        to: [`person${n}@example.com`],
        subject: `Before the restart ${n}`,
        html: `<p>Mail ${n}</p>`,
        text: `Mail ${n}`,
        headers: [],
        tags: { account: 'acct', campaign: 'camp', contact: `c${n}` },
      });
    expect((await first.stored()).map((m) => m.subject).sort()).toEqual([
      'Before the restart 1',
      'Before the restart 2',
      'Before the restart 3',
    ]);
    await first.stop();
    const eventsBefore = published.length;

    const second = await sesOnce(published);
    try {
      expect((await second.stored()).map((m) => m.subject).sort()).toEqual([
        'Before the restart 1',
        'Before the restart 2',
        'Before the restart 3',
      ]);
      await new Promise((r) => setTimeout(r, 300));
      expect(published).toHaveLength(eventsBefore);
    } finally {
      await second.stop();
    }
  }, 60_000);
});
