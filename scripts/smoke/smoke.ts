/**
 * `npm run smoke -- <site URL>`: does this deploy work? The same code runs after `npm run deploy` against
 * CloudFront and in CI against the local stack (tests/integration/smoke.test.ts). Each step prints one line
 * with its verdict and time; `passed` says whether all did. What the run creates (a project, an account) is
 * removed in `finally`, even when a step failed.
 */
import {
  acceptChanges,
  chatTurn,
  cognitoFor,
  createProject,
  newAccount,
  signIn,
  signUp,
  uploadImage,
} from './account';
import { Report, check, type Print, type StepResult } from './report';
import { cleanUp, localMailStore, testSend, unverifiedSendRefused, verifyAddress } from './send';
import { health, missingSecurityHeaders, prerenderedCanonical, runtimeConfig, securityHeaders } from './site';

export interface SmokeOptions {
  /** Check the web app (SPA headers, prerendered canonical); off only for a stack that serves no web app. */
  web?: boolean;
  print?: Print;
}

export interface SmokeOutcome {
  passed: boolean;
  results: StepResult[];
  /** The throwaway account (deleted by the cleanup step): tests prove with it that nothing is left. */
  account?: { email: string; password: string; projectId?: string };
}

export async function runSmoke(siteUrl: string, options: SmokeOptions = {}): Promise<SmokeOutcome> {
  const site = new URL(siteUrl).origin;
  const web = options.web ?? true;
  const report = new Report(options.print ?? ((line) => console.log(line)));
  const run = async <T>(name: string, step: () => Promise<T | { value: T; detail: string }>) =>
    report.step(name, step).catch(() => undefined);

  await run('/api/health: every dependency up', () => health(site));
  const config = await run('/config.json matches the stack', () => runtimeConfig(site));
  await run('security headers on the SPA and /api', () => securityHeaders(site, web));
  if (web)
    await run('a prerendered page has its canonical on the site URL', () => prerenderedCanonical(site));
  if (!config) return { passed: false, results: report.results };

  const cognito = cognitoFor(site, config);
  const account = newAccount();
  try {
    await report.step('sign up a throwaway account', () => signUp(cognito, config, account));
    await report.step('sign in', () => signIn(cognito, config, account));
    await report.step('create a project', () => createProject(site, account));
    const batchId = await report.step('one chat turn (CloudFront -> chat function URL)', () =>
      chatTurn(site, account),
    );
    await report.step('accept the proposed changes', () => acceptChanges(site, account, batchId));
    await report.step('upload, confirm and fetch a PNG from /assets', async () => {
      const { value: assetHeaders, detail } = await uploadImage(site, account);
      const missing = missingSecurityHeaders(site, 'assets', assetHeaders);
      check(missing.length === 0, `${detail} lacks ${missing.join(', ')}`);
      return { value: null, detail };
    });
    await report.step("an unverified account's test send is refused", () =>
      unverifiedSendRefused(site, account),
    );
    const store = await localMailStore(site);
    if (store) {
      await report.step('verify the address with the code Cognito mailed', () =>
        verifyAddress(cognito, config, account, store),
      );
      await report.step('a test send to the account address', () => testSend(site, account));
    } else {
      report.note(
        'the test send to a verified address was not tried: the code went to the SES simulator address, which nobody can read. Verify your own address in the app and send a test from the editor.',
      );
    }
  } catch {
    // Recorded by the step; the rest needs what failed.
  } finally {
    await run('clean up: delete the account and everything it made', async () => {
      const problems = await cleanUp(site, cognito, account);
      check(problems.length === 0, `left behind: ${problems.join('; ')}`);
      return { value: null, detail: account.email };
    });
    cognito.destroy();
  }
  const { email, password, projectId } = account;
  return { passed: report.passed, results: report.results, account: { email, password, projectId } };
}
