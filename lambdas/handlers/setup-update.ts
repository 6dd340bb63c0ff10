import * as z from 'zod';
import { setupErrorCodes, setupPatchSchema, setupResponseSchema } from '../../shared/contracts/setup';
import { ensureProfile } from '../domain/profile/ensure-profile';
import { updateSetup } from '../domain/setup/update-setup';
import { HttpError } from '../http/errors';
import { httpRoute } from '../http/route';

/**
 * The body checked here rather than by the wrapper, so the 400's message is the first field's own sentence
 * ('Unknown campaign id "x".', the domain's plain-words message) instead of a generic one; `issues` has them all.
 */
function parsePatch(body: unknown) {
  const result = setupPatchSchema.safeParse(body);
  if (result.success) return result.data;
  const issues = result.error.issues.map((issue) => ({
    path: ['body', ...issue.path.map(String)].join('.'),
    message: issue.message,
  }));
  throw new HttpError(
    400,
    setupErrorCodes.invalidRequest,
    issues[0]?.message ?? 'Invalid request body.',
    issues,
  );
}

/**
 * PATCH /api/setup: saves any of the five onboarding fields (an upsert; the owner is the token's subject, never
 * the body). Answers `{ setup }`, or 409 domain_taken when another account has the domain.
 */
export const handler = httpRoute({
  id: 'setupUpdate',
  contract: { body: z.unknown(), response: setupResponseSchema },
  handle: async ({ identity, ports, body }) => {
    const patch = parsePatch(body);
    await ensureProfile(ports, identity);
    return { setup: await updateSetup(ports, { userId: identity.accountId, patch }) };
  },
});
