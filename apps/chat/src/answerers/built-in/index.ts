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
import {
  type BlogCard,
  AI_OFFER_PAGES,
  type ContentClient,
  ContentError,
  detailPrefix,
  HOME_ANCHORS,
  type Lang,
  localPath,
  PRODUCT_PAGES,
  pagePath,
  SERVICE_PAGES,
  type SuccessCaseCard,
} from '@site/content';
import MiniSearch, { type SearchResult } from 'minisearch';
import { type Answerer, type AnswerInput, ChatError } from '../types';
import { CONTACT_PATH, pageByPath, SINGLE_PAGES } from './pages';
import { buildPassages, type IndexContent, type Passage } from './passages';
import { keyWord, openingSentences, pageSentences, quotedSentences, type SentenceIndex, sentenceIndex, siteSentence } from './sentences';
import { asksToBeContacted, ROUTE_CONTACT_THRESHOLD } from '../handoff';
import { DECLINE, type ExampleIndex, allExamples, guessPage } from './examples';
import { isGeneralWord } from './general';
import { type DeclinedIntent, type Intent, intentOf, isDeclined, namesSector } from './intents';
import { bestPair, type QaEntry, qaEntries } from './qa';
import { detectLanguage, docTerms, fold, parseSynonyms, type QuestionWord, questionWords, type Synonyms, synonymsOf, words } from './text';

type Doc = Passage;

const PASSAGE_FIELDS = ['text', 'heading', 'context', 'label'];
const PASSAGE_BOOST = { text: 1, heading: 1.5, context: 0.5, label: 1 };
const PROFILE_FIELDS = ['label', 'keywords', 'questions', 'brief', 'headings', 'text'];
/**
 * How much a question word says when it meets a page's field: the page's name most, then its search
 * words, the questions of the editors' pairs that link to it (docs/decisions/0045), the Context lines
 * naming it and its headings, then its text.
 */
const PROFILE_BOOST = { label: 3, keywords: 2.5, questions: 2, brief: 1.5, headings: 1.5, text: 1 };
const SEARCHED = new Set([...PASSAGE_FIELDS, ...PROFILE_FIELDS]);

/** One page in one language, all its words together: what routes a question to a page. */
interface Profile {
  id: string;
  path: string;
  lang: Lang;
  label: string;
  keywords: string;
  /** The questions of the editors' pairs that link to the page, in its language. */
  questions: string;
  /** The editors' Context lines that name the page. */
  brief: string;
  headings: string;
  text: string;
  kind: 'page' | 'blog' | 'case';
}

/** A profile's terms, each with the weight of the strongest field it is in (PROFILE_BOOST). */
interface TermProfile {
  path: string;
  lang: Lang;
  kind: Profile['kind'];
  terms: Map<string, number>;
}

export interface ContentIndex {
  passages: MiniSearch<Doc>;
  profiles: MiniSearch<Profile>;
  /** The same profiles as term sets, with the pairs' questions: what routes a question to a page. */
  routing: TermProfile[];
  /** The pages' profiles without the pairs (the routing is made again when only the pairs change). */
  pageProfiles: Profile[];
  /** The passages as written (the search index holds their stemmed terms). */
  byId: Map<string, Passage>;
  /** The editors' question-and-answer pairs (chat-bot `qa_pairs`), per language side. */
  pairs: QaEntry[];
  /** Each page's address per language (`${path} ${lang}` → `/en/blog-details/{slug}`; docs/decisions/0040). */
  hrefs: Map<string, string>;
  /** The synonym groups questions are read with (the chat-bot entry's `synonyms`, else the built-in ones). */
  synonyms: Synonyms;
  /** The labelled visitor questions, whose vote chooses among the pages the site's words lead to (decision 0072). */
  examples: ExampleIndex;
  /** The site's sentences, what an answer quotes (sentences.ts, docs/decisions/0081). */
  sentences: SentenceIndex;
}

/** A page's address in a language, as the visitor is sent to it: with its slug for a post or a case. */
export const hrefOf = (index: Pick<ContentIndex, 'hrefs'>, path: string, lang: Lang): string =>
  index.hrefs.get(`${path} ${lang}`) ?? localPath(lang, path);

const fuzzyFor = (term: string) => (term.length >= 7 ? 0.2 : 0);
const prefixFor = (term: string) => term.length >= 4;

const kindOf = (path: string): Profile['kind'] =>
  path.startsWith(detailPrefix('blogPost')) ? 'blog' : path.startsWith(detailPrefix('successCase')) ? 'case' : 'page';

function profilesOf(passages: Passage[]): Profile[] {
  const byKey = new Map<string, Profile>();
  for (const p of passages) {
    const key = `${p.path} ${p.lang}`;
    let profile = byKey.get(key);
    if (!profile) {
      const kind = kindOf(p.path);
      // A card's title is a heading: the strong label field is for the site's own pages.
      profile = {
        id: key,
        path: p.path,
        lang: p.lang,
        label: kind === 'page' ? p.label : '',
        keywords: '',
        questions: '',
        brief: '',
        headings: '',
        text: '',
        kind,
      };
      byKey.set(key, profile);
    }
    if (p.kind === 'keywords') {
      profile.keywords = p.text;
      continue;
    }
    if (p.kind === 'brief') {
      profile.brief += ` ${p.text}`;
      continue;
    }
    // A blog post routes by its card (title, summary, subtitle), not by its whole body.
    if (profile.kind === 'blog' && profile.text.length > 400) continue;
    if (p.heading && !profile.headings.includes(p.heading)) profile.headings += ` ${p.heading}`;
    profile.text += ` ${p.text}`;
  }
  return [...byKey.values()];
}

/** A pair's link as a page path of the index (`/es/servicio-sap` → `/servicio-sap`); null for another address. */
const pairPath = (link: string | null, known: Set<string>): string | null => {
  if (!link?.startsWith('/')) return null;
  const path = link.replace(/^\/(es|en)(?=\/|$)/, '') || '/';
  return known.has(path) ? path : null;
};

/** The routing profiles: the pages' own, each with the questions of the pairs that link to it in its language. */
function routingOf(profiles: Profile[], pairs: QaEntry[]): TermProfile[] {
  const known = new Set(profiles.map((p) => p.path));
  const asked = new Map<string, string>();
  for (const pair of pairs) {
    const path = pairPath(pair.link, known);
    if (!path) continue;
    const key = `${path} ${pair.lang}`;
    asked.set(key, `${asked.get(key) ?? ''} ${pair.questions.join(' ')}`);
  }
  return profiles.map((p) => termProfile({ ...p, questions: asked.get(`${p.path} ${p.lang}`) ?? '' }));
}

function termProfile(profile: Profile): TermProfile {
  const terms = new Map<string, number>();
  for (const field of PROFILE_FIELDS) {
    const weight = PROFILE_BOOST[field as keyof typeof PROFILE_BOOST];
    const value = profile[field as keyof Profile];
    for (const term of docTerms(value, profile.lang).split(' ')) {
      if (term && (terms.get(term) ?? 0) < weight) terms.set(term, weight);
    }
  }
  return { path: profile.path, lang: profile.lang, kind: profile.kind, terms };
}

export function createIndex(
  passages: Passage[],
  pairs: QaEntry[] = [],
  synonyms: Synonyms = synonymsOf([]),
  examples: ExampleIndex = allExamples(),
): ContentIndex {
  // Each document is stemmed in its own language; questions are stemmed both ways.
  const options = {
    idField: 'id',
    extractField: (doc: Doc | Profile, field: string) => {
      const value: unknown = Reflect.get(doc, field);
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
  const profiles = profilesOf(passages);
  profileIndex.addAll(profiles);
  return {
    passages: passageIndex,
    profiles: profileIndex,
    routing: routingOf(profiles, pairs),
    pageProfiles: profiles,
    byId: new Map(passages.map((p) => [p.id, p])),
    pairs,
    hrefs: new Map(passages.map((p) => [`${p.path} ${p.lang}`, p.href])),
    synonyms,
    examples,
    sentences: sentenceIndex(passages),
  };
}

/** An index with other pairs and synonyms (the same pages). */
const withPairs = (index: ContentIndex, pairs: QaEntry[], synonyms: Synonyms): ContentIndex => ({
  ...index,
  pairs,
  synonyms,
  routing: routingOf(index.pageProfiles, pairs),
});

/** The index of loaded content: its passages and the editors' pairs. */
export const indexContent = (content: IndexContent): ContentIndex =>
  createIndex(buildPassages(content), qaEntries(content.pairs ?? []), synonymsOf(parseSynonyms(content.synonyms)));

/**
 * A stem this long or longer also meets the longer terms it starts (at 0.8): 6 letters, not 4, since
 * a short stem ("care", "aplic") starts words of other meanings ("career", "aplicaciones";
 * docs/decisions/0045).
 */
const PREFIX_MIN = 6;

/** How a stem meets a profile: its field weight when a term is the stem, 0.8 of it when a term starts with it (PREFIX_MIN). */
function meet(stem: string, profile: TermProfile): number {
  const exact = profile.terms.get(stem);
  if (exact !== undefined) return exact;
  if (stem.length < PREFIX_MIN) return 0;
  let best = 0;
  for (const [term, weight] of profile.terms) if (weight > best && term.startsWith(stem)) best = weight;
  return 0.8 * best;
}

/**
 * Ranks the pages for a question: each question word counts once per page, by the strongest field
 * it meets there (label, keywords, headings, text), weighted by how rare it is across pages (a word
 * every page has, such as "SAP", says less than one only the join-us block has, such as "vacantes").
 * Synonyms count at 0.7. No term frequency and no length bias: a long page does not win by saying
 * many words once each.
 */
interface PageRank {
  path: string;
  kind: Profile['kind'];
  score: number;
  /** The strongest field weight a question word itself (not a synonym) meets on the page. */
  strongest: number;
}

function rankPages(routing: TermProfile[], qwords: QuestionWord[], lang: Lang): PageRank[] {
  const paths = new Set(routing.map((p) => p.path));
  const idf = new Map<string, number>();
  const rarity = (stem: string) => {
    let v = idf.get(stem);
    if (v === undefined) {
      const df = new Set(routing.filter((p) => meet(stem, p) > 0).map((p) => p.path)).size;
      v = df === 0 ? 0 : Math.log(1 + paths.size / df);
      idf.set(stem, v);
    }
    return v;
  };
  const named = new Map<string, number>();
  /**
   * A word that names one page only (its label or search words) counts as rare as a word of that page
   * alone, however many other pages' texts say it: "SAP" is in many texts, but names one page
   * (docs/decisions/0057). The firm's name names several (the home page, the join-us block).
   */
  const names = (stem: string) => {
    let n = named.get(stem);
    if (n === undefined) {
      n = new Set(routing.filter((p) => meet(stem, p) >= PROFILE_BOOST.keywords).map((p) => p.path)).size;
      named.set(stem, n);
    }
    return n;
  };
  const strength = (stem: string, field: number) =>
    field >= PROFILE_BOOST.keywords && names(stem) === 1 ? Math.log(1 + paths.size) : rarity(stem);
  const scores = new Map<string, { kind: Profile['kind']; score: number; strongest: number }>();
  for (const w of qwords) {
    const perPath = new Map<string, number>();
    for (const profile of routing) {
      const own = profile.lang === lang ? 1 : 0.9;
      let best = 0;
      // The word stemmed as the profile's text is (docs/decisions/0045).
      const stemmed = w.by[profile.lang];
      {
        const stem = stemmed.stem;
        const field = meet(stem, profile);
        best = Math.max(best, field * strength(stem, field));
        const entry = scores.get(profile.path);
        if (field > 0 && entry && entry.strongest < field) entry.strongest = field;
        else if (field > 0 && !entry) scores.set(profile.path, { kind: profile.kind, score: 0, strongest: field });
      }
      for (const stem of stemmed.related) best = Math.max(best, 0.7 * meet(stem, profile) * rarity(stem));
      best *= own;
      if (best > (perPath.get(profile.path) ?? 0)) perPath.set(profile.path, best);
    }
    for (const [path, value] of perPath) {
      const kind = routing.find((p) => p.path === path)?.kind ?? 'page';
      const entry = scores.get(path) ?? { kind, score: 0, strongest: 0 };
      entry.score += value;
      scores.set(path, entry);
    }
  }
  // A page that says many things meets many words by chance: damp by its vocabulary (softly).
  const vocabulary = new Map<string, number>();
  for (const p of routing) vocabulary.set(p.path, Math.max(vocabulary.get(p.path) ?? 0, p.terms.size));
  const average = [...vocabulary.values()].reduce((a, b) => a + b, 0) / Math.max(1, vocabulary.size);
  const damp = (path: string) => ((vocabulary.get(path) ?? average) / average) ** VOCABULARY_DAMPING;
  return [...scores.entries()]
    .map(([path, v]) => ({ path, kind: v.kind, score: v.score / damp(path), strongest: v.strongest }))
    .sort((a, b) => b.score - a.score);
}

/** 0: no damping; 1: a page with twice the words scores half. */
const VOCABULARY_DAMPING = 0.25;

/**
 * Where a question is routed: on the site or not, its pages best first, and whether a rule on its form
 * chose the page outright (a request to be contacted, what is new, a plea for help that names nothing),
 * which the labelled examples' vote leaves as it is (decision 0072).
 */
interface Routed {
  onTopic: boolean;
  ranked: RankedPage[];
  byForm: boolean;
}

/**
 * Where a question leads: the pages ranked for it, and whether it is about the site at all (most of
 * its content words appear on the site, or the others name a page outright: its label or search words).
 */
function route(index: ContentIndex, qwords: QuestionWord[], folded: string, lang: Lang, intent: Intent | undefined): Routed {
  // A request to be contacted (a quote, a price, a meeting, a call) is the contact form's, whatever it is about (decision 0040).
  // (Unless the visitor looks for an article they read, for another firm, or for help with their own life:
  // "leí un artículo suyo sobre cuánto cuesta…", "¿cómo hago un presupuesto para los gastos de mi casa?".)
  if (asksToBeContacted(folded, ROUTE_CONTACT_THRESHOLD) && intent !== 'post' && !isDeclined(intent)) {
    const others = qwords.length ? rankPages(index.routing, qwords, lang).filter((r) => r.path !== CONTACT_PATH) : [];
    const top = Math.max(1, others[0]?.score ?? 0);
    // The price of a product bought on a marketplace is on the product's page, which links to the
    // listing ("¿el C3 se compra desde el marketplace? ¿cuánto vale?"); the form is offered beside it.
    const product = others[0];
    if (product && PRODUCT_PATHS.has(product.path) && product.strongest >= PROFILE_BOOST.keywords && PURCHASE.test(folded))
      return { onTopic: true, ranked: [{ ...product, score: top * 1.5 }, ...others.slice(1)], byForm: true };
    return { onTopic: true, ranked: [{ path: CONTACT_PATH, score: top * 1.5, strongest: PROFILE_BOOST.label }, ...others], byForm: true };
  }
  // A question about the visitor's own life (their home, phone, homework) is not the site's (decision 0061),
  // nor one about other firms or the markets (decision 0063).
  if (isDeclined(intent)) return { onTopic: false, ranked: [], byForm: true };
  // Several kinds of the firm's content at once (cases, articles, downloads), or what is new: the page that gathers them.
  if (!intent || intent === 'cases') {
    const kinds = [BLOG_KIND, CASE_KIND, DOWNLOAD_KIND].filter((r) => r.test(folded)).length;
    if (kinds >= 2 || ASKS_NEW.test(folded)) return onlyPage(pagePath('insights'));
  }
  // Honest when most of the question's content words appear nowhere on the site (nor their synonyms);
  // when only half of them do, the others must name a page outright (its label or search words).
  // Known: on the site, or in the questions of the editors' pairs that link to a page.
  const asked = (stems: string[]) => stems.some((t) => index.routing.some((p) => p.terms.has(t)));
  const isKnownWord = (w: QuestionWord) => isKnown(index.passages, w.stems) || isKnown(index.passages, w.related) || asked(w.stems);
  const knownWords = new Set(qwords.filter(isKnownWord));
  const known = knownWords.size;
  const share = qwords.length ? known / qwords.length : 0;
  // A known word among the most frequent of either language ("year", "place", "online") tells little:
  // the site says it in passing. The rest (unknown words, the site's own words, page names) must be
  // mostly known (docs/decisions/0059); a question of general words only is judged by the share above.
  const namesPage = (w: QuestionWord) => w.stems.some((t) => index.routing.some((p) => (p.terms.get(t) ?? 0) >= PROFILE_BOOST.keywords));
  const general = (w: QuestionWord) => isGeneralWord(w.word) || /^\d+$/.test(w.word);
  const telling = qwords.filter((w) => !knownWords.has(w) || namesPage(w) || !general(w));
  const tellingShare = telling.length ? telling.filter((w) => knownWords.has(w)).length / telling.length : share;
  // What the question asks for, by its form (docs/decisions/0057), leads before its topic words.
  // A plea for help with the visitor's business that names nothing the site offers ("our IT is a mess,
  // can you help us sort out our stuff?") is for a person: the contact form (decision 0063).
  const vague = !intent && ASKS_HELP.test(folded);
  if (!intent && (known === 0 || share < 0.5 || tellingShare < 0.5))
    return vague ? onlyPage(CONTACT_PATH) : { onTopic: false, ranked: [], byForm: false };

  // Route to a page: each page's words together, in either language (a Spanish visitor may type "staffing").
  const wantsBlog = ASKS_BLOG.test(folded);
  const wantsCase = ASKS_CASE.test(folded);
  // Cards only when asked for (an article, a case); the home page is a digest of the specific pages.
  const weight = (kind: Profile['kind'], path: string) =>
    kind === 'blog' ? (wantsBlog ? 1.5 : 0.6) : kind === 'case' ? (wantsCase ? 1.5 : 0.6) : path === '/' ? 0.7 : 1;
  const ranked = rankPages(index.routing, qwords, lang)
    .map((r) => ({ path: r.path, score: r.score * weight(r.kind, r.path), strongest: r.strongest }))
    .filter((r) => r.score > 0)
    .sort((a, b) => b.score - a.score);
  if (intent) return { onTopic: true, ranked: withIntent(ranked, intent, folded), byForm: false };
  const best = ranked[0];
  if (vague && (!best || best.strongest < PROFILE_BOOST.keywords)) return onlyPage(CONTACT_PATH);
  const onTopic = Boolean(best) && !(share < 0.6 && best.strongest < PROFILE_BOOST.keywords);
  return { onTopic, ranked, byForm: false };
}

/** Whether a page is the one voted for (a vote for `/blog-details/*` is for any post). */
const isVoted = (path: string, voted: string) => (voted.endsWith('*') ? path.startsWith(voted.slice(0, -1)) : path === voted);

/** The routed pages with the best-ranked one the examples voted for first (a post or a case: the one ranked best). */
function withVoted(byWords: Routed, voted: string): Routed {
  const chosen = byWords.ranked.find((r) => isVoted(r.path, voted));
  if (!chosen) return byWords;
  const top = byWords.ranked[0]?.score ?? chosen.score;
  return { ...byWords, ranked: [{ ...chosen, score: Math.max(top, chosen.score) * 1.5 }, ...byWords.ranked.filter((r) => r !== chosen)] };
}

/** Whether a page is one post of the blog, or one case of the list of them: more precise than the list. */
const isItemOf = (path: string, list: string): boolean =>
  (list === pagePath('blog') && kindOf(path) === 'blog') || (list === pagePath('successCases') && kindOf(path) === 'case');

/** Each page's own words: its label and search words in both languages, folded. */
const PAGE_WORDS = new Map(
  [...pageByPath.values()].map((p) => [p.path, new Set(words(`${p.label.es} ${p.label.en} ${p.keywords.es} ${p.keywords.en}`))]),
);

/** Whether a question's words name a page outright (one of its label or search words). */
function namesPage(path: string, asked: Set<string>): boolean {
  for (const w of PAGE_WORDS.get(path) ?? []) if (asked.has(w)) return true;
  return false;
}

/** A route to one page, which the question's form chose (no ranking). */
const onlyPage = (path: string): Routed => ({ onTopic: true, ranked: [{ path, score: 1, strongest: PROFILE_BOOST.label }], byForm: true });

/** The page each intent leads to (a success case: the best-ranked case, else the list of them). */
const INTENT_PAGE: Record<Exclude<Intent, 'cases' | 'post' | DeclinedIntent>, string> = {
  candidate: HOME_ANCHORS.join,
  staffing: pagePath('staffing'),
  company: pagePath('about'),
  overview: pagePath('home'),
  location: CONTACT_PATH,
  build: pagePath('digital'),
  project: pagePath('digital'),
  agent: pagePath('aiAgents'),
  beginAi: pagePath('ia'),
  automate: pagePath('aiAutomation'),
  adopt: pagePath('aiProductivity'),
  clients: pagePath('home'),
};

/** The firm's products, and buying one (a marketplace listing, a subscription, a licence). */
const PRODUCT_PATHS = new Set(PRODUCT_PAGES.map((name) => pagePath(name)));
const PURCHASE = /\b(marketplace|compr(?:a|an|ar|arlo|arla|o)|buy|buying|purchase|purchasing|suscri\w+|subscri\w+|licen[cs]\w*)\b/;

/** The pages of what the firm offers (services, products, AI offers): a thing to build may name one outright. */
const OFFER_PATHS = new Set([...SERVICE_PAGES, ...PRODUCT_PAGES, ...AI_OFFER_PAGES].map((name) => pagePath(name)));

/** The ranking with the intent's page first (the others follow, for "see also"). */
function withIntent(ranked: RankedPage[], intent: Exclude<Intent, DeclinedIntent>, folded: string): RankedPage[] {
  const top = Math.max(1, ranked[0]?.score ?? 0);
  let path: string;
  if (intent === 'build') {
    // Something to be built: the digital page, unless the question names a product page outright ("Power Apps").
    const first = ranked[0];
    const named = first && OFFER_PATHS.has(first.path) && first.strongest >= PROFILE_BOOST.keywords;
    path = named ? first.path : INTENT_PAGE.build;
  } else if (intent === 'project') {
    // A project done whole: the best-ranked offer the question names outright ("Azure"), else the digital page.
    const named = ranked.find((r) => OFFER_PATHS.has(r.path) && r.strongest >= PROFILE_BOOST.keywords);
    path = named?.path ?? INTENT_PAGE.project;
  } else if (intent === 'cases' || intent === 'post') {
    // The best-ranked case (or post) when it is near the top, else the list of them.
    const kind = intent === 'cases' ? 'case' : 'blog';
    const best = ranked.find((r) => kindOf(r.path) === kind);
    // A sector named ("retail", "banca") points at its case more surely than the list's general words.
    const near = intent === 'cases' && namesSector(folded) ? 0.4 : 0.5;
    path = best && best.score >= near * top ? best.path : pagePath(intent === 'cases' ? 'successCases' : 'blog');
  } else path = INTENT_PAGE[intent];
  return [{ path, score: top * 1.5, strongest: PROFILE_BOOST.label }, ...ranked.filter((r) => r.path !== path)];
}

interface RankedPage {
  path: string;
  score: number;
  strongest: number;
}

const textOf = (path: string, lang: Lang) => (r: SearchResult) => r.path === path && r.lang === lang && r.kind === 'text';

/** A page's passages in a language, in the page's order. */
function openingOf(index: ContentIndex, path: string, lang: Lang): Passage[] {
  return index.passages
    .search(MiniSearch.wildcard, { filter: textOf(path, lang) })
    .map((r) => index.byId.get(String(r.id)) as Passage)
    .sort((a, b) => Number(a.id.slice(1)) - Number(b.id.slice(1)));
}

/** The page's passages that match a query best (at most two), in a language; else its opening lines. */
function quotesOf(index: ContentIndex, path: string, lang: Lang, query: string): Passage[] {
  const own = index.passages.search(query, { fuzzy: fuzzyFor, prefix: prefixFor, boost: PASSAGE_BOOST, filter: textOf(path, lang) });
  const quoted = own
    .slice(0, 2)
    .filter((r, i) => i === 0 || r.score >= own[0].score * 0.5)
    .map((r) => index.byId.get(String(r.id)) as Passage);
  return quoted.length ? quoted : openingOf(index, path, lang).slice(0, 2);
}

/** A passage given to an LLM provider to answer from: the page's address in the visitor's language, its title and text. */
interface Grounding {
  href: string;
  label: string;
  heading: string;
  text: string;
}

/**
 * What the built-in retrieval finds for a question (docs/decisions/0040): the best pages' best
 * passages, in the visitor's language, each with its page address; none for an off-topic question.
 */
function retrieve(index: ContentIndex, question: string, hint: Lang, pages = 3): { lang: Lang; passages: Grounding[] } {
  const lang = detectLanguage(question, hint);
  const qwords = questionWords(question, index.synonyms);
  const routed = route(index, qwords, words(question).join(' '), lang, intentOf(question));
  if (!routed.onTopic) return { lang, passages: [] };
  const best = routed.ranked[0].score;
  const query = [...new Set(qwords.flatMap((w) => w.stems))].join(' ');
  const passages = routed.ranked
    .filter((r) => r.score >= best * 0.5)
    .slice(0, pages)
    .flatMap((r) => quotesOf(index, r.path, lang, query))
    .map((p) => ({ href: p.href, label: p.label, heading: p.heading, text: p.text }));
  return { lang, passages };
}

/** Whether the site's text has a word: one of its stems exactly, or (long stems) as the start of a longer word. */
function isKnown(index: MiniSearch<Doc>, stems: string[]): boolean {
  return stems.some((t) => index.search(t, { prefix: t.length >= 6, fuzzy: false }).length > 0);
}

const ASKS_BLOG = /\b(blog|articul|article|post|nota|lectura|read)/;
const ASKS_CASE = /\b(caso|case|histori|story|stories|exito|success|client|referenc)/;
const ASKS_NEW =
  /^(?:y )?(?:que hay de nuevo|que novedades hay|novedades|what s new|whats new|anything new|any news)$|\b(?:(?:latest|newest|recent|ultim[oa]s?|reciente\w*) (?:content|contenido|publicaciones|publications|novedades|stuff|things|cosas)|(?:you ve|you have|han|hayan) (?:recently |recientemente )?publi(?:shed|cado)|lo (?:mas )?(?:reciente|ultimo|nuevo)|in one place|en un (?:solo )?lugar|todo junto)\b/;
/** The kinds of the firm's content, by whole words (for a question naming several at once). */
const BLOG_KIND = /\b(blogs?|articul\w*|articles?|posts?|notas)\b/;
const CASE_KIND = /\b(casos?|case stud\w*|stories|story|historias? de exito|success)\b/;
const DOWNLOAD_KIND =
  /\b(descarg\w*|downloads?|whitepapers?|white papers?|guias?|guides?|recursos|resources|plantillas?|templates?|checklists?|ebooks?)\b/;
/** Help asked for the visitor's own business in general words. */
const ASKS_HELP =
  /\b((?:can|could|would|will) you (?:\w+ ){0,2}?help (?:us|me)|help us (?:sort|fix|with|figure)|sort (?:out|things out)|(?:nos|me) (?:pueden|podrian|puedes|podeis|podria|puede) (?:\w+ )?(?:ayudar|echar una mano|apoyar|orientar)|ayudarnos|echar(?:nos)? una mano|(?:necesitamos|necesito|buscamos|busco) (?:ayuda|apoyo)|we need (?:some )?help|need (?:some )?help with (?:our|my)|not sure what we need|no sabemos (?:que|lo que) necesitamos|tengo una (?:duda|pregunta|consulta)|(?:i have|i ve got) a (?:quick )?question|quick question)\b/;

export interface Answer {
  text: string;
  lang: Lang;
  /** The page linked first, or null (the honest "I don't know", a greeting, a pair without link). */
  path: string | null;
  /** What answered: an editors' pair, a page's quoted passages, or the fixed messages. */
  source: 'pair' | 'page' | 'unknown' | 'greeting';
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

/** The fixed messages with the contact form at the visitor's language address (docs/decisions/0031). */
const localMessages = (lang: Lang) => {
  const m = MESSAGES[lang];
  const contact = (text: string) => text.replace(`(${CONTACT_PATH})`, `(${localPath(lang, CONTACT_PATH)})`);
  return { ...m, unknown: contact(m.unknown), thanks: contact(m.thanks) };
};

const GREETING = /^(hola|hi|hello|hey|buenas|buenos dias|buenas tardes|buenas noches|good (morning|afternoon|evening))\b/;
const THANKS = /^(gracias|muchas gracias|thanks|thank you|ok thanks|perfecto|great|genial|excelente)\b/;

/** Square brackets would end a markdown link label early. */
const linkLabel = (label: string) => label.replace(/[[\]]/g, '');

/** A page's link label in a language: its PRODUCT name, else its passages' label (a post's or case's title). */
function pageLabel(index: ContentIndex, path: string, lang: Lang): string {
  const page = pageByPath.get(path);
  if (page) return linkLabel(page.label[lang]);
  const first = [...index.byId.values()].find((p) => p.path === path && p.lang === lang);
  return linkLabel(first?.label ?? path);
}

/**
 * Answers one question from an index. Pure (no I/O), so the decision rules are testable alone.
 */
export function answerFrom(index: ContentIndex, question: string, hint: Lang): Answer {
  const lang = detectLanguage(question, hint);
  const m = localMessages(lang);
  const said = words(question);
  const folded = said.join(' ');
  const qwords = questionWords(question, index.synonyms);
  const href = (path: string) => hrefOf(index, path, lang);
  const labelOf = (path: string) => pageLabel(index, path, lang);

  // The editors' own answer first (chat-bot question-and-answer pairs).
  const pair = bestPair(index.pairs, question, lang);
  if (pair) {
    const more = pair.link ? `\n\n${m.readMore}: [${labelOf(pair.link)}](${href(pair.link)})` : '';
    return { text: `${pair.answer}${more}`, lang, path: pair.link, source: 'pair' };
  }

  const intent = intentOf(question);
  if (qwords.length === 0 && !intent) {
    if (GREETING.test(folded)) return { text: m.hello, lang, path: null, source: 'greeting' };
    if (THANKS.test(folded)) return { text: m.thanks, lang, path: null, source: 'greeting' };
    return { text: m.unknown, lang, path: null, source: 'unknown' };
  }
  // The rules and the site's words route first; what they decline stays declined. Then, unless a rule on
  // the question's form chose the page outright, the labelled questions vote (decisions 0072, 0077): a
  // page both their model and the most similar of them choose chooses among the pages the site's words
  // lead to, or declines, unless the question names the routed page outright and not the voted one ("Do you do SAP?", "FinOps"), or the
  // routed page is one post or case of the list voted for.
  const byWords = route(index, qwords, folded, lang, intent);
  const first = byWords.ranked[0];
  if (!byWords.onTopic || !first) return { text: m.unknown, lang, path: null, source: 'unknown' };
  const guess = byWords.byForm ? null : guessPage(index.examples, question);
  const voted = guess?.page ?? null;
  const asked = new Set(said);
  const told = (intent === 'cases' || intent === 'post') && kindOf(first.path) !== 'page';
  const kept = voted !== null && ((namesPage(first.path, asked) && !namesPage(voted, asked)) || isItemOf(first.path, voted) || told);
  if (voted === DECLINE && !kept) return { text: m.unknown, lang, path: null, source: 'unknown' };
  const routed = voted !== null && !kept ? withVoted(byWords, voted) : byWords;
  const best = routed.ranked[0];
  if (!best) return { text: m.unknown, lang, path: null, source: 'unknown' };
  const ranked = routed.ranked;

  const related = ranked
    .slice(1)
    .filter((r) => r.score >= best.score * 0.75)
    .slice(0, 2)
    .map((r) => r.path);
  return composeAnswer(index, { question, lang, path: best.path, related, asked: qwords, folded });
}

/** A question that asks whether (yes or no), not what, how or where. */
const WH =
  /\b(que|como|cual|cuales|cuanto|cuanta|cuantos|cuantas|donde|cuando|quien|quienes|what|how|which|where|when|who|whom|whose|why)\b/;
const AUX_FIRST =
  /^(?:and |y |also |tambien |pero |but |so |entonces )?(?:do|does|did|are|is|was|were|can|could|will|would|have|has|had|should|may)\b/;
const isYesNo = (folded: string, lang: Lang) => !WH.test(folded) && (lang === 'es' || AUX_FIRST.test(folded));
/** The visitor asks where the firm is or how to reach it: only then the contact answer gives its details. */
const ASKS_WHERE =
  /\b(donde|direccion|ubicad\w*|ubicacion|oficinas?|sedes?|telefonos?|correos?|mails?|emails?|where|address|located|offices?|phones?|visit)\b/;

/** The footer's address line (passages.ts writes it so). */
const ADDRESS = /^(Address|Dirección):/;

const YES = { es: 'Sí', en: 'Yes' } as const;
const UNSAID = {
  es: (word: string, label: string) => `El sitio no menciona «${word}». Esto es lo que dice sobre ${label}:`,
  en: (word: string, label: string) => `The site does not mention "${word}". Here is what it says about ${label}:`,
} as const;

/** A word of the question as the visitor wrote it ("Guadalajara", not the folded "guadalajara"). */
const asWritten = (question: string, folded: string): string =>
  question.match(/[\p{L}\p{N}]+/gu)?.find((w) => fold(w) === folded) ?? folded;

/** A quoted sentence, ended as a sentence (a list of counters has no full stop). */
const sentenceText = (x: { text: string }) => (/[.!?…:)»"]$/.test(x.text) ? x.text : `${x.text}.`);

/** The firm's details on the contact block (the footer's address, phone and e-mail passages). */
const contactDetails = (index: ContentIndex, lang: Lang): string[] =>
  openingOf(index, CONTACT_PATH, lang)
    .filter((p) => /@|\d{4}/.test(p.text))
    .map((p) => p.text)
    .slice(0, 3);

interface Composing {
  /** The question as the visitor wrote it. */
  question: string;
  lang: Lang;
  /** The page the answer is about (its link comes first). */
  path: string;
  /** Other pages worth a link. */
  related: string[];
  asked: QuestionWord[];
  folded: string;
}

/**
 * The answer about a page (docs/decisions/0081): the page's sentences that hold the question's words,
 * led by "Yes —" when a yes/no question's rarest word is in them; the site's sentence elsewhere when the
 * page lacks that word (with that page's link); an honest "the site does not mention …" for a word the
 * site never writes; the page's opening otherwise. Then the link to the page.
 */
function composeAnswer(index: ContentIndex, c: Composing): Answer {
  const { lang, path } = c;
  const m = localMessages(lang);
  const href = (p: string) => hrefOf(index, p, lang);
  const labelOf = (p: string) => pageLabel(index, p, lang);
  const sentences = index.sentences;
  const yesNo = isYesNo(c.folded, lang);
  const { word, unsaid: unwritten } = keyWord(sentences, lang, c.asked);
  // A word the editors' keywords or Context give a page is known, though no sentence says it.
  const unsaid = unwritten && !isKnown(index.passages, unwritten.stems) ? unwritten : null;
  const hasKey = (s: { stems: ReadonlySet<string> }) => word !== null && s.stems.has(word.by[lang].stem);
  let quoted = quotedSentences(pageSentences(sentences, path, lang, c.asked));
  const elsewhere: string[] = [];
  if (yesNo && word && !isGeneralWord(word.word) && !quoted.some(hasKey)) {
    // Asked whether, about a specific word the page does not have: another page of the site may say it.
    const other = siteSentence(sentences, lang, [word]);
    if (other && other.sentence.path !== path) {
      quoted = [other.sentence, ...quoted].slice(0, 2);
      elsewhere.push(other.sentence.path);
    }
  }
  if (quoted.length === 0 && openingSentences(sentences, path, lang).length === 0) {
    // The page has no text of its own to quote (a home anchor): the site's sentence that answers.
    const other = siteSentence(sentences, lang, c.asked);
    if (other) {
      quoted = [other.sentence];
      elsewhere.push(other.sentence.path);
    }
  }
  const lines: string[] = [];
  const where = path === CONTACT_PATH && ASKS_WHERE.test(c.folded);
  // The postal address only for a visitor who asks where the firm is.
  const notAddress = (x: { text: string }) => where || !ADDRESS.test(x.text);
  quoted = quoted.filter(notAddress);
  if (where) {
    // Where the firm is and how to reach it, asked for: the footer's details (its address, phone,
    // e-mail), after "the site does not mention" a place it never names.
    if (unsaid) lines.push(UNSAID[lang](asWritten(c.question, unsaid.word), labelOf(path)).replace(/:$/, '.'));
    lines.push(...contactDetails(index, lang));
  } else if (unsaid && (yesNo || quoted.length === 0)) {
    lines.push(UNSAID[lang](asWritten(c.question, unsaid.word), labelOf(path)));
    lines.push(
      (quoted.length ? quoted : openingSentences(sentences, path, lang, 3).filter(notAddress).slice(0, 2)).map(sentenceText).join(' '),
    );
  } else if (quoted.length) {
    const text = quoted.map(sentenceText).join(' ');
    lines.push(yesNo && quoted.some(hasKey) ? `${YES[lang]} — ${text}` : text);
  } else {
    lines.push(openingSentences(sentences, path, lang, 3).filter(notAddress).slice(0, 2).map(sentenceText).join(' '));
  }
  const links = [`${m.readMore}: [${labelOf(path)}](${href(path)})`];
  const also = [...new Set([...elsewhere, ...c.related])].filter((p) => p !== path).slice(0, 2);
  if (also.length) links.push(`${m.seeAlso}: ${also.map((p) => `[${labelOf(p)}](${href(p)})`).join(', ')}`);
  return { text: `${lines.filter(Boolean).join('\n')}\n\n${links.join('\n')}`, lang, path, source: 'page' };
}

/** The page line of an answer ("Read more: [label](href)"), in either language. */
const PAGE_LINE = new RegExp(`(?:${MESSAGES.en.readMore}|${MESSAGES.es.readMore}): \\[[^\\]]*\\]\\(([^)\\s]+)\\)`);
/** A question that points back: a pronoun or demonstrative, or one that starts with "and". */
const POINTS_BACK = /\b(eso|esto|ello|ese|esa|esos|esas|aquello|that|this|it|its|them|those|these|there|alli|ahi)\b/;
const GOES_ON = /^(y|e|and|also|tambien|what about|how about|que tal|ademas)\b/;
/** Words a follow-up has at most, when it neither points back nor goes on. */
const SHORT = 4;

/** The page an earlier answer was about: its page line's address, read back to the page. */
function subjectOf(index: ContentIndex, reply: string | undefined): string | null {
  const href = reply ? PAGE_LINE.exec(reply)?.[1] : undefined;
  if (!href) return null;
  for (const [key, value] of index.hrefs) if (value === href) return key.slice(0, key.lastIndexOf(' '));
  return null;
}

/**
 * Answers the conversation's last question knowing the subject of the earlier ones (docs/decisions/0081):
 * the page the previous answer was about. A question that points back ("and the results?", "is there a
 * free trial for it?", "how many projects of that kind?") and that the site's words alone do not
 * answer, or lead elsewhere without naming that page, is answered about the subject; a question that
 * names another page, or says enough to be routed on its own, changes the subject.
 */
export function answerConversation(index: ContentIndex, messages: readonly { role: string; content: string }[], hint: Lang): Answer {
  const question = messages[messages.length - 1]?.content ?? '';
  const alone = answerFrom(index, question, hint);
  const previous = [...messages.slice(0, -1)].reverse().find((m) => m.role === 'assistant');
  const subject = subjectOf(index, previous?.content);
  if (!subject || alone.path === subject || alone.source === 'pair' || alone.source === 'greeting') return alone;
  const said = words(question);
  const folded = said.join(' ');
  if (isDeclined(intentOf(question))) return alone;
  const asked = questionWords(question, index.synonyms);
  const pointsBack = POINTS_BACK.test(folded) || GOES_ON.test(folded);
  const short = asked.length <= SHORT;
  const declined = alone.source === 'unknown';
  const namesOther = alone.path !== null && namesPage(alone.path, new Set(said));
  const followUp = declined ? pointsBack || short : pointsBack && short && !namesOther;
  if (!followUp) return alone;
  return composeAnswer(index, { question, lang: alone.lang, path: subject, related: [], asked, folded });
}

/**
 * Loads what the index holds: the pages (single types), the published blog cards (whatever their date,
 * as the site shows them: docs/decisions/0078) and the success cases.
 */
export async function loadContent(client: ContentClient): Promise<IndexContent> {
  const singles = await Promise.all(SINGLE_PAGES.map((page) => loadSingle(client, page)));
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
      sort: ['publication_date:desc', 'id:desc'],
      populate: ['category_blogs', 'Blog_detail'],
    }),
  );
  const successCases = await all<SuccessCaseCard>((page) =>
    client.list('success-case-cards', { page, pageSize: 100, populate: ['subcategory_cases'] }),
  );
  return { singles, blogCards, successCases, ...(await loadChatBot(client)) };
}

/** One page's single type; an unpublished or failing one is indexed without (entity null). */
async function loadSingle(
  client: ContentClient,
  { single, path }: (typeof SINGLE_PAGES)[number],
): Promise<IndexContent['singles'][number]> {
  try {
    return { path, entity: (await client.single(single)) as unknown };
  } catch (error) {
    // One unpublished page must not take the whole index down.
    const reason = error instanceof ContentError ? `${error.kind}${error.status ? ` ${error.status}` : ''}` : String(error);
    console.warn(`[chat] index: ${single} unavailable (${reason}); indexed without it`);
    return { path, entity: null };
  }
}

/** The editors' pairs and Context (the chat-bot entry); without them the pages still answer. */
async function loadChatBot(client: ContentClient): Promise<Pick<IndexContent, 'pairs' | 'context' | 'synonyms'>> {
  try {
    const bot = await client.single('chat-bot');
    return { pairs: bot.qa_pairs ?? [], context: bot.Context ?? '', synonyms: bot.synonyms ?? '' };
  } catch (error) {
    console.warn(`[chat] index: chat-bot entry unavailable (${String(error)}); indexed without its pairs and Context`);
    return { pairs: [], context: '', synonyms: '' };
  }
}

/**
 * A change of one content type read again alone, on top of the content loaded before: the chat-bot
 * entry, or one page's single type. Null for anything else (lists and their relations: all again).
 */
export async function reloadPart(client: ContentClient, previous: IndexContent, model: string): Promise<IndexContent | null> {
  if (model === 'chat-bot') return { ...previous, ...(await loadChatBot(client)) };
  const page = SINGLE_PAGES.find((p) => p.single === model);
  if (!page) return null;
  const fresh = await loadSingle(client, page);
  return { ...previous, singles: previous.singles.map((e) => (e.path === page.path ? fresh : e)) };
}

interface BuiltInOptions {
  load: () => Promise<IndexContent>;
  /** Reads one changed content type again on top of the last content; null: read everything (reloadPart). */
  loadPart?: (previous: IndexContent, model: string) => Promise<IndexContent | null>;
  ttlMs: number;
  now?: () => number;
}

/** The index with its refresh policy, and the answerer built on it. */
export function createBuiltInAnswerer(options: BuiltInOptions): Answerer & {
  /** The site's passages for a conversation's last question (the LLM path's grounding; docs/decisions/0040). */
  ground: (input: AnswerInput) => Promise<{ lang: Lang; passages: Grounding[] }>;
  /** Which of these questions the site has nothing on (the built-in answer declines them). */
  declined: (questions: string[], hint: Lang) => Promise<Set<string>>;
  invalidate: (model?: string | null) => void;
  stats: () => { documents: number; pairs: number; builtAt: string | null; generation: number };
  ready: () => Promise<void>;
} {
  const now = options.now ?? Date.now;
  let index: ContentIndex | null = null;
  let builtAt = 0;
  /** Bumped by every content change notice; an index built from an older generation is stale. */
  let generation = 0;
  let builtGeneration = -1;
  let building: Promise<ContentIndex> | null = null;
  /** What was loaded last, and the content types changed since (null: everything, e.g. the TTL). */
  let loaded: IndexContent | null = null;
  let changed: Set<string> | null = null;

  /** The content again: only the changed types when they can be read alone, else everything. */
  const reload = async (models: Set<string> | null): Promise<IndexContent> => {
    let content = loaded;
    if (content && models && options.loadPart) {
      for (const model of models) {
        content = await options.loadPart(content, model);
        if (!content) break;
      }
    } else content = null;
    return content ?? options.load();
  };

  const build = (): Promise<ContentIndex> => {
    if (!building) {
      const started = now();
      const from = generation;
      const models = index && now() - builtAt < options.ttlMs ? changed : null;
      changed = new Set();
      building = reload(models)
        .then((content) => {
          // Only the pairs changed (same Context, same pages): no need to index the passages again.
          const samePages = loaded && content.singles === loaded.singles && content.context === loaded.context;
          const next =
            index && samePages
              ? withPairs(index, qaEntries(content.pairs ?? []), synonymsOf(parseSynonyms(content.synonyms)))
              : indexContent(content);
          loaded = content;
          index = next;
          builtAt = started;
          builtGeneration = from;
          return next;
        })
        .catch((error: unknown) => {
          // Read it all next time.
          changed = null;
          throw error;
        })
        .finally(() => {
          building = null;
        });
    }
    return building;
  };

  /** A change arrived while building (the load may have read the content before it): build again. */
  const refresh = (): void => {
    build()
      .then(() => {
        if (builtGeneration !== generation) refresh();
      })
      .catch((error: unknown) => console.warn(`[chat] index refresh failed, answering from the previous one: ${String(error)}`));
  };

  const current = async (): Promise<ContentIndex> => {
    if (!index) return build();
    if (builtGeneration !== generation || now() - builtAt >= options.ttlMs) {
      // Refresh now; if the CMS is slow or down, keep answering from the last index.
      const fresh = (building ?? build()).catch((error: unknown) => {
        console.warn(`[chat] index refresh failed, answering from the previous one: ${String(error)}`);
        return null;
      });
      const timeout = new Promise<null>((r) => setTimeout(() => r(null), 3000).unref());
      return (await Promise.race([fresh, timeout])) ?? (index as ContentIndex);
    }
    return index;
  };

  const loadedIndex = async (): Promise<ContentIndex> => {
    try {
      return await current();
    } catch (error) {
      console.error(`[chat] index unavailable: ${String(error)}`);
      throw new ChatError(503, "The assistant's knowledge could not be loaded from the CMS; please try again later.");
    }
  };

  return {
    name: 'built-in',
    async answer(input: AnswerInput): Promise<string> {
      const idx = await loadedIndex();
      return answerConversation(idx, input.messages, input.language).text;
    },
    async declined(questions: string[], hint: Lang) {
      const idx = await loadedIndex();
      return new Set(questions.filter((q) => answerFrom(idx, q, hint).source === 'unknown'));
    },
    async ground(input: AnswerInput) {
      const idx = await loadedIndex();
      const asked = input.messages.filter((m) => m.role === 'user').map((m) => m.content);
      const last = asked[asked.length - 1] ?? '';
      const found = retrieve(idx, last, input.language);
      // A follow-up ("and for how long?") is read with the question before it.
      if (found.passages.length === 0 && asked.length > 1) {
        const both = retrieve(idx, `${asked[asked.length - 2]} ${last}`, found.lang);
        return { lang: found.lang, passages: both.passages };
      }
      return found;
    },
    /** Content changed (the CMS webhook): rebuild at once, in the background; questions meanwhile wait for it (3 s at most). */
    invalidate: (model?: string | null) => {
      generation += 1;
      if (!model) changed = null;
      else changed?.add(model);
      if (index) refresh();
    },
    stats: () => ({
      documents: index?.passages.documentCount ?? 0,
      pairs: index?.pairs.length ?? 0,
      builtAt: index ? new Date(builtAt).toISOString() : null,
      generation: builtGeneration,
    }),
    ready: async () => {
      await current();
    },
  };
}
