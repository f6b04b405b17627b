import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => undefined;

/** False in the server's HTML and while React takes it over, true once the app runs the component. */
export function useIsAppRunning(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
