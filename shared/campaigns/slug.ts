/**
 * A campaign's slug: the `utm_campaign` value its links carry (issue 22) and the key its attributed visits,
 * conversions and revenue are counted under. Readable (from the name) and unique (the id's first 8
 * characters), so two campaigns called "Sale" never share their numbers. It never changes once the
 * campaign has sent, because it is computed from the id and the name stored with the campaign.
 */
export const CAMPAIGN_SLUG_NAME_MAX = 40;

export function campaignSlug(campaign: { id: string; name: string }): string {
  const words = campaign.name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, CAMPAIGN_SLUG_NAME_MAX)
    .replace(/-+$/g, '');
  const id = campaign.id
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .slice(0, 8);
  return words ? `${words}-${id}` : `campaign-${id}`;
}
