/**
 * Whether the page on screen is the document's first (server-rendered, loaded by the browser) or one
 * reached by an in-site navigation: timers of PRODUCT §4 that run "after the page loads" count from the
 * load event on the first page, and from the page being shown after a navigation (no load event).
 *
 * The shell notes every location it renders (`notePageView`, during render, so the new page's
 * effects already see it); the first page view ends when another location is rendered.
 */
let firstKey: string | null = null;
let leftFirstPage = false;

export function notePageView(locationKey: string): void {
  if (typeof window === 'undefined') return;
  if (firstKey === null) firstKey = locationKey;
  else if (locationKey !== firstKey) leftFirstPage = true;
}

/** True until the visitor navigates inside the site for the first time. */
export function isFirstPageView(): boolean {
  return !leftFirstPage;
}
