import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while the server renders and while the browser hydrates its HTML, true from then on (and at
 * once on a client-side navigation). Scripted controls replace their plain HTML versions (native
 * selects, a link) only when this is true, so the first HTML works without scripts and hydrates
 * without a mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
