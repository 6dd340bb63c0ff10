/**
 * Campaign mail links to `/c/{token}` (click redirect) and `/o/{token}.gif` (opens pixel) on the site's
 * origin; their routes live at `/api/c/{token}` and `/api/o/{file}` (lambdas/routes/campaign-links.ts).
 * CloudFront's `/c/*` and `/o/*` behaviours add the `/api` prefix (infra/constructs/campaign-link-behaviors.ts);
 * the local server does the same here.
 */
const CAMPAIGN_LINK = /^\/[co]\/[^/]+$/;

export function campaignLinkApiPath(path: string): string {
  return CAMPAIGN_LINK.test(path) ? `/api${path}` : path;
}
