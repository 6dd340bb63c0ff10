import { createHmac, hash } from 'node:crypto';

/**
 * The MAC of a signed link token: HMAC-SHA256 (RFC 2104) cut to its first 128 bits (§5), as 22 base64url
 * characters. Worked out from the key's two pads (computed once per key) and two one-shot `crypto.hash`
 * calls, because `createHmac` builds an OpenSSL context per call, which was most of a token's
 * verification; the tracking ingest verifies one per identified event (docs/bench/tracking-ingest.md).
 * tests/unit/links/token-mac.test.ts holds it to `createHmac` over random keys and messages; a message
 * too long for the scratch buffer takes `createHmac` itself.
 */
export const MAC_CHARS = 22;

const BLOCK = 64;
const DIGEST = 32;
/** Room for the message after the inner pad (UTF-8 bytes); our messages are a purpose and a payload. */
const ROOM = 2048;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

interface Pads {
  /** key XOR ipad, then room for the message. */
  inner: Buffer;
  /** key XOR opad, then the inner digest. */
  outer: Buffer;
}
const padsOf = new WeakMap<Uint8Array, Pads>();

function pads(key: Uint8Array): Pads {
  let known = padsOf.get(key);
  if (!known) {
    const block = Buffer.alloc(BLOCK);
    block.set(key.byteLength > BLOCK ? hash('sha256', key, 'buffer') : key);
    const inner = Buffer.alloc(BLOCK + ROOM);
    const outer = Buffer.alloc(BLOCK + DIGEST);
    for (let i = 0; i < BLOCK; i++) {
      inner[i] = (block[i] as number) ^ 0x36;
      outer[i] = (block[i] as number) ^ 0x5c;
    }
    known = { inner, outer };
    padsOf.set(key, known);
  }
  return known;
}

/** base64url of HMAC-SHA256(key, message)'s first 16 bytes. */
export function tokenMac(key: Uint8Array, message: string): string {
  // A UTF-16 unit is at most 3 UTF-8 bytes: a longer message might not fit (never one of our tokens).
  if (message.length * 3 > ROOM)
    return createHmac('sha256', key).update(message).digest().subarray(0, 16).toString('base64url');
  const { inner, outer } = pads(key);
  const length = inner.write(message, BLOCK, 'utf8');
  // 'binary' (latin1) maps each digest byte to one character and back: no Buffer of its own.
  outer.write(hash('sha256', inner.subarray(0, BLOCK + length), 'binary'), BLOCK, 'binary');
  const full = hash('sha256', outer, 'base64url');
  // 16 bytes are 21 whole base64 characters and 2 bits: the 22nd keeps only its top two bits.
  return full.slice(0, 21) + ALPHABET[ALPHABET.indexOf(full.charAt(21)) & 0b110000];
}

/** Two MACs compared in constant time (no early exit; both are MAC_CHARS long when genuine). */
export function sameMac(given: string, expected: string): boolean {
  if (given.length !== expected.length) return false;
  let diff = 0;
  for (let i = 0; i < given.length; i++) diff |= given.charCodeAt(i) ^ expected.charCodeAt(i);
  return diff === 0;
}
