/** The part of an address the router reads. */
export interface AppLocation {
  pathname: string;
  /** With its leading '?', or empty. */
  search: string;
  hash: string;
}

/** How the last change of address came about: a link or redirect (PUSH, REPLACE), or Back/Forward (POP). */
export type NavigationAction = 'POP' | 'PUSH' | 'REPLACE';

export interface NavigateOptions {
  replace?: boolean;
}

/**
 * Where the router's address lives: the browser's history, an in-memory one (tests) or a fixed address
 * (prerendering). The router shows `location` once it has loaded the page it opens (src/app/router.tsx).
 */
export interface LocationSource {
  readonly location: AppLocation;
  readonly action: NavigationAction;
  /** Goes to an address of the site (path, query and hash); the same address again replaces its entry. */
  navigate: (to: string, options?: NavigateOptions) => void;
  /** Calls `onChange` after every change of address; returns the unsubscribe. */
  listen: (onChange: () => void) => () => void;
}

/** Reads '/blog?page=2#top' as its parts, the way the browser would resolve it on this site. */
export function parseAddress(to: string): AppLocation {
  const url = new URL(to, 'http://site.invalid');
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

const formatAddress = ({ pathname, search, hash }: AppLocation): string => pathname + search + hash;

/** How a navigation is recorded: a new entry, unless asked to replace or going to the address already shown. */
function recordedAs(next: AppLocation, current: AppLocation, replace: boolean): 'PUSH' | 'REPLACE' {
  return replace || formatAddress(next) === formatAddress(current) ? 'REPLACE' : 'PUSH';
}

function createListeners() {
  const listeners = new Set<() => void>();
  return {
    add(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    notify() {
      listeners.forEach((listener) => listener());
    },
  };
}

/** The browser's history: links push entries, Back and Forward are heard through `popstate`. */
export function createBrowserLocationSource(): LocationSource {
  const listeners = createListeners();
  let action: NavigationAction = 'POP';
  const current = () => parseAddress(window.location.href);

  window.addEventListener('popstate', () => {
    action = 'POP';
    listeners.notify();
  });

  return {
    get location() {
      return current();
    },
    get action() {
      return action;
    },
    navigate(to, { replace = false } = {}) {
      const next = parseAddress(to);
      action = recordedAs(next, current(), replace);
      window.history[action === 'REPLACE' ? 'replaceState' : 'pushState'](null, '', formatAddress(next));
      listeners.notify();
    },
    listen: listeners.add,
  };
}

/** A history kept in memory, for tests: starts at `initialEntry`, and can go back. */
export function createMemoryLocationSource(initialEntry = '/') {
  const listeners = createListeners();
  const entries = [parseAddress(initialEntry)];
  let index = 0;
  let action: NavigationAction = 'POP';

  return {
    get location() {
      return entries[index]!;
    },
    get action() {
      return action;
    },
    navigate(to: string, { replace = false }: NavigateOptions = {}) {
      const next = parseAddress(to);
      action = recordedAs(next, entries[index]!, replace);
      if (action === 'PUSH') {
        entries.splice(index + 1, entries.length, next);
        index += 1;
      } else {
        entries[index] = next;
      }
      listeners.notify();
    },
    back() {
      if (index === 0) return;
      index -= 1;
      action = 'POP';
      listeners.notify();
    },
    listen: listeners.add,
  } satisfies LocationSource & { back: () => void };
}

/** One address that never changes: what a page is prerendered at. */
export function createStaticLocationSource(address: string): LocationSource {
  const location = parseAddress(address);
  return {
    location,
    action: 'POP',
    navigate() {
      throw new Error(`Cannot navigate while rendering ${address} ahead of time.`);
    },
    listen: () => () => undefined,
  };
}
