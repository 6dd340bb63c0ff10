/** Rules of /website-status step 3 (docs/product.md › Website status). Pure. */
import * as z from 'zod';
import { domainMessages, normalizeDomain } from '../../../shared/onboarding/domain-name';

export const missingInformationToast = {
  title: 'Missing Information',
  description: 'Please choose who hosts your website and enter your domain name.',
  variant: 'destructive',
} as const;

export { domainTakenToast } from '../../../shared/contracts/setup';

/** Blank passes here (the page answers it with the 'Missing Information' toast); anything else must be a domain. */
export const domainFormSchema = z.object({
  domain: z.string().superRefine((value, ctx) => {
    if (value.trim() === '') return;
    const result = normalizeDomain(value);
    if (!result.ok) ctx.addIssue({ code: 'custom', message: result.message });
  }),
});
export type DomainFormValues = z.infer<typeof domainFormSchema>;

export type WebsiteCheck<P extends string = string> =
  | { ok: true; provider: P; domain: string; note?: string }
  | { ok: false; missing: true; domainMessage?: string }
  | { ok: false; missing: false; domainMessage: string };

/** Both a provider and a non-empty trimmed domain (else 'Missing Information'), and a valid domain. */
export function checkWebsite<P extends string>(provider: P | null, rawDomain: string): WebsiteCheck<P> {
  const blank = rawDomain.trim() === '';
  if (!provider || blank) {
    return blank
      ? { ok: false, missing: true, domainMessage: domainMessages.empty }
      : { ok: false, missing: true };
  }
  const result = normalizeDomain(rawDomain);
  if (!result.ok) return { ok: false, missing: false, domainMessage: result.message };
  return result.note === undefined
    ? { ok: true, provider, domain: result.domain }
    : { ok: true, provider, domain: result.domain, note: result.note };
}

/** "lowercased as typed" (docs/product.md › Website status), keeping the caret where it was. */
export function lowercaseInPlace(input: HTMLInputElement): void {
  const lower = input.value.toLowerCase();
  if (lower === input.value) return;
  const { selectionStart, selectionEnd } = input;
  input.value = lower;
  if (selectionStart !== null && selectionEnd !== null) input.setSelectionRange(selectionStart, selectionEnd);
}
