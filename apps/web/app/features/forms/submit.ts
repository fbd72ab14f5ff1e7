/**
 * The browser side of the form endpoints (/api/contact, /api/lead, /api/download-request): one JSON
 * POST whose answer is `{ ok: true }` or a refusal with per-field error codes (400).
 */
import type { ErrorCode } from '@site/content/schemas';
import type { RefObject } from 'react';

export class SubmissionError extends Error {
  constructor(
    readonly status: number,
    readonly fields: Record<string, ErrorCode> | undefined,
    path: string,
  ) {
    super(`${path}: ${status}`);
  }
}

/** Posts a submission; resolves when the server stored it, throws a SubmissionError otherwise. */
export async function postSubmission(path: string, body: unknown): Promise<void> {
  const res = await fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await res.json().catch(() => null)) as { ok?: boolean; fields?: Record<string, ErrorCode> } | null;
  if (!res.ok || !answer?.ok) throw new SubmissionError(res.status, res.status === 400 ? answer?.fields : undefined, path);
}

/** The submit button was disabled while sending, which drops keyboard focus: give it back. */
export function refocusSubmit(button: RefObject<HTMLButtonElement | null>): void {
  requestAnimationFrame(() => {
    if (!document.activeElement || document.activeElement === document.body) button.current?.focus();
  });
}
