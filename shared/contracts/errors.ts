import { z } from 'zod';

/** Every 4xx/5xx body from /api has this shape. `message` is the sentence shown to the user. */
export const apiErrorSchema = z.object({
  error: z.string(),
  message: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
