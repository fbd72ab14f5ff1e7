/**
 * Prints the held-out evaluation of the built-in answerer, question by question, against a running
 * stack's CMS: `set -a; . .data/me.env; set +a; npx tsx apps/chat/tests/eval/report.ts`
 * (STACK_CMS_URL and STACK_SITE_TOKEN, as `npm run test:stack` writes them); a set name (a to z) as
 * argument picks the set (default a); `all` prints every set's figures and misses.
 */
import { indexContent } from '../../src/answerers/built-in';
import { evaluate, formatShare, reportContent, SETS } from './held-out';

const index = indexContent(await reportContent());
// `all`: every set's figures and only its misses (before and after a change of the answerer, to compare).
const every = process.argv[2] === 'all';
const sets = every ? SETS : [SETS.find((s) => s === process.argv[2]) ?? 'a'];
for (const set of sets) {
  for (const lang of ['es', 'en'] as const) {
    const e = evaluate(index, lang, set);
    for (const r of e.rows) {
      if (every && r.ok) continue;
      console.log(`${r.ok ? 'ok  ' : 'MISS'} [${lang}] ${r.q} → ${r.got ?? '(none)'}${r.ok ? '' : `  (want ${String(r.want)})`}`);
    }
    console.log(`held-out ${set} ${formatShare(e)}\n`);
  }
}
