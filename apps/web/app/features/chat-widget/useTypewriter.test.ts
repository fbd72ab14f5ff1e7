// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TYPING_MS, useTypewriter } from './useTypewriter';

const entry = { id: 'r1', content: 'Hello there' };

describe('useTypewriter (PRODUCT §4, §9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it(`types an entry out one character every ${TYPING_MS} ms, then hands it over once`, () => {
    expect(TYPING_MS).toBe(15);
    const done = vi.fn();
    const { result } = renderHook(() => useTypewriter(done));
    expect(result.current.typing).toBeNull();
    act(() => result.current.type(entry));
    expect(result.current.typing).toMatchObject({ entry, shown: 0 });
    act(() => vi.advanceTimersByTime(TYPING_MS - 1));
    expect(result.current.typing?.shown).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.typing?.shown).toBe(1);
    act(() => vi.advanceTimersByTime(TYPING_MS * 4));
    expect(result.current.typing?.shown).toBe(5);
    expect(done).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(TYPING_MS * entry.content.length));
    expect(result.current.typing).toBeNull();
    expect(done).toHaveBeenCalledTimes(1);
    expect(done).toHaveBeenCalledWith(entry);
    act(() => vi.advanceTimersByTime(TYPING_MS * 10));
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('catches up by the clock on a slow device instead of stretching the reply', () => {
    let now = 1000;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    const done = vi.fn();
    const { result } = renderHook(() => useTypewriter(done));
    act(() => result.current.type(entry));
    // The device was busy for 8 characters' time before the first tick.
    now += TYPING_MS * 8;
    act(() => vi.advanceTimersByTime(TYPING_MS));
    expect(result.current.typing?.shown).toBe(8);
    // Far behind: complete at the next tick (never beyond the text).
    now += TYPING_MS * 100;
    act(() => vi.advanceTimersByTime(TYPING_MS));
    expect(result.current.typing).toBeNull();
    expect(done).toHaveBeenCalledWith(entry);
  });

  it('shows the whole reply at once when the visitor prefers reduced motion', () => {
    vi.stubGlobal(
      'matchMedia',
      vi.fn((query: string) => ({ matches: query.includes('reduce'), media: query })),
    );
    const done = vi.fn();
    const { result } = renderHook(() => useTypewriter(done));
    act(() => result.current.type(entry));
    act(() => vi.advanceTimersByTime(TYPING_MS));
    expect(result.current.typing).toBeNull();
    expect(done).toHaveBeenCalledWith(entry);
  });

  it('a new callback on each render does not restart the clock', () => {
    const { result, rerender } = renderHook(({ n }) => useTypewriter(() => n), { initialProps: { n: 0 } });
    act(() => result.current.type(entry));
    act(() => vi.advanceTimersByTime(TYPING_MS * 2));
    rerender({ n: 1 });
    act(() => vi.advanceTimersByTime(TYPING_MS));
    expect(result.current.typing?.shown).toBe(3);
  });
});
