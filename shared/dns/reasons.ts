import * as z from 'zod';

/**
 * Why a DNS record is not verified, as a code (stored, tested, logged) and a plain-words sentence (shown).
 * Every record that is not verified carries exactly one reason. Pending reasons mean "nothing for you to
 * fix right now"; failed reasons name the one thing that is wrong and how to fix it.
 *
 * Sentences are templates: {name}, {shortName}, {domain}, {found}, {expected}, {count}, {problem},
 * {foundType} and {expectedType} are filled by `reasonSentence`.
 */
export const reasonCodes = [
  'not_found',
  'lookup_error',
  'awaiting_ses',
  'value_differs',
  'spf_duplicate',
  'spf_missing_include',
  'spf_too_many_lookups',
  'cname_on_mail_from',
  'name_doubled',
  'proxied',
  'wrong_type',
  'dmarc_invalid',
  'ses_failed',
] as const;

export const reasonCodeSchema = z.enum(reasonCodes);
export type ReasonCode = z.infer<typeof reasonCodeSchema>;

export interface ReasonVars {
  /** The record's full name, e.g. send.shop.com. */
  name?: string;
  /** The record's name without the domain, e.g. send. */
  shortName?: string;
  domain?: string;
  /** What DNS answered (a value, or for name_doubled the doubled name). */
  found?: string;
  /** What it should be. */
  expected?: string;
  count?: number;
  /** For dmarc_invalid: what exactly is wrong, in plain words. */
  problem?: string;
  foundType?: string;
  expectedType?: string;
}

export interface Reason {
  /** The record status this reason comes with. */
  status: 'pending' | 'failed';
  /** Short label for lists and logs. */
  label: string;
  sentence: string;
}

export const reasons: Record<ReasonCode, Reason> = {
  not_found: {
    status: 'pending',
    label: 'Not found yet',
    sentence:
      "We haven't found this record yet. New DNS records can take from a few minutes to a few hours to show up, so if you've just added it, check again a bit later.",
  },
  lookup_error: {
    status: 'pending',
    label: 'Not checked',
    sentence:
      "We couldn't reach the DNS servers for {domain} just now, so this record wasn't checked. Please try again in a minute.",
  },
  awaiting_ses: {
    status: 'pending',
    label: 'Waiting for Amazon SES',
    sentence:
      "This record is in place and correct. Amazon SES, which sends your email, hasn't confirmed it yet; that usually takes a few minutes and can take up to 72 hours.",
  },
  value_differs: {
    status: 'failed',
    label: 'Wrong value',
    sentence:
      'We found this record, but its value is {found} and it should be {expected}. Edit the record so the value matches exactly.',
  },
  spf_duplicate: {
    status: 'failed',
    label: 'Two SPF records',
    sentence:
      'There are {count} SPF records (TXT records starting with v=spf1) at {name}, but only one is allowed, so mail servers ignore them all. Replace them with a single record: {expected}',
  },
  spf_missing_include: {
    status: 'failed',
    label: 'SPF misses Amazon SES',
    sentence:
      "The SPF record at {name} doesn't let Amazon SES send for you: it is {found}. Change it to {expected}",
  },
  spf_too_many_lookups: {
    status: 'failed',
    label: 'SPF over 10 lookups',
    sentence:
      'The SPF record at {name} needs {count} DNS lookups, but SPF allows at most 10, so mail servers treat it as broken. This name only sends through us, so {expected} is all it needs.',
  },
  cname_on_mail_from: {
    status: 'failed',
    label: 'CNAME in the way',
    sentence:
      "There is a CNAME record on {name} (pointing to {found}). A name with a CNAME can't have any other records, so the MX and TXT records there can't work. Delete that CNAME, then add the MX and TXT records.",
  },
  name_doubled: {
    status: 'failed',
    label: 'Domain added twice',
    sentence:
      'We found this record at {found}, with your domain in it twice. Your DNS provider adds {domain} to the name for you, so enter only {shortName} as the name.',
  },
  proxied: {
    status: 'failed',
    label: 'Proxied by Cloudflare',
    sentence:
      "This record is proxied by Cloudflare: it answers with Cloudflare's addresses instead of pointing to {expected}. In Cloudflare, click the orange cloud next to this record so it turns grey (DNS only).",
  },
  wrong_type: {
    status: 'failed',
    label: 'Wrong record type',
    sentence:
      'We found a record of type {foundType} at this name, but it has to be a {expectedType} record. Delete the {foundType} record and add a {expectedType} record with the value {expected}',
  },
  dmarc_invalid: {
    status: 'failed',
    label: 'DMARC not valid',
    sentence:
      "The DMARC record at {name} isn't valid: {problem}. Mail servers ignore a DMARC record they can't read.",
  },
  ses_failed: {
    status: 'failed',
    label: 'Amazon SES gave up',
    sentence:
      "Amazon SES, which sends your email, couldn't confirm this record and has stopped checking. Make sure the record matches exactly, then click Verify All Records.",
  },
};

/** Placeholders a code's sentence uses, e.g. ['found', 'expected']. */
export function reasonPlaceholders(code: ReasonCode): (keyof ReasonVars)[] {
  return [...reasons[code].sentence.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as keyof ReasonVars);
}

/** The reason's sentence with its placeholders filled. Throws if one is missing (a bug, not user input). */
export function reasonSentence(code: ReasonCode, vars: ReasonVars = {}): string {
  return reasons[code].sentence.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = vars[key as keyof ReasonVars];
    if (value === undefined || value === '') throw new Error(`reasonSentence(${code}): missing {${key}}`);
    return String(value);
  });
}
