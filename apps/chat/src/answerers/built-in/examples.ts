/**
 * The page a question asks for, read from labelled visitor questions (docs/decisions/0072, 0077). The
 * examples are the outsiders' sets (apps/chat/data/questions), in both languages: wording a rule never saw
 * is still near the wording of some earlier visitor. A question is the TF-IDF vector of its folded words,
 * word pairs and the letter runs (3 to 5) inside its words, so a typo, a missing accent or another form of
 * a word still counts ("contratais", "contratan"). Two readers of the same vectors:
 * - a model: one linear SVM per page, trained at start-up, whose scores' softmax is each page's
 *   probability (a page's weights are learnt from all its examples and all the others');
 * - the neighbours: the five most similar examples, each voting with its similarity (decision 0072).
 * The examples choose a page only when both readers choose it, each with close to half or more of its
 * weight and one of them with more than half: with each set left out in turn, the answerer then chose the
 * right page more often than with either reader alone, and no set lost a question (decision 0077).
 */
import { detailPrefix } from '@site/content';
import { LABELLED_SETS } from '../../../data/questions';
import type { LabelledQuestion } from '../../../data/questions/types';
import { fold } from './text';

/** The label of an off-topic question in the sets: the answer declines. */
export const DECLINE = 'decline';

/** A letter run counts less than a whole word or a pair of words. */
const RUN_WEIGHT = 0.3;
const RUN_LENGTHS = [3, 4, 5] as const;
/**
 * The cost of an example on the wrong side of its page's margin (C of a linear SVM): 2 was best of 0.5 to
 * 8 with the sets left out in turn (docs/decisions/0077); higher fits each writer's wording more closely.
 */
const MARGIN_COST = 2;
/**
 * A page's training stops when no example's dual gradient (projected on alpha >= 0) exceeds this: 15 to 40
 * passes over the sets' examples, about 0.7 s for all the pages. Liblinear's default, 0.1, stops sooner, but
 * leaves two identical examples of two pages at 0.506 against 0.494: a majority where none is due.
 */
const TOLERANCE = 0.01;
/** A bound on the passes per page, never reached by the sets. */
const MAX_PASSES = 1000;
/** How many of the most similar examples vote. */
const NEIGHBOURS = 5;
/**
 * The share each reader must give the page they agree on (and one of them more than half): 0.45 rather than
 * one half lets a model at 0.497 agree with a neighbours' majority (docs/decisions/0077).
 */
const AGREEMENT = 0.45;
/**
 * The softmax temperature turning the pages' scores into probabilities: with the sets left out in turn, their
 * log-loss is lowest near it (0.17 to 0.2), so a share above one half is right about as often as it says.
 */
const TEMPERATURE = 0.2;

/** A question's features as indices into the model, with their unit-normalised TF-IDF weights. */
interface Vector {
  ids: number[];
  values: number[];
}

export interface ExampleIndex {
  /** Each example's first right page (a detail page as its prefix, `/blog-details/*`). */
  examples: Array<{ page: string }>;
  /** Each feature the examples have: its index in `weights` and its inverse document frequency. */
  features: Map<string, { id: number; idf: number }>;
  /** The pages the examples are labelled with, in the order of their weights. */
  pages: string[];
  /** Per feature, then per page, its weight (the feature count's row is the pages' bias). */
  weights: Float64Array;
  /** Per feature (by its index), the examples that have it and its weight in each: a question meets only those. */
  postings: Array<Array<[example: number, weight: number]>>;
}

interface Guess {
  /** The page the examples choose, a prefix ending in '*' (one post, one case), or DECLINE. */
  page: string;
  /** The lower of the two readers' shares of it (0 to 1): the model's probability, the neighbours' weight. */
  share: number;
}

/**
 * Lower case, without accents, letters and digits only: the words as written (not `words`, whose
 * shorthand and "vosotros" readings would make "q" and "que" one feature, which a typo should not).
 */
const tokens = (text: string): string[] => fold(text).match(/[a-z0-9]+/g) ?? [];

function featureCounts(text: string): Map<string, number> {
  const words = tokens(text);
  const counts = new Map<string, number>();
  const add = (key: string, by: number) => counts.set(key, (counts.get(key) ?? 0) + by);
  for (const word of words) add(`w:${word}`, 1);
  for (let i = 1; i < words.length; i++) add(`b:${words[i - 1]}_${words[i]}`, 1);
  for (const word of words) {
    const marked = `<${word}>`;
    for (const n of RUN_LENGTHS) for (let i = 0; i + n <= marked.length; i++) add(`c:${marked.slice(i, i + n)}`, RUN_WEIGHT);
  }
  return counts;
}

/** The TF-IDF vector of a text's features the model knows, of length one (a long question weighs as a short one). */
function unitVector(counts: Map<string, number>, features: ExampleIndex['features']): Vector {
  const vector: Vector = { ids: [], values: [] };
  let norm = 0;
  for (const [key, count] of counts) {
    const feature = features.get(key);
    if (feature === undefined) continue;
    // A count below one (a letter run seen once) is its weight as is: its logarithm would be negative.
    const value = (count >= 1 ? 1 + Math.log(count) : count) * feature.idf;
    vector.ids.push(feature.id);
    vector.values.push(value);
    norm += value * value;
  }
  norm = Math.sqrt(norm) || 1;
  vector.values = vector.values.map((value) => value / norm);
  return vector;
}

/** A seeded generator of numbers in [0, 1) (mulberry32): the training visits the examples in the same order each start. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * One linear SVM per page, that page against all others, with the squared hinge loss, trained by dual
 * coordinate descent (Hsieh et al. 2008, liblinear's default solver): each step sets one example's dual
 * weight to its best value given the others', and the page's weights follow; deterministic, no step size. A bias, a constant feature of one, is the
 * last row. The weights: (feature count + 1) rows of one weight per page.
 */
function trainPages(vectors: readonly Vector[], labels: readonly number[], featureCount: number, pageCount: number): Float64Array {
  const weights = new Float64Array((featureCount + 1) * pageCount);
  const bias = featureCount * pageCount;
  // The diagonal of the dual's matrix: |x|² of the unit vector and the bias, plus the squared hinge's 1/2C.
  const diagonal = vectors.map((v) => v.values.reduce((sum, value) => sum + value * value, 0) + 1 + 1 / (2 * MARGIN_COST));
  const order = vectors.map((_, i) => i);
  for (let page = 0; page < pageCount; page++) {
    const alpha = new Float64Array(vectors.length);
    const random = seeded(page + 1);
    for (let pass = 0; pass < MAX_PASSES; pass++) {
      // A new order each pass (Fisher–Yates) converges faster than a fixed one.
      for (let i = order.length - 1; i > 0; i--) {
        const j = Math.floor(random() * (i + 1));
        [order[i], order[j]] = [order[j] ?? 0, order[i] ?? 0];
      }
      let steepest = 0;
      for (const i of order) {
        const { ids, values } = vectors[i] ?? { ids: [], values: [] };
        const sign = labels[i] === page ? 1 : -1;
        let score = weights[bias + page] ?? 0;
        for (let k = 0; k < ids.length; k++) score += (weights[(ids[k] ?? 0) * pageCount + page] ?? 0) * (values[k] ?? 0);
        const old = alpha[i] ?? 0;
        const gradient = sign * score - 1 + old / (2 * MARGIN_COST);
        // The gradient projected on alpha >= 0: at zero, only a step up counts.
        steepest = Math.max(steepest, Math.abs(old === 0 ? Math.min(gradient, 0) : gradient));
        const next = Math.max(0, old - gradient / (diagonal[i] ?? 1));
        if (next === old) continue;
        alpha[i] = next;
        const step = (next - old) * sign;
        for (let k = 0; k < ids.length; k++) weights[(ids[k] ?? 0) * pageCount + page] += step * (values[k] ?? 0);
        weights[bias + page] += step;
      }
      if (steepest < TOLERANCE) break;
    }
  }
  return weights;
}

const DETAIL_PREFIXES = [detailPrefix('blogPost'), detailPrefix('successCase')];

/** A detail page stands for its kind: any post, any success case (which one, the site's words choose). */
export const exampleLabel = (page: LabelledQuestion['page']): string => {
  const first = Array.isArray(page) ? (page[0] ?? DECLINE) : page;
  const prefix = DETAIL_PREFIXES.find((p) => first.startsWith(p) && first.length > p.length);
  return prefix ? `${prefix}*` : first;
};

export function createExamples(questions: readonly LabelledQuestion[]): ExampleIndex {
  const counted = questions.map((q) => ({ page: exampleLabel(q.page), counts: featureCounts(q.q) }));
  const documents = new Map<string, number>();
  for (const { counts } of counted) for (const key of counts.keys()) documents.set(key, (documents.get(key) ?? 0) + 1);
  const features: ExampleIndex['features'] = new Map();
  for (const [key, n] of documents) features.set(key, { id: features.size, idf: Math.log((counted.length + 1) / (n + 1)) + 1 });
  const pages = [...new Set(counted.map(({ page }) => page))];
  const vectors = counted.map(({ counts }) => unitVector(counts, features));
  const labels = counted.map(({ page }) => pages.indexOf(page));
  const weights = trainPages(vectors, labels, features.size, pages.length);
  const postings: ExampleIndex['postings'] = Array.from({ length: features.size }, () => []);
  vectors.forEach(({ ids, values }, i) => {
    for (let k = 0; k < ids.length; k++) postings[ids[k] ?? 0]?.push([i, values[k] ?? 0]);
  });
  return { examples: counted.map(({ page }) => ({ page })), features, pages, weights, postings };
}

/** The model's page for a question, with its probability. */
function modelGuess(index: ExampleIndex, { ids, values }: Vector): Guess {
  const count = index.pages.length;
  // Each page's score (its bias, plus its weight of each feature), then their softmax: a probability per page.
  const scores = index.weights.slice(index.features.size * count, (index.features.size + 1) * count);
  for (let k = 0; k < ids.length; k++) {
    const row = (ids[k] ?? 0) * count;
    for (let page = 0; page < count; page++) scores[page] += (index.weights[row + page] ?? 0) * (values[k] ?? 0);
  }
  let best = 0;
  for (let page = 1; page < count; page++) if ((scores[page] ?? 0) > (scores[best] ?? 0)) best = page;
  const top = scores[best] ?? 0;
  let total = 0;
  for (const score of scores) total += Math.exp((score - top) / TEMPERATURE);
  return { page: index.pages[best] ?? DECLINE, share: 1 / total };
}

/** The most similar examples' vote (the cosine of the unit vectors), with the page's share of it; null when none is similar. */
function neighboursGuess(index: ExampleIndex, { ids, values }: Vector): Guess | null {
  const similarities = new Map<number, number>();
  for (let k = 0; k < ids.length; k++) {
    for (const [i, weight] of index.postings[ids[k] ?? 0] ?? [])
      similarities.set(i, (similarities.get(i) ?? 0) + (values[k] ?? 0) * weight);
  }
  const nearest = [...similarities]
    .sort((a, b) => b[1] - a[1] || a[0] - b[0])
    .slice(0, NEIGHBOURS)
    .map(([i, similarity]) => ({ page: index.examples[i]?.page ?? DECLINE, similarity }));
  const votes = new Map<string, number>();
  let total = 0;
  for (const { page, similarity } of nearest) {
    votes.set(page, (votes.get(page) ?? 0) + similarity);
    total += similarity;
  }
  const ranked = [...votes].sort((a, b) => b[1] - a[1]);
  const [best, second] = ranked;
  // Pages tied at the top are no choice of the neighbours'.
  if (!best || total <= 0 || (second && second[1] >= best[1])) return null;
  return { page: best[0], share: best[1] / total };
}

/**
 * The examples' page for a question: the one the model and the neighbours both choose, each with at least
 * AGREEMENT of its weight and one with more than half; null otherwise, without examples, or without a
 * feature they have.
 */
export function guessPage(index: ExampleIndex, question: string): Guess | null {
  const vector = unitVector(featureCounts(question), index.features);
  if (vector.ids.length === 0 || index.pages.length === 0) return null;
  const model = modelGuess(index, vector);
  const neighbours = neighboursGuess(index, vector);
  if (!neighbours || neighbours.page !== model.page) return null;
  const shares = [model.share, neighbours.share];
  if (Math.min(...shares) < AGREEMENT || Math.max(...shares) <= 0.5) return null;
  return { page: model.page, share: Math.min(...shares) };
}

let all: ExampleIndex | null = null;

/** Every labelled set's questions (made once). */
export const allExamples = (): ExampleIndex => {
  all ??= createExamples(LABELLED_SETS.flatMap((s) => s.questions));
  return all;
};

/** Every set's questions but one set's (both its languages): that set stays unseen for its evaluation. */
export const examplesWithout = (set: string): ExampleIndex =>
  createExamples(LABELLED_SETS.filter((s) => s.set !== set).flatMap((s) => s.questions));
