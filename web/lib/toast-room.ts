/**
 * Toasts show under the navigation (and the DNS banner), and while one shows the page moves down by its
 * height, as it does for the banner: a toast covers no heading or control (issue 23). The room is made
 * when a toast appears (right after what the person did) and kept until the page changes, so the page
 * never jumps under a pointer when a toast times out. It is `--jm-toast-room` on <html>; base.css adds it
 * to #main's top padding.
 */
export const TOAST_TOP =
  'calc(var(--jm-nav-height, calc(var(--header-height) + 4px)) + var(--jm-dns-banner-height, 0px) + 8px)';
const GAP_PX = 16;

export function watchToastRoom(): () => void {
  const root = document.documentElement;
  let current = 0;
  let path = location.pathname;
  const measure = () => {
    const front = document.querySelector<HTMLElement>(
      '[data-sonner-toast][data-front="true"]:not([data-removed="true"])',
    );
    const shown = front ? Math.ceil(front.offsetHeight) + GAP_PX : 0;
    const samePage = location.pathname === path;
    path = location.pathname;
    const room = samePage ? Math.max(current, shown) : shown;
    if (room === current) return;
    current = room;
    if (room) root.style.setProperty('--jm-toast-room', `${room}px`);
    else root.style.removeProperty('--jm-toast-room');
  };
  const observer = new MutationObserver(measure);
  observer.observe(document.body, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['data-front', 'data-removed', 'data-mounted'],
  });
  measure();
  return () => {
    observer.disconnect();
    root.style.removeProperty('--jm-toast-room');
  };
}
