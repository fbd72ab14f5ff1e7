/**
 * The built-in answerer (no LLM provider configured): answers from the firm's own CMS content.
 *
 * The site's index (content-index.ts: passages, page profiles, sentences, the labelled questions' model)
 * is built from the CMS (load.ts); a question is routed to a page by the model and the site's words
 * (router.ts, docs/decisions/0082), and answered with that page's sentences that answer it (compose.ts,
 * docs/decisions/0081); a follow-up is answered about the previous answer's page. A question the site
 * has nothing on gets an honest "I don't know" with the contact form.
 *
 * Freshness: the index is rebuilt when older than its TTL (CHAT_INDEX_TTL_SECONDS, default 60 s) on
 * the next question, and at once after `invalidate()` (POST /api/Chat/Reindex).
 */
import type { Lang } from '@site/content';
import type { Semantic, SemanticIndex } from '../embeddings';
import { withoutDetails } from '../prefill';
import { type Answerer, type AnswerInput, type AnswerRecord, ChatError } from '../types';
import { CONTACT_PATH, listPageOf } from './pages';
import type { IndexContent } from './passages';
import { DECLINE, pageProbabilities } from './examples';
import { bestPair, qaEntries } from './qa';
import { detectLanguage, parseSynonyms, type QuestionWord, questionWords, synonymsOf, words } from './text';

import { type ContentIndex, createIndex, hrefOf, indexContent, quotesOf, withPairs } from './content-index';
import { type Answer, composeAnswer, localMessages, PAGE_LINE, pageLabel } from './compose';
import { loadContent, reloadPart } from './load';
import { namesPage, route } from './router';
import { followUpChance } from './follow-up';
import { kindChances } from './answer-kinds';
import { pageSentences } from './sentences';

export type { Answer, ContentIndex };
export { createIndex, hrefOf, indexContent, loadContent, reloadPart };

const GREETING = /^(hola|hi|hello|hey|buenas|buenos dias|buenas tardes|buenas noches|good (morning|afternoon|evening))\b/;
const THANKS = /^(gracias|muchas gracias|thanks|thank you|ok thanks|perfecto|great|genial|excelente)\b/;

/**
 * Answers one question from an index. Pure (no I/O), so the decision rules are testable alone.
 */
export function answerFrom(
  index: ContentIndex,
  question: string,
  hint: Lang,
  semantic?: Semantic,
  carried: Array<QuestionWord & { weight?: number }> = [],
): Answer {
  const lang = detectLanguage(question, hint);
  const m = localMessages(lang);
  // What the visitor asks, without the details they typed (a name is no word the site lacks).
  const { asking, gave } = withoutDetails(question, lang);
  const said = words(asking);
  const folded = said.join(' ');
  const qwords = questionWords(asking, index.synonyms);
  const href = (path: string) => hrefOf(index, path, lang);
  const labelOf = (path: string) => pageLabel(index, path, lang);

  // The editors' own answer first (chat-bot question-and-answer pairs).
  const pair = bestPair(index.pairs, question, lang);
  if (pair) {
    const more = pair.link ? `\n\n${m.readMore}: [${labelOf(pair.link)}](${href(pair.link)})` : '';
    return { text: `${pair.answer}${more}`, lang, path: pair.link, source: 'pair' };
  }

  if (qwords.length === 0) {
    if (GREETING.test(folded)) return { text: m.hello, lang, path: null, source: 'greeting' };
    if (THANKS.test(folded)) return { text: m.thanks, lang, path: null, source: 'greeting' };
  }
  const routed = route(index, question, qwords, lang, semantic);
  const best = routed.ranked[0];
  if (!routed.onTopic || !best) return { text: m.unknown, lang, path: null, source: 'unknown' };
  const ranked = routed.ranked;

  const related = ranked
    .slice(1)
    .filter((r) => r.score >= best.score * 0.75)
    .slice(0, 2)
    .map((r) => r.path);
  return composeAnswer(index, { question: asking, lang, path: best.path, related, asked: qwords, carried, folded, gave });
}

/** Words a question has at most to be read as a follow-up when the site's words alone decline it. */
const SHORT = 4;
/** The follow-up model's chance above which a question goes on from the subject (follow-up.ts). */
const FOLLOW_UP_SURE = 0.5;
/** A question naming another page goes on from the subject only when the follow-up model is this sure ("and where?" names none). */
const NAMED_SURE = 0.8;
/** Below it, a question is its own, unless the site's words decline it and it is short. */
const FOLLOW_UP_MAYBE = 0.2;
/** The routing model's share of its best page under which it is unsure (examples.ts: a share above one half is right about as often as it says). */
const UNSURE = 0.5;
/** A word carried from the question before into a follow-up ("and where?" after "when was it founded?") counts this much. */
const CARRIED_WEIGHT = 0.5;
/** How many answers back the subject is looked for (an "I don't know" in between keeps it). */
const SUBJECT_DEPTH = 2;
/** A question of at most this many content words is an ellipsis: the question before it is read in, even about another page. */
const ELLIPSIS = 1;

/** The page the conversation is about: the last answer's page line (or the one before an "I don't know"), read back to the page. */
function subjectOf(index: ContentIndex, messages: readonly { role: string; content: string }[]): string | null {
  const answers = messages
    .filter((m) => m.role === 'assistant')
    .slice(-SUBJECT_DEPTH)
    .reverse();
  for (const reply of answers) {
    const href = PAGE_LINE.exec(reply.content)?.[1];
    if (!href) continue;
    for (const [key, value] of index.hrefs) if (value === href) return key.slice(0, key.lastIndexOf(' '));
  }
  return null;
}

/** A word written as a name ("AWS", "Nexalia", "365"): what a follow-up replaces, never carries ("and Microsoft?"). */
const namedIn = (question: string) =>
  new Set((question.match(/[\p{L}\p{N}]+/gu) ?? []).filter((w) => /^[\p{Lu}\p{N}]/u.test(w)).flatMap((w) => words(w)));

/** The words of the visitor's question before the last that are not names, and not in the last (an ellipsis leaves them out). */
function carriedWords(index: ContentIndex, messages: readonly { role: string; content: string }[], asked: QuestionWord[]) {
  const before = [...messages.slice(0, -1)].reverse().find((m) => m.role === 'user')?.content ?? '';
  const names = namedIn(before);
  const own = new Set(asked.map((w) => w.word));
  return questionWords(before, index.synonyms)
    .filter((w) => !own.has(w.word) && !names.has(w.word))
    .map((w) => ({ ...w, weight: CARRIED_WEIGHT }));
}

/**
 * Answers the conversation's last question knowing the subject of the earlier ones (docs/decisions/0098):
 * the page of the last answer that had one. A question that names another page, or that the follow-up
 * model (follow-up.ts, learnt from labelled follow-ups) reads as a question of its own, is answered alone
 * (an ellipsis of one word, "and Microsoft?", with the question before it read in). One it reads
 * as going on from the subject ("and the results?", "is there a free trial?"), or one the site's words
 * alone decline that is short or might go on, or one that might go on and that the subject's sentences
 * answer better than the other page's, is answered about the subject, with the question before it read
 * in (its words that are not names, at a lower weight: "and where?" after "when was it founded?").
 */
export function answerConversation(
  index: ContentIndex,
  messages: readonly { role: string; content: string }[],
  hint: Lang,
  semantic?: Semantic,
): Answer {
  const question = messages[messages.length - 1]?.content ?? '';
  const asked = questionWords(question, index.synonyms);
  const carried = messages.length > 1 ? carriedWords(index, messages, asked) : [];
  const alone = answerFrom(index, question, hint, semantic, asked.length <= ELLIPSIS ? carried : []);
  const subject = subjectOf(index, messages.slice(0, -1));
  if (!subject || alone.path === subject || alone.source === 'pair' || alone.source === 'greeting') return alone;
  const said = words(question);
  const chance = followUpChance(question);
  // "Any success stories of that?": a question naming the success stories, the blog or the downloads is
  // answered there, about the subject (the question before read in chooses the case, post or document).
  const list = alone.path ? listPageOf(alone.path) : null;
  if (list && namesPage(list, new Set(said))) return asked.length > ELLIPSIS ? answerFrom(index, question, hint, semantic, carried) : alone;
  // A question naming another page changes the subject, unless it surely goes on ("and where?" names no place).
  if (chance < NAMED_SURE && alone.path !== null && namesPage(alone.path, new Set(said))) return alone;
  // A question the labelled examples call off-topic stays declined, unless it surely goes on from the subject
  // (asked alone, "how soon could they start?" is off any page).
  const vote = pageProbabilities(index.examples, question)?.[0];
  if (chance < FOLLOW_UP_SURE && vote?.page === DECLINE) return alone;
  // The routing model unsure of a short question: it may go on from the subject.
  const unsure = (vote?.p ?? 0) < UNSURE;
  const declined = alone.source === 'unknown';
  const fit = (path: string | null) => (path ? (pageSentences(index.sentences, path, alone.lang, asked)[0]?.score ?? 0) : 0);
  const followUp =
    chance >= FOLLOW_UP_SURE ||
    (declined && (chance >= FOLLOW_UP_MAYBE || asked.length <= SHORT)) ||
    ((chance >= FOLLOW_UP_MAYBE || (unsure && asked.length <= SHORT)) && fit(subject) > fit(alone.path));
  if (!followUp) return alone;
  const folded = said.join(' ');
  return composeAnswer(index, { question, lang: alone.lang, path: subject, related: [], asked, carried, folded, stay: true });
}

/** A passage given to an LLM provider to answer from: the page's address in the visitor's language, its title and text. */
interface Grounding {
  path: string;
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
  const routed = route(index, question, qwords, lang);
  if (!routed.onTopic) return { lang, passages: [] };
  const best = routed.ranked[0].score;
  const query = [...new Set(qwords.flatMap((w) => w.stems))].join(' ');
  const passages = routed.ranked
    .filter((r) => r.score >= best * 0.5)
    .slice(0, pages)
    .flatMap((r) => quotesOf(index, r.path, lang, query))
    .map((p) => ({ path: p.path, href: p.href, label: p.label, heading: p.heading, text: p.text }));
  return { lang, passages };
}

interface BuiltInOptions {
  load: () => Promise<IndexContent>;
  /** Reads one changed content type again on top of the last content; null: read everything (reloadPart). */
  loadPart?: (previous: IndexContent, model: string) => Promise<IndexContent | null>;
  ttlMs: number;
  now?: () => number;
  /** Set (EMBEDDINGS_BASE_URL): the passages are embedded at each build, and a question's closeness to the pages routes it too. */
  semantic?: SemanticIndex;
}

/** The index with its refresh policy, and the answerer built on it. */
export function createBuiltInAnswerer(options: BuiltInOptions): Answerer & {
  /** The site's passages for a conversation's last question (the LLM path's grounding; docs/decisions/0040). */
  ground: (input: AnswerInput) => Promise<{ lang: Lang; passages: Grounding[] }>;
  invalidate: (model?: string | null) => void;
  /** The index's size and age, how many turns it has answered (one run of the answerer a turn), its embeddings. */
  stats: () => {
    documents: number;
    pairs: number;
    builtAt: string | null;
    generation: number;
    answers: number;
    embeddings?: ReturnType<SemanticIndex['stats']>;
  };
  ready: () => Promise<void>;
} {
  const now = options.now ?? Date.now;
  let index: ContentIndex | null = null;
  let builtAt = 0;
  /** Turns answered since start (the service runs the answerer once a turn: a test counts it). */
  let answers = 0;
  /** Bumped by every content change notice; an index built from an older generation is stale. */
  let generation = 0;
  let builtGeneration = -1;
  let building: Promise<ContentIndex> | null = null;
  /** What was loaded last, and the content types changed since (null: everything, e.g. the TTL). */
  let loaded: IndexContent | null = null;
  let changed: Set<string> | null = null;
  /** The passages' embedding after the last build (in the background: questions do not wait for it). */
  let embedding: Promise<void> = Promise.resolve();

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
          // The follow-up and answer-kinds models train once, after the first index (not at a visitor's
          // question), each in a turn of its own so that the sockets' events waiting meanwhile are read first.
          setImmediate(() => followUpChance(''));
          setImmediate(() => kindChances(''));
          loaded = content;
          index = next;
          const semantic = options.semantic;
          if (semantic) embedding = embedding.then(() => semantic.update([...next.byId.values()]));
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
    async answer(input: AnswerInput): Promise<AnswerRecord> {
      const idx = await loadedIndex();
      answers += 1;
      const last = input.messages[input.messages.length - 1]?.content ?? '';
      const semantic: Semantic | undefined = await options.semantic?.closeness(last);
      const { text, lang, path, source, details } = answerConversation(idx, input.messages, input.language, semantic);
      // Answered: the site's content had something to say (an editors' pair always does). The contact
      // block is where a question goes that only a person can answer (a request to be contacted, a plea
      // for help): handed over, not answered, unless the visitor asked where the firm is or how to reach
      // it and got its details.
      const answered = source === 'pair' || (source !== 'unknown' && (path !== CONTACT_PATH || details === true));
      return { text, lang, page: path, source, answered };
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
      answers,
      ...(options.semantic ? { embeddings: options.semantic.stats() } : {}),
    }),
    ready: async () => {
      await current();
      // The passages' embeddings too (they fail on their own: never this).
      await embedding;
    },
  };
}
