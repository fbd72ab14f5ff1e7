/**
 * A reply typed out, one character every TYPING_MS, by the clock: a slow device catches up instead of
 * stretching the reply; at once when the visitor prefers reduced motion (PRODUCT §4, §9).
 */
import { useCallback, useEffect, useRef, useState } from 'react';

/** PRODUCT §9: chat typing 15 ms per character. */
export const TYPING_MS = 15;

/** The entry being typed out: `shown` characters of its content so far, since `start` (performance.now()). */
interface Typing<T> {
  entry: T;
  shown: number;
  start: number;
}

export const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/**
 * `type(entry)` starts typing an entry out (`typing` says how far it is; null when nothing is typed);
 * `type(entry, true)` shows it whole at once (a streamed reply, already on screen);
 * `onDone(entry)` is called once it is complete, in the same render as `typing` goes back to null.
 */
export function useTypewriter<T extends { content: string }>(onDone: (entry: T) => void) {
  const [typing, setTyping] = useState<Typing<T> | null>(null);
  // The latest callback, so a new one on each render does not restart the clock.
  const done = useRef(onDone);
  done.current = onDone;

  useEffect(() => {
    if (!typing) return;
    const length = typing.entry.content.length;
    if (typing.shown >= length) {
      setTyping(null);
      done.current(typing.entry);
      return;
    }
    const timer = window.setTimeout(() => {
      setTyping((cur) => {
        if (!cur) return cur;
        const due = Math.floor((performance.now() - cur.start) / TYPING_MS);
        return { ...cur, shown: reducedMotion() ? length : Math.min(length, Math.max(cur.shown + 1, due)) };
      });
    }, TYPING_MS);
    return () => window.clearTimeout(timer);
  }, [typing]);

  const type = useCallback(
    (entry: T, whole = false) => setTyping({ entry, shown: whole ? entry.content.length : 0, start: performance.now() }),
    [],
  );
  return { typing, type };
}
