import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { Logo } from '../../components/brand/Logo';
import { Button } from '../../components/ui/Button';
import { paths } from '../../config/paths';
import { useAuth } from '../../lib/auth';
import styles from './NavBar.module.css';

const MENU_ID = 'main-menu';
/** Issue 34: the account switcher (React Query) loads only for a signed-in person. */
const AccountSwitcher = lazy(() =>
  import('../../features/teams/AccountSwitcherSlot').then((m) => ({ default: m.AccountSwitcherSlot })),
);

/**
 * Logo to '/', 'Sign in' (signed out) or 'Sign Out' (signed in), collapsible under 1280 px: a disclosure
 * button (aria-expanded / aria-controls) that closes on Esc, on a click outside and on navigation.
 */
export function NavBar() {
  const { status, signOut } = useAuth();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const [closedFor, setClosedFor] = useState(pathname);
  const nav = useRef<HTMLElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  // close the menu whenever the path changes (state derived during render, no effect needed)
  if (closedFor !== pathname) {
    setClosedFor(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    const onPointer = (event: PointerEvent) => {
      if (nav.current && !nav.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  return (
    <header className={styles.header}>
      <nav ref={nav} className={styles.nav} aria-label="Main">
        <Link to={paths.home} className={styles.brand}>
          <Logo />
        </Link>
        <button
          ref={button}
          type="button"
          className={styles.menuButton}
          aria-expanded={open}
          aria-controls={MENU_ID}
          onClick={() => setOpen((value) => !value)}
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
            {open ? (
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
            ) : (
              <path
                d="M4 7h16M4 12h16M4 17h16"
                stroke="currentColor"
                strokeWidth="2.5"
                strokeLinecap="round"
              />
            )}
          </svg>
          Menu
        </button>
        <ul id={MENU_ID} className={open ? `${styles.menu} ${styles.open}` : styles.menu}>
          <li>
            <NavLink to={paths.blog} className={styles.link}>
              Blog
            </NavLink>
          </li>
          {status === 'signedIn' && (
            <li>
              <NavLink to={paths.dashboard} className={styles.link}>
                My Email Templates
              </NavLink>
            </li>
          )}
          {status === 'signedIn' && (
            <li>
              <NavLink to={paths.contacts} className={styles.link}>
                Contacts
              </NavLink>
            </li>
          )}
          {status === 'signedIn' && (
            <li>
              <NavLink to={paths.campaigns} className={styles.link}>
                Campaigns
              </NavLink>
            </li>
          )}
          {status === 'signedIn' && (
            <li>
              <NavLink to={paths.automations} className={styles.link}>
                Automations
              </NavLink>
            </li>
          )}
          {status === 'signedIn' && (
            <li>
              <NavLink to={paths.analytics} className={styles.link}>
                Analytics
              </NavLink>
            </li>
          )}
          {status === 'signedIn' && (
            <li>
              <NavLink to={paths.account} className={styles.link}>
                Account
              </NavLink>
            </li>
          )}
          {status === 'signedIn' && (
            <li>
              <Suspense fallback={null}>
                <AccountSwitcher />
              </Suspense>
            </li>
          )}
          {status === 'signedIn' && (
            <li>
              <Button variant="primary" size="sm" className={styles.signOut} onClick={() => void signOut()}>
                Sign Out
              </Button>
            </li>
          )}
          {status === 'signedOut' && (
            <li>
              <Link to={paths.login} className={styles.signIn}>
                Sign in
              </Link>
            </li>
          )}
        </ul>
      </nav>
    </header>
  );
}
