// wouter imports useSyncExternalStore from the `use-sync-external-store` shim, written for React 17; React 19
// has it built in. vite.config.ts points the shim here, which keeps the shim's fallback out of the bundle.
export { useSyncExternalStore } from 'react';
