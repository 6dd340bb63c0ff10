import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useDnsState } from './dns-state';
import { BANNER_HINT, bannerMessage, bannerPadsPage, bannerVisible } from './dns-rules';
import styles from './DnsBanner.module.css';

/**
 * The global DNS status banner (docs/product.md › DNS statuses and banner): fixed, opens the DNS dialog. It sits in one place on every
 * page, right under the navigation bar (issue 23: the spec's "very top" on three pages made it jump above
 * or below the bar from page to page). While it shows it marks <html> (data-dns-banner, and
 * data-dns-banner-pad on the padded pages) and publishes its height and the nav's, so the layout makes
 * room for it (DnsBanner.module.css) and nothing is covered.
 */
export function DnsBanner() {
  const dns = useDnsState();
  const { pathname } = useLocation();
  const visible = bannerVisible({
    loaded: dns.loaded,
    overall: dns.overallStatus,
    pathname,
    dialogOpen: dns.dialogOpen,
  });
  const pads = bannerPadsPage(pathname);
  const banner = useRef<HTMLButtonElement>(null);

  useLayoutEffect(() => {
    const root = document.documentElement;
    if (!visible) return;
    const nav = document.querySelector<HTMLElement>('#app-shell > header');
    const measure = () => {
      root.style.setProperty('--jm-dns-banner-height', `${banner.current?.offsetHeight ?? 0}px`);
      root.style.setProperty('--jm-nav-height', `${nav?.offsetHeight ?? 0}px`);
    };
    measure();
    root.dataset.dnsBanner = 'below';
    if (pads) root.dataset.dnsBannerPad = '';
    const observer = new ResizeObserver(measure);
    if (banner.current) observer.observe(banner.current);
    if (nav) observer.observe(nav);
    return () => {
      observer.disconnect();
      delete root.dataset.dnsBanner;
      delete root.dataset.dnsBannerPad;
      root.style.removeProperty('--jm-dns-banner-height');
      root.style.removeProperty('--jm-nav-height');
    };
  }, [visible, pads]);

  if (!visible) return null;
  const { tone, text } = bannerMessage(dns.overallStatus);
  return (
    <button
      ref={banner}
      type="button"
      className={[styles.banner, styles[tone], styles.below].join(' ')}
      onClick={() => dns.openDialog()}
      data-testid="dns-banner"
    >
      <strong>{text}</strong> <span>{BANNER_HINT}</span>
    </button>
  );
}
