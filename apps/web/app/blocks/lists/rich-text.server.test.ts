import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './rich-text.server';

describe('sanitizeRichText', () => {
  it('keeps the structure of an article: paragraphs, headings, lists, emphasis, links', () => {
    const html =
      '<h2>Title</h2><p>Text <strong>bold</strong> <em>it</em> <a href="https://example.com/x">out</a> <a href="/blog">in</a> <a href="mailto:a@b.co">mail</a></p><ul><li>one</li></ul><ol><li>two</li></ol><blockquote>q</blockquote>';
    expect(sanitizeRichText(html)).toBe(
      '<h2>Title</h2><p>Text <strong>bold</strong> <em>it</em> <a href="https://example.com/x" rel="noopener noreferrer">out</a> <a href="/blog">in</a> <a href="mailto:a@b.co">mail</a></p><ul><li>one</li></ul><ol><li>two</li></ol><blockquote>q</blockquote>',
    );
  });

  it('removes inline styles (the CMS font-family), classes and event handlers', () => {
    const out = sanitizeRichText(
      '<p style="font-family: Calibri" class="x" onclick="alert(1)">a</p><li style="display:block">b</li><img src="/uploads/a.png" alt="A" onerror="alert(1)">',
    );
    expect(out).not.toMatch(/style|class|onclick|onerror|alert/);
    expect(out).toContain('<p>a</p>');
    expect(out).toContain('<li>b</li>');
    expect(out).toContain('<img src="/uploads/a.png" alt="A" loading="lazy" decoding="async" />');
  });

  it('drops scripts, frames, javascript: and data: addresses', () => {
    const out = sanitizeRichText(
      '<script>alert(1)</script><iframe src="https://evil.test"></iframe><a href="javascript:alert(1)">x</a><a href=" JaVaScRiPt:alert(1)">y</a><img src="data:image/png;base64,AAAA"><img src="javascript:alert(1)"><svg onload="alert(1)"></svg><p>ok</p>',
    );
    expect(out).not.toMatch(/script|alert|iframe|evil|data:|svg|<img/i);
    expect(out).toContain('<a>x</a>');
    expect(out).toContain('<p>ok</p>');
  });

  it('turns an h1 into an h2 (one h1 per page) and rewrites absolute CMS media to the media base', () => {
    const out = sanitizeRichText('<h1>Big</h1><img src="http://127.0.0.1:1337/uploads/p.webp" alt="">', {
      cmsUrl: 'http://127.0.0.1:1337/',
      mediaBase: '',
    });
    expect(out).toBe('<h2>Big</h2><img src="/uploads/p.webp" alt="" loading="lazy" decoding="async" />');
  });

  it('returns an empty string for empty input', () => {
    expect(sanitizeRichText(null)).toBe('');
    expect(sanitizeRichText('')).toBe('');
  });
});
