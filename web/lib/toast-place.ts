/**
 * Where toasts show: under the navigation and, when it shows, the DNS banner (whose heights DnsBanner
 * publishes on <html>), over the page. A toast never pushes the page down (issue 30: a blank band of 70 to
 * 110 px moved every page while a toast showed, and stayed until the next page); it covers neither the
 * navigation nor the banner, can be closed, and goes by itself after 5 s.
 */
export const TOAST_TOP =
  'calc(var(--jm-nav-height, calc(var(--header-height) + 4px)) + var(--jm-dns-banner-height, 0px) + 8px)';
