import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { ChildService } from './child';
import { spawnService } from './child';

export interface RunningSes {
  child: ChildService;
  port: number;
  endpoint: string;
}

const LOCAL_ACCOUNT = {
  DedicatedIpAutoWarmupEnabled: false,
  Details: {
    AdditionalContactEmailAddresses: [],
    ContactLanguage: 'EN',
    MailType: 'MARKETING',
    ReviewDetails: { CaseId: 'local', Status: 'GRANTED' },
    UseCaseDescription: 'Jungle Mail local development',
    WebsiteURL: 'http://localhost:3000',
  },
  EnforcementStatus: 'HEALTHY',
  ProductionAccessEnabled: true,
  SendingEnabled: true,
  SendQuota: { Max24HourSend: 50000, MaxSendRate: 14, SentLast24Hours: 0 },
  SuppressionAttributes: { SuppressedReasons: [] },
};

/** aws-ses-v2-local as a child process: SES v2 SendEmail; its page and /store show sent mail (in memory). */
export async function startSes(options: { cwd: string; logFile: string }): Promise<RunningSes> {
  const bin = join(
    dirname(createRequire(import.meta.url).resolve('aws-ses-v2-local/package.json')),
    'dist/cli.js',
  );
  const child = spawnService({
    name: 'aws-ses-v2-local',
    command: process.execPath,
    args: [bin, '--host', '127.0.0.1', '--port', '0'],
    cwd: options.cwd,
    // GetAccount (the health ping) answers only when an account is configured.
    env: { NODE_NO_WARNINGS: '1', AWS_SES_ACCOUNT: JSON.stringify(LOCAL_ACCOUNT) },
    logFile: options.logFile,
  });
  const match = await child
    .waitForLine(/server running at \S*?:(\d+)/, 30_000)
    .catch(async (error: unknown) => {
      await child.stop();
      throw error;
    });
  const port = Number(match[1]);
  return { child, port, endpoint: `http://127.0.0.1:${port}` };
}
