import { describe, expect, it } from 'vitest';
import { BODY_IMAGE_SIZES, bodyImagePaths, renderRichText, sanitizeRichText, uploadPath } from './rich-text.server';

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

describe('renderRichText (the CMS Markdown editor)', () => {
  it('renders headings, bold, emphasis, lists and links', () => {
    const out = renderRichText(
      '## Heading\n\nText with **bold**, *it* and [a link](https://example.com/x) and [in](/blog).\n\n- one\n- two\n\n1. first\n2. second\n\n### Sub',
    );
    expect(out).toBe(
      '<h2>Heading</h2>\n<p>Text with <strong>bold</strong>, <em>it</em> and <a href="https://example.com/x" rel="noopener noreferrer">a link</a> and <a href="/blog">in</a>.</p>\n<ul>\n<li>one</li>\n<li>two</li>\n</ul>\n<ol>\n<li>first</li>\n<li>second</li>\n</ol>\n<h3>Sub</h3>',
    );
  });

  it('a single line break is a <br> (as the editor previews it); a # heading is an h2 (the page has its h1)', () => {
    expect(renderRichText('# Big\n\nline one\nline two')).toBe('<h2>Big</h2>\n<p>line one<br />line two</p>');
  });

  it('keeps the HTML bodies of the seed as they were, and still strips their inline font-family (PRODUCT §4.12)', () => {
    const html =
      '<p style="font-family: Calibri">An ERP <strong>rarely</strong> fails.</p>\n<h2>The five signs</h2>\n<ul>\n<li style="font-family: Calibri"><strong>One.</strong> Text.</li>\n<li>Two.</li>\n</ul>\n<p><span style="font-family: Calibri">Span.</span></p>';
    expect(renderRichText(html)).toBe(
      '<p>An ERP <strong>rarely</strong> fails.</p>\n<h2>The five signs</h2>\n<ul>\n<li><strong>One.</strong> Text.</li>\n<li>Two.</li>\n</ul>\n<p>Span.</p>',
    );
  });

  it('no script reaches the page: script tags, event handlers, javascript: links and images, in Markdown or HTML', () => {
    const out = renderRichText(
      [
        '## Title',
        '',
        '<script>alert(1)</script>',
        '',
        'Text <img src="x" onerror="alert(2)"> and <a href="javascript:alert(3)">html link</a>.',
        '',
        '[md link](javascript:alert(4)) [spaced](  JaVaScRiPt:alert(5)) ![img](javascript:alert(6)) [data](data:text/html;base64,PHNjcmlwdD4=)',
        '',
        '<svg><script>alert(7)</script></svg><iframe src="https://evil.test"></iframe>',
        '',
        '<p onclick="alert(8)" style="color:red">para</p>',
      ].join('\n'),
    );
    expect(out).not.toMatch(/<script|alert|onerror|onclick|javascript:|data:|<svg|<iframe|evil|style=/i);
    expect(out).toContain('<h2>Title</h2>');
    expect(out).toContain('<p>para</p>');
  });

  it('body images load lazily; a CMS upload gets its width, height and srcset', () => {
    const images = new Map([
      ['/uploads/photo_abc.jpg', { width: 1600, height: 900, srcset: '/uploads/small_photo_abc.jpg 500w, /uploads/photo_abc.jpg 1600w' }],
    ]);
    const out = renderRichText(
      '![A photo](http://127.0.0.1:1337/uploads/photo_abc.jpg)\n\n![Elsewhere](https://images.example.com/x.png)\n\n![Relative](/uploads/unknown.png)',
      { cmsUrl: 'http://127.0.0.1:1337', mediaBase: '', images },
    );
    expect(out).toContain(
      `<p><img src="/uploads/photo_abc.jpg" alt="A photo" width="1600" height="900" srcset="/uploads/small_photo_abc.jpg 500w, /uploads/photo_abc.jpg 1600w" sizes="${BODY_IMAGE_SIZES}" loading="lazy" decoding="async" /></p>`,
    );
    expect(out).toContain('<img src="https://images.example.com/x.png" alt="Elsewhere" loading="lazy" decoding="async" />');
    expect(out).toContain('<img src="/uploads/unknown.png" alt="Relative" loading="lazy" decoding="async" />');
  });

  it('finds the upload addresses of the body images (to look their sizes up)', () => {
    const body =
      '![a](http://cms.test/uploads/a.png)\n\n<img src="/uploads/b.webp" alt="">\n\n![c](https://x.test/c.png) ![a again](/uploads/a.png)';
    expect(bodyImagePaths(body, 'http://cms.test/')).toEqual(['/uploads/a.png', '/uploads/b.webp']);
    expect(bodyImagePaths(null)).toEqual([]);
    expect(uploadPath('/uploads/a.png?x=1')).toBeNull();
    expect(uploadPath('https://evil.test/uploads/a.png', 'http://cms.test')).toBeNull();
  });

  it('returns an empty string for an empty body', () => {
    expect(renderRichText(null)).toBe('');
    expect(renderRichText('')).toBe('');
  });
});
