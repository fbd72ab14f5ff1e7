import { Children, isValidElement, type ReactNode, Suspense, useEffect, useState } from 'react';

/**
 * A page's sections hydrated one by one (docs/decisions/0060). Each section is its own Suspense
 * boundary: the server renders it inline, complete (nothing suspends), and in the browser React
 * hydrates the page's shell (header, the route, these boundaries' places) in one task and each section
 * after it, at a lower priority and in slices that yield to the browser, instead of the whole page
 * in one long task (Total Blocking Time on a phone). A click or a key on a section not yet hydrated
 * hydrates it first and is replayed (React's selective hydration).
 *
 * `whenSectionsHydrated` tells when every section rendered so far is hydrated: the document is marked
 * hydrated (`data-hydrated`, which tests wait for) only then.
 */

interface Part {
  committed: boolean;
}

/** The sections whose place is hydrated and whose content is not yet. */
const waiting = new Set<Part>();
let listeners: Array<() => void> = [];

function settle(): void {
  if (waiting.size > 0) return;
  const run = listeners;
  listeners = [];
  for (const listener of run) listener();
}

/** Calls `done` once every section rendered so far is hydrated (at once when none waits). */
export function whenSectionsHydrated(done: () => void): void {
  listeners.push(done);
  settle();
}

/** Inside the boundary, after the section: its effect runs once the section's content is hydrated (or rendered) and its effects have run. */
function Committed({ part }: { part: Part }) {
  useEffect(() => {
    part.committed = true;
    if (waiting.delete(part)) settle();
  }, [part]);
  return null;
}

/** One section in a boundary of its own. */
function Section({ children }: { children: ReactNode }) {
  const [part] = useState<Part>(() => ({ committed: false }));
  useEffect(() => {
    // In hydration this runs with the shell, before the section's content: it waits. In a client
    // render both commit together and the content's effect (a child's) has already run.
    if (!part.committed) waiting.add(part);
    return () => {
      if (waiting.delete(part)) settle();
    };
  }, [part]);
  return (
    <Suspense fallback={null}>
      {children}
      {/* Last: its effect runs after the section's own. */}
      <Committed part={part} />
    </Suspense>
  );
}

/** A page's sections (the route's top-level blocks), each hydrated apart. */
export function Sections({ children }: { children: ReactNode }) {
  return (
    <>
      {Children.toArray(children).map((child, i) => (
        <Section key={isValidElement(child) && child.key !== null ? child.key : i}>{child}</Section>
      ))}
    </>
  );
}
