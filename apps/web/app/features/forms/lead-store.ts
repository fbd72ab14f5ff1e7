import { LEAD_SESSION_KEYS } from '@site/content/limits';

/** The lead of this browser session (PRODUCT §3 "Session flag"), stored when the lead modal succeeds. */
export interface SessionLead {
  name: string;
  email: string;
}

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** True when the modal was submitted in this session (`modalSubmitted` in session storage). */
export function hasSubmittedLead(): boolean {
  return storage()?.getItem(LEAD_SESSION_KEYS.flag) != null;
}

export function readLead(): SessionLead | null {
  const s = storage();
  if (!s || s.getItem(LEAD_SESSION_KEYS.flag) == null) return null;
  const email = s.getItem(LEAD_SESSION_KEYS.email) ?? '';
  return email ? { name: s.getItem(LEAD_SESSION_KEYS.name) ?? '', email } : null;
}

export function saveLead(lead: SessionLead): void {
  const s = storage();
  if (!s) return;
  s.setItem(LEAD_SESSION_KEYS.flag, 'true');
  s.setItem(LEAD_SESSION_KEYS.name, lead.name);
  s.setItem(LEAD_SESSION_KEYS.email, lead.email);
}

type Continuation = (lead: SessionLead) => void;
let opener: ((then: Continuation) => void) | null = null;

/** The lead modal registers itself here while mounted. */
export function registerLeadModal(open: (then: Continuation) => void): () => void {
  opener = open;
  return () => {
    if (opener === open) opener = null;
  };
}

/**
 * Asks for the lead (a document request without one): opens the lead modal, then continues with the
 * lead once it is submitted. False when no lead modal is on the page.
 */
export function requestLead(then: Continuation): boolean {
  if (!opener) return false;
  opener(then);
  return true;
}
