/**
 * Turns CMS entities into passages: the short texts the built-in answerer searches and quotes, each
 * with its language, the page it links to and the heading it sits under.
 *
 * The walk is generic over the content model (PRODUCT §3): every bilingual text field (`x_es`/`x_en`)
 * of a page becomes a passage; title-like fields (`tittle`, `title`, `second_title`, …) become the
 * heading of their siblings and descendants; media and relations are skipped.
 */
import {
  type BlogCard,
  blogDetailHref,
  type ChatQaPairComponent,
  caseDetailHref,
  type DownloadCard,
  detailPath,
  type Lang,
  localPath,
  pagePath,
  type SuccessCaseCard,
} from '@site/content';
import { type Bilingual, CONTACT_PATH, homePath, PAGES, withFirm } from './pages';
import { detectLanguage } from './text';

export interface Passage {
  id: string;
  /** The page, as the answerer routes to it: its PRODUCT §2 path, a post or case by its documentId. */
  path: string;
  lang: Lang;
  /**
   * The page's address in the passage's language, as the visitor is sent to it (docs/decisions/0031,
   * 0040): `/es/nosotros`, `/en/blog-details/{slug_en}`.
   */
  href: string;
  /** The link label of the page. */
  label: string;
  heading: string;
  /** Titles of the enclosing sections, for search only. */
  context: string;
  /**
   * The title of the list item the text belongs to ("ISO/IEC 27001" over "Our information security
   * management system is certified…"): its first sentence is quoted after it (sentences.ts).
   */
  title?: string;
  /**
   * 'list': the editors' list in one sentence (a section's items' titles); 'meta': a page's search-engine
   * description (a teaser of the page: it routes, it is never the answer quoted).
   */
  role?: 'list' | 'meta';
  /** A list's section as the content model names it (`clients` of `tittle_clients`): what the list is about. */
  about?: string;
  text: string;
  /**
   * 'keywords' documents and 'brief' lines (the editors' chat-bot Context, where it names a page)
   * route a question to a page; they are never quoted.
   */
  kind: 'text' | 'keywords' | 'brief';
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const isObject = (v: unknown): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v);
const TITLE = /(^|_)(tittle|title)(_|$)/;
const SUBTITLE = /(^|_)sub(tittle|title)(_|$)/;
const SKIP_KEYS = new Set(['id', 'documentId', 'createdAt', 'updatedAt', 'publishedAt', 'locale', 'localizations']);

/** Plain text of a CMS text field (rich text loses its tags; a few entities are decoded). */
function plain(value: string): string {
  return value
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Rich text split into its paragraphs and list items. */
function paragraphs(value: string): string[] {
  return value
    .split(/<\/(?:p|li|h[1-6]|blockquote)>|\n\s*\n/i)
    .map(plain)
    .filter((p) => p.length > 0);
}

/** Media and related entries are not page text. */
function isMediaOrRelation(o: JsonObject): boolean {
  return 'documentId' in o || 'mime' in o || 'formats' in o || '$media' in o || ('url' in o && 'hash' in o);
}

/** The bilingual base names of an object: `tittle` for `tittle_es` + `tittle_en`. */
function bilingualBases(o: JsonObject): string[] {
  const bases: string[] = [];
  for (const key of Object.keys(o)) {
    if (!key.endsWith('_es')) continue;
    const base = key.slice(0, -3);
    const es = o[key];
    const en = o[`${base}_en`];
    if (typeof es === 'string' || typeof en === 'string') bases.push(base);
  }
  return bases;
}

const text = (o: JsonObject, base: string, lang: Lang): string => {
  const v = o[`${base}_${lang}`];
  return typeof v === 'string' ? v : '';
};

const isTitle = (base: string) => TITLE.test(base) && !SUBTITLE.test(base);

/** True when an object has text (not only titles) itself or below it. */
function hasText(node: Json): boolean {
  if (Array.isArray(node)) return node.some(hasText);
  if (!isObject(node) || isMediaOrRelation(node)) return false;
  if (bilingualBases(node).some((b) => !isTitle(b))) return true;
  return Object.entries(node).some(([k, v]) => !SKIP_KEYS.has(k) && typeof v === 'object' && hasText(v));
}

function titleOf(o: JsonObject, lang: Lang): string {
  const base = bilingualBases(o).find(isTitle);
  return base ? plain(text(o, base, lang)) : '';
}

interface Sink {
  add(p: Omit<Passage, 'id' | 'kind' | 'label' | 'href'>): void;
}

interface WalkState {
  path: string;
  heading: Bilingual;
  context: Bilingual;
  /** Walking one item of a list: its own title is the title of its texts. */
  item?: boolean;
  /** The title of the section a list belongs to ("Certifications and partnerships" over the badges). */
  list?: Bilingual;
  /** That section's name in the content model ("clients", "partnert"), its words with spaces. */
  section?: string;
}

/** `tittle_about` → `about`: the section a title names, in a flat object (about: tittle_about, content_about, …). */
const sectionOf = (base: string) => base.match(/^(?:tittle|title)_(.+)$/)?.[1] ?? null;

/** An item's name kept in one language for both (a client's `client_name`): names are not translated. */
function nameOf(o: JsonObject): string {
  const key = Object.keys(o).find((k) => /(^|_)name$/.test(k) && typeof o[k] === 'string');
  return key ? plain(o[key] as string) : '';
}

/** An item's title in a language, or its name. */
const itemTitle = (o: JsonObject, lang: Lang) => titleOf(o, lang) || nameOf(o);

/** What a list is about: its section's name in the content model, when it has one. */
const about = (state: WalkState): { about?: string } => (state.section ? { about: state.section } : {});

/** A list of title-only items (values, counters, carousel entries, clients' names), or null. */
function titleList(node: Json[]): JsonObject[] | null {
  const items = node.filter(isObject).filter((o) => !isMediaOrRelation(o));
  return items.length > 1 && items.every((o) => !hasText(o) && itemTitle(o, 'en') + itemTitle(o, 'es') !== '') ? items : null;
}

/**
 * A list's facts in one sentence (docs/decisions/0098): the section's title, then its items' titles
 * ("Certifications and partnerships: SAP Gold Partner, …, ISO/IEC 27001."), so a question about the
 * list ("what certifications do you have?") is answered by what the editors listed, not one item's text.
 */
function listSentence(list: Bilingual | undefined, titles: string[], lang: Lang, separator: string): string {
  const joined = titles.join(separator);
  const title = list?.[lang].trim();
  return title ? `${title.replace(/[:.]$/, '')}: ${joined}${/[.!?]$/.test(joined) ? '' : '.'}` : joined;
}

/** A list of titled items under a section's title: the items' titles together, as one passage. */
function listOfTitled(node: Json[], state: WalkState, sink: Sink): void {
  const titled = node.filter(isObject).filter((o) => !isMediaOrRelation(o));
  if (!state.list || titled.length < 2 || !titled.every((o) => itemTitle(o, 'en') && itemTitle(o, 'es'))) return;
  for (const lang of ['es', 'en'] as const) {
    const text = listSentence(
      state.list,
      titled.map((o) => itemTitle(o, lang)),
      lang,
      ', ',
    );
    sink.add({ path: state.path, lang, heading: state.heading[lang], context: state.context[lang], text, role: 'list', ...about(state) });
  }
}

function walk(node: Json, state: WalkState, sink: Sink, pathFor?: (key: string, index: number | null) => string): void {
  if (Array.isArray(node)) {
    // A list of title-only items (values, carousel entries): one passage listing them.
    const items = titleList(node);
    if (items) {
      for (const lang of ['es', 'en'] as const) {
        const titles = items
          .map((o) => {
            // Counters: "300+ Projects".
            const figure = typeof o.number === 'number' ? `${o.number}${typeof o.amount === 'string' ? o.amount : ''} ` : '';
            const title = itemTitle(o, lang);
            return title ? `${figure}${title}` : '';
          })
          .filter(Boolean);
        if (titles.length)
          sink.add({
            path: state.path,
            lang,
            heading: state.heading[lang],
            context: state.context[lang],
            text: listSentence(state.list, titles, lang, ' · '),
            role: 'list',
            ...about(state),
          });
      }
      return;
    }
    listOfTitled(node, state, sink);
    for (const item of node) walk(item, { ...state, item: true, list: undefined, section: undefined }, sink);
    return;
  }
  if (!isObject(node) || isMediaOrRelation(node)) return;
  const bases = bilingualBases(node);
  const titles = bases.filter(isTitle);
  // Titles of sections (tittle_about) head the fields of their section; a plain title heads the rest.
  const sections = new Map<string, Bilingual>();
  const titled = (base: string): Bilingual => ({ es: plain(text(node, base, 'es')), en: plain(text(node, base, 'en')) });
  for (const base of titles) {
    const section = sectionOf(base);
    if (section) sections.set(section, titled(base));
  }
  const mainTitle = titles.find((b) => !sectionOf(b)) ?? titles.find((b) => /banner/.test(b)) ?? titles[0];
  const own = mainTitle ? titled(mainTitle) : null;
  const under = (key: string): WalkState => {
    let best = '';
    for (const section of sections.keys())
      if (key !== `tittle_${section}` && key.includes(section) && section.length > best.length) best = section;
    const title = best ? sections.get(best) : own;
    const heading: Bilingual = { es: title?.es || state.heading.es, en: title?.en || state.heading.en };
    const context: Bilingual = {
      es: `${state.context.es} ${own?.es ?? ''} ${best ? (title?.es ?? '') : ''}`.trim(),
      en: `${state.context.en} ${own?.en ?? ''} ${best ? (title?.en ?? '') : ''}`.trim(),
    };
    return { path: state.path, heading, context, ...(best ? { list: sections.get(best), section: best.replace(/_/g, ' ') } : {}) };
  };
  for (const base of bases) {
    if (isTitle(base)) continue;
    const at = under(base);
    for (const lang of ['es', 'en'] as const) {
      const value = text(node, base, lang);
      if (!value.trim()) continue;
      const parts = /<\/?[a-z][^>]*>/i.test(value) ? paragraphs(value) : [plain(value)];
      // An item's own title names its texts (a badge's name over its description).
      const title = state.item && own?.[lang] ? { title: own[lang] } : {};
      const meta = base.startsWith('meta_') ? { role: 'meta' as const } : {};
      for (const part of parts)
        sink.add({ path: state.path, lang, heading: at.heading[lang], context: at.context[lang], ...title, ...meta, text: part });
    }
  }
  for (const [key, value] of Object.entries(node)) {
    if (SKIP_KEYS.has(key) || value === null || typeof value !== 'object') continue;
    const at = under(key);
    // Home's lists go each item to its own anchor, except a list of titles (the counters), read whole.
    if (pathFor && Array.isArray(value) && !titleList(value)) {
      // The list's titles together, on the block's own page (the home page's badges, its solutions).
      listOfTitled(value, { ...at, path: pathFor(key, null) }, sink);
      for (const [index, item] of value.entries())
        walk(item, { ...at, path: pathFor(key, index), item: true, list: undefined, section: undefined }, sink);
    } else {
      walk(value, { ...at, path: pathFor ? pathFor(key, null) : state.path }, sink);
    }
  }
}

export interface IndexContent {
  singles: Array<{ path: string; entity: unknown }>;
  blogCards: BlogCard[];
  successCases: SuccessCaseCard[];
  /** The downloadable documents (read on the downloads page; none in content saved before they were indexed). */
  downloadCards?: DownloadCard[];
  /** The editors' question-and-answer pairs (chat-bot `qa_pairs`); not passages, matched apart. */
  pairs?: ChatQaPairComponent[];
  /** The editors' briefing for the assistant (chat-bot `Context`): its lines that name a page route to it. */
  context?: string;
  /** The editors' synonym groups (chat-bot `synonyms`: one group a line, comma-separated; docs/decisions/0045). */
  synonyms?: string;
}

/** Where a site path is named in a text (not inside an address such as linkedin.com/company/…). */
const PATH_IN_TEXT = /(?<![\w/.:@])\/(?:#[a-z][a-z0-9-]*|[a-z][a-z0-9-]*(?:\/[a-z0-9-]+)*)(?=[\s).,;:]|$)/gi;

/**
 * The lines of the editors' Context that name one of the site's pages, each attributed to its page:
 * a line naming one page is that page's; a line naming several is cut into sentences, each with the
 * page it names. Language by line (the Context is bilingual).
 */
export function briefLines(context: string, known: ReadonlySet<string>): Array<{ path: string; lang: Lang; text: string }> {
  const out: Array<{ path: string; lang: Lang; text: string }> = [];
  const pathsIn = (text: string) => [...new Set((text.match(PATH_IN_TEXT) ?? []).filter((p) => known.has(p)))];
  for (const raw of context.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) continue;
    const paths = pathsIn(line);
    if (paths.length === 0) continue;
    const lang = detectLanguage(line, 'en');
    if (paths.length === 1) {
      out.push({ path: paths[0], lang, text: line });
      continue;
    }
    for (const sentence of line.split(/(?<=[.;])\s+/)) {
      const own = pathsIn(sentence);
      if (own.length === 1) out.push({ path: own[0], lang, text: sentence });
    }
  }
  return out;
}

/** The firm's name as the editors keep it: the footer's `company_name` (empty when unpublished). */
function firmName(content: Pick<IndexContent, 'singles'>): string {
  const footer = content.singles.find((s) => s.path === CONTACT_PATH)?.entity;
  const name = footer && typeof footer === 'object' ? (footer as Record<string, unknown>).company_name : undefined;
  return typeof name === 'string' ? name.trim() : '';
}

/** Every passage of the site's content, plus one keywords document per page and language. */
export function buildPassages(content: IndexContent): Passage[] {
  const out: Passage[] = [];
  const firm = firmName(content);
  const labels = new Map<string, Bilingual>(PAGES.map((p) => [p.path, { es: withFirm(p.label.es, firm), en: withFirm(p.label.en, firm) }]));
  const push = (p: Omit<Passage, 'id' | 'label' | 'href'> & { label?: string; href?: string }) => {
    const label = p.label ?? labels.get(p.path)?.[p.lang] ?? p.path;
    out.push({ ...p, label, href: p.href ?? localPath(p.lang, p.path), id: `p${out.length}` });
  };
  const sinkFor = (): Sink => ({ add: (p) => push({ ...p, kind: 'text' }) });
  const empty: Bilingual = { es: '', en: '' };

  for (const { path, entity } of content.singles) {
    if (!isObject(entity as Json)) continue;
    const root = entity as JsonObject;
    if (path === '/') {
      // Home: top-level fields belong to different anchors (join us, contact, solutions).
      const groups = new Map<string, JsonObject>();
      for (const [key, value] of Object.entries(root)) {
        if (SKIP_KEYS.has(key)) continue;
        const base = key.replace(/_(es|en)$/, '');
        const target = homePath(base, null);
        const group = groups.get(target) ?? {};
        group[key] = value;
        groups.set(target, group);
      }
      for (const [target, group] of groups) {
        walk(group, { path: target, heading: empty, context: empty }, sinkFor(), (key, index) => homePath(key, index));
      }
    } else if (path === CONTACT_PATH) {
      // The footer: the firm's contact details, quoted by the contact answer.
      const f = root;
      const str = (k: string) => (typeof f[k] === 'string' ? (f[k] as string) : '');
      for (const lang of ['es', 'en'] as const) {
        const address = str(`address_${lang}`);
        const details =
          lang === 'es'
            ? [address && `Dirección: ${address}`, str('phone') && `Teléfono: ${str('phone')}`, str('email') && `Correo: ${str('email')}`]
            : [address && `Address: ${address}`, str('phone') && `Phone: ${str('phone')}`, str('email') && `E-mail: ${str('email')}`];
        const line = details.filter(Boolean).join('. ');
        if (line) push({ path, lang, heading: '', context: '', text: `${line}.`, kind: 'text' });
      }
    } else {
      // The entry itself has a documentId; its fields are the page (relations below it are skipped).
      const fields = Object.fromEntries(Object.entries(root).filter(([key]) => !SKIP_KEYS.has(key)));
      walk(fields, { path, heading: empty, context: empty }, sinkFor());
    }
  }

  for (const card of content.blogCards) {
    const path = detailPath('blogPost', card.documentId);
    for (const lang of ['es', 'en'] as const) {
      const href = blogDetailHref(card, lang);
      const title = plain(card[`tittle_${lang}`] ?? '');
      if (!title) continue;
      const category =
        card.category_blogs
          ?.map((c) => c[`name_${lang}`])
          .filter(Boolean)
          .join(', ') ?? '';
      const context = `${title} ${category}`.trim();
      const summary = plain(card[`content_${lang}`] ?? '');
      push({ path, href, lang, label: title, heading: title, context, text: summary || title, kind: 'text' });
      const detail = card.Blog_detail;
      if (detail) {
        const small = plain(detail[`small_tittle_${lang}`] ?? '');
        if (small) push({ path, href, lang, label: title, heading: title, context, text: small, kind: 'text' });
        // The body fields are paragraph_es and paragraphs_en (PRODUCT §3 spelling), rich text.
        const raw = lang === 'es' ? detail.paragraph_es : detail.paragraphs_en;
        for (const part of paragraphs(raw ?? ''))
          push({ path, href, lang, label: title, heading: title, context, text: part, kind: 'text' });
      }
    }
  }

  for (const card of content.successCases) {
    const path = detailPath('successCase', card.documentId);
    for (const lang of ['es', 'en'] as const) {
      const title = plain(card[`tittle_${lang}`] ?? '');
      if (!title) continue;
      const subcategories =
        card.subcategory_cases
          ?.map((s) => s[`name_${lang}`])
          .filter(Boolean)
          .join(', ') ?? '';
      const context = `${title} ${plain(card[`tittle_details_${lang}`] ?? '')} ${subcategories}`.trim();
      push({
        path,
        href: caseDetailHref(card, lang),
        lang,
        label: title,
        heading: title,
        context,
        text: plain(card[`content_${lang}`] ?? '') || title,
        kind: 'text',
      });
    }
  }

  // Each downloadable document on the downloads page: its description quoted after its title.
  const downloads = pagePath('downloads');
  for (const card of content.downloadCards ?? []) {
    for (const lang of ['es', 'en'] as const) {
      const title = plain(card[`title_${lang}`] ?? '');
      const text = plain(card[`description_${lang}`] ?? '');
      if (title && text) push({ path: downloads, lang, heading: title, context: title, title, text, kind: 'text' });
    }
  }

  for (const page of PAGES) {
    for (const lang of ['es', 'en'] as const) {
      push({ path: page.path, lang, heading: '', context: '', text: withFirm(page.keywords[lang], firm), kind: 'keywords' });
    }
  }
  if (content.context) {
    for (const line of briefLines(content.context, new Set(PAGES.map((p) => p.path)))) {
      push({ ...line, heading: '', context: '', kind: 'brief' });
    }
  }
  return out;
}
