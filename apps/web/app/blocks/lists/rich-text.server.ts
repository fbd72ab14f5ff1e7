import sanitizeHtml from 'sanitize-html';

export interface RichTextOptions {
  /** The CMS's own address: absolute media links to it are rewritten to the site's media base. */
  cmsUrl?: string;
  /** The media base the browser uses ('' = the site's own /uploads proxy). */
  mediaBase?: string;
}

/**
 * Sanitizes the blog's rich text on the server (SPEC §4 blog rich text, DESIGN: fails safe): a fixed
 * set of tags, no `style` (the CMS's inline font-family goes), no event handlers, no scripts, links
 * only to http, https, mailto or relative addresses. Headings start at h2 (the page has its h1).
 */
export function sanitizeRichText(html: string | null | undefined, { cmsUrl = '', mediaBase = '' }: RichTextOptions = {}): string {
  if (!html) return '';
  const cms = cmsUrl.replace(/\/$/, '');
  const media = mediaBase.replace(/\/$/, '');
  const localMedia = (src: string) => (cms && src.startsWith(`${cms}/uploads/`) ? `${media}${src.slice(cms.length)}` : src);
  return sanitizeHtml(html, {
    allowedTags: [
      'p',
      'h2',
      'h3',
      'h4',
      'ul',
      'ol',
      'li',
      'strong',
      'b',
      'em',
      'i',
      'u',
      'a',
      'blockquote',
      'br',
      'hr',
      'img',
      'figure',
      'figcaption',
      'code',
      'pre',
      'table',
      'thead',
      'tbody',
      'tr',
      'th',
      'td',
    ],
    allowedAttributes: {
      a: ['href', 'title', 'rel'],
      img: ['src', 'alt', 'width', 'height', 'loading', 'decoding'],
      th: ['scope'],
      ol: ['start'],
    },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: ['http', 'https'] },
    allowedSchemesAppliedToAttributes: ['href', 'src'],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math', 'template'],
    transformTags: {
      h1: 'h2',
      h5: 'h4',
      h6: 'h4',
      a: (tagName, attribs) => {
        const attrs: Record<string, string> = { ...attribs };
        if (/^https?:\/\//i.test(attrs.href ?? '')) attrs.rel = 'noopener noreferrer';
        else delete attrs.rel;
        return { tagName, attribs: attrs };
      },
      img: (tagName, attribs) => ({
        tagName,
        attribs: { ...attribs, src: localMedia(attribs.src ?? ''), alt: attribs.alt ?? '', loading: 'lazy', decoding: 'async' },
      }),
    },
    // An image without a usable address, or a link left without one, is dropped.
    exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  });
}
