/**
 * The address a campaign is sent from: `news@` on the account's verified sending domain, never the
 * product's sender. Shared so the send confirmation shows the From line the send will use
 * (lambdas/domain/campaigns/send/campaign-email.ts sends with it).
 */
export const campaignFromAddress = (domain: string): string => `news@${domain}`;
