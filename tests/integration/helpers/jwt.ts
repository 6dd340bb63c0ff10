import { createPrivateKey, createSign, generateKeyPairSync } from 'node:crypto';
import type { KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

export function decode(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;
}

/** RS256-signs a JWT with the given key (kid 'CognitoLocal', as cognito-local's tokens carry). */
export function sign(payload: Record<string, unknown>, key: KeyObject, kid = 'CognitoLocal'): string {
  const input = `${b64url({ alg: 'RS256', typ: 'JWT', kid })}.${b64url(payload)}`;
  const signature = createSign('RSA-SHA256').update(input).sign(key).toString('base64url');
  return `${input}.${signature}`;
}

/** cognito-local's own signing key (it ships in the package): lets a test mint an expired but genuine token. */
export function cognitoLocalKey(): KeyObject {
  const dir = dirname(createRequire(import.meta.url).resolve('cognito-local/package.json'));
  const { pem } = JSON.parse(readFileSync(join(dir, 'lib/keys/cognitoLocal.private.json'), 'utf8')) as {
    pem: string;
  };
  return createPrivateKey(pem);
}

export function foreignKey(): KeyObject {
  return generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
}
