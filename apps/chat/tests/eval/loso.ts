/**
 * Leave-one-set-out (LOSO) figures of the built-in answerer over every labelled set (docs/decisions/0082,
 * 0083): each set in turn is left out of the examples (both its languages) and asked, and the figures are
 * summed per language. Two figures: the routing model alone (`pageProbabilities`' first page against the
 * set's label, a detail page as its kind, `/blog-details/*`), and the whole answerer (`evaluate`: the model
 * with the site's words, the pairs and the guard rule).
 *
 * `set -a; . .data/me.env; set +a; npx tsx apps/chat/tests/eval/loso.ts` against a running stack's CMS, or
 * `npx tsx apps/chat/tests/eval/loso.ts content.json` with `loadContent`'s result saved once as JSON;
 * LOSO_SETS=1 prints each set's answerer figures too. With EMBEDDINGS_BASE_URL (and EMBEDDINGS_MODEL, …; README:
 * chat service) the answerer also reads the embeddings' closeness (docs/decisions/0085): the passages and every
 * question are embedded first; unset, nothing is asked and the figures are the offline answerer's.
 */
import type { Lang } from '@site/content';
import { loadConfig } from '../../src/config';
import { indexContent } from '../../src/answerers/built-in';
import { createSemanticIndex, type Semantic } from '../../src/answerers/embeddings';
import { DECLINE, exampleLabel, pageProbabilities } from '../../src/answerers/built-in/examples';
import { evaluate, examplesLeavingOut, readHeldOut, reportContent, SETS } from './held-out';

const LANGS: Lang[] = ['es', 'en'];

interface Tally {
  right: number;
  total: number;
}
const tally = (): Tally => ({ right: 0, total: 0 });
const count = (t: Tally, ok: boolean) => {
  t.total++;
  if (ok) t.right++;
};
const pct = ({ right, total }: Tally) => `${right}/${total} (${total ? ((100 * right) / total).toFixed(1) : '0'} %)`;

/** Per language: the routing model's first page, the whole answerer's. */
const figures = Object.fromEntries(
  LANGS.map((lang) => [lang, { top: tally(), topDecline: tally(), pages: tally(), declines: tally() }]),
) as Record<Lang, Record<'top' | 'topDecline' | 'pages' | 'declines', Tally>>;

const index = indexContent(await reportContent(process.argv[2]));

/** With an embeddings server: each question's closeness to the pages, asked once before the figures. */
async function closenessOfQuestions(): Promise<((question: string) => Semantic | undefined) | undefined> {
  const config = loadConfig();
  if (!config.EMBEDDINGS_BASE_URL) return undefined;
  const semantic = createSemanticIndex({
    baseUrl: config.EMBEDDINGS_BASE_URL,
    model: config.EMBEDDINGS_MODEL,
    apiKey: config.EMBEDDINGS_API_KEY,
    questionTimeoutMs: config.EMBEDDINGS_TIMEOUT_MS,
    minSimilarity: config.EMBEDDINGS_MIN_SIMILARITY,
  });
  await semantic.update([...index.byId.values()]);
  const questions = new Set(SETS.flatMap((set) => LANGS.flatMap((lang) => readHeldOut(lang, set).questions.map(({ q }) => q))));
  const found = new Map<string, Semantic | undefined>();
  for (const q of questions) found.set(q, await semantic.closeness(q));
  const embedded = [...found.values()].filter(Boolean).length;
  console.log(`embeddings (${config.EMBEDDINGS_MODEL}): ${semantic.stats().vectors} passages, ${embedded}/${questions.size} questions`);
  return (q) => found.get(q);
}
const semanticOf = await closenessOfQuestions();
const started = performance.now();
for (const set of SETS) {
  const examples = examplesLeavingOut(set);
  const line: string[] = [];
  for (const lang of LANGS) {
    const f = figures[lang];
    for (const { q, page } of readHeldOut(lang, set).questions) {
      const guess = pageProbabilities(examples, q)?.[0];
      const wanted = (Array.isArray(page) ? page : [page]).map((p) => exampleLabel(p));
      const right = guess !== undefined && wanted.includes(guess.page);
      count(page === DECLINE ? f.topDecline : f.top, right);
    }
    const e = evaluate(index, lang, set, semanticOf);
    f.pages.right += e.pages.right;
    f.pages.total += e.pages.total;
    f.declines.right += e.declines.right;
    f.declines.total += e.declines.total;
    line.push(`${lang} ${e.pages.right}/${e.pages.total}, declined ${e.declines.right}/${e.declines.total}`);
  }
  // Each set's answerer figures (held-out.test.ts's goals are per language, summed over the sets).
  if (process.env.LOSO_SETS) console.log(`set ${set}: ${line.join('; ')}`);
}
for (const lang of LANGS) {
  const f = figures[lang];
  console.log(`${lang} examples' vote: on-topic ${pct(f.top)}, off-topic declined ${pct(f.topDecline)}`);
  console.log(`${lang} answerer: right first page ${pct(f.pages)}, off-topic declined ${pct(f.declines)}`);
}
console.log(`${((performance.now() - started) / 1000).toFixed(1)} s for ${SETS.length} sets`);
