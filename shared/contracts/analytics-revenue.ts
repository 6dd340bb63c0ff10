import * as z from 'zod';

/**
 * GET /api/analytics/revenue?range (issue 31): orders and revenue per UTC day from the shop's Placed Order
 * events, and the revenue credited to campaigns (a Placed Order is a conversion with value, attributed with
 * the campaign attribution rules). Money in major units per currency.
 */
export const revenueRanges = ['7d', '30d', '90d'] as const;
export const REVENUE_RANGE_DAYS: Record<(typeof revenueRanges)[number], number> = {
  '7d': 7,
  '30d': 30,
  '90d': 90,
};

export const revenueQuerySchema = z
  .object({
    range: z.enum(revenueRanges, { error: 'range must be one of 7d, 30d, 90d' }).default('30d'),
  })
  .strict();
export type RevenueQuery = z.infer<typeof revenueQuerySchema>;

const moneySchema = z.object({ currency: z.string(), total: z.number() });
export type Money = z.infer<typeof moneySchema>;

export const revenueReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  days: z.array(z.object({ date: z.string(), orders: z.number(), revenue: z.array(moneySchema) })),
  totals: z.object({ orders: z.number(), revenue: z.array(moneySchema) }),
  campaigns: z.array(
    z.object({
      /** The utm_campaign value the revenue is counted under (a campaign's slug, shared/campaigns/slug.ts). */
      campaign: z.string(),
      /** The name of the account's campaign with that slug; null for a value from elsewhere. */
      name: z.string().nullable(),
      conversions: z.number(),
      revenue: z.array(moneySchema),
    }),
  ),
});
export type RevenueReport = z.infer<typeof revenueReportSchema>;
