import { type Home, shown } from '@site/content';
import { useCallback, useEffect, useId, useRef, useState, type CSSProperties, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from '~/i18n/react';
import { Img, Picture } from '~/components/Media';
import { Reveal } from '~/components/Reveal';
import { useLang } from '~/lib/lang';

/** PRODUCT §2, §9: on touch, the text hides 2 seconds after the touch ends. */
export const TOUCH_HIDE_MS = 2000;
/** Mouse and focus events a browser emulates right after a touch are not hover or keyboard focus. */
const TOUCH_ECHO_MS = 1000;

/** Where node i of n sits on the map's ellipse (percent of the map box), clockwise from the top. */
function nodePosition(i: number, n: number): { x: number; y: number } {
  const angle = -Math.PI / 2 + (i * 2 * Math.PI) / n;
  const round = (v: number) => Math.round(v * 100) / 100;
  return { x: round(50 + 42 * Math.cos(angle)), y: round(50 + 38 * Math.sin(angle)) };
}

/** What the map reads of the Home single type. */
export type MapContent = Pick<
  Home,
  | 'tittle_whatdowedo_es'
  | 'tittle_whatdowedo_en'
  | 'subtittle_whatdowedo_es'
  | 'subtittle_whatdowedo_en'
  | 'whatdowedo_content'
  | 'image_whatodowedo_desktop'
  | 'image_whatodowedo_mobile'
>;

/**
 * What-we-do map: eight solution nodes around a hub. Hovering a node (desktop), focusing it
 * (keyboard) or touching it shows its title and first paragraph in the hub; after a touch the text
 * hides 2 s after the touch ends; Escape hides it.
 */
export function WhatWeDoMap({ home }: { home: MapContent }) {
  const { lang } = useLang();
  const { t } = useTranslation();
  const baseId = useId();
  const nodes = home.whatdowedo_content;
  const [active, setActive] = useState<number | null>(null);
  const hideTimer = useRef<number | undefined>(undefined);
  const lastTouch = useRef(0);

  const clearTimer = useCallback(() => {
    if (hideTimer.current !== undefined) window.clearTimeout(hideTimer.current);
    hideTimer.current = undefined;
  }, []);
  useEffect(() => clearTimer, [clearTimer]);

  const show = (i: number) => {
    clearTimer();
    setActive(i);
  };
  const hide = (i: number) => {
    clearTimer();
    setActive((a) => (a === i ? null : a));
  };
  const touchEcho = () => Date.now() - lastTouch.current < TOUCH_ECHO_MS;

  const handlers = (i: number) => ({
    onPointerEnter: (e: PointerEvent<HTMLButtonElement>) => {
      if (e.pointerType === 'mouse') show(i);
    },
    onPointerLeave: (e: PointerEvent<HTMLButtonElement>) => {
      if (e.pointerType === 'mouse' && document.activeElement !== e.currentTarget) hide(i);
    },
    onPointerDown: (e: PointerEvent<HTMLButtonElement>) => {
      if (e.pointerType === 'mouse') return;
      lastTouch.current = Date.now();
      show(i);
    },
    onPointerUp: (e: PointerEvent<HTMLButtonElement>) => {
      if (e.pointerType === 'mouse') return;
      lastTouch.current = Date.now();
      clearTimer();
      hideTimer.current = window.setTimeout(() => setActive((a) => (a === i ? null : a)), TOUCH_HIDE_MS);
    },
    onFocus: () => {
      if (!touchEcho()) show(i);
    },
    onBlur: () => {
      if (!touchEcho()) hide(i);
    },
    onClick: () => {
      if (!touchEcho()) show(i);
    },
    onKeyDown: (e: KeyboardEvent<HTMLButtonElement>) => {
      if (e.key === 'Escape') hide(i);
    },
  });

  return (
    <section className="section wwd" aria-labelledby="wwd-title">
      <Picture desktop={home.image_whatodowedo_desktop} mobile={home.image_whatodowedo_mobile} className="wwd__bg" sizes="100vw" />
      <div className="container">
        <Reveal className="home-head home-head--center">
          <div>
            <p className="eyebrow eyebrow--light">{t('home.eyebrowMap')}</p>
            <h2 id="wwd-title" className="section__title" lang={shown(home, 'tittle_whatdowedo', lang).lang}>
              {shown(home, 'tittle_whatdowedo', lang).text}
            </h2>
            <p className="section__lead" lang={shown(home, 'subtittle_whatdowedo', lang).lang}>
              {shown(home, 'subtittle_whatdowedo', lang).text}
            </p>
          </div>
        </Reveal>
        <Reveal variant="fade" className={`wwd__map${active !== null ? ' has-active' : ''}`}>
          <svg className="wwd__lines" viewBox="0 0 100 100" preserveAspectRatio="none" aria-hidden="true" focusable="false">
            <ellipse cx="50" cy="50" rx="42" ry="38" />
            {nodes.map((n, i) => {
              const p = nodePosition(i, nodes.length);
              return <line key={n.id} x1="50" y1="50" x2={p.x} y2={p.y} className={active === i ? 'is-active' : undefined} />;
            })}
          </svg>
          <div className="wwd__hub">
            <div className="wwd__hub-inner">
              <p className="wwd__hint" hidden={active !== null}>
                <span className="wwd__hint-count" aria-hidden="true">
                  {nodes.length}
                </span>
                {t('home.mapHint')}
              </p>
              {nodes.map((n, i) => (
                <div key={n.id} className="wwd__detail" hidden={active !== i} data-node={i}>
                  <h3 className="wwd__detail-title" lang={shown(n, 'tittle', lang).lang}>
                    {shown(n, 'tittle', lang).text}
                  </h3>
                  <p id={`${baseId}-p${i}`} className="wwd__detail-text" lang={shown(n.paragraphs[0], 'paragraph', lang).lang}>
                    {shown(n.paragraphs[0], 'paragraph', lang).text}
                  </p>
                </div>
              ))}
            </div>
          </div>
          <ul className="wwd__nodes">
            {nodes.map((n, i) => {
              const p = nodePosition(i, nodes.length);
              return (
                <li key={n.id} className="wwd__item" style={{ '--x': `${p.x}%`, '--y': `${p.y}%` } as CSSProperties}>
                  <button
                    type="button"
                    className={`wwd__node${active === i ? ' is-active' : ''}`}
                    aria-describedby={`${baseId}-p${i}`}
                    {...handlers(i)}
                  >
                    <span className="wwd__icon">
                      <Img media={n.icon} insideNamedControl sizes="40px" />
                    </span>
                    <span className="wwd__label" lang={shown(n, 'tittle', lang).lang}>
                      {shown(n, 'tittle', lang).text}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        </Reveal>
      </div>
    </section>
  );
}
