import * as z from 'zod';
import { MAX_FIRST_NAME_LENGTH } from '../../../shared/contracts/subscribe';

/**
 * One accepted signup on the 'signups' queue (lambdas/routes/queues.ts): what the form got, where from and
 * when. The form's answer is given before any of it is looked at (accept-signup.ts), the work done after
 * (signup.ts).
 */
export const signupMessageSchema = z.object({
  trackingId: z.string().min(1).max(64),
  email: z.string().min(3).max(254),
  firstName: z.string().max(MAX_FIRST_NAME_LENGTH).optional(),
  ip: z.string().max(64),
  at: z.string().min(1).max(40),
});
export type SignupMessage = z.infer<typeof signupMessageSchema>;
