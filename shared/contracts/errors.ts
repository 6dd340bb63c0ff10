import * as z from 'zod/mini';

/**
 * Every 4xx/5xx body from /api has this shape. `message` is the sentence shown to the user.
 * zod/mini: the SPA's api client reads it on every page, public ones included, and they stay small.
 */
export const apiErrorSchema = z.object({
  error: z.string(),
  message: z.string(),
  issues: z.optional(z.array(z.object({ path: z.string(), message: z.string() }))),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
