import { useEffect, useState } from 'react';

/**
 * Pre-loader (PRODUCT §2): fades out about 200 ms after mount; its wrapper is hidden 1000 ms after the
 * window load event. A slim progress bar rather than a full-screen cover, so the content paints at
 * once (see docs/decisions). Without JavaScript, CSS fades it out by itself.
 */
export function Preloader() {
  const [fading, setFading] = useState(false);
  const [hidden, setHidden] = useState(false);

  useEffect(() => {
    const fade = window.setTimeout(() => setFading(true), 200);
    let hide = 0;
    const onLoad = () => {
      hide = window.setTimeout(() => setHidden(true), 1000);
    };
    if (document.readyState === 'complete') onLoad();
    else window.addEventListener('load', onLoad, { once: true });
    return () => {
      window.clearTimeout(fade);
      window.clearTimeout(hide);
      window.removeEventListener('load', onLoad);
    };
  }, []);

  if (hidden) return null;
  return (
    <div className={`preloader${fading ? ' is-fading' : ''}`} aria-hidden="true" data-testid="preloader">
      <div className="preloader__bar" />
    </div>
  );
}
