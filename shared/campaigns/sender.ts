/**
 * Who a campaign is from (issue 29): a From name and an address on the account's verified sending domain,
 * never the product's sender. The campaign stores the name and the address's local part (default `news`);
 * the domain is always the verified one, never typed. Shared so the wizard, the checks and the send-now
 * confirmation show the From line the send uses (lambdas/domain/campaigns/send/campaign-email.ts).
 */
import { nameCase } from '../text/name-case';
import { base64, utf8Bytes } from '../text/utf8';

export const DEFAULT_FROM_LOCAL_PART = 'news';
export const FROM_NAME_MAX = 100;
export const FROM_LOCAL_PART_MAX = 64;

/**
 * An RFC 5322 dot-atom (runs joined by single dots, what may stand unquoted before the @), of the characters
 * mailbox providers accept in a sender's address: letters, digits, `_`, `+` and `-`.
 */
const LOCAL_PART = /^[A-Za-z0-9_+-]+(\.[A-Za-z0-9_+-]+)*$/;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

export const FROM_LOCAL_PART_ERROR =
  'Enter the part before the @ with letters, digits and . _ - + only (no spaces, no dot first, last or twice in a row).';
export const FROM_NAME_ERROR = `Keep the From name to ${FROM_NAME_MAX} characters, on one line.`;

/** A local part the From address may have (at most 64 characters). */
export const isFromLocalPart = (value: string): boolean =>
  value.length <= FROM_LOCAL_PART_MAX && LOCAL_PART.test(value);

/** A From name the send can carry: one line, at most FROM_NAME_MAX characters (empty: the address alone). */
export const isFromName = (value: string): boolean =>
  [...value].length <= FROM_NAME_MAX && !CONTROL.test(value);

/** The address a campaign is sent from: `{localPart}@{verified domain}` (default `news@`). */
export const campaignFromAddress = (domain: string, localPart: string = DEFAULT_FROM_LOCAL_PART): string =>
  `${localPart || DEFAULT_FROM_LOCAL_PART}@${domain}`;

/**
 * The shop's name as the default From name. The account stores no shop name, so it is read from the shop's
 * own domain: its name below the public suffix, capitalised as a name ("candles-test.example" -> "Candles
 * Test", "www.the-tea-room.co.uk" -> "The Tea Room"; a word already cased as typed, "iPhone-Cases.com" ->
 * "iPhone Cases", is kept); editable on the campaign.
 */
export function defaultFromName(domain: string | null | undefined): string {
  const labels = (domain ?? '').replace(/\.$/, '').split('.').filter(Boolean);
  if (labels.length < 2) return '';
  const lastTwo = labels.slice(-2).join('.').toLowerCase();
  const twoLevelSuffix = labels.length >= 3 && SECOND_LEVEL.has(lastTwo);
  const label = labels[labels.length - (twoLevelSuffix ? 3 : 2)] ?? '';
  return nameCase(label.replace(/-+/g, ' ').trim());
}
const SECOND_LEVEL = new Set([
  'co.uk',
  'org.uk',
  'me.uk',
  'com.au',
  'net.au',
  'co.nz',
  'co.jp',
  'com.br',
  'co.za',
  'com.mx',
]);

/** The From line as people read it (the wizard, the checks, the send confirmation): `Shop Name <news@shop.com>`. */
export function fromLineDisplay(name: string, address: string): string {
  const trimmed = name.trim();
  return trimmed ? `${trimmed} <${address}>` : address;
}

/**
 * The From header's value as the send gives it to SES: `"Shop Name" <news@shop.com>`. An ASCII name is a
 * quoted string (RFC 5322 3.2.4: `\` and `"` escaped), so commas, dots and the like are safe; a name with
 * any non-ASCII character is RFC 2047 encoded-words (UTF-8, base64, each at most 75 characters, split only
 * between characters), as SES requires ("the display name must be MIME-encoded"). No name: the address alone.
 */
export function fromHeader(name: string, address: string): string {
  const trimmed = name.trim().replace(/\s+/g, ' ');
  if (!trimmed) return address;
  if (/^[\x20-\x7e]*$/.test(trimmed)) return `"${trimmed.replace(/[\\"]/g, '\\$&')}" <${address}>`;
  return `${encodedWords(trimmed).join(' ')} <${address}>`;
}

/** 45 bytes of UTF-8 make 60 base64 characters: with `=?UTF-8?B?` and `?=`, 72 of RFC 2047's 75. */
const WORD_BYTES = 45;

function encodedWords(text: string): string[] {
  const words: string[] = [];
  let chunk: number[] = [];
  for (const char of text) {
    const bytes = utf8Bytes(char);
    if (chunk.length + bytes.length > WORD_BYTES) {
      words.push(encodedWord(chunk));
      chunk = [];
    }
    chunk.push(...bytes);
  }
  if (chunk.length) words.push(encodedWord(chunk));
  return words;
}

const encodedWord = (bytes: number[]) => `=?UTF-8?B?${base64(bytes)}?=`;
