/**
 * How long a send worker holds a chunk of a batch (lambdas/domain/items/chunk-claim.ts). A chunk left by a
 * worker that died (a crash, a restarted local stack) is taken over only once this has run out, so it is
 * also how long a send may stand still after an interruption, which the progress panel tells the user
 * (web/features/campaigns/stall.ts).
 */
export const CHUNK_LEASE_MS = 60_000;
