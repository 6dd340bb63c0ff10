/**
 * Saving a visitor's local progress to their account (docs/product.md › Sign-up sequence, Auth gate): ONE upsert
 * with everything pending, and only after it succeeded are the local keys removed. A failed save keeps them,
 * so nothing typed is lost; the caller shows the toast its screen's spec names.
 */
import type { QueryClient } from '@tanstack/react-query';
import { pendingProgressToPatch, type Setup, type SetupPatch } from '../../shared/contracts/setup';
import { ApiRequestError, errorMessage } from './api-client';

export { errorMessage };
import {
  clearPendingProgress,
  pendingStorageKeys,
  readPending,
  readPendingProgress,
  writePending,
} from './pending-progress';
import { patchSetup, storeSetup } from './setup-api';

export type SyncOutcome =
  /** Nothing was pending (with `createBasicRecord`, an empty record was made, or its failure logged). */
  | { kind: 'nothing'; setup: Setup | null }
  | {
      kind: 'saved';
      setup: Setup;
      patch: SetupPatch;
      dropped: string[];
      /** Another account has the pending domain: everything else was saved, the domain stays local to change. */
      domainTaken?: boolean;
    }
  /** The stored campaign list could not be read: nothing was saved and the local copy stays ('Data Error'). */
  | { kind: 'dataError'; toast: { title: string; description: string; variant: 'destructive' } }
  | { kind: 'failed'; message: string };

export interface SyncOptions {
  /** Sign-up: "without a pending description a basic record with form_complete false is made" (failure only logged). */
  createBasicRecord?: boolean;
}

/** Domains the server refused this session (another account has them): not sent again until changed. */
const refusedDomains = new Set<string>();

function isDomainTaken(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 409;
}

/** Clears the local copy, keeping the refused domain for the user to change on /website-status. */
function clearAllBut(keep: readonly string[]) {
  const kept = keep.map((key) => [key, readPending(key)] as const);
  clearPendingProgress();
  for (const [key, value] of kept) if (value !== null) writePending(key, value);
}

const keptOnConflict = [pendingStorageKeys.domainName];

export async function syncPendingProgress(
  queryClient: QueryClient,
  userId: string,
  { createBasicRecord = false }: SyncOptions = {},
): Promise<SyncOutcome> {
  const planned = pendingProgressToPatch(readPendingProgress());
  if (!planned.ok) return { kind: 'dataError', toast: { ...planned.toast } };
  if (planned.dropped.length > 0) console.warn('Local progress left out (no longer valid):', planned.dropped);

  let patch: SetupPatch = planned.patch;
  let domainTaken = false;
  if (patch.domain !== undefined && refusedDomains.has(patch.domain)) {
    const { domain: _refused, ...rest } = patch;
    patch = rest;
    domainTaken = true;
  }

  if (Object.keys(patch).length === 0) {
    // Only blank or invalid values (or a refused domain, kept to be changed) were left.
    if (domainTaken) clearAllBut(keptOnConflict);
    else clearPendingProgress();
    if (!createBasicRecord) return { kind: 'nothing', setup: null };
    try {
      const setup = await patchSetup({});
      await storeSetup(queryClient, userId, setup);
      return { kind: 'nothing', setup };
    } catch (error) {
      console.error('Could not create the basic setup record', error);
      return { kind: 'nothing', setup: null };
    }
  }

  try {
    let setup: Setup;
    try {
      setup = await patchSetup(patch);
    } catch (error) {
      if (!isDomainTaken(error) || patch.domain === undefined) throw error;
      // The one value another account holds must not cost the visitor the rest of their progress.
      refusedDomains.add(patch.domain);
      const { domain: _refused, ...rest } = patch;
      patch = rest;
      domainTaken = true;
      setup = await patchSetup(patch);
    }
    if (domainTaken) clearAllBut(keptOnConflict);
    else clearPendingProgress();
    await storeSetup(queryClient, userId, setup);
    return domainTaken
      ? { kind: 'saved', setup, patch, dropped: planned.dropped, domainTaken }
      : { kind: 'saved', setup, patch, dropped: planned.dropped };
  } catch (error) {
    console.error('Could not save local progress to the account', error);
    return { kind: 'failed', message: errorMessage(error) };
  }
}
