/**
 * What the shell runs for each page it shows (root.tsx, after hydration, itself after the first
 * paint: docs/decisions/0028): the visit's attribution kept for its forms (docs/decisions/0011), and,
 * when measurement is on, the page view sent by the beacon (docs/decisions/0041). No static import:
 * the shell's first-load script names this one chunk, which loads the others.
 */
export function pageShown(measure: boolean | undefined): void {
  import('./visit').then(
    (visit) => {
      // The visit's first page view in this tab counts the visit: the kept attribution is marked once
      // counted. A form may have kept it already (it keeps it when it first needs it, e.g. on
      // /download before this runs): unmarked, it is still the visit's entry (docs/decisions/0090).
      const key = visit.VISIT_STORAGE_KEY;
      let entry = false;
      try {
        visit.captureVisit();
        const kept = JSON.parse(sessionStorage.getItem(key) || 'null') as Record<string, unknown> | null;
        if (kept && !kept.counted) {
          entry = true;
          sessionStorage.setItem(key, JSON.stringify({ ...kept, counted: true }));
        }
      } catch {
        entry = false;
      }
      if (measure)
        import('./beacon').then(
          (beacon) => beacon.pageView(key, entry),
          () => undefined,
        );
    },
    () => undefined,
  );
}
