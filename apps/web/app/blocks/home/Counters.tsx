import { type Home, shown } from '@site/content';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from '~/i18n/react';
import { useLang } from '~/lib/lang';

/** PRODUCT §9: counter animation delay 100 ms, duration 1000 ms. */
const COUNTER_DELAY_MS = 100;
const COUNTER_DURATION_MS = 1000;

const easeOut = (x: number) => 1 - (1 - x) ** 3;

/**
 * Counts from 0 up to the targets once the element enters the view. Returns null while the final
 * values are to be shown: in the server's HTML (no JavaScript), with reduced motion, and after the
 * animation.
 */
function useCountUp(targets: number[], ref: RefObject<HTMLElement | null>): number[] | null {
  const [values, setValues] = useState<number[] | null>(null);
  const key = targets.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the targets are compared by their key.
  useEffect(() => {
    const el = ref.current;
    if (!el || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    let frame = 0;
    let timer = 0;
    setValues(targets.map(() => 0));
    const io = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        io.disconnect();
        timer = window.setTimeout(() => {
          let start = -1;
          const tick = (now: number) => {
            if (start < 0) start = now;
            const x = Math.min(1, Math.max(0, (now - start) / COUNTER_DURATION_MS));
            if (x >= 1) {
              setValues(null);
              return;
            }
            setValues(targets.map((n) => Math.round(n * easeOut(x))));
            frame = requestAnimationFrame(tick);
          };
          frame = requestAnimationFrame(tick);
        }, COUNTER_DELAY_MS);
      },
      { threshold: 0.25 },
    );
    io.observe(el);
    return () => {
      io.disconnect();
      window.clearTimeout(timer);
      cancelAnimationFrame(frame);
      setValues(null);
    };
  }, [key]);
  return values;
}

/** Animated counters (number, amount, title): 300+ projects, 35+ customers, 150K software factory hours. */
export function Counters({ home }: { home: Home }) {
  const { lang } = useLang();
  const { t } = useTranslation();
  const ref = useRef<HTMLElement>(null);
  const counters = home.Counters;
  const values = useCountUp(
    counters.map((c) => c.number ?? 0),
    ref,
  );
  if (counters.length === 0) return null;
  return (
    <section ref={ref} className="counters" aria-labelledby="counters-title">
      <div className="container">
        <h2 id="counters-title" className="sr-only">
          {t('home.countersTitle')}
        </h2>
        <ul className="counters__list">
          {counters.map((c, i) => {
            const target = c.number ?? 0;
            const value = values?.[i] ?? target;
            const label = shown(c, 'title', lang);
            return (
              <li key={c.id} className="counter">
                <p className="counter__value">
                  <span
                    className="counter__number"
                    aria-hidden="true"
                    data-counter={i}
                    style={{ minWidth: `${String(target).length + (c.amount?.length ?? 0)}ch` }}
                  >
                    {value}
                    <span className="counter__amount">{c.amount}</span>
                  </span>
                  <span className="sr-only">
                    {target}
                    {c.amount}
                  </span>
                </p>
                <p className="counter__title" lang={label.lang}>
                  {label.text}
                </p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
