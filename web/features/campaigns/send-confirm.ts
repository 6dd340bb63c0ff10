/**
 * The question "Send now" asks once before sending (issue 29), as its peers do: the email's name in quotes,
 * the number of people, the From line, and that it cannot be undone. Pure.
 */
import { campaignFromAddress } from '../../../shared/campaigns/sender';

export interface SendNowQuestion {
  /** "Send 'Welcome email' to 295 people now?" */
  title: string;
  description: string;
  /** "From: news@candles.example", or undefined while the sending domain is unknown. */
  from: string | undefined;
}

const people = (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'person' : 'people'}`;

export function sendNowQuestion(input: {
  name: string;
  count: number;
  /** The account's sending domain (setup.domain), which the checks require verified. */
  domain: string | null | undefined;
}): SendNowQuestion {
  return {
    title: `Send '${input.name}' to ${people(input.count)} now?`,
    description: 'This cannot be undone.',
    from: input.domain ? `From: ${campaignFromAddress(input.domain)}` : undefined,
  };
}
