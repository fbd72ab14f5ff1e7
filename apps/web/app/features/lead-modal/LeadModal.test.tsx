// @vitest-environment happy-dom
import { LEAD_SESSION_KEYS } from '@site/content/schemas';
import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FormOptions } from '~/features/forms/options';
import { renderPage } from '~/test-utils/render';
import { LEAD_MODAL_DELAY_MS, LeadModal } from './LeadModal';

const OPTIONS: FormOptions = { countries: [], positions: [], industries: [], country: 'mx' };
const dialog = () => document.querySelector<HTMLDialogElement>('dialog.modal--lead');
/** The dialog's code is a chunk of its own, fetched when the timer starts and drawn when it opens. */
const isOpen = () => dialog()?.open ?? false;
/** Lets the lazily loaded dialog chunk arrive and render. */
const settle = () =>
  act(async () => {
    await vi.dynamicImportSettled();
  });

describe('LeadModal timer (PRODUCT §3, §9: opens 3000 ms after the page loads)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    sessionStorage.clear();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(OPTIONS), { headers: { 'content-type': 'application/json' } })),
    );
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it(`is closed until ${LEAD_MODAL_DELAY_MS} ms have passed, then open`, async () => {
    expect(LEAD_MODAL_DELAY_MS).toBe(3000);
    renderPage(LeadModal);
    expect(isOpen()).toBe(false);
    await act(async () => vi.advanceTimersByTime(LEAD_MODAL_DELAY_MS - 1));
    await settle();
    expect(isOpen()).toBe(false);
    await act(async () => vi.advanceTimersByTime(1));
    await settle();
    await settle();
    expect(isOpen()).toBe(true);
    expect(dialog()?.getAttribute('aria-labelledby')).toBe('lead-title');
  });

  it('stays closed when the lead was already submitted in this session', async () => {
    sessionStorage.setItem(LEAD_SESSION_KEYS.flag, 'true');
    renderPage(LeadModal);
    await act(async () => vi.advanceTimersByTime(LEAD_MODAL_DELAY_MS * 3));
    await settle();
    expect(isOpen()).toBe(false);
  });
});
