/**
 * Leave-one-set-out (LOSO) figures of the built-in answerer over every labelled set (docs/decisions/0082,
 * 0083): each set in turn is left out of the examples (both its languages) and asked, and the figures are
 * summed per language. Two figures: the routing model alone (`pageProbabilities`' first page against the
 * set's label, a detail page as its kind, `/blog-details/*`), and the whole answerer (`evaluate`: the model
 * with the site's words, the pairs and the guard rule).
 *
 * `set -a; . .data/me.env; set +a; npx tsx apps/chat/tests/eval/loso.ts` against a running stack's CMS, or
 * `npx tsx apps/chat/tests/eval/loso.ts content.json` with `loadContent`'s result saved once as JSON;
 * LOSO_SETS=1 prints each set's answerer figures too.
 */
import type { Lang } from '@site/content';
import { indexContent } from '../../src/answerers/built-in';
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
    const e = evaluate(index, lang, set);
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
