/**
 * Which edge of the screen toasts show at. At the top (toast-place.ts), except on a phone while a dialog is
 * open: there a dialog fills the screen from its top and a toast would cover its title (issue 30, the DNS
 * dialog at 375 px), so the toast shows at the bottom instead. A dialog open is the page made inert
 * (components/ui/Dialog.tsx on #app-shell); a phone is a screen at most PHONE_MAX_PX wide.
 */
import { useSyncExternalStore } from 'react';
import { APP_SHELL_ID } from '../components/ui/app-shell';

export const PHONE_MAX_PX = 640;
export type ToastEdge = 'top' | 'bottom';

/** The rule, as a pure function. */
export const toastEdge = (phone: boolean, dialogOpen: boolean): ToastEdge =>
  phone && dialogOpen ? 'bottom' : 'top';

const phoneQuery = () => window.matchMedia(`(max-width: ${PHONE_MAX_PX}px)`);

function subscribe(changed: () => void): () => void {
  const media = phoneQuery();
  media.addEventListener('change', changed);
  const observer = new MutationObserver(changed);
  // The whole body: the shell may mount after the toaster (a lazy layout).
  observer.observe(document.body, { attributes: true, attributeFilter: ['inert'], subtree: true });
  return () => {
    media.removeEventListener('change', changed);
    observer.disconnect();
  };
}

const current = (): ToastEdge =>
  toastEdge(phoneQuery().matches, document.getElementById(APP_SHELL_ID)?.hasAttribute('inert') ?? false);

export const useToastEdge = (): ToastEdge => useSyncExternalStore(subscribe, current, () => 'top');
