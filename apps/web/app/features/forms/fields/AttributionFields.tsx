import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import type { Attribution } from '~/features/analytics/attribution';

/**
 * Where the lead came from, as hidden fields of a plain HTML form (docs/decisions/0011): added once
 * the form's script runs, from the visit kept in session storage (features/analytics/visit.ts, a chunk of its
 * own: a download card's first-load script does not carry it); the server's HTML has none (the page
 * is the same for every visitor). A form posted before that, or without JavaScript, has none: the
 * server then records what the post shows (its Referer: the page, and that page's campaign).
 */
export function AttributionFields() {
  const [values, setValues] = useState<Attribution | null>(null);
  const { pathname, search } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: read again when the page (the sending page) changes.
  useEffect(() => {
    let live = true;
    import('~/features/analytics/visit').then(
      (visit) => {
        if (live) setValues(visit.visitAttribution());
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [pathname, search]);
  return values ? Object.entries(values).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />) : null;
}
