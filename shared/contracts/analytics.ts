import * as z from 'zod';

/**
 * Site analytics (issue 22), as /analytics calls it:
 *   GET    /api/analytics?range=today|7d|30d|90d&tz=Europe/Berlin  -> analyticsReport
 *   POST   /api/analytics/goals   createGoalBody                   -> 201 { goal }
 *   DELETE /api/analytics/goals/{goalId}                           -> { deleted: true }
 * Keys come from the caller's token: a report only ever reads the caller's own site.
 */
export const analyticsRanges = ['today', '7d', '30d', '90d'] as const;
export type AnalyticsRange = (typeof analyticsRanges)[number];
export const RANGE_DAYS: Record<AnalyticsRange, number> = { today: 1, '7d': 7, '30d': 30, '90d': 90 };

export const isTimeZone = (tz: string) => {
  try {
    new Intl.DateTimeFormat('en-CA', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
};

export const analyticsQuerySchema = z
  .object({
    range: z.enum(analyticsRanges, { error: 'range must be one of today, 7d, 30d, 90d' }).default('7d'),
    tz: z
      .string()
      .max(64, 'tz is not a time zone')
      .refine(isTimeZone, 'tz is not a time zone (for example Europe/Berlin)')
      .default('UTC'),
  })
  .strict();
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;

const countSchema = z.object({ name: z.string(), count: z.number() });
export type NamedCount = z.infer<typeof countSchema>;

export const MAX_GOALS = 20;
export const GOAL_VALUE_MAX = 100;
export const goalKinds = ['event', 'page'] as const;
export const goalSchema = z.object({
  id: z.string(),
  kind: z.enum(goalKinds),
  /** An event name (e.g. Purchase) or a page path (e.g. /thank-you). */
  value: z.string(),
  createdAt: z.string(),
});
export type Goal = z.infer<typeof goalSchema>;

export const createGoalBodySchema = z
  .object({
    kind: z.enum(goalKinds, { error: 'kind must be event or page' }),
    value: z
      .string({ error: 'Enter an event name or a page path.' })
      .trim()
      .min(1, 'Enter an event name or a page path.')
      .max(GOAL_VALUE_MAX, `A goal is at most ${GOAL_VALUE_MAX} characters.`),
  })
  .strict()
  .refine((goal) => goal.kind === 'event' || goal.value.startsWith('/'), {
    message: 'A page goal is a path that starts with /, for example /thank-you.',
    path: ['value'],
  });
export type CreateGoalBody = z.input<typeof createGoalBodySchema>;
export const goalResponseSchema = z.object({ goal: goalSchema });
export const goalParamsSchema = z.object({ goalId: z.string().min(1).max(64) });
export const deleteGoalResponseSchema = z.object({ deleted: z.literal(true) });

export const analyticsReportSchema = z.object({
  range: z.enum(analyticsRanges),
  tz: z.string(),
  /** First and last day of the range in `tz`, yyyy-mm-dd. */
  from: z.string(),
  to: z.string(),
  /** The account has a tracking id and its script has sent an event. */
  installed: z.boolean(),
  totals: z.object({
    visitors: z.number(),
    views: z.number(),
    visits: z.number(),
    viewsPerVisit: z.number(),
  }),
  days: z.array(z.object({ date: z.string(), visitors: z.number(), views: z.number(), visits: z.number() })),
  pages: z.array(countSchema),
  referrers: z.array(countSchema),
  utmSources: z.array(countSchema),
  utmMediums: z.array(countSchema),
  utmCampaigns: z.array(countSchema),
  devices: z.array(countSchema),
  browsers: z.array(countSchema),
  countries: z.array(countSchema),
  events: z.array(
    z.object({
      name: z.string(),
      count: z.number(),
      values: z.array(z.object({ currency: z.string(), total: z.number() })),
    }),
  ),
  /**
   * Per goal: conversions (its events or page views), visits (converting visits: visits that reached it,
   * each once) and rate (converting visits over all visits, in per cent: 0-100).
   */
  goals: z.array(goalSchema.extend({ conversions: z.number(), visits: z.number(), rate: z.number() })),
});
export type AnalyticsReport = z.infer<typeof analyticsReportSchema>;
