import * as z from 'zod';

/** GET /api/me: who the verified token says the caller is. */
export const meResponseSchema = z.object({
  userId: z.string().min(1),
  email: z.string(),
});
export type MeResponse = z.infer<typeof meResponseSchema>;
