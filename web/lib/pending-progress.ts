/**
 * A visitor's onboarding progress lives in localStorage until sign-up or sign-in (docs/product.md › Visitor progress:
 * pending progress keys"). Storage can be unavailable (private mode, full quota): reads return null and
 * writes report failure instead of throwing.
 */
import type { PendingProgress } from '../../shared/contracts/setup';
import {
  allPendingStorageKeys,
  furthestStepStorageKey,
  pendingStorageKeys,
} from '../../shared/contracts/setup-local';
import { furthestStep } from '../../shared/onboarding/flow';

export const PENDING_BUSINESS_DESCRIPTION_KEY = 'pendingBusinessDescription';

/** Router state that marks a navigation as part of the form flow (it suppresses one redirect pass). */
export interface FormFlowState {
  fromFormFlow: true;
}
export const FORM_FLOW_STATE: FormFlowState = { fromFormFlow: true };

export function isFormFlowState(state: unknown): state is FormFlowState {
  return (
    typeof state === 'object' && state !== null && (state as { fromFormFlow?: unknown }).fromFormFlow === true
  );
}

/**
 * The marker plus where to go back to after saving (ours): the review page's Edit buttons pass
 * '/info-clarification', so an edited step returns there instead of walking the rest of the flow again.
 */
export interface FormFlowReturnState extends FormFlowState {
  returnTo?: string;
}

export function formFlowState(returnTo?: string): FormFlowReturnState {
  return returnTo === undefined ? { fromFormFlow: true } : { fromFormFlow: true, returnTo };
}

/** The in-app path to return to, when the state carries a safe one. Pure. */
export function returnToOf(state: unknown): string | null {
  if (!isFormFlowState(state)) return null;
  const value = (state as { returnTo?: unknown }).returnTo;
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') ? value : null;
}

export function readPending(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writePending(key: string, value: string): boolean {
  try {
    window.localStorage.setItem(key, value);
    return true;
  } catch (error) {
    console.error(`Could not store ${key} in local storage`, error);
    return false;
  }
}

export function removePending(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // nothing to clean up when storage is unavailable
  }
}

// ---------------------------------------------------------------------------------------------------------------
// The whole set of a visitor's progress (docs/product.md › Visitor progress, names from shared/contracts/setup.ts).

export { pendingStorageKeys, furthestStepStorageKey };

/** Every pending key as stored (getItem gives null when absent). */
export function readPendingProgress(): PendingProgress {
  return {
    pendingBusinessDescription: readPending(pendingStorageKeys.businessDescription),
    pendingUserGoalsRawText: readPending(pendingStorageKeys.goalsRawText),
    pendingSelectedCampaignIds: readPending(pendingStorageKeys.selectedCampaignIds),
    pendingWebsiteProvider: readPending(pendingStorageKeys.websiteProvider),
    pendingDomainName: readPending(pendingStorageKeys.domainName),
  };
}

/** True when any step's progress is waiting in this browser (blank values do not count). */
export function hasAnyPending(progress: PendingProgress = readPendingProgress()): boolean {
  return Object.values(progress).some((value) => typeof value === 'string' && value.trim() !== '');
}

/** Removes every pending key and the furthest step: called only once the progress is saved to the account. */
export function clearPendingProgress(): void {
  for (const key of allPendingStorageKeys) removePending(key);
  removePending(furthestStepStorageKey);
}

/** The campaign ids kept locally; [] when absent or unreadable (the save path reports unreadable ones). */
export function readPendingCampaignIds(): string[] {
  const raw = readPending(pendingStorageKeys.selectedCampaignIds);
  return parseCampaignIds(raw);
}

/** Pure: the stored JSON list of campaign ids, or [] when it is not one. */
export function parseCampaignIds(raw: string | null): string[] {
  if (raw === null || raw.trim() === '') return [];
  try {
    const list: unknown = JSON.parse(raw);
    return Array.isArray(list) ? list.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

export function writePendingCampaignIds(ids: readonly string[]): boolean {
  return writePending(pendingStorageKeys.selectedCampaignIds, JSON.stringify(ids));
}

/** The furthest onboarding step a signed-out visitor was shown (see RULES.md, "The deliberate change"). */
export function readFurthestStep(): string | null {
  return readPending(furthestStepStorageKey);
}

/** Remembers `path` when it is later in the flow than the remembered step. */
export function rememberStep(path: string): void {
  const current = readFurthestStep();
  const next = furthestStep(current, path);
  if (next !== null && next !== current) writePending(furthestStepStorageKey, next);
}
