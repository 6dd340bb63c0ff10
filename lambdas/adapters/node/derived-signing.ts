import { hkdfSync } from 'node:crypto';
import type { Signing, SigningPurpose } from '../../ports/signing';
import { SigningUnavailableError } from '../../ports/signing';

/** Never change: every stored email hash and every signed link in the wild depends on it. */
const HKDF_SALT = 'jungle-mail/signing/v1';
/** A root shorter than this is refused (HKDF needs input keying material with enough entropy). */
export const ROOT_SECRET_MIN_BYTES = 32;

/** The key of `purpose` derived from `root` with HKDF-SHA256 (32 bytes). */
export function deriveKey(root: Uint8Array, purpose: SigningPurpose): Uint8Array {
  return new Uint8Array(hkdfSync('sha256', root, HKDF_SALT, `purpose:${purpose}`, 32));
}

/**
 * The Signing port over a root secret fetched once (per cold start) by `loadRoot`; a failed load is not
 * cached, so the next call tries again.
 */
export class DerivedSigning implements Signing {
  private root: Promise<Uint8Array> | undefined;
  private readonly keys = new Map<SigningPurpose, Uint8Array>();

  constructor(private readonly loadRoot: () => Promise<Uint8Array>) {}

  async key(purpose: SigningPurpose): Promise<Uint8Array> {
    const known = this.keys.get(purpose);
    if (known) return known;
    this.root ??= this.loadRoot()
      .then((root) => {
        if (root.byteLength < ROOT_SECRET_MIN_BYTES)
          throw new SigningUnavailableError(
            `The signing secret has ${root.byteLength} bytes; it needs at least ${ROOT_SECRET_MIN_BYTES}.`,
          );
        return root;
      })
      .catch((error: unknown) => {
        this.root = undefined;
        throw error;
      });
    const key = deriveKey(await this.root, purpose);
    this.keys.set(purpose, key);
    return key;
  }
}
