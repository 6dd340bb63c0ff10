/**
 * Pages a shop's subscribers see on Premium (custom branding, issue 33) show no product navigation: the page
 * asks for a bare shell with `useBareShell(true)`, and the shell (RootLayout) leaves out its NavBar and
 * Footer while that page is shown (the request ends with the page).
 */
import { createContext, useContext, useEffect } from 'react';

/** What the shell provides: the setter of its `bare` state. */
export const BareShellContext = createContext<(bare: boolean) => void>(() => {});

/** While the calling component is shown, the shell has no product navigation when `bare`. */
export function useBareShell(bare: boolean): void {
  const setBare = useContext(BareShellContext);
  useEffect(() => {
    setBare(bare);
    return () => setBare(false);
  }, [bare, setBare]);
}
