/**
 * UTM parameters on a campaign's links (issue 22): `utm_source=junglemail&utm_medium=email&utm_campaign=
 * <campaignSlug>` added to each tracked link's target, so the shop's own analytics (and ours) see where a
 * visit came from. A link that already has any utm_ parameter is the author's choice and is left as it is.
 * The query string and the fragment are kept as written; the parameters go before the fragment.
 */
export const UTM_SOURCE = 'junglemail';
export const UTM_MEDIUM = 'email';

/** Whether the URL's query already has any utm_ parameter (utm_source, utm_content, ...). */
export function hasUtm(url: string): boolean {
  const query = url.split('#', 1)[0]!.split('?').slice(1).join('?');
  return query.split('&').some((pair) => /^utm_/i.test(pair));
}

export function withUtm(url: string, campaignSlug: string): string {
  if (hasUtm(url)) return url;
  const hash = url.indexOf('#');
  const base = hash < 0 ? url : url.slice(0, hash);
  const fragment = hash < 0 ? '' : url.slice(hash);
  const params =
    `utm_source=${UTM_SOURCE}&utm_medium=${UTM_MEDIUM}` + `&utm_campaign=${encodeURIComponent(campaignSlug)}`;
  const joiner = !base.includes('?') ? '?' : base.endsWith('?') || base.endsWith('&') ? '' : '&';
  return base + joiner + params + fragment;
}
