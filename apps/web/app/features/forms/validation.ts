import type { ErrorCode, FieldErrors } from '@site/content/schemas';
import { useCallback, useState } from 'react';
import type { z } from 'zod';

/** The forms' schemas module: zod and the phone-number rules, most of the forms' code. */
export type Schemas = typeof import('@site/content/schemas');

let schemas: Promise<Schemas> | null = null;

/**
 * The forms' schemas, fetched on a form's first focus or check rather than with the form: a form is
 * drawn, and the lead dialog opens, without evaluating them (docs/decisions/0068). Fetched once; again
 * after a failure (offline).
 */
function loadSchemas(): Promise<Schemas> {
  schemas ??= import('@site/content/schemas').catch((error: unknown) => {
    schemas = null;
    throw error;
  });
  return schemas;
}

/**
 * Field errors of a form from its zod schema (the endpoint's own, picked from the schemas module by
 * `pick`, a module-level function), updated on blur and change of a field and on submit, never on each
 * keystroke (PRODUCT §5). `initial`: the errors the server answered to a plain post of the form.
 */
export function useValidation<F extends string>(
  pick: (schemas: Schemas) => z.ZodType,
  fields: readonly F[],
  initial?: Partial<Record<string, ErrorCode>>,
) {
  // A plain post the page rendered again starts with the server's answer (the same schema's codes).
  const [errors, setErrors] = useState<Partial<Record<F, ErrorCode>>>(() => {
    const start: Partial<Record<F, ErrorCode>> = {};
    for (const f of fields) if (initial?.[f]) start[f] = initial[f];
    return start;
  });

  /** Validates the payload; updates the errors of `only` (or of every field) and resolves to them all. */
  const check = useCallback(
    async (payload: unknown, only?: readonly F[]): Promise<Partial<Record<F, ErrorCode>>> => {
      const loaded = await loadSchemas();
      const result = pick(loaded).safeParse(payload);
      const all: FieldErrors = result.success ? {} : loaded.fieldErrors(result.error);
      const mine: Partial<Record<F, ErrorCode>> = {};
      for (const f of fields) if (all[f]) mine[f] = all[f];
      setErrors((prev) => {
        if (!only) return mine;
        const next = { ...prev };
        for (const f of only) {
          if (mine[f]) next[f] = mine[f];
          else delete next[f];
        }
        return next;
      });
      return mine;
    },
    [pick, fields],
  );

  const set = useCallback((next: Partial<Record<F, ErrorCode>>) => setErrors(next), []);
  const reset = useCallback(() => setErrors({}), []);
  /** Starts fetching the schemas (a form's focus), so a check has them at once. */
  const prefetch = useCallback(() => {
    loadSchemas().catch(() => undefined);
  }, []);
  return { errors, check, set, reset, prefetch };
}

/** Focuses the first invalid field in the form's order. */
export function focusFirst(ids: string[]): void {
  for (const id of ids) {
    const el = document.getElementById(id);
    if (el) {
      el.focus();
      return;
    }
  }
}

/*
 * Blur validation waits while a pointer is pressed: an error message appearing under the field
 * just left would push the control being clicked (the submit button, a dropdown) away before the
 * click completes, and the click would be lost. It runs right after the click instead.
 */
let pointerDown = false;
const waiting: Array<() => void> = [];

function flush(): void {
  for (const run of waiting.splice(0)) run();
}

if (typeof document !== 'undefined') {
  document.addEventListener('pointerdown', () => (pointerDown = true), true);
  for (const type of ['pointerup', 'pointercancel'] as const) {
    document.addEventListener(
      type,
      () => {
        pointerDown = false;
        // After this event's mouseup and click have been dispatched.
        setTimeout(flush, 0);
      },
      true,
    );
  }
}

/** Runs now, or after the pressed pointer is released and its click dispatched. */
export function afterPointer(run: () => void): void {
  if (pointerDown) waiting.push(run);
  else run();
}
