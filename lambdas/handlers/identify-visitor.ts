import * as z from 'zod';
import { identifyRequestSchema, type IdentifyAnswer } from '../../shared/contracts/identify';
import { DomainError } from '../domain/errors';
import { identifyVisitor } from '../domain/signup/visitor-token';
import { clientIpOf } from '../http/client-ip';
import { reply } from '../http/responses';
import { httpRoute } from '../http/route';
import { signingPort } from '../wiring/signing';

const trackingIdParams = z.object({ trackingId: z.string().min(1).max(64) });

const invalid = (code: string, message: string) => new DomainError('invalid', code, message);

/** The body as JSON text (the script posts it as text/plain: a CORS-simple request, no preflight). */
function parseIdentifyBody(text: string | undefined): string {
  let value: unknown;
  try {
    value = JSON.parse(text ?? '');
  } catch {
    throw invalid('malformed_json', 'Malformed JSON body.');
  }
  const parsed = identifyRequestSchema.safeParse(value);
  if (!parsed.success)
    throw invalid('invalid_request', parsed.error.issues[0]?.message ?? 'Invalid request.');
  return parsed.data.email;
}

/**
 * POST /api/identify/{trackingId} (public, CORS *, no credentials): `jm('identify', email)` (issue 31,
 * shared/contracts/identify.ts). 200 { token } for any address, known or not; the domain reads nothing
 * about the address (signup/visitor-token.ts). Rate limited per tracking id and caller (429, Retry-After).
 */
export const handler = httpRoute({
  id: 'identifyVisitor',
  uses: [signingPort],
  headers: { 'access-control-allow-origin': '*' },
  textBody: ['text/plain', 'application/json'],
  contract: { params: trackingIdParams },
  handle: async ({ ports, params, text, event }) => {
    const email = parseIdentifyBody(text);
    const ip = clientIpOf(event);
    const token = await identifyVisitor(ports, { trackingId: params.trackingId, email, ip });
    return reply<IdentifyAnswer>(200, { token });
  },
});
