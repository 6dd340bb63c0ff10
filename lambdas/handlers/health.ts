import { checkHealth } from '../domain/health';
import { httpRoute } from '../http/route';
import { reply } from '../http/responses';
import type { HealthResponse } from '../../shared/contracts/health';
import { blobsPort } from '../wiring/blobs';
import { mailerPort } from '../wiring/mailer';
import { userPoolPort } from '../wiring/user-pool';

/** GET /api/health: each dependency's state; 503 naming the ones that are down. */
export const handler = httpRoute({
  id: 'health',
  uses: [blobsPort, mailerPort, userPoolPort],
  handle: async ({ ports, log }) => {
    const report = await checkHealth(ports);
    if (!report.healthy) log.warn('Dependencies down', { reasons: report.reasons });
    return reply<HealthResponse>(report.healthy ? 200 : 503, report.body);
  },
});
