/**
 * `npm run smoke` in CI: the very module an operator runs after `npm run deploy` (scripts/smoke/smoke.ts),
 * against the local stack. This stack serves no web app (web: 'none'), so the SPA header and prerendered
 * canonical checks are left out here (web: false); the local server sends CloudFront's security headers on
 * /api and /assets (lambdas/security-headers.ts), and those are checked. Locally the verification code is
 * read from the local mail viewer, so the test send to the verified address runs too.
 * A second run goes through a loopback proxy that breaks the chat, to show that a failed step still cleans up.
 */
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { runSmoke } from '../../scripts/smoke/smoke';
import { cognito } from './helpers/cognito';

const { baseUrl, env } = inject('stack');

/** Signing in with the account's own password: an account that still exists would get tokens. */
async function signInFails({ email, password }: { email: string; password: string }): Promise<string> {
  const error = await cognito()
    .send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: env.USER_POOL_CLIENT_ID,
        AuthParameters: { USERNAME: email, PASSWORD: password },
      }),
    )
    .catch((e: Error) => e);
  return (error as Error).name;
}

describe('npm run smoke against the local stack', () => {
  it('passes every step, one line each with its verdict and time, and leaves nothing behind', async () => {
    const lines: string[] = [];
    const outcome = await runSmoke(baseUrl, {
      web: false,
      print: (l) => lines.push(l),
    });
    expect(
      lines.filter((l) => !/^PASS +\d+ ms {2}/.test(l)),
      lines.join('\n'),
    ).toEqual([]);
    expect(outcome.passed).toBe(true);
    expect(outcome.results.map((r) => r.name)).toEqual([
      '/api/health: every dependency up',
      '/config.json matches the stack',
      'security headers on the SPA and /api',
      'sign up a throwaway account',
      'sign in',
      'create a project',
      'one chat turn (CloudFront -> chat function URL)',
      'accept the proposed changes',
      'upload, confirm and fetch a PNG from /assets',
      "an unverified account's test send is refused",
      'verify the address with the code Cognito mailed',
      'a test send to the account address',
      'clean up: delete the account and everything it made',
    ]);
    expect(await signInFails(outcome.account!)).toMatch(/^(NotAuthorizedException|UserNotFoundException)$/);
  });
});

describe('a failed step', () => {
  let proxy: Server;
  let proxyUrl: string;
  beforeAll(async () => {
    // Everything goes to the stack except the chat, which answers 403 as CloudFront does on a bad signature.
    const target = new URL(baseUrl);
    proxy = createServer((req, res) => {
      if (req.url?.startsWith('/api/ai/chat')) {
        res.writeHead(403, { 'content-type': 'application/json' }).end('{"message":"Forbidden"}');
        return;
      }
      const upstream = httpRequest(
        { host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      req.pipe(upstream);
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => proxy.close(() => resolve())));

  it('fails the run with the reason, stops the steps that need it, and still deletes the project and the account', async () => {
    const lines: string[] = [];
    const outcome = await runSmoke(proxyUrl, {
      web: false,
      print: (l) => lines.push(l),
    });
    expect(outcome.passed).toBe(false);
    const chat = outcome.results.find((r) => r.name.startsWith('one chat turn'))!;
    expect(chat).toMatchObject({ ok: false, detail: expect.stringContaining('HTTP 403') });
    expect(chat.detail).toContain('origin access control');
    expect(outcome.results.some((r) => r.name.startsWith('accept'))).toBe(false);
    expect(outcome.results.at(-1)).toMatchObject({
      name: 'clean up: delete the account and everything it made',
      ok: true,
    });
    expect(lines.find((l) => l.startsWith('FAIL'))).toMatch(/^FAIL +\d+ ms {2}one chat turn/);
    expect(await signInFails(outcome.account!)).toMatch(/^(NotAuthorizedException|UserNotFoundException)$/);
  });
});
