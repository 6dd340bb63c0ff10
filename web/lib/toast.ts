/**
 * Toasts in the spec's words: `toast({ title, description, variant })`. One at a time (docs/product.md › Toasts: limit 1,
 * default 5000 ms): a new toast replaces whatever is showing. Rendered by sonner's <Toaster>, which
 * <ToastHost> (app/providers) loads with the first toast, so pages that never toast never download it.
 */
import { toasterReady } from './toast-host-state';
import { errorLeftBehind, type ShownToast } from './toast-page';

export type ToastVariant = 'default' | 'destructive' | 'info';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds; defaults to the Toaster's 5000. */
  duration?: number;
}

export const TOAST_DURATION_MS = 5000;
export const TOAST_LIMIT = 1;

export interface SonnerCall {
  method: 'message' | 'error' | 'info';
  title: string;
  options: { description?: string; duration?: number; className?: string };
}

/** How a spec toast maps onto sonner (pure, unit-tested). */
export function toSonnerCall({ title, description, variant = 'default', duration }: ToastInput): SonnerCall {
  const options: SonnerCall['options'] = {};
  if (description) options.description = description;
  if (duration !== undefined) options.duration = duration;
  switch (variant) {
    case 'destructive':
      return { method: 'error', title, options: { ...options, className: 'jm-toast-destructive' } };
    case 'info':
      return { method: 'info', title, options: { ...options, className: 'jm-toast-info' } };
    default:
      return { method: 'message', title, options };
  }
}

/** The toast showing now (limit 1), and where and when it was asked for. */
let shown: (ShownToast & { id: string | number }) | undefined;

export function toast(input: ToastInput): void {
  const call = toSonnerCall(input);
  const asked = { path: location.pathname, at: Date.now(), error: input.variant === 'destructive' };
  void toasterReady().then(({ toast: sonner }) => {
    sonner.dismiss(); // limit 1: the newest toast wins
    shown = { ...asked, id: sonner[call.method](call.title, call.options) };
  });
}

/** The page is now `path` (RootLayout): an error toast of the page left behind goes (toast-page.ts). */
export function toastsOnPage(path: string): void {
  const left = shown;
  if (!left || !errorLeftBehind(left, path, Date.now())) return;
  shown = undefined;
  void toasterReady().then(({ toast: sonner }) => sonner.dismiss(left.id));
}

export function dismissToasts(): void {
  void toasterReady().then(({ toast: sonner }) => sonner.dismiss());
}
