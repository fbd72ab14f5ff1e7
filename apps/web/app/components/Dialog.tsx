import { type KeyboardEvent, type ReactNode, type RefObject, useEffect, useRef } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([tabindex="-1"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => !el.closest('[hidden], [aria-hidden="true"]'));
}

interface DialogProps {
  open: boolean;
  onClose: () => void;
  labelledBy: string;
  describedBy?: string;
  className?: string;
  /** What gets focus on opening (default: the first focusable element, else the dialog). */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Counts the owner's requests to open: a new one shows the dialog again if the browser closed it meanwhile. */
  openRequest?: number;
  children: ReactNode;
}

/**
 * A modal dialog (native <dialog> shown with showModal(): top layer, the page behind inert):
 * labelled, focus moved in and kept in (Tab and Shift+Tab cycle), Escape closes, focus returns to
 * where it was on close.
 */
export function Dialog({ open, onClose, labelledBy, describedBy, className = '', initialFocus, openRequest, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const restore = useRef<HTMLElement | null>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  // Also when `openRequest` changes: the browser may have closed the dialog itself (Escape on a dialog
  // opened without user activation closes it without a cancel event, and its close event comes a task
  // later), so an owner asking to open it again while its state still says open counts a new request,
  // and the dialog is shown again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: openRequest is the trigger itself, not read.
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      restore.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      const target = initialFocus?.current ?? focusables(dialog)[0] ?? dialog;
      target.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open, initialFocus, openRequest]);

  // Focus goes back where it was when the dialog closes (or unmounts while open).
  useEffect(() => {
    if (open) return;
    const el = restore.current;
    restore.current = null;
    if (el?.isConnected) el.focus();
  }, [open]);

  const onKeyDown = (e: KeyboardEvent<HTMLDialogElement>) => {
    if (e.key !== 'Tab' || !ref.current) return;
    const items = focusables(ref.current);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      e.preventDefault();
      return;
    }
    const current = document.activeElement;
    if (e.shiftKey && (current === first || current === ref.current)) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && current === last) {
      e.preventDefault();
      first.focus();
    }
  };

  return (
    <dialog
      ref={ref}
      className={`modal ${className}`}
      aria-modal="true"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      onCancel={(e) => {
        // Escape: the owner decides (and its state closes the dialog).
        e.preventDefault();
        onCloseRef.current();
      }}
      onClose={() => {
        // A close event that comes after the dialog was shown again (see above) is stale.
        if (open && !ref.current?.open) onCloseRef.current();
      }}
    >
      {children}
    </dialog>
  );
}
