import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';
import { type Lang, localPath } from '@site/content';

/** What is known of an image of the body that is a CMS upload: its size and generated formats. */
export interface BodyImage {
  width: number;
  height: number;
  /** Every generated format and the original, `url width` pairs ('' when there are none). */
  srcset: string;
}

interface RichTextOptions {
  /** The body's language: its links to the site's pages get that language's prefix (docs/decisions/0031). */
  lang?: Lang;
  /** The CMS's own address: absolute media links to it are rewritten to the site's media base. */
  cmsUrl?: string;
  /** The media base the browser uses ('' = the site's own /uploads proxy). */
  mediaBase?: string;
  /**
   * The upload behind an image address of the body (`/uploads/…`, already made relative to the
   * CMS), if known: its width, height and srcset are put on the <img>.
   */
  images?: ReadonlyMap<string, BodyImage>;
}

/** The width the body's images are shown at, at most (the `.prose` column): their `sizes`. */
export const BODY_IMAGE_SIZES = '(max-width: 1000px) 100vw, 960px';

/**
 * The CMS's Markdown editor (Strapi's `richtext`), rendered as its own preview renders it: GitHub
 * flavour, a single line break is a <br>, HTML passes through (the seed's bodies are HTML, and the
 * sanitizer below cleans whatever an editor types). docs/decisions/0013.
 */
const markdown = new Marked({ gfm: true, breaks: true, async: false });

/** The CMS address of an upload the body points to (`/uploads/…`), or null for any other address. */
export function uploadPath(src: string, cmsUrl = ''): string | null {
  const cms = cmsUrl.replace(/\/$/, '');
  const path = cms && src.startsWith(`${cms}/uploads/`) ? src.slice(cms.length) : src;
  return /^\/uploads\/[^?#]+$/.test(path) ? path : null;
}

/** The upload addresses of the images of a Markdown/HTML body (to look their sizes up). */
export function bodyImagePaths(source: string | null | undefined, cmsUrl = ''): string[] {
  if (!source) return [];
  const paths = new Set<string>();
  const html = markdown.parse(source, { async: false });
  for (const m of html.matchAll(/<img\b[^>]*?\ssrc\s*=\s*["']([^"']+)["']/gi)) {
    const path = uploadPath(m[1] ?? '', cmsUrl);
    if (path) paths.add(path);
  }
  return [...paths];
}

/**
 * The blog body (PRODUCT §3.15 `paragraph_es`, `paragraphs_en`): Markdown, possibly with HTML in it,
 * rendered to HTML and then sanitized (below). Nothing an editor types can reach the page as script.
 */
export function renderRichText(source: string | null | undefined, options: RichTextOptions = {}): string {
  if (!source) return '';
  return sanitizeRichText(markdown.parse(source, { async: false }), options).trim();
}

/**
 * Sanitizes the blog's rich text on the server (PRODUCT §4 blog rich text, ARCHITECTURE, principles: fails soft and safe): a fixed
 * set of tags, no `style` (the CMS's inline font-family goes), no event handlers, no scripts, links
 * only to http, https, mailto or relative addresses. Headings start at h2 (the page has its h1).
 */
export function sanitizeRichText(
  html: string | null | undefined,
  { cmsUrl = '', mediaBase = '', images, lang }: RichTextOptions = {},
): string {
  if (!html) return '';
  const cms = cmsUrl.replace(/\/$/, '');
  const media = mediaBase.replace(/\/$/, '');
  const localMedia = (src: string) => (cms && src.startsWith(`${cms}/uploads/`) ? `${media}${src.slice(cms.length)}` : src);
  const sized = (src: string): Record<string, string> => {
    const path = uploadPath(src, cms);
    const known = path ? images?.get(path) : undefined;
    if (!known) return {};
    const attrs: Record<string, string> = { width: String(known.width), height: String(known.height) };
    if (known.srcset) {
      attrs.srcset = known.srcset;
      attrs.sizes = BODY_IMAGE_SIZES;
    }
    return attrs;
  };
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
      img: ['src', 'srcset', 'sizes', 'alt', 'title', 'width', 'height', 'loading', 'decoding'],
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
        if (lang && attrs.href?.startsWith('/')) attrs.href = localPath(lang, attrs.href);
        return { tagName, attribs: attrs };
      },
      // Body images load lazily, with their size (no layout shift) and formats when they are CMS uploads.
      img: (tagName, attribs) => ({
        tagName,
        attribs: {
          ...attribs,
          src: localMedia(attribs.src ?? ''),
          alt: attribs.alt ?? '',
          ...sized(attribs.src ?? ''),
          loading: 'lazy',
          decoding: 'async',
        },
      }),
    },
    // An image without a usable address, or a link left without one, is dropped.
    exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  });
}
