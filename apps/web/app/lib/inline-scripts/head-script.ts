import { afterFirstPaint } from './after-first-paint';

/** What the head script needs to know, from the build (the fonts' hashed addresses). */
export interface HeadScriptConfig {
  /** The fonts' stylesheet (every face and subset). */
  fontsUrl: string;
  /** The faces of the first page view: [family, file, weight range]. */
  faces: Array<[string, string, string]>;
  /** Their unicode range (the Latin subset). */
  unicodeRange: string;
  /** How long a hash address waits for the page's scripts before the head script scrolls itself. */
  hashFallbackMs: number;
}

/**
 * The head's one inline script, run before the body is parsed (shipped as text: root.tsx imports it
 * with `?inline-script`).
 *
 * 1. Marks that JavaScript runs (`html.js`: reveal animations may start hidden; without scripts the
 *    content stays visible).
 * 2. An address with a hash (`/#contacto`): the browser would jump to the target while the page loads,
 *    and the site scrolls to it again 1 s later (PRODUCT §2.8); the second movement must be the only
 *    one. So the hash is taken out of the address (nothing to jump to) and kept in
 *    `window.__initialHash`; `entry.client.tsx` puts it back before hydration and `ScrollManager`
 *    scrolls to it after 1 s. Should the page still not be hydrated after `hashFallbackMs` (failed or
 *    blocked scripts), this script puts the hash back and scrolls itself, and tells `ScrollManager` so
 *    (`__hashScrolled`): a late hydration does not scroll a second time. It first gives every section
 *    its layout (`data-laid-out` ends the skipping of app.css): a scroll over sections still skipped
 *    would aim at their estimated heights. Without scripts, the browser's own jump stays.
 * 3. Brings the web fonts without costing the first paint (docs/decisions/0028): after the first
 *    paint (at once in a hidden tab, which paints nothing; at most 3 s on a visible one), the Latin
 *    faces are fetched with the Font Loading API and added together once both have arrived, so the
 *    page is laid out again once. On a later page of the visit (the files are cached), or without the
 *    Font Loading API, the fonts' stylesheet is added at once.
 */
export default function headScript(config: HeadScriptConfig): void {
  const root = document.documentElement;
  root.classList.add('js');

  const w = window as Window & { __initialHash?: string; __hashScrolled?: boolean };
  const hash = location.hash;
  if (hash.length > 1) {
    const address = location.pathname + location.search;
    let held = true;
    try {
      history.replaceState(history.state, '', address);
      w.__initialHash = hash;
    } catch {
      held = false;
    }
    if (held)
      setTimeout(() => {
        if (w.__initialHash !== hash) return;
        w.__initialHash = undefined;
        w.__hashScrolled = true;
        history.replaceState(history.state, '', address + hash);
        const target = document.getElementById(decodeURIComponent(hash.slice(1)));
        if (!target) return;
        root.setAttribute('data-laid-out', '');
        target.scrollIntoView({ behavior: matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth', block: 'start' });
      }, config.hashFallbackMs);
  }

  const stylesheet = () => {
    if (document.getElementById('web-fonts')) return;
    const link = document.createElement('link');
    link.id = 'web-fonts';
    link.rel = 'stylesheet';
    link.href = config.fontsUrl;
    document.head.appendChild(link);
  };
  try {
    if (sessionStorage.getItem('webFonts')) {
      stylesheet();
      return;
    }
  } catch {
    // No storage (a sandboxed frame, a browser setting): the fonts come after the first paint.
  }
  afterFirstPaint(
    () => {
      try {
        sessionStorage.setItem('webFonts', '1');
      } catch {
        // No storage: the next page loads the faces the same way.
      }
      const fonts = document.fonts;
      if (!window.FontFace || !fonts?.add) {
        stylesheet();
        return;
      }
      const faces = config.faces.map(
        ([family, file, weight]) =>
          new FontFace(family, `url(${file}) format("woff2")`, { weight, display: 'swap', unicodeRange: config.unicodeRange }),
      );
      Promise.all(faces.map((face) => face.load())).then(() => {
        for (const face of faces) fonts.add(face);
      }, stylesheet);
    },
    document.visibilityState === 'hidden' ? 0 : 3000,
  );
}
