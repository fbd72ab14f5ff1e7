import { type ComponentType, useEffect, useState } from 'react';

/**
 * A component whose code is a chunk of its own, fetched on demand (the chat panel on first open, the
 * lead dialog after the load event) and drawn by a plain state update once its module has arrived.
 * Not `React.lazy`: a lazy component suspends on its first render even when its module is already
 * there, and then depends on React retrying the Suspense boundary; with dehydrated boundaries waiting
 * on the same page (decision 0018's deferred parts) that retry was seen not to come (the chat panel
 * stayed undrawn after its chunk had arrived). Nothing here suspends.
 */
export interface OnDemand<P> {
  /** The component once its code has arrived. */
  loaded: ComponentType<P> | null;
  /** Starts fetching the code (once; again after a failure); resolves when it is there. */
  load: () => Promise<ComponentType<P>>;
}

/** Declared once per part, at module level. */
export function onDemand<P extends object>(importer: () => Promise<{ default: ComponentType<P> }>): OnDemand<P> {
  let loading: Promise<ComponentType<P>> | null = null;
  const part: OnDemand<P> = {
    loaded: null,
    load: () => {
      loading ??= importer().then(
        (module) => {
          part.loaded = module.default;
          return module.default;
        },
        (error: unknown) => {
          // A failed fetch (offline) is tried again on the next use.
          loading = null;
          throw error;
        },
      );
      return loading;
    },
  };
  return part;
}

/** The part's component once `wanted` and its code has arrived (fetched then), else null. */
export function useOnDemand<P extends object>(part: OnDemand<P>, wanted: boolean): ComponentType<P> | null {
  const [loaded, setLoaded] = useState<ComponentType<P> | null>(() => part.loaded);
  useEffect(() => {
    if (loaded || !wanted) return;
    let live = true;
    part.load().then(
      (component) => live && setLoaded(() => component),
      (error: unknown) => console.error(error),
    );
    return () => {
      live = false;
    };
  }, [part, loaded, wanted]);
  return wanted ? loaded : null;
}
