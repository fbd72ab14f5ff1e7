/**
 * Where a question leads (docs/decisions/0082): the labelled questions' model and the site's words
 * together, behind one guard rule (a request to be contacted).
 */
import { detailPrefix, type Lang, pagePath } from '@site/content';
import { CONTACT_PATH, pageByPath, withFirm } from './pages';
import { asksToBeContacted, ROUTE_CONTACT_THRESHOLD } from '../handoff';
import { DECLINE, pageProbabilities } from './examples';
import { isGeneralWord } from '../general';
import { type QuestionWord, words } from './text';
import type { Semantic } from '../embeddings';
import { type ContentIndex, isKnown, kindOf, PROFILE_BOOST, type Profile, type TermProfile } from './content-index';

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

/** Where a question is routed: on the site or not, its pages best first (the first is the answer's). */
interface Routed {
  onTopic: boolean;
  ranked: RankedPage[];
}

/**
 * How much the site's words count beside the labelled questions' model when a question is routed: a
 * page's share of the best site-word score, times this, is added to the model's probability of it
 * (docs/decisions/0082). The site's words choose among the pages the model is unsure of, route to a page
 * no example is labelled with (new content), and pick the post or case the model's kind stands for.
 */
const SITE_WEIGHT = 0.3;
/**
 * How much the embeddings' closeness counts, when an embeddings server is configured (docs/decisions/0085):
 * a page's share (0 to 1, the closest page 1; embeddings.ts) times this is added as the site's words' share is.
 */
const SEMANTIC_WEIGHT = 0.3;
/** How much more the site's words count for a page the question names outright. */
const NAMED = 2;
/** The fields that name a page: its label, the editors' search words, pairs' questions and Context lines (and its headings). */
const NAMING_FIELD = PROFILE_BOOST.brief;
/** A model's probability above which its page wins over the request-to-be-contacted rule. */
const SURE = 0.75;
/** The lists of the kinds of card: a post, a success case. */
const LIST_OF: Record<string, string> = {
  [`${detailPrefix('blogPost')}*`]: pagePath('blog'),
  [`${detailPrefix('successCase')}*`]: pagePath('successCases'),
};

/** An e-mail or web address says nothing of where a question leads ("example.com" is no example). */
const withoutAddresses = (question: string) => question.replace(/\S+@\S+|\bhttps?:\/\/\S+|\bwww\.\S+/gi, ' ');

/**
 * Where a question leads (docs/decisions/0082). One guard rule first: a request to be contacted is the
 * contact form's, whatever it is about (decision 0040). Then a model of the labelled visitor questions
 * (examples.ts) gives each page, each kind of card and DECLINE a probability; the site's words (the
 * pages' names, the editors' search words and Context lines, headings and text, rankPages) add their
 * share to the pages they lead to, and to DECLINE when most of the question's words are nowhere on the
 * site. The best total wins; a kind of card becomes its best-ranked post or case, or its list.
 */
export function route(index: ContentIndex, question: string, qwords: QuestionWord[], lang: Lang, semantic?: Semantic): Routed {
  const byWords = qwords.length
    ? rankPages(index.routing, qwords, lang).map((r) => ({ ...r, score: r.path === '/' ? r.score * 0.7 : r.score }))
    : [];
  byWords.sort((a, b) => b.score - a.score);
  const model = pageProbabilities(index.examples, withoutAddresses(question)) ?? [];
  // Unless the labelled questions are sure of another page (a product's price is on its page, a budget
  // for one's home is no request): the form is then offered beside that page (handoff.ts).
  const sure = model[0] && model[0].page !== CONTACT_PATH && model[0].p >= SURE;
  if (asksToBeContacted(question, ROUTE_CONTACT_THRESHOLD) && !sure) {
    const others = byWords.filter((r) => r.path !== CONTACT_PATH);
    const top = Math.max(1, others[0]?.score ?? 0);
    return { onTopic: true, ranked: [{ path: CONTACT_PATH, score: top * 1.5, strongest: PROFILE_BOOST.label }, ...others] };
  }
  const topSite = byWords[0]?.score ?? 0;
  const site = new Map<string, number>();
  // A page the question names outright (its label or the editors' search words) counts twice (decision 0057).
  for (const r of byWords)
    if (topSite > 0) site.set(r.path, (r.score / topSite) * (r.strongest >= NAMING_FIELD && kindOf(r.path) === 'page' ? NAMED : 1));
  const itemsOf = (label: string) => byWords.filter((r) => isOfLabel(r.path, label));
  // Off the site: most of the question's content words appear nowhere on it (nor their synonyms), or
  // only half do and the others name no page outright (its label or search words; decision 0059); and
  // the embeddings, when configured, put it near none of the site's passages (decision 0085).
  const offSite = qwords.length > 0 && !knownEnough(index, qwords, byWords[0]) && !semantic?.near;
  // Only the pages this site has (its content may lack a page the examples name): their probabilities made to add up to one again.
  const hasPage = (path: string) => index.routing.some((r) => r.path === path);
  const present = model.filter(({ page }) =>
    page === DECLINE ? true : LIST_OF[page] ? itemsOf(page).length > 0 || hasPage(LIST_OF[page] ?? '') : hasPage(page),
  );
  const mass = present.reduce((sum, { p }) => sum + p, 0) || 1;
  const totals = new Map<string, number>();
  for (const { page, p: raw } of present) {
    const p = raw / mass;
    const bySite =
      page === DECLINE ? (offSite ? 1 : 0) : LIST_OF[page] ? (site.get(itemsOf(page)[0]?.path ?? '') ?? 0) : (site.get(page) ?? 0);
    totals.set(page, p + SITE_WEIGHT * bySite + (semantic ? SEMANTIC_WEIGHT * closeness(semantic.pages, page) : 0));
  }
  // A page no example is labelled with (a new page, one post or case) by the site's words alone.
  for (const r of byWords) {
    if (kindOf(r.path) !== 'page' || totals.has(r.path)) continue;
    totals.set(r.path, SITE_WEIGHT * (site.get(r.path) ?? 0) + (semantic ? SEMANTIC_WEIGHT * (semantic.pages.get(r.path) ?? 0) : 0));
  }
  // ... or by its closeness alone (embeddings).
  for (const [path, share] of semantic?.pages ?? []) {
    if (kindOf(path) !== 'page' || totals.has(path) || !hasPage(path)) continue;
    totals.set(path, SEMANTIC_WEIGHT * share);
  }
  // Most of the question's words nowhere on the site: declined, unless the examples are sure of a page
  // (their words need not be the site's: "who are you", "do you hire interns") or call it a plea for a
  // person (the contact form's: "our IT is a mess, can you help us sort it out?").
  const first = present[0];
  const kept = first && first.page !== DECLINE && (first.p / mass >= SURE || first.page === CONTACT_PATH);
  if (offSite && !kept) return { onTopic: false, ranked: [] };
  const best = [...totals].sort((a, b) => b[1] - a[1])[0];
  if (!best || best[0] === DECLINE || best[1] <= 0) return { onTopic: false, ranked: [] };
  let path = best[0];
  const list = LIST_OF[path];
  if (list) {
    // The best-ranked post (or case) of the kind the question asks for; none ranked: their list.
    path = itemsOf(path)[0]?.path ?? list;
  }
  const score = Math.max(1, topSite) * 1.5;
  const others = byWords.filter((r) => r.path !== path);
  return { onTopic: true, ranked: [{ path, score, strongest: PROFILE_BOOST.label }, ...others] };
}

/**
 * Whether enough of a question's words are the site's: known (on the site, or in the questions of the
 * editors' pairs that link to a page) for at least half of them, and for half of those that tell (not
 * among the most frequent words of either language, or naming a page outright; docs/decisions/0059).
 */
function knownEnough(index: ContentIndex, qwords: QuestionWord[], best: { strongest: number } | undefined): boolean {
  const asked = (stems: string[]) => stems.some((t) => index.routing.some((p) => p.terms.has(t)));
  const isKnownWord = (w: QuestionWord) => isKnown(index.passages, w.stems) || isKnown(index.passages, w.related) || asked(w.stems);
  const knownWords = new Set(qwords.filter(isKnownWord));
  const share = knownWords.size / qwords.length;
  const namesAPage = (w: QuestionWord) => w.stems.some((t) => index.routing.some((p) => (p.terms.get(t) ?? 0) >= PROFILE_BOOST.keywords));
  const general = (w: QuestionWord) => isGeneralWord(w.word) || /^\d+$/.test(w.word);
  const telling = qwords.filter((w) => !knownWords.has(w) || namesAPage(w) || !general(w));
  const tellingShare = telling.length ? telling.filter((w) => knownWords.has(w)).length / telling.length : share;
  // Between half and 0.6 of them known, the question must name a page outright.
  const named = (best?.strongest ?? 0) >= PROFILE_BOOST.keywords;
  return knownWords.size > 0 && share >= 0.5 && tellingShare >= 0.5 && (share >= 0.6 || named);
}

/** A label's closeness (embeddings): its page's, or a kind of card's closest post or case. */
function closeness(semantic: ReadonlyMap<string, number>, label: string): number {
  if (!label.endsWith('*')) return semantic.get(label) ?? 0;
  let best = 0;
  for (const [path, share] of semantic) if (isOfLabel(path, label) && share > best) best = share;
  return best;
}

/** Whether a page is of a label (a label `/blog-details/*` is any post). */
const isOfLabel = (path: string, voted: string) => (voted.endsWith('*') ? path.startsWith(voted.slice(0, -1)) : path === voted);

/** Each page's own words: its label and search words in both languages, folded (the firm's name, the CMS's, left out). */
const PAGE_WORDS = new Map(
  [...pageByPath.values()].map((p) => [
    p.path,
    new Set(words(withFirm(`${p.label.es} ${p.label.en} ${p.keywords.es} ${p.keywords.en}`, ''))),
  ]),
);

/** Whether a question's words name a page outright (one of its label or search words). */
export function namesPage(path: string, asked: Set<string>): boolean {
  for (const w of PAGE_WORDS.get(path) ?? []) if (asked.has(w)) return true;
  return false;
}

interface RankedPage {
  path: string;
  score: number;
  strongest: number;
}
