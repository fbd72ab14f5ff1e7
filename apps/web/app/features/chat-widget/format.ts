/**
 * The chat reply's light markup (PRODUCT §4): line breaks, paired double asterisks (bold) and
 * markdown-style links [text](url). Parsed into tokens that the panel turns into React elements, so
 * nothing in a reply is ever interpreted as HTML. Links keep only http, https, mailto and
 * site-relative addresses; any other link stays as the literal text it was.
 */
export type Token =
  | { type: 'text'; text: string }
  | { type: 'br' }
  | { type: 'strong'; children: Token[] }
  | { type: 'link'; href: string; external: boolean; children: Token[] };

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what a safe address must not contain.
const UNSAFE_CHARS = /[\s\u0000-\u001f\u007f\\]/;

/** The address if it is safe to link (http, https, mailto, site-relative), else null. */
export function safeHref(raw: string): { href: string; external: boolean } | null {
  const url = raw.trim();
  if (!url || UNSAFE_CHARS.test(url)) return null;
  if (url.startsWith('/') && !url.startsWith('//')) return { href: url, external: false };
  if (url.startsWith('#')) return { href: url, external: false };
  if (/^mailto:[^/]/i.test(url)) return { href: url, external: true };
  if (/^https?:\/\//i.test(url)) {
    try {
      const parsed = new URL(url);
      if (parsed.protocol === 'http:' || parsed.protocol === 'https:') return { href: url, external: true };
    } catch {
      return null;
    }
  }
  return null;
}

const LINK = /\[([^[\]\n]{1,300})\]\(([^()\s]{1,1000})\)/y;

function parse(text: string, allowBold: boolean, allowLinks: boolean): Token[] {
  const out: Token[] = [];
  let buffer = '';
  const flush = () => {
    if (buffer) out.push({ type: 'text', text: buffer });
    buffer = '';
  };
  let i = 0;
  while (i < text.length) {
    if (allowBold && text.startsWith('**', i)) {
      const end = text.indexOf('**', i + 2);
      if (end > i + 2) {
        flush();
        out.push({ type: 'strong', children: parse(text.slice(i + 2, end), false, allowLinks) });
        i = end + 2;
        continue;
      }
    }
    if (allowLinks && text[i] === '[') {
      LINK.lastIndex = i;
      const m = LINK.exec(text);
      if (m) {
        const target = safeHref(m[2]);
        if (target) {
          flush();
          out.push({ type: 'link', href: target.href, external: target.external, children: parse(m[1], allowBold, false) });
        } else {
          buffer += m[0];
        }
        i += m[0].length;
        continue;
      }
    }
    if (text[i] === '\n') {
      flush();
      out.push({ type: 'br' });
      i += 1;
      continue;
    }
    if (text[i] !== '\r') buffer += text[i];
    i += 1;
  }
  flush();
  return out;
}

/** The tokens of a (possibly partly typed) reply. */
export function parseReply(text: string): Token[] {
  return parse(text, true, true);
}

/** The tokens' words as plain text: a link's or bold's text without its markup, a line break as a space. */
function plain(tokens: readonly Token[]): string {
  return tokens
    .map((token) => {
      switch (token.type) {
        case 'text':
          return token.text;
        case 'br':
          return ' ';
        default:
          return plain(token.children);
      }
    })
    .join('');
}

/**
 * A reply as a screen reader should hear it (the panel's live region): its text with no markup left —
 * no `**`, no `[text](url)`, only the link's text — and runs of spaces as one.
 */
export function plainText(text: string): string {
  return plain(parseReply(text)).replace(/\s+/g, ' ').trim();
}
