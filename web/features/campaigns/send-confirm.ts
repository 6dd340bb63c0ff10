/**
 * The question "Send now" asks once before sending (issue 29), as its peers do: the email's name in quotes,
 * the number of people, the From line, and that it cannot be undone. Pure.
 */
import { campaignFromAddress, fromLineDisplay } from '../../../shared/campaigns/sender';

export interface SendNowQuestion {
  /** "Send 'Welcome email' to 295 people now?" */
  title: string;
  description: string;
  /** "From: Candles <news@candles.example>", or undefined while the sending domain is unknown. */
  from: string | undefined;
}

const people = (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'person' : 'people'}`;

/** The button's words: "Send now to 295 contacts", "Send now to 1 contact", "..." while counting. */
export const sendNowLabel = (count: number | undefined) =>
  count === undefined
    ? 'Send now to ... contacts'
    : `Send now to ${count.toLocaleString('en-US')} contact${count === 1 ? '' : 's'}`;

export function sendNowQuestion(input: {
  name: string;
  count: number;
  /** The account's sending domain (setup.domain), which the checks require verified. */
  domain: string | null | undefined;
  /** The campaign's From name and local part (issue 29; absent: `news@` alone). */
  fromName?: string;
  fromLocalPart?: string;
}): SendNowQuestion {
  return {
    title: `Send '${input.name}' to ${people(input.count)} now?`,
    description: 'This cannot be undone.',
    from: input.domain
      ? `From: ${fromLineDisplay(input.fromName ?? '', campaignFromAddress(input.domain, input.fromLocalPart))}`
      : undefined,
  };
}
