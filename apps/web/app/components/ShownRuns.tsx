import type { Shown } from '@site/content';

/**
 * A line of names as `joinShown` groups it (a card's categories, a case's subcategories): a run shown
 * in the other language (a missing translation) in an inline `<span lang>`, the rest plain text.
 */
export function ShownRuns({ runs }: { runs: Shown[] }) {
  return runs.map((r) =>
    r.lang ? (
      <span key={r.text} lang={r.lang}>
        {r.text}
      </span>
    ) : (
      r.text
    ),
  );
}
