import { useEffect, useRef, useState } from 'react';
import { onDemand, useOnDemand } from '~/lib/on-demand';
import { isFirstPageView } from '~/lib/page-view';
import { hasSubmittedLead, registerLeadModal, type SessionLead } from '~/features/forms/lead-store';

/** PRODUCT §9: the lead modal opens 3000 ms after the page loads. */
export const LEAD_MODAL_DELAY_MS = 3000;

/** The dialog and its form (validator, country lists): a chunk of its own, fetched when the timer starts. */
const dialog = onDemand(() => import('./LeadDialog'));

/**
 * Milliseconds until the modal opens: 3 s after the page is shown. On the document's first page,
 * 3 s after the window's load event; after an in-site navigation (no load event), 3 s from mount.
 */
function delayAfterLoad(): number {
  if (!isFirstPageView()) return LEAD_MODAL_DELAY_MS;
  const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  const loadedAt = nav?.loadEventEnd || performance.now();
  return Math.max(0, Math.min(LEAD_MODAL_DELAY_MS, loadedAt + LEAD_MODAL_DELAY_MS - performance.now()));
}

/**
 * The downloads lead modal (PRODUCT §3/§4/§5): opens 3 s after the page loads unless `modalSubmitted`
 * is in session storage (then it stays closed from mount); also opens when a document is requested
 * without a lead, and continues that request after a successful submit (LeadDialog: the form).
 * Only this timer is in the page's first-load script: the dialog's code is fetched when the timer
 * starts (after the load event) and the dialog drawn, closed, when it arrives (docs/decisions/0018).
 */
export function LeadModal() {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  // Each request for the dialog renders it again, so it shows even when the browser closed it a moment
  // ago and its state has not heard yet (components/Dialog).
  const [requests, setRequests] = useState(0);
  const pending = useRef<((lead: SessionLead) => void) | null>(null);
  const LeadDialog = useOnDemand(dialog, used);

  useEffect(() => {
    if (hasSubmittedLead()) {
      setOpen(false);
      return;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const start = () => {
      // The dialog is drawn closed as soon as its chunk arrives (after the load event), so opening it
      // at 3 s is only showModal(): no download or render of the form at that moment.
      dialog.load().then(
        () => {
          if (!stopped) setUsed(true);
        },
        () => undefined,
      );
      timer = setTimeout(() => {
        if (!hasSubmittedLead()) {
          setUsed(true);
          setOpen(true);
        }
      }, delayAfterLoad());
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      stopped = true;
      window.removeEventListener('load', start);
      if (timer) clearTimeout(timer);
    };
  }, []);

  useEffect(
    () =>
      registerLeadModal((then) => {
        pending.current = then;
        setUsed(true);
        setOpen(true);
        setRequests((n) => n + 1);
      }),
    [],
  );

  return LeadDialog && <LeadDialog open={open} setOpen={setOpen} pending={pending} openRequest={requests} />;
}
