import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { secretSigning } from '../../../lambdas/adapters/aws/secret-signing';
import { localSigning, ensureSigningSecret } from '../../../lambdas/adapters/local/signing-secret';
import { DerivedSigning, deriveKey } from '../../../lambdas/adapters/node/derived-signing';
import { SigningUnavailableError, signingPurposes } from '../../../lambdas/ports/signing';

const dirs: string[] = [];
const tempFile = () => {
  const dir = mkdtempSync(join(tmpdir(), 'jm-signing-'));
  dirs.push(dir);
  return join(dir, 'signing-secret');
};
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

const hex = (key: Uint8Array) => Buffer.from(key).toString('hex');

describe('signing keys', () => {
  it('derives a different 32-byte key for every purpose from one root, the same every time', async () => {
    const root = new Uint8Array(32).fill(7);
    const keys = signingPurposes.map((p) => hex(deriveKey(root, p)));
    expect(new Set(keys).size).toBe(signingPurposes.length);
    expect(keys.every((k) => k.length === 64)).toBe(true);
    const signing = new DerivedSigning(() => Promise.resolve(root));
    expect(hex(await signing.key('email-hash'))).toBe(keys[0]);
  });

  it('creates the local secret once (32 random bytes, owner-only) and keeps it across starts', async () => {
    const file = tempFile();
    const first = ensureSigningSecret(file);
    expect(first.byteLength).toBe(32);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(hex(ensureSigningSecret(file))).toBe(hex(first));
    expect(hex(readFileSync(file))).toBe(hex(first));
    const a = await localSigning(file).key('unsubscribe');
    const b = await localSigning(file).key('unsubscribe');
    expect(hex(a)).toBe(hex(b));
    // Another data folder, another secret.
    expect(hex(await localSigning(tempFile()).key('unsubscribe'))).not.toBe(hex(a));
  });

  it('refuses a root shorter than 32 bytes and tries the load again next time', async () => {
    let calls = 0;
    const signing = new DerivedSigning(() => Promise.resolve(new Uint8Array(++calls === 1 ? 8 : 32)));
    await expect(signing.key('optin')).rejects.toBeInstanceOf(SigningUnavailableError);
    expect((await signing.key('optin')).byteLength).toBe(32);
  });
});

describe('AWS adapter', () => {
  it('reads the root through the Parameters and Secrets extension once, with the session token', async () => {
    const seen: { url: string; token: string | undefined }[] = [];
    // A loopback stand-in for the Lambda extension's HTTP API (outside our system; no local stand-in exists).
    const server = createServer((req, res) => {
      seen.push({ url: req.url ?? '', token: req.headers['x-aws-parameters-secrets-token'] as string });
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ SecretString: 'r'.repeat(64) }));
    });
    await new Promise<void>((resolve) => server.listen(0, resolve));
    try {
      const port = String((server.address() as AddressInfo).port);
      const arn = 'arn:aws:secretsmanager:us-east-1:123456789012:secret:Signing-AbC';
      const signing = secretSigning(arn, {
        PARAMETERS_SECRETS_EXTENSION_HTTP_PORT: port,
        AWS_SESSION_TOKEN: 'session',
      });
      const key = await signing.key('email-hash');
      await signing.key('unsubscribe');
      expect(hex(key)).toBe(hex(deriveKey(new TextEncoder().encode('r'.repeat(64)), 'email-hash')));
      expect(seen).toEqual([
        { url: `/secretsmanager/get?secretId=${encodeURIComponent(arn)}`, token: 'session' },
      ]);
    } finally {
      server.close();
    }
  });
});
