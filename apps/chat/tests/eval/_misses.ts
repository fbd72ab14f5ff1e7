import { indexContent } from '../../src/answerers/built-in';
import { pageProbabilities } from '../../src/answerers/built-in/examples';
import { evaluate, examplesLeavingOut, reportContent, SETS } from './held-out';
const index = indexContent(await reportContent(process.argv[2]));
for (const set of SETS)
  for (const lang of ['es', 'en'] as const) {
    const e = evaluate(index, lang, set);
    for (const r of e.rows.filter((r) => !r.ok)) {
      const m = pageProbabilities(examplesLeavingOut(set), r.q)
        ?.slice(0, 2)
        .map((x) => `${x.page}:${x.p.toFixed(2)}`)
        .join(' ');
      console.log(`${set} ${lang} | ${r.q} | want ${JSON.stringify(r.want)} got ${r.got} | model ${m}`);
    }
  }
