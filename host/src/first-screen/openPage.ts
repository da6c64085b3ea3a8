import type { Go } from '../features/auth/LoginPage';

/** A history entry as react-router's BrowserRouter keeps it: its state for the page (`usr`), a key, and its index. */
interface RouterEntry {
  usr: unknown;
  key: string;
  idx: number;
}

/**
 * The route's navigation, done by a first screen: the full app opens at `to` with a page load. With
 * router state (the new-password path hands `firstSignIn` to /forgot-password), the entry is first
 * written as the router writes it, then loaded, so the app's page reads the state as if the router
 * had navigated there.
 */
export const openPage: Go = (to, options = {}) => {
  if (options.state === undefined) {
    if (options.replace) window.location.replace(to);
    else window.location.assign(to);
    return;
  }
  const index = (window.history.state as Partial<RouterEntry> | null)?.idx ?? 0;
  const entry: RouterEntry = { usr: options.state, key: Math.random().toString(36).slice(2, 10), idx: options.replace ? index : index + 1 };
  if (options.replace) window.history.replaceState(entry, '', to);
  else window.history.pushState(entry, '', to);
  window.location.reload();
};
