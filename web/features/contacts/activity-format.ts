/** Words and numbers of a contact's activity page (issue 31); pure, so the page stays short. */
import type { ActivityEvent, Revenue } from '../../../shared/contracts/contact-activity';

/** 2550 EUR -> "€25.50" in the reader's locale. */
export function moneyText(valueMinor: number, currency: string): string {
  try {
    return new Intl.NumberFormat(undefined, { style: 'currency', currency }).format(valueMinor / 100);
  } catch {
    return `${(valueMinor / 100).toFixed(2)} ${currency}`;
  }
}

/** Revenue per currency as one line: "€35.50 · $12.00", or "None yet". */
export function revenueText(revenue: readonly Revenue[]): string {
  return revenue.length === 0
    ? 'None yet'
    : revenue.map((r) => moneyText(r.valueMinor, r.currency)).join(' · ');
}

export function whenText(iso: string | null): string {
  if (!iso) return '';
  return new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

interface Line {
  name?: unknown;
  quantity?: unknown;
}

/** What the event was about, in a few words: "2 × Fig candle, 1 × Soap" or the viewed product's name. */
export function eventContents(event: ActivityEvent): string {
  const items = event.properties.items;
  if (Array.isArray(items))
    return (items as Line[]).map((item) => `${String(item.quantity)} × ${String(item.name)}`).join(', ');
  return typeof event.properties.name === 'string' ? event.properties.name : '';
}

const SOURCES: Record<ActivityEvent['source'], string> = {
  site: 'your site',
  api: 'the API',
  shopify: 'Shopify',
};
export const sourceText = (source: ActivityEvent['source']) => `from ${SOURCES[source]}`;
