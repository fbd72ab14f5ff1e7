// @vitest-environment happy-dom
import { Readable } from 'node:stream';
import { describe, expect, it, vi } from 'vitest';
import { BOOT_ID, scriptsAfterPaint, scriptsAfterPaintStream } from './scripts-after-paint.server';

const page = [
  '<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/entry.js" nonce="n1"/>',
  '<link rel="stylesheet" href="/assets/app.css"/><link rel="modulepreload" href="/assets/root.js" nonce="n1"/></head>',
  '<body><p>Hola, señor</p><script nonce="n1">window.ctx = 1;</script>',
  '<script nonce="n1" type="module" async="">import * as route0 from "/assets/root.js";\nimport("/assets/entry.js");</script>',
  '<script nonce="n1">window.ctx.enqueue("x");</script></body></html>',
].join('');

describe('scripts after the first paint (docs/decisions/0028)', () => {
  it('takes the module preloads out, keeps the module script inert, and adds the starter', () => {
    const out = scriptsAfterPaint(page, 'n1');
    expect(out).not.toMatch(/<link[^>]*modulepreload/);
    expect(out).not.toMatch(/<script[^>]*type="module"/);
    expect(out).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
    expect(out).toContain(
      `<script nonce="n1" type="text/x-after-paint" id="${BOOT_ID}">import * as route0 from "/assets/root.js";\nimport("/assets/entry.js");</script><script nonce="n1">(()=>{`,
    );
    expect(out).toContain('["/assets/entry.js","/assets/root.js"]');
    // Everything else as it was, in its place.
    expect(out).toContain('<p>Hola, señor</p><script nonce="n1">window.ctx = 1;</script>');
    expect(out.endsWith('<script nonce="n1">window.ctx.enqueue("x");</script></body></html>')).toBe(true);
  });

  it('leaves a page without a module script as it is', () => {
    const plain = '<html><head><link rel="modulepreload" href="/a.js"/></head><body></body></html>';
    expect(scriptsAfterPaint(plain)).toBe(plain);
  });

  it('the starter, run in a page, adds the preloads and a live module script with the same text and nonce', async () => {
    const out = scriptsAfterPaint(page, 'n1');
    document.documentElement.innerHTML = out.slice(out.indexOf('<head>'), out.lastIndexOf('</html>'));
    const starter = document.querySelector<HTMLScriptElement>(`#${BOOT_ID} + script`)?.textContent ?? '';
    // happy-dom has no Paint Timing: the starter runs its work at once.
    new Function(starter)();
    // The preloads go in a few per task (messages), the module script in the last.
    await vi.waitFor(() => expect(document.querySelector('script[type="module"]')).not.toBeNull());
    const preloads = [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'));
    expect(preloads).toEqual(['/assets/entry.js', '/assets/root.js']);
    const live = document.querySelector<HTMLScriptElement>('script[type="module"]');
    expect(live?.textContent).toBe(document.getElementById(BOOT_ID)?.textContent);
    expect(live?.nonce).toBe(document.getElementById(BOOT_ID)?.nonce);
  });

  it("the starter adds a page's many preloads a few per task, in order, and the module script after them all", async () => {
    const hrefs = Array.from({ length: 10 }, (_, i) => `/assets/m${i}.js`);
    const many = page.replace(
      '<link rel="stylesheet"',
      `${hrefs.map((h) => `<link rel="modulepreload" href="${h}"/>`).join('')}<link rel="stylesheet"`,
    );
    const out = scriptsAfterPaint(many, 'n1');
    document.documentElement.innerHTML = out.slice(out.indexOf('<head>'), out.lastIndexOf('</html>'));
    const starter = document.querySelector<HTMLScriptElement>(`#${BOOT_ID} + script`)?.textContent ?? '';
    const preloads = () => [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'));
    new Function(starter)();
    // The first task added four; the rest wait for the next ones, and the module script for the last.
    expect(preloads()).toEqual(['/assets/entry.js', ...hrefs.slice(0, 3)]);
    expect(document.querySelector('script[type="module"]')).toBeNull();
    await vi.waitFor(() => expect(document.querySelector('script[type="module"]')).not.toBeNull());
    expect(preloads()).toEqual(['/assets/entry.js', ...hrefs, '/assets/root.js']);
  });

  it('rewrites a page streamed in pieces, split anywhere, multi-byte characters included', async () => {
    const bytes = Buffer.from(page);
    const expected = scriptsAfterPaint(page, 'n1');
    for (const cut of [1, 17, 60, 200, bytes.indexOf('ñ') + 1, bytes.length - 3]) {
      const out: Buffer[] = [];
      for await (const piece of Readable.from([bytes.subarray(0, cut), bytes.subarray(cut)]).pipe(scriptsAfterPaintStream('n1'))) {
        out.push(piece as Buffer);
      }
      expect(Buffer.concat(out).toString('utf8')).toBe(expected);
    }
  });
});
