/**
 * A value made the first time it is asked for, then kept. For Intl formatters: making one loads its locale's
 * data, tens of milliseconds on a cheap phone, which a module should not spend when it loads but only once a
 * page formats something.
 */
export function madeOnFirstUse<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}
