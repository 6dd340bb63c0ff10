import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { DerivedSigning, ROOT_SECRET_MIN_BYTES } from '../node/derived-signing';

/**
 * The local root secret: 32 random bytes in DATA_DIR/signing-secret, created on first start (the stack calls
 * this, and the adapter does too if the file went missing). 'wx' makes concurrent first starts agree: the
 * loser of the race reads the winner's file. Mode 0600: only this user can read it.
 */
export function ensureSigningSecret(file: string): Uint8Array {
  try {
    writeFileSync(file, randomBytes(ROOT_SECRET_MIN_BYTES), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return new Uint8Array(readFileSync(file));
}

/** The Signing port of the local stage: keys derived from the file's bytes. */
export const localSigning = (file: string) =>
  new DerivedSigning(() => Promise.resolve(ensureSigningSecret(file)));
