/** Website provider options of /website-status (docs/product.md › Website status): 7 options, ids and names as the spec gives them. */

export const websiteProviders = [
  { id: 'shopify', name: 'Shopify' },
  { id: 'wix', name: 'Wix' },
  { id: 'webflow', name: 'Webflow' },
  { id: 'squarespace', name: 'Squarespace' },
  { id: 'godaddy', name: 'GoDaddy' },
  { id: 'custom', name: 'Custom/Developer Built' },
  { id: 'other', name: 'Other' },
] as const;

export type WebsiteProvider = (typeof websiteProviders)[number];
export type WebsiteProviderId = WebsiteProvider['id'];

export const websiteProviderIdList = websiteProviders.map((p) => p.id) as [
  WebsiteProviderId,
  ...WebsiteProviderId[],
];

export function isWebsiteProviderId(id: string): id is WebsiteProviderId {
  return (websiteProviderIdList as readonly string[]).includes(id);
}

/** The display name of a provider id; the id itself when it is not one of the seven (an old stored value). */
export function websiteProviderName(id: string): string {
  return websiteProviders.find((p) => p.id === id)?.name ?? id;
}
