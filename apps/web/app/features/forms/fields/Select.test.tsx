// @vitest-environment happy-dom
import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SelectOption } from '~/features/forms/options';
import { renderPage } from '~/test-utils/render';
import { Select, TYPE_AHEAD_RESET_MS } from './Select';

const OPTIONS: SelectOption[] = [
  { value: 'mx', label: 'México' },
  { value: 'us', label: 'United States' },
  { value: 'br', label: 'Brazil' },
  { value: 'bo', label: 'Bolivia' },
];

let chosen: string | null = null;
function Harness() {
  const [value, setValue] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  return (
    <>
      <span id="country-label">Country</span>
      <Select
        id="country"
        labelledBy="country-label"
        options={OPTIONS}
        value={value}
        onChange={(v) => {
          chosen = v;
          setValue(v);
        }}
        open={open}
        onOpenChange={setOpen}
        placeholder="Choose"
        emptyText="Loading..."
      />
    </>
  );
}

const combobox = () => screen.getByRole('combobox', { name: 'Country' });
const key = (k: string) => fireEvent.keyDown(combobox(), { key: k });

describe('Select (PRODUCT §4: the form dropdowns)', () => {
  beforeEach(() => {
    chosen = null;
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('opens with the keyboard, moves with the arrows, chooses with Enter and closes', () => {
    renderPage(Harness);
    expect(combobox().getAttribute('aria-expanded')).toBe('false');
    key('ArrowDown');
    expect(combobox().getAttribute('aria-expanded')).toBe('true');
    expect(combobox().getAttribute('aria-activedescendant')).toBe('country-option-0');
    key('ArrowDown');
    key('ArrowDown');
    key('End');
    expect(combobox().getAttribute('aria-activedescendant')).toBe('country-option-3');
    key('ArrowUp');
    key('Enter');
    expect(chosen).toBe('br');
    expect(combobox().getAttribute('aria-expanded')).toBe('false');
    expect(combobox().textContent).toContain('Brazil');
  });

  it('Escape closes without choosing', () => {
    renderPage(Harness);
    key('Enter');
    key('ArrowDown');
    key('Escape');
    expect(combobox().getAttribute('aria-expanded')).toBe('false');
    expect(chosen).toBeNull();
  });

  it(`finds by typed letters, accents folded, and forgets them after ${TYPE_AHEAD_RESET_MS} ms (PRODUCT §9)`, () => {
    renderPage(Harness);
    key('b');
    key('o');
    expect(combobox().getAttribute('aria-activedescendant')).toBe('country-option-3');
    act(() => vi.advanceTimersByTime(TYPE_AHEAD_RESET_MS - 1));
    key('l');
    // Still "bol": within the pause the letters add up.
    expect(combobox().getAttribute('aria-activedescendant')).toBe('country-option-3');
    act(() => vi.advanceTimersByTime(TYPE_AHEAD_RESET_MS));
    key('m');
    // A fresh search: "m" finds México (accent folded), not "bolm".
    expect(combobox().getAttribute('aria-activedescendant')).toBe('country-option-0');
  });

  it('draws its options only while open (a closed dropdown is a few nodes: decision 0097)', () => {
    renderPage(Harness);
    const list = () => screen.getByRole('listbox', { hidden: true });
    expect(list().hidden).toBe(true);
    expect(list().children).toHaveLength(0);
    fireEvent.click(combobox());
    expect(list().hidden).toBe(false);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(OPTIONS.map((o) => o.label));
    key('Escape');
    expect(list().children).toHaveLength(0);
    // Type-to-find while closed opens the list, its options drawn for the active one.
    key('b');
    key('o');
    expect(combobox().getAttribute('aria-expanded')).toBe('true');
    expect(combobox().getAttribute('aria-activedescendant')).toBe('country-option-3');
    expect(document.getElementById('country-option-3')?.textContent).toBe('Bolivia');
  });

  it('chooses with a click on an option', () => {
    renderPage(Harness);
    fireEvent.click(combobox());
    fireEvent.click(screen.getByRole('option', { name: 'United States' }));
    expect(chosen).toBe('us');
    expect(screen.getByRole('listbox', { hidden: true }).hidden).toBe(true);
  });
});
