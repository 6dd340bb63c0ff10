import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import type { Agent } from 'node:http';
import { request } from 'node:http';
import { dirname } from 'node:path';

/**
 * The mail viewer survives a restart (issue 30: "losing the mail viewer's contents on the restart").
 * aws-ses-v2-local keeps sent mail in memory only, so the SES proxy appends each SendEmail the stand-in
 * accepted to a journal in the data dir (`.data/ses/sent.jsonl`, one request body a line, written when
 * the stand-in has answered) and, when the stack starts again, replays the journal straight into the new
 * stand-in: the viewer shows the same mails again (dated at the replay), and no SES event is published twice
 * (the replay bypasses the proxy). `npm run reset` deletes it with the rest of the data dir.
 */
export function journalMail(file: string, body: Buffer): void {
  mkdirSync(dirname(file), { recursive: true });
  appendFileSync(file, `${body.toString('utf8').replace(/\n/g, ' ')}\n`);
}

/** Replays the journal into the stand-in at `upstream` (a few requests at a time); answers the count. */
export async function replayMails(
  file: string,
  upstream: URL,
  path: string,
  agent: Agent,
  parallel = 8,
): Promise<number> {
  if (!existsSync(file)) return 0;
  const lines = readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim().startsWith('{'));
  let next = 0;
  const worker = async () => {
    while (next < lines.length) await post(upstream, path, agent, lines[next++] as string);
  };
  await Promise.all(Array.from({ length: Math.min(parallel, lines.length) }, worker));
  return lines.length;
}

const MOCK_AUTHORIZATION =
  'AWS4-HMAC-SHA256 Credential=local/20260101/us-east-1/ses/aws4_request, SignedHeaders=host, Signature=local';

function post(upstream: URL, path: string, agent: Agent, body: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const out = request(
      {
        host: upstream.hostname,
        port: upstream.port,
        agent,
        method: 'POST',
        path,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          // The stand-in wants some authentication, even a mock one (it checks no signature).
          authorization: MOCK_AUTHORIZATION,
        },
      },
      (answer) => {
        answer.resume();
        answer.once('end', () => resolve());
        answer.once('error', reject);
      },
    );
    out.once('error', reject);
    out.end(body);
  });
}
