/**
 * A visitor's onboarding progress lives in localStorage until sign-up or sign-in (spec 1 §1, §3 "Local
 * pending progress keys"). Storage can be unavailable (private mode, full quota): reads return null and
 * writes report failure instead of throwing.
 */

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
