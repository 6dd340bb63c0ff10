import { listPhrase, sentence } from './phrasing';
import { quotedTexts } from './quoted';

const ASKS = String.raw`mention(?:ing)?|includ(?:e|ing)|featuring|highlight(?:ing)?|about`;
const DETAIL = new RegExp(String.raw`\b(?:${ASKS})\s+([^.;!?\n]+)`, 'gi');
const ASKED_FOR = new RegExp(String.raw`\b(?:${ASKS})\s+[^.;!?\n]+`, 'gi');

const CODE = /\bcode\s+([A-Z0-9][A-Z0-9_-]{2,})\b/;
const PERCENT = /\b(\d{1,2}%)/;
/** An offer named without a code: "15% off your first order", "free shipping". */
const OFFER =
  /\b(\d{1,2}% off(?: (?:your|their|the|everything|all|every)\b[^.,;!?\n]{0,30})?|free (?:shipping|delivery))/i;
const NOT_A_DETAIL = /^(?:their|them|his|her|your|my|people|customers|it)\b/i;

/**
 * The details the customer asked for, in their words: what follows "mention", "include", "featuring",
 * "about", and any discount code. `isKind` drops a phrase that only names the kind of email
 * ("remind people about their abandoned cart").
 */
export function requestedDetails(
  request: string,
  isKind: (phrase: string) => boolean = () => false,
): string[] {
  const out: string[] = [];
  for (const m of request.matchAll(DETAIL)) {
    for (const part of m[1]!.split(/\s*(?:,|\band\b)\s*/)) {
      const p = part.trim();
      if (p.split(/\s+/).length >= 2 && !NOT_A_DETAIL.test(p) && !isKind(p)) out.push(p);
    }
  }
  const code = CODE.exec(request);
  if (code && !out.some((d) => d.includes(code[1]!))) {
    const pct = PERCENT.exec(request)?.[1];
    out.push(`${pct ? pct + ' ' : ''}code ${code[1]}`);
  }
  const offer = OFFER.exec(request)?.[1];
  if (!code && offer && !out.some((d) => d.toLowerCase().includes(offer.toLowerCase()))) out.push(offer);
  return out.slice(0, 4);
}

/** The request without its details and quoted text, so "a welcome email, mention the workshop" reads as a welcome. */
export function requestKind(request: string): string {
  let core = request.replace(ASKED_FOR, ' ');
  for (const q of quotedTexts(request)) core = core.replace(q, ' ');
  return core;
}

/**
 * The details as whole sentences of the email: a discount code becomes an instruction ("Use the code
 * WELCOME10 at checkout for 10% off."), anything else one sentence that names it.
 */
export function detailSentences(details: string[]): string[] {
  const out: string[] = [];
  const rest: string[] = [];
  for (const d of details) {
    const code = CODE.exec(d)?.[1];
    const pct = PERCENT.exec(d)?.[1];
    if (code) out.push(`Use the code ${code} at checkout${pct ? ` for ${pct} off` : ''}.`);
    else if (OFFER.exec(d)?.[1] === d) out.push(sentence(`Enjoy ${d}`));
    else rest.push(d.replace(/^(?:the|a|an)\s+/i, (a) => a.toLowerCase()));
  }
  if (rest.length) out.push(sentence(`We also want to tell you about ${listPhrase(rest)}`));
  return out;
}
