/**
 * Optional semantic retrieval (docs/decisions/0085): with EMBEDDINGS_BASE_URL, the site's passages and each
 * question are embedded by an OpenAI-compatible `/embeddings` server, and each page's closeness to the
 * question is one more signal of the router (router.ts), beside the labelled questions' model and the
 * site's words. Without it nothing changes: the built-in answerer stays offline and pure.
 *
 * Error policy: no failure of the server fails a question. A failed or slow call is logged (once, until
 * the server answers again) and the question is answered without embeddings.
 */
import { createHash } from 'node:crypto';

/** What the embeddings say of a question, for the router (router.ts). */
export interface Semantic {
  /** Each page's closeness to the question, 0 to 1 (the closest page 1; closenessShares). */
  pages: ReadonlyMap<string, number>;
  /** Whether its closest passage is at least EMBEDDINGS_MIN_SIMILARITY close: about the site, even in words it does not use. */
  near: boolean;
}

interface ClientOptions {
  /** The server's base address, up to `/v1` (`POST {baseUrl}/embeddings`). */
  baseUrl: string;
  model: string;
  apiKey?: string;
  fetch?: typeof fetch;
}

/** Inputs per call: the OpenAI API takes up to 2048, self-hosted servers often far fewer. */
const BATCH = 64;

interface EmbeddingsReply {
  data?: Array<{ embedding?: unknown; index?: unknown }>;
  error?: { message?: unknown } | string;
}

/** The embeddings of some texts, in their order (batches of BATCH inputs); throws on any failure. */
function createEmbeddingsClient(options: ClientOptions) {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/embeddings`;
  const doFetch = options.fetch ?? fetch;
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  if (options.apiKey) headers.authorization = `Bearer ${options.apiKey}`;

  const call = async (input: string[], timeoutMs: number): Promise<Float32Array[]> => {
    const res = await doFetch(url, {
      method: 'POST',
      headers,
      body: JSON.stringify({ model: options.model, input }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    let json: EmbeddingsReply | null = null;
    try {
      json = (await res.json()) as EmbeddingsReply;
    } catch (error) {
      if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) throw error;
    }
    if (!res.ok) {
      const detail = typeof json?.error === 'string' ? json.error : typeof json?.error?.message === 'string' ? json.error.message : '';
      throw new Error(`HTTP ${res.status}${detail ? `: ${detail.slice(0, 200)}` : ''}`);
    }
    const data = json?.data;
    if (!Array.isArray(data) || data.length !== input.length) throw new Error(`expected ${input.length} embeddings in "data"`);
    const vectors: Array<Float32Array | undefined> = input.map(() => undefined);
    for (const [i, item] of data.entries()) {
      const at = typeof item.index === 'number' ? item.index : i;
      const e = item.embedding;
      if (!Number.isInteger(at) || at < 0 || at >= input.length) throw new Error(`an embedding's index (${String(at)}) is no input's`);
      if (!Array.isArray(e) || e.length === 0 || !e.every((v) => typeof v === 'number' && Number.isFinite(v))) {
        throw new Error('an embedding is not a list of numbers');
      }
      vectors[at] = unit(Float32Array.from(e as number[]));
    }
    const size = vectors[0]?.length;
    const all = vectors.filter((v): v is Float32Array => v !== undefined && v.length === size);
    if (all.length !== input.length) throw new Error('the embeddings differ in size or miss an input');
    return all;
  };

  return {
    embed: async (texts: string[], timeoutMs: number): Promise<Float32Array[]> => {
      const out: Float32Array[] = [];
      for (let i = 0; i < texts.length; i += BATCH) out.push(...(await call(texts.slice(i, i + BATCH), timeoutMs)));
      return out;
    },
  };
}

function unit(v: Float32Array): Float32Array {
  let norm = 0;
  for (const x of v) norm += x * x;
  norm = Math.sqrt(norm);
  if (norm > 0) for (let i = 0; i < v.length; i++) v[i] = (v[i] ?? 0) / norm;
  return v;
}

function dot(a: Float32Array, b: Float32Array): number {
  let sum = 0;
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) sum += (a[i] ?? 0) * (b[i] ?? 0);
  return sum;
}

/** What a passage is embedded as: its heading, then its text. */
/** What a passage gives to be embedded (the built-in answerer's passages have it). */
interface Passage {
  path: string;
  heading: string;
  text: string;
}

const passageText = (p: Passage) => (p.heading && !p.text.startsWith(p.heading) ? `${p.heading}. ${p.text}` : p.text);

const hashOf = (text: string) => createHash('sha256').update(text).digest('base64url');

/**
 * Each page's share of closeness from its passages' cosine similarities to the question: how far its
 * best passage is above the pages' mean, as a share of the closest page's (the closest 1, a page at
 * or below the mean 0). Relative, so the same for any model's scale of cosines; empty when all are alike.
 */
function closenessShares(similarities: ReadonlyMap<string, number>): Map<string, number> {
  const values = [...similarities.values()];
  const shares = new Map<string, number>();
  if (values.length === 0) return shares;
  const best = Math.max(...values);
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  if (best - mean < 1e-6) return shares;
  for (const [path, s] of similarities) if (s > mean) shares.set(path, (s - mean) / (best - mean));
  return shares;
}

interface SemanticOptions extends ClientOptions {
  /** How long a question's embedding may take (EMBEDDINGS_TIMEOUT_MS). */
  questionTimeoutMs: number;
  /** The cosine similarity from which a question is about the site (EMBEDDINGS_MIN_SIMILARITY). */
  minSimilarity: number;
  /** How long one batch of the passages' embeddings may take. */
  indexTimeoutMs?: number;
  log?: (message: string) => void;
  now?: () => number;
}

/** After a failed question, the next ones skip the server this long (a slow server is not waited for at every question). */
const PAUSE_MS = 30_000;

/** The site's passages' embeddings (cached by text, so a refresh embeds only changed text) and the questions'. */
export function createSemanticIndex(options: SemanticOptions) {
  const client = createEmbeddingsClient(options);
  const log = options.log ?? ((message: string) => console.warn(message));
  const now = options.now ?? Date.now;
  const indexTimeoutMs = options.indexTimeoutMs ?? 30_000;
  /** Text hash → its unit vector. */
  let cache = new Map<string, Float32Array>();
  /** Each page's passage vectors (both languages). */
  let pages = new Map<string, Float32Array[]>();
  let failing = false;
  let pausedUntil = 0;
  let inputs = 0;

  const failed = (what: string, error: unknown) => {
    if (!failing) {
      const reason = error instanceof Error && error.name === 'TimeoutError' ? 'no answer in time' : String(error);
      log(`[chat] embeddings server unavailable (${what}: ${reason}); answering without embeddings until it answers again`);
    }
    failing = true;
  };
  const succeeded = () => {
    if (failing) log('[chat] embeddings server answers again');
    failing = false;
  };

  return {
    /** Embeds the passages not embedded yet (by text); the pages keep the vectors embedded so far on failure. */
    async update(passages: readonly Passage[]): Promise<void> {
      const keyed = passages.map((p) => ({ path: p.path, text: passageText(p), key: hashOf(`${options.model}\n${passageText(p)}`) }));
      const missing = [...new Map(keyed.filter((k) => !cache.has(k.key)).map((k) => [k.key, k.text])).entries()];
      if (missing.length > 0) {
        try {
          const vectors = await client.embed(
            missing.map(([, text]) => text),
            indexTimeoutMs,
          );
          inputs += missing.length;
          missing.forEach(([key], i) => {
            const v = vectors[i];
            if (v) cache.set(key, v);
          });
          succeeded();
        } catch (error) {
          failed('the site passages', error);
        }
      }
      const next = new Map<string, Float32Array[]>();
      const kept = new Map<string, Float32Array>();
      for (const k of keyed) {
        const v = cache.get(k.key);
        if (!v) continue;
        kept.set(k.key, v);
        next.set(k.path, [...(next.get(k.path) ?? []), v]);
      }
      // Only the current passages' vectors stay: the cache does not grow with every edit.
      cache = kept;
      pages = next;
    },
    /** Each page's closeness to a question (closenessShares); undefined when it cannot be had. */
    async closeness(question: string): Promise<Semantic | undefined> {
      if (pages.size === 0 || !question.trim() || now() < pausedUntil) return undefined;
      let q: Float32Array | undefined;
      try {
        q = (await client.embed([question], options.questionTimeoutMs))[0];
        succeeded();
      } catch (error) {
        failed('a question', error);
        pausedUntil = now() + PAUSE_MS;
        return undefined;
      }
      if (!q) return undefined;
      const similarities = new Map<string, number>();
      let closest = -1;
      for (const [path, vectors] of pages) {
        let best = -1;
        for (const v of vectors) best = Math.max(best, dot(q, v));
        similarities.set(path, best);
        closest = Math.max(closest, best);
      }
      return { pages: closenessShares(similarities), near: closest >= options.minSimilarity };
    },
    /** Passage texts embedded so far (the server's inputs for them) and the vectors kept. */
    stats: () => ({ inputs, vectors: cache.size, pages: pages.size }),
  };
}

export type SemanticIndex = ReturnType<typeof createSemanticIndex>;
