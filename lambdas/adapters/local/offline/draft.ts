import { placeOf, productsOf, shopName, verbOf } from './phrasing';

/** What the copy of an email type may use about the shop (all of it phrased, none of it verbatim). */
export interface ShopFacts {
  /** "Lumen Candles", or "our shop" when neither the description nor the domain names it. */
  shop: string;
  /** True when `shop` is a real name (copy may then write "the Lumen Candles team"). */
  named: boolean;
  /** "hand-poured soy candles", or "our products" in words that still read well. */
  products: string;
  /** True when `products` came from the description. */
  known: boolean;
  /** What the shop does as a sentence ("At Vermont Candles, we sell ... from Vermont."), when known. */
  about: string | undefined;
  /** "in Leeds", "from Vermont", or "". */
  place: string;
  goals: string[];
}

/** One block of an email body; first-email.ts turns each into elements of the structured email. */
export type Block =
  | { kind: 'text'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'list'; items: string[]; ordered?: boolean }
  | { kind: 'quote'; text: string; citation?: string }
  | { kind: 'card'; title: string; text: string }
  | { kind: 'note'; text: string };

/**
 * The copy of one first email. Every text is whole sentences; `headline`, `cta` and card titles are
 * headings and buttons; `preview` is one or two sentences.
 */
export interface Draft {
  preview: string;
  headline: string;
  heroAlt: string;
  body: Block[];
  cta: string;
  /** Why the reader gets this email (the footer's small print). */
  reason: string;
}

export type Compose = (shop: ShopFacts) => Draft;

const MAKERS = /^(?:make|craft|create|bake|roast|design|grow|brew|pour|knit)$/;

export function shopFacts(input: {
  businessDescription: string | null;
  goals: string[];
  domain?: string | null | undefined;
}): ShopFacts {
  const description = input.businessDescription;
  const shop = shopName(description, input.domain);
  const products = productsOf(description);
  const verb = verbOf(description) ?? 'offer';
  let place = placeOf(description) ?? '';
  // Things are made "in" a place and sold "from" it.
  if (MAKERS.test(verb)) place = place.replace(/^from /, 'in ');
  return {
    shop,
    named: shop !== 'our shop',
    products: products ?? 'our products',
    known: !!products,
    about: products ? `At ${shop}, we ${verb} ${products}${place ? ' ' + place : ''}.` : undefined,
    place,
    goals: input.goals,
  };
}

/** "the Lumen Candles team" or "our team". */
export const team = (f: ShopFacts): string => (f.named ? `the ${f.shop} team` : 'our team');

/** "our hand-poured soy candles", or "everything at Oak and Hide" when the products are not known. */
export const range = (f: ShopFacts): string => (f.known ? `our ${f.products}` : `everything at ${f.shop}`);

/** "our hand-poured soy candles" or "our products". */
export const ours = (f: ShopFacts): string => (f.known ? `our ${f.products}` : 'our products');

/** The footer's reason for most marketing email. */
export const subscribed = (shop: string): string =>
  `You are receiving this email because you subscribed to news from ${shop}.`;

/** "The Lumen Candles team" or "Our team", to open a sentence or sign a quote. */
export const Team = (f: ShopFacts): string => (f.named ? `The ${f.shop} team` : 'Our team');
