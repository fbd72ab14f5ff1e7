/**
 * Text classifiers learnt from labelled examples: what the chat reads a visitor's message with (where a
 * question leads, whether it asks for a person). One shape for all of them (docs/decisions/0082, 0083):
 * - a text is the TF-IDF vector of its folded words, word pairs and the letter runs (3 to 5) inside its
 *   words, of length one, so a typo, a missing accent or another form of a word still counts
 *   ("contratais", "contratan");
 * - one linear SVM per label (that label against all others), squared hinge loss, trained by dual
 *   coordinate descent (Hsieh et al. 2008, liblinear's default solver), deterministic (a seeded order);
 * - a label's probability is the softmax of the scores at a temperature.
 *
 * Written here rather than taken from a package: the maintained JavaScript SVMs (libsvm-js, ml-svm) are
 * WebAssembly builds or kernel SVMs without the sparse linear solver; at a few thousand examples this runs
 * in under a second at start-up. A package offering liblinear's solver on sparse vectors in plain
 * JavaScript would be the better choice.
 */
import { fold } from './fold';

/** A letter run counts less than a whole word or a pair of words. */
const RUN_WEIGHT = 0.3;
const RUN_LENGTHS = [3, 4, 5] as const;
/** A bound on the passes per label, never reached by the project's data. */
const MAX_PASSES = 1000;

/** A text's features as indices into the model, with their unit-normalised TF-IDF weights. */
interface Vector {
  ids: number[];
  values: number[];
}

/** Each feature the examples have: its index and its inverse document frequency. */
export type Features = Map<string, { id: number; idf: number }>;

export interface LinearModel {
  features: Features;
  /** The labels, in the order of the weights. */
  labels: string[];
  /** Per feature, then per label, its weight (the feature count's row is the labels' bias). */
  weights: Float64Array;
  /** The softmax temperature of `probabilities`. */
  temperature: number;
}

export interface TrainOptions {
  /** The cost of an example on the wrong side of its label's margin (C); higher fits the examples more closely. */
  cost: number;
  /** Training stops when no example's dual gradient (projected on alpha >= 0) exceeds it. */
  tolerance: number;
  /** The softmax temperature turning scores into probabilities. */
  temperature: number;
}

/**
 * Lower case, without accents, letters and digits only: the words as written (not `words`, whose
 * shorthand and "vosotros" readings would make "q" and "que" one feature, which a typo should not).
 */
const tokens = (text: string): string[] => fold(text).match(/[a-z0-9]+/g) ?? [];

/** A text's features and their counts: words (`w:`), word pairs (`b:`), letter runs inside words (`c:`, at RUN_WEIGHT). */
export function featureCounts(text: string): Map<string, number> {
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

/** The features of a set of texts' counts, each with its inverse document frequency. */
export function featuresOf(counted: ReadonlyArray<Map<string, number>>): Features {
  const documents = new Map<string, number>();
  for (const counts of counted) for (const key of counts.keys()) documents.set(key, (documents.get(key) ?? 0) + 1);
  const features: Features = new Map();
  for (const [key, n] of documents) features.set(key, { id: features.size, idf: Math.log((counted.length + 1) / (n + 1)) + 1 });
  return features;
}

/** The TF-IDF vector of a text's features the model knows, of length one (a long text weighs as a short one). */
export function unitVector(counts: Map<string, number>, features: Features): Vector {
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
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * One linear SVM per label, that label against all others, with the squared hinge loss, trained by dual
 * coordinate descent: each step sets one example's dual weight to its best value given the others', and
 * the label's weights follow; no step size. A bias, a constant feature of one, is the last row. The
 * weights: (feature count + 1) rows of one weight per label.
 */
export function trainWeights(
  vectors: readonly Vector[],
  labels: readonly number[],
  featureCount: number,
  labelCount: number,
  { cost, tolerance }: Pick<TrainOptions, 'cost' | 'tolerance'>,
): Float64Array {
  const weights = new Float64Array((featureCount + 1) * labelCount);
  const bias = featureCount * labelCount;
  // The diagonal of the dual's matrix: |x|² of the unit vector and the bias, plus the squared hinge's 1/2C.
  const diagonal = vectors.map((v) => v.values.reduce((sum, value) => sum + value * value, 0) + 1 + 1 / (2 * cost));
  const order = vectors.map((_, i) => i);
  for (let label = 0; label < labelCount; label++) {
    const alpha = new Float64Array(vectors.length);
    const random = seeded(label + 1);
    for (let pass = 0; pass < MAX_PASSES; pass++) {
      // A new order each pass (Fisher–Yates) converges faster than a fixed one.
      for (let i = order.length - 1; i > 0; i--) {
        const j = Math.floor(random() * (i + 1));
        [order[i], order[j]] = [order[j] ?? 0, order[i] ?? 0];
      }
      let steepest = 0;
      for (const i of order) {
        const { ids, values } = vectors[i] ?? { ids: [], values: [] };
        const sign = labels[i] === label ? 1 : -1;
        let score = weights[bias + label] ?? 0;
        for (let k = 0; k < ids.length; k++) score += (weights[(ids[k] ?? 0) * labelCount + label] ?? 0) * (values[k] ?? 0);
        const old = alpha[i] ?? 0;
        const gradient = sign * score - 1 + old / (2 * cost);
        // The gradient projected on alpha >= 0: at zero, only a step up counts.
        steepest = Math.max(steepest, Math.abs(old === 0 ? Math.min(gradient, 0) : gradient));
        const next = Math.max(0, old - gradient / (diagonal[i] ?? 1));
        if (next === old) continue;
        alpha[i] = next;
        const step = (next - old) * sign;
        for (let k = 0; k < ids.length; k++) weights[(ids[k] ?? 0) * labelCount + label] += step * (values[k] ?? 0);
        weights[bias + label] += step;
      }
      if (steepest < tolerance) break;
    }
  }
  return weights;
}

/** A model of labelled texts (a label per text, in any order). */
export function trainLinear(examples: ReadonlyArray<{ text: string; label: string }>, options: TrainOptions): LinearModel {
  const counted = examples.map(({ text }) => featureCounts(text));
  const features = featuresOf(counted);
  const labels = [...new Set(examples.map(({ label }) => label))];
  const vectors = counted.map((counts) => unitVector(counts, features));
  const weights = trainWeights(
    vectors,
    examples.map(({ label }) => labels.indexOf(label)),
    features.size,
    labels.length,
    options,
  );
  return { features, labels, weights, temperature: options.temperature };
}

/** Each label's score for a vector (its bias, plus its weight of each feature). */
export function scores(model: Pick<LinearModel, 'features' | 'labels' | 'weights'>, { ids, values }: Vector): Float64Array {
  const count = model.labels.length;
  const out = model.weights.slice(model.features.size * count, (model.features.size + 1) * count);
  for (let k = 0; k < ids.length; k++) {
    const row = (ids[k] ?? 0) * count;
    for (let label = 0; label < count; label++) out[label] += (model.weights[row + label] ?? 0) * (values[k] ?? 0);
  }
  return out;
}

/** The labels' probabilities for a vector, best first (the softmax of their scores at the model's temperature). */
export function probabilities(model: LinearModel, vector: Vector): Array<{ label: string; p: number }> {
  const s = scores(model, vector);
  const top = Math.max(...s);
  let total = 0;
  for (const score of s) total += Math.exp((score - top) / model.temperature);
  return model.labels
    .map((label, i) => ({ label, p: Math.exp(((s[i] ?? 0) - top) / model.temperature) / total }))
    .sort((a, b) => b.p - a.p);
}

/** The best label for a text with its probability; null when the text has no feature the model knows. */
export function classify(model: LinearModel, text: string): { label: string; p: number } | null {
  const vector = unitVector(featureCounts(text), model.features);
  if (vector.ids.length === 0 || model.labels.length === 0) return null;
  return probabilities(model, vector)[0] ?? null;
}
