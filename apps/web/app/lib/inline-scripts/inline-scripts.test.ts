// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint } from './after-first-paint';
import headScript, { type HeadScriptConfig } from './head-script';
import bundledHead from './head-script?inline-script';
import { inlineScript } from './inline-script';

/** A stand-in for Paint Timing: the observers made, and a way to report the first paint to them. */
function paintTiming() {
  const observers: Array<{ callback: () => void; disconnected: boolean }> = [];
  class Observer {
    static supportedEntryTypes = ['paint'];
    private readonly entry: { callback: () => void; disconnected: boolean };
    constructor(callback: () => void) {
      this.entry = { callback, disconnected: false };
      observers.push(this.entry);
    }
    observe() {}
    disconnect() {
      this.entry.disconnected = true;
    }
  }
  vi.stubGlobal('PerformanceObserver', Observer);
  return {
    observers,
    paint: () => {
      for (const o of observers) if (!o.disconnected) o.callback();
    },
  };
}

const config: HeadScriptConfig = {
  fontsUrl: '/assets/fonts.css',
  faces: [['Inter Variable', '/assets/inter.woff2', '100 900']],
  unicodeRange: 'U+0000-00FF',
  hashFallbackMs: 5000,
};

beforeEach(() => {
  vi.useFakeTimers();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  document.documentElement.className = '';
  sessionStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('afterFirstPaint (the one first-paint helper of the inline scripts)', () => {
  it('runs once when the first paint is reported, not before, and not again at the time limit', () => {
    const timing = paintTiming();
    const run = vi.fn();
    afterFirstPaint(run, 3000);
    expect(run).not.toHaveBeenCalled();
    timing.paint();
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(3000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs at the time limit when no paint is reported', () => {
    paintTiming();
    const run = vi.fn();
    afterFirstPaint(run, 250);
    vi.advanceTimersByTime(249);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs at once without Paint Timing', () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    const run = vi.fn();
    afterFirstPaint(run, 3000);
    expect(run).toHaveBeenCalledTimes(1);
  });
});

describe('the head script', () => {
  it('marks that JavaScript runs, and adds the fonts stylesheet at once on a later page of the visit', () => {
    sessionStorage.setItem('webFonts', '1');
    headScript(config);
    expect(document.documentElement.classList.contains('js')).toBe(true);
    expect(document.getElementById('web-fonts')?.getAttribute('href')).toBe('/assets/fonts.css');
  });

  it('on the first page, brings the fonts only after the first paint, and remembers it for the visit', () => {
    const timing = paintTiming();
    vi.stubGlobal('FontFace', undefined);
    headScript(config);
    expect(document.getElementById('web-fonts')).toBeNull();
    timing.paint();
    // Without the Font Loading API: the stylesheet.
    expect(document.getElementById('web-fonts')).not.toBeNull();
    expect(sessionStorage.getItem('webFonts')).toBe('1');
  });

  it('holds a hash out of the address, and puts it back and scrolls itself when the page is not hydrated in time', () => {
    history.replaceState(null, '', '/es/#contacto');
    document.body.innerHTML = '<section id="contacto">Contacto</section>';
    const target = document.getElementById('contacto') as HTMLElement;
    const scrolled = vi.fn();
    target.scrollIntoView = scrolled;
    headScript(config);
    const w = window as Window & { __initialHash?: string; __hashScrolled?: boolean };
    expect(location.hash).toBe('');
    expect(w.__initialHash).toBe('#contacto');
    vi.advanceTimersByTime(config.hashFallbackMs);
    expect(location.hash).toBe('#contacto');
    expect(w.__hashScrolled).toBe(true);
    expect(document.documentElement.hasAttribute('data-laid-out')).toBe(true);
    expect(scrolled).toHaveBeenCalledTimes(1);
    w.__hashScrolled = undefined;
  });

  it('leaves the scroll to the page once it has taken the hash (hydrated in time)', () => {
    history.replaceState(null, '', '/es/#contacto');
    headScript(config);
    const w = window as Window & { __initialHash?: string; __hashScrolled?: boolean };
    // What entry.client.tsx does before hydrating.
    w.__initialHash = undefined;
    vi.advanceTimersByTime(config.hashFallbackMs);
    expect(w.__hashScrolled).toBeUndefined();
    expect(location.hash).toBe('');
  });
});

describe('inlineScript: the bundled text as the page gets it', () => {
  it('is one minified call that runs on its own (no import, no module variable), with its arguments', () => {
    sessionStorage.setItem('webFonts', '1');
    const text = inlineScript(bundledHead, config);
    expect(text).not.toMatch(/\bimport\b|\brequire\(/);
    new Function(text)();
    expect(document.documentElement.classList.contains('js')).toBe(true);
    expect(document.getElementById('web-fonts')?.getAttribute('href')).toBe('/assets/fonts.css');
  });

  it('escapes `<` in the arguments, so no argument can end the script element', () => {
    const text = inlineScript(bundledHead, { ...config, fontsUrl: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('</script');
    expect(text).toContain('\\u003c/script>');
  });

  it('refuses a text that is not a bundled script', () => {
    expect(() => inlineScript('alert(1)', config)).toThrow(/bundled inline script/);
  });
});
