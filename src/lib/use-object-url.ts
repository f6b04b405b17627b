import { useEffect, useSyncExternalStore } from 'react';

/** One object URL per Blob while anything shows it; revoked when the last user lets go. */
const inUse = new Map<Blob, { url: string; users: number }>();
const listeners = new Set<() => void>();

function acquire(blob: Blob): void {
  const entry = inUse.get(blob) ?? { url: URL.createObjectURL(blob), users: 0 };
  entry.users += 1;
  inUse.set(blob, entry);
  listeners.forEach((listener) => listener());
}

function release(blob: Blob): void {
  const entry = inUse.get(blob);
  if (!entry) return;
  entry.users -= 1;
  if (entry.users > 0) return;
  inUse.delete(blob);
  URL.revokeObjectURL(entry.url);
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * An object URL showing `blob`, or null until the component has committed. The URL is made by the effect
 * that uses it and revoked by that effect's cleanup once nothing else shows the blob, so a re-render, a
 * remount or StrictMode's extra effect pass never leaves an <img> on a revoked URL: it gets a live one.
 */
export function useObjectUrl(blob: Blob | null | undefined): string | null {
  useEffect(() => {
    if (!blob) return;
    acquire(blob);
    return () => release(blob);
  }, [blob]);
  return useSyncExternalStore(
    subscribe,
    () => (blob ? (inUse.get(blob)?.url ?? null) : null),
    () => null,
  );
}
