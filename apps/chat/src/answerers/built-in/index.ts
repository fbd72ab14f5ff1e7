/**
 * The built-in answerer (no LLM provider configured): answers from the firm's own CMS content.
 *
 * The pages' text (services, products, offers, about, blog cards, success cases, the home blocks and
 * the contact details) is cut into passages in both languages and indexed with MiniSearch. A question
 * is matched against every passage; the passages vote for their page; the best page's most relevant
 * passages in the visitor's language are quoted with a link to it. A question whose content words
 * are mostly unknown to the site gets an honest "I don't know" with the contact form.
 *
 * Freshness: the index is rebuilt when older than its TTL (CHAT_INDEX_TTL_SECONDS, default 60 s) on
 * the next question, and at once after `invalidate()` (POST /api/Chat/Reindex).
 */
import { type BlogCard, type ContentClient, ContentError, type Lang, type SuccessCaseCard } from '@site/content';
import MiniSearch, { type SearchResult } from 'minisearch';
import { type Answerer, type AnswerInput, ChatError } from '../types';
import { CONTACT_PATH, pageByPath, SINGLE_PAGES } from './pages';
import { buildPassages, type IndexContent, type Passage } from './passages';
import { detectLanguage, docTerms, questionWords, words } from './text';

type Doc = Passage;

const PASSAGE_FIELDS = ['text', 'heading', 'context', 'label'];
const PASSAGE_BOOST = { text: 1, heading: 1.5, context: 0.5, label: 1 };
const PROFILE_FIELDS = ['label', 'keywords', 'headings', 'text'];
const PROFILE_BOOST = { label: 3, keywords: 2.5, headings: 1.5, text: 1 };
const SEARCHED = new Set([...PASSAGE_FIELDS, ...PROFILE_FIELDS]);

/** One page in one language, all its words together: what routes a question to a page. */
interface Profile {
  id: string;
  path: string;
  lang: Lang;
  label: string;
  keywords: string;
  headings: string;
  text: string;
  kind: 'page' | 'blog' | 'case';
}

export interface ContentIndex {
  passages: MiniSearch<Doc>;
  profiles: MiniSearch<Profile>;
  /** The passages as written (the search index holds their stemmed terms). */
  byId: Map<string, Passage>;
}

const fuzzyFor = (term: string) => (term.length >= 7 ? 0.2 : 0);
const prefixFor = (term: string) => term.length >= 4;

const kindOf = (path: string): Profile['kind'] =>
  path.startsWith('/blog-details/') ? 'blog' : path.startsWith('/casos-de-exito/') ? 'case' : 'page';

function profilesOf(passages: Passage[]): Profile[] {
  const byKey = new Map<string, Profile>();
  for (const p of passages) {
    const key = `${p.path} ${p.lang}`;
    let profile = byKey.get(key);
    if (!profile) {
      const kind = kindOf(p.path);
      // A card's title is a heading: the strong label field is for the site's own pages.
      profile = { id: key, path: p.path, lang: p.lang, label: kind === 'page' ? p.label : '', keywords: '', headings: '', text: '', kind };
      byKey.set(key, profile);
    }
    if (p.kind === 'keywords') {
      profile.keywords = p.text;
      continue;
    }
    // A blog post routes by its card (title, summary, subtitle), not by its whole body.
    if (profile.kind === 'blog' && profile.text.length > 400) continue;
    if (p.heading && !profile.headings.includes(p.heading)) profile.headings += ` ${p.heading}`;
    profile.text += ` ${p.text}`;
  }
  return [...byKey.values()];
}

export function createIndex(passages: Passage[]): ContentIndex {
  // Each document is stemmed in its own language; questions are stemmed both ways.
  const options = {
    idField: 'id',
    extractField: (doc: Doc | Profile, field: string) => {
      const value = (doc as unknown as Record<string, unknown>)[field];
      if (!SEARCHED.has(field)) return value as string;
      return typeof value === 'string' ? docTerms(value, doc.lang) : '';
    },
    tokenize: (text: string) => text.split(' ').filter(Boolean),
    processTerm: (term: string) => term,
  };
  const passageIndex = new MiniSearch<Doc>({
    ...options,
    fields: PASSAGE_FIELDS,
    storeFields: ['path', 'lang', 'kind'],
    searchOptions: { boost: PASSAGE_BOOST, combineWith: 'OR' },
  });
  passageIndex.addAll(passages);
  const profileIndex = new MiniSearch<Profile>({
    ...options,
    fields: PROFILE_FIELDS,
    storeFields: ['path', 'lang', 'kind'],
    searchOptions: { boost: PROFILE_BOOST, combineWith: 'OR' },
  });
  profileIndex.addAll(profilesOf(passages));
  return { passages: passageIndex, profiles: profileIndex, byId: new Map(passages.map((p) => [p.id, p])) };
}

/** Whether the site's text has a word: one of its stems exactly, or (long stems) as the start of a longer word. */
function isKnown(index: MiniSearch<Doc>, stems: string[]): boolean {
  return stems.some((t) => index.search(t, { prefix: t.length >= 6, fuzzy: false }).length > 0);
}

const ASKS_BLOG = /\b(blog|articul|article|post|nota|lectura|read)/;
const ASKS_CASE = /\b(caso|case|histori|story|stories|exito|success|client|referenc)/;

export interface Answer {
  text: string;
  lang: Lang;
  /** The page linked first, or null for the honest "I don't know". */
  path: string | null;
}

const MESSAGES = {
  en: {
    readMore: 'Read more',
    seeAlso: 'See also',
    unknown:
      "I'm sorry, I couldn't find an answer to that in our site's content. You can write to our team through the [contact form](/#contacto) and a specialist will get back to you.",
    hello:
      'Hello! I can tell you about our services, the C3 platform, our AI offers, our success stories or how to join the team. What would you like to know?',
    thanks: "You're welcome! If you need anything else, just ask, or reach our team through the [contact form](/#contacto).",
  },
  es: {
    readMore: 'Más información',
    seeAlso: 'Ver también',
    unknown:
      'Lo siento, no encontré una respuesta a eso en el contenido de nuestro sitio. Puedes escribir a nuestro equipo en el [formulario de contacto](/#contacto) y un especialista te responderá.',
    hello:
      '¡Hola! Puedo contarte sobre nuestros servicios, la plataforma C3, nuestras ofertas de IA, nuestros casos de éxito o cómo unirte al equipo. ¿Qué te gustaría saber?',
    thanks: '¡Con gusto! Si necesitas algo más, pregúntame, o contacta a nuestro equipo en el [formulario de contacto](/#contacto).',
  },
} as const;

const GREETING = /^(hola|hi|hello|hey|buenas|buenos dias|buenas tardes|buenas noches|good (morning|afternoon|evening))\b/;
const THANKS = /^(gracias|muchas gracias|thanks|thank you|ok thanks|perfecto|great|genial|excelente)\b/;

const truncate = (text: string, max: number) => {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max - 20)).replace(/[,;:.\s]+$/, '')}…`;
};

/** Square brackets would end a markdown link label early. */
const linkLabel = (label: string) => label.replace(/[[\]]/g, '');

/**
 * Answers one question from an index. Pure (no I/O), so the decision rules are testable alone.
 */
export function answerFrom(index: ContentIndex, question: string, hint: Lang): Answer {
  const lang = detectLanguage(question, hint);
  const m = MESSAGES[lang];
  const folded = words(question).join(' ');
  const qwords = questionWords(question);
  const query = [...new Set(qwords.flatMap((w) => w.stems))].join(' ');

  if (qwords.length === 0) {
    if (GREETING.test(folded)) return { text: m.hello, lang, path: null };
    if (THANKS.test(folded)) return { text: m.thanks, lang, path: null };
    return { text: m.unknown, lang, path: null };
  }
  // Honest when most of the question's content words appear nowhere on the site.
  const known = qwords.filter((w) => isKnown(index.passages, w.stems)).length;
  if (known === 0 || known / qwords.length < 0.6) return { text: m.unknown, lang, path: null };

  // Route to a page: each page's words together, in either language (a Spanish visitor may type "staffing").
  const wantsBlog = ASKS_BLOG.test(folded);
  const wantsCase = ASKS_CASE.test(folded);
  // Cards only when asked for (an article, a case); the home page is a digest of the specific pages.
  const weight = (kind: Profile['kind'], path: string) =>
    kind === 'blog' ? (wantsBlog ? 1.5 : 0.6) : kind === 'case' ? (wantsCase ? 1.5 : 0.6) : path === '/' ? 0.7 : 1;
  const byPath = new Map<string, number>();
  for (const r of index.profiles.search(query, { fuzzy: fuzzyFor, prefix: prefixFor, boost: PROFILE_BOOST })) {
    const score = r.score * weight(r.kind as Profile['kind'], r.path as string);
    byPath.set(r.path as string, Math.max(byPath.get(r.path as string) ?? 0, score));
  }
  const ranked = [...byPath.entries()].map(([path, score]) => ({ path, score })).sort((a, b) => b.score - a.score);
  const best = ranked[0];
  if (!best) return { text: m.unknown, lang, path: null };

  // Quote the page's passages that match best, in the visitor's language; else its opening lines.
  const inPage = (r: SearchResult) => r.path === best.path && r.lang === lang && r.kind === 'text';
  const own = index.passages.search(query, { fuzzy: fuzzyFor, prefix: prefixFor, boost: PASSAGE_BOOST, filter: inPage });
  let quoted: Passage[] = own
    .slice(0, 2)
    .filter((r, i) => i === 0 || r.score >= own[0].score * 0.5)
    .map((r) => index.byId.get(String(r.id)) as Passage);
  const pagePassages = () =>
    index.passages
      .search(MiniSearch.wildcard, { filter: inPage })
      .map((r) => index.byId.get(String(r.id)) as Passage)
      .sort((a, b) => Number(a.id.slice(1)) - Number(b.id.slice(1)));
  if (quoted.length === 0) quoted = pagePassages().slice(0, 2);
  const labelOf = (path: string) => {
    const page = pageByPath.get(path);
    if (page) return linkLabel(page.label[lang]);
    const first = [...index.byId.values()].find((p) => p.path === path && p.lang === lang);
    return linkLabel(first?.label ?? path);
  };

  const lines: string[] = [];
  let heading = '';
  for (const p of quoted) {
    const body = truncate(p.text, 320);
    if (p.heading && p.heading !== heading && p.heading !== body && !body.startsWith(p.heading)) {
      lines.push(`**${p.heading}**: ${body}`);
      heading = p.heading;
    } else lines.push(body);
  }
  if (best.path === CONTACT_PATH && !quoted.some((p) => p.text.includes('@'))) {
    // The contact answer always carries the firm's details when the footer has them.
    const details = pagePassages().find((p) => p.text.includes('@'));
    if (details) lines.push(details.text);
  }

  const links = [`${m.readMore}: [${labelOf(best.path)}](${best.path})`];
  const related = ranked
    .slice(1)
    .filter((r) => r.score >= best.score * 0.75)
    .slice(0, 2)
    .map((r) => `[${labelOf(r.path)}](${r.path})`);
  if (related.length) links.push(`${m.seeAlso}: ${related.join(', ')}`);
  return { text: `${lines.join('\n')}\n\n${links.join('\n')}`, lang, path: best.path };
}

/** Loads what the index holds: the pages (single types), the published blog cards and the success cases. */
export async function loadContent(client: ContentClient, today = new Date()): Promise<IndexContent> {
  const singles = await Promise.all(
    SINGLE_PAGES.map(async ({ single, path }) => {
      try {
        return { path, entity: (await client.single(single)) as unknown };
      } catch (error) {
        // One unpublished page must not take the whole index down.
        const reason = error instanceof ContentError ? `${error.kind}${error.status ? ` ${error.status}` : ''}` : String(error);
        console.warn(`[chat] index: ${single} unavailable (${reason}); indexed without it`);
        return { path, entity: null };
      }
    }),
  );
  const date = today.toISOString().slice(0, 10);
  const all = async <T>(fetchPage: (page: number) => Promise<{ data: T[]; pagination: { pageCount: number } }>) => {
    const out: T[] = [];
    for (let page = 1; page <= 20; page++) {
      const res = await fetchPage(page);
      out.push(...res.data);
      if (page >= res.pagination.pageCount) break;
    }
    return out;
  };
  const blogCards = await all<BlogCard>((page) =>
    client.list('blog-cards', {
      page,
      pageSize: 100,
      filters: { publication_date: { $lte: date } },
      sort: ['publication_date:desc', 'id:desc'],
      populate: ['category_blogs', 'Blog_detail'],
    }),
  );
  const successCases = await all<SuccessCaseCard>((page) =>
    client.list('success-case-cards', { page, pageSize: 100, populate: ['subcategory_cases'] }),
  );
  return { singles, blogCards, successCases };
}

export interface BuiltInOptions {
  load: () => Promise<IndexContent>;
  ttlMs: number;
  now?: () => number;
}

/** The index with its refresh policy, and the answerer built on it. */
export function createBuiltInAnswerer(options: BuiltInOptions): Answerer & {
  invalidate: () => void;
  stats: () => { documents: number; builtAt: string | null };
  ready: () => Promise<void>;
} {
  const now = options.now ?? Date.now;
  let index: ContentIndex | null = null;
  let builtAt = 0;
  let stale = false;
  let building: Promise<ContentIndex> | null = null;

  const build = () => {
    if (!building) {
      const started = now();
      building = options
        .load()
        .then((content) => {
          const next = createIndex(buildPassages(content));
          index = next;
          builtAt = started;
          stale = false;
          return next;
        })
        .finally(() => {
          building = null;
        });
    }
    return building;
  };

  const current = async (): Promise<ContentIndex> => {
    if (!index) return build();
    if (stale || now() - builtAt >= options.ttlMs) {
      // Refresh now; if the CMS is slow or down, keep answering from the last index.
      const fresh = build().catch((error: unknown) => {
        console.warn(`[chat] index refresh failed, answering from the previous one: ${String(error)}`);
        return null;
      });
      const timeout = new Promise<null>((r) => setTimeout(() => r(null), 3000).unref());
      return (await Promise.race([fresh, timeout])) ?? (index as ContentIndex);
    }
    return index;
  };

  return {
    name: 'built-in',
    async answer(input: AnswerInput): Promise<string> {
      let idx: ContentIndex;
      try {
        idx = await current();
      } catch (error) {
        console.error(`[chat] index unavailable: ${String(error)}`);
        throw new ChatError(503, "The assistant's knowledge could not be loaded from the CMS; please try again later.");
      }
      const last = input.messages[input.messages.length - 1];
      return answerFrom(idx, last.content, input.language).text;
    },
    invalidate: () => {
      stale = true;
    },
    stats: () => ({ documents: index?.passages.documentCount ?? 0, builtAt: index ? new Date(builtAt).toISOString() : null }),
    ready: async () => {
      await current();
    },
  };
}
