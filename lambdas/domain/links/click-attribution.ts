import { BURST_SECONDS, type MachineSign } from './machine-click';

/**
 * Whether a click's visit may be credited to its campaign (issue 35: attribution ignores machine clicks).
 * The redirect decides before the visitor lands: a click it holds goes to the link as the author wrote it,
 * without our UTM tags, so the landing page's script (which a scanner's headless browser runs) starts no
 * campaign visit. The consumer's burst verdict (machine-click.ts) comes after the redirect has answered, so
 * the redirect holds a click on what it can know then:
 *   - 'machine': the request is a machine's (a HEAD, a scanner's user agent);
 *   - 'early': it came within EARLY_CLICK_SECONDS of the mail leaving SES. Gateways scan a mail as it
 *     arrives, before anyone has it in front of them; this is what catches a burst's first click;
 *   - 'burst': the recipient clicked another link of the mail within BURST_SECONDS (a burst under way, as
 *     far as the click log already shows it).
 * A person who clicks within the first half minute is still counted as a click, only not credited.
 */
export type AttributionHeld = 'machine' | 'early' | 'burst';

/** A click this soon after the mail left SES (seconds) is not credited to the campaign. */
export const EARLY_CLICK_SECONDS = 30;

export interface ClickToAttribute {
  link: number;
  /** ISO instant of the click. */
  at: string;
  /** The request's own verdict (machine-click.ts's classifyClick without earlier clicks). */
  machine?: MachineSign;
}

export interface AttributionContext {
  /** ISO instant SES took the recipient's mail, when known. */
  sentAt?: string;
  /** The recipient's recent clicks of this mail (their click log). */
  earlier: readonly { link: number; at: string }[];
}

/** Why the click's visit is not credited, or undefined: the redirect carries the campaign's UTM tags. */
export function attributionHeld(
  click: ClickToAttribute,
  context: AttributionContext,
): AttributionHeld | undefined {
  if (click.machine) return 'machine';
  const atMs = Date.parse(click.at);
  if (context.sentAt) {
    const seconds = (atMs - Date.parse(context.sentAt)) / 1000;
    if (seconds >= 0 && seconds <= EARLY_CLICK_SECONDS) return 'early';
  }
  const gap = BURST_SECONDS * 1000;
  if (context.earlier.some((c) => c.link !== click.link && Math.abs(atMs - Date.parse(c.at)) <= gap))
    return 'burst';
  return undefined;
}
