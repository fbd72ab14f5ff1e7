/**
 * The built-in answerer's index of the site (docs/decisions/0040, 0045): the pages' passages in both
 * languages (MiniSearch), each page's profile of words by field (what routes a question), the editors'
 * pairs and synonyms, the labelled questions' model (examples.ts) and the site's sentences (sentences.ts).
 */
import { detailPrefix, type Lang, localPath } from '@site/content';
import MiniSearch, { type SearchResult } from 'minisearch';
import { buildPassages, type IndexContent, type Passage } from './passages';
import { type SentenceIndex, sentenceIndex } from './sentences';
import { type ExampleIndex, allExamples } from './examples';
import { type QaEntry, qaEntries } from './qa';
import { docTerms, parseSynonyms, type Synonyms, synonymsOf } from './text';

type Doc = Passage;

const PASSAGE_FIELDS = ['text', 'heading', 'context', 'label'];
const PASSAGE_BOOST = { text: 1, heading: 1.5, context: 0.5, label: 1 };
const PROFILE_FIELDS = ['label', 'keywords', 'questions', 'brief', 'headings', 'text'];
/**
 * How much a question word says when it meets a page's field: the page's name most, then its search
 * words, the questions of the editors' pairs that link to it (docs/decisions/0045), the Context lines
 * naming it and its headings, then its text.
 */
export const PROFILE_BOOST = { label: 3, keywords: 2.5, questions: 2, brief: 1.5, headings: 1.5, text: 1 };
const SEARCHED = new Set([...PASSAGE_FIELDS, ...PROFILE_FIELDS]);

/** One page in one language, all its words together: what routes a question to a page. */
export interface Profile {
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
export interface TermProfile {
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
  /** The model of the labelled visitor questions, which routes a question with the site's words (decision 0082). */
  examples: ExampleIndex;
  /** The site's sentences, what an answer quotes (sentences.ts, docs/decisions/0081). */
  sentences: SentenceIndex;
}

/** A page's address in a language, as the visitor is sent to it: with its slug for a post or a case. */
export const hrefOf = (index: Pick<ContentIndex, 'hrefs'>, path: string, lang: Lang): string =>
  index.hrefs.get(`${path} ${lang}`) ?? localPath(lang, path);

const fuzzyFor = (term: string) => (term.length >= 7 ? 0.2 : 0);
const prefixFor = (term: string) => term.length >= 4;

export const kindOf = (path: string): Profile['kind'] =>
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
export const withPairs = (index: ContentIndex, pairs: QaEntry[], synonyms: Synonyms): ContentIndex => ({
  ...index,
  pairs,
  synonyms,
  routing: routingOf(index.pageProfiles, pairs),
});

/** The index of loaded content: its passages and the editors' pairs. */
export const indexContent = (content: IndexContent): ContentIndex =>
  createIndex(buildPassages(content), qaEntries(content.pairs ?? []), synonymsOf(parseSynonyms(content.synonyms)));

const textOf = (path: string, lang: Lang) => (r: SearchResult) => r.path === path && r.lang === lang && r.kind === 'text';

/** A page's passages in a language, in the page's order. */
export function openingOf(index: ContentIndex, path: string, lang: Lang): Passage[] {
  return index.passages
    .search(MiniSearch.wildcard, { filter: textOf(path, lang) })
    .map((r) => index.byId.get(String(r.id)) as Passage)
    .sort((a, b) => Number(a.id.slice(1)) - Number(b.id.slice(1)));
}

/** The page's passages that match a query best (at most two), in a language; else its opening lines. */
export function quotesOf(index: ContentIndex, path: string, lang: Lang, query: string): Passage[] {
  const own = index.passages.search(query, { fuzzy: fuzzyFor, prefix: prefixFor, boost: PASSAGE_BOOST, filter: textOf(path, lang) });
  const quoted = own
    .slice(0, 2)
    .filter((r, i) => i === 0 || r.score >= own[0].score * 0.5)
    .map((r) => index.byId.get(String(r.id)) as Passage);
  return quoted.length ? quoted : openingOf(index, path, lang).slice(0, 2);
}

/** Whether the site's text has a word: one of its stems exactly, or (long stems) as the start of a longer word. */
export function isKnown(index: MiniSearch<Doc>, stems: string[]): boolean {
  return stems.some((t) => index.search(t, { prefix: t.length >= 6, fuzzy: false }).length > 0);
}
