/**
 * What the shell runs for each page it shows (root.tsx, after hydration, itself after the first
 * paint: docs/decisions/0028): the visit's attribution kept for its forms (docs/decisions/0011), and,
 * when measurement is on, the page view sent by the beacon (docs/decisions/0041). No static import:
 * the shell's first-load script names this one chunk, which loads the others.
 */
export function pageShown(measure: boolean | undefined): void {
  import('../forms/visit').then(
    (visit) => {
      // The visit's first page view in this tab: its attribution is kept now (a visit's entry).
      let entry = false;
      try {
        entry = sessionStorage.getItem(visit.VISIT_STORAGE_KEY) === null;
      } catch {
        entry = false;
      }
      visit.captureVisit();
      if (measure)
        import('./beacon').then(
          (beacon) => beacon.pageView(visit.VISIT_STORAGE_KEY, entry),
          () => undefined,
        );
    },
    () => undefined,
  );
}
