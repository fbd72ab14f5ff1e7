/**
 * The built-in answerer judged on questions it was not tuned on (docs/decisions/0017): the share of
 * the held-out questions answered with the right page, per language and set, on the seeded content
 * of the test stack's CMS (printed), and the rules that keep the sets held out: their wording is in
 * no keyword list, synonym group or seeded question-and-answer pair.
 */
import { readFileSync } from 'node:fs';
import { createContentClient, type ChatQaPairComponent, type Lang } from '@site/content';
import { beforeAll, describe, expect, test } from 'vitest';
import { type ContentIndex, indexContent, loadContent } from '../../src/answerers/built-in';
import { PAGES } from '../../src/answerers/built-in/pages';
import { buildPassages } from '../../src/answerers/built-in/passages';
import { bestPair, qaEntries } from '../../src/answerers/built-in/qa';
import { parseSynonyms, STOP_WORDS, SYNONYMS, stemEn, stemEs, words } from '../../src/answerers/built-in/text';
import { stack } from '../helpers';
import { DECLINE, evaluate, formatShare, readHeldOut, SETS, SETS_WITH_OFF_TOPIC } from './held-out';

const LANGS: Lang[] = ['es', 'en'];
const all = () => SETS.flatMap((set) => LANGS.flatMap((lang) => readHeldOut(lang, set).questions.map((q) => ({ ...q, lang, set }))));

/**
 * What the answerer must reach on the labelled sets, per language, each set left out of the examples in
 * turn (its questions as unseen by the routing model as by anyone writing it; docs/decisions/0082): the
 * right first page for the on-topic questions, and the off-topic ones declined. Measured when the routing
 * model replaced the intent rules (es 690/716 = 96.4 %, 161/164 = 98.2 %; en 695/730 = 95.2 %,
 * 159/162 = 98.1 %), a little under it so that one question more or less is no failure, never below the
 * product's goal of 95 % of right first pages.
 */
const GOAL: Record<Lang, { pages: number; declines: number }> = {
  es: { pages: 0.96, declines: 0.97 },
  en: { pages: 0.95, declines: 0.97 },
};

describe('held-out evaluation of the built-in answerer', () => {
  let index: ContentIndex;
  /** The site's own text (folded content words, one space apart), and the stems of its words in both languages. */
  let siteText: string;
  let siteStems: Set<string>;
  /** The synonym groups: the built-in ones and those the CMS's chat-bot entry holds (docs/decisions/0045). */
  let groups: string[][];
  const usedBySite = (word: string) => words(word).every((w) => siteStems.has(stemEn(w)) || siteStems.has(stemEs(w)));

  beforeAll(async () => {
    const s = stack();
    const content = await loadContent(createContentClient({ baseUrl: s.cmsUrl, token: s.siteToken }));
    index = indexContent(content);
    groups = [...SYNONYMS, ...parseSynonyms(content.synonyms)];
    const texts = buildPassages({ ...content, context: undefined })
      .filter((p) => p.kind === 'text')
      .map((p) =>
        words(`${p.heading} ${p.text}`)
          .filter((w) => !STOP_WORDS.has(w))
          .join(' '),
      );
    siteText = ` ${texts.join(' | ')} `;
    siteStems = new Set(texts.flatMap((t) => t.split(' ')).flatMap((w) => [stemEn(w), stemEs(w)]));
  });

  test.each(SETS.flatMap((set) => LANGS.map((lang) => [set, lang] as const)))(
    'set %s, %s: at least 20 questions, each labelled with routes of the site',
    (set, lang) => {
      const { questions } = readHeldOut(lang, set);
      expect(questions.length).toBeGreaterThanOrEqual(20);
      const routes = new Set(PAGES.map((p) => p.path));
      for (const { page } of questions) {
        for (const route of Array.isArray(page) ? page : [page]) {
          if (route === DECLINE && SETS_WITH_OFF_TOPIC.includes(set)) continue;
          expect(routes.has(route) || ['/blog-details/*', '/casos-de-exito/*'].includes(route), route).toBe(true);
        }
      }
    },
  );

  test.each([...SETS_WITH_OFF_TOPIC])('set %s: at least 60 questions, about half in each language, with off-topic ones in both', (set) => {
    const sizes = LANGS.map((lang) => readHeldOut(lang, set).questions.length);
    expect(sizes[0] + sizes[1]).toBeGreaterThanOrEqual(60);
    expect(Math.abs(sizes[0] - sizes[1])).toBeLessThanOrEqual(4);
    for (const lang of LANGS) expect(readHeldOut(lang, set).questions.filter((q) => q.page === DECLINE).length).toBeGreaterThanOrEqual(5);
  });

  test.each(LANGS)(
    '%s: every set, left out of the examples in turn, answered with the right page at least as often as the goal',
    (lang) => {
      let pages = { right: 0, total: 0 };
      let declines = { right: 0, total: 0 };
      const misses: string[] = [];
      for (const set of SETS) {
        const result = evaluate(index, lang, set);
        console.log(`[held-out ${set}] ${formatShare(result)}`);
        pages = { right: pages.right + result.pages.right, total: pages.total + result.pages.total };
        declines = { right: declines.right + result.declines.right, total: declines.total + result.declines.total };
        misses.push(...result.rows.filter((r) => !r.ok).map((r) => `${set}: ${r.q} → ${r.got ?? '(none)'}`));
        // Answered in the visitor's language too.
        expect(result.rows.filter((r) => r.answerLang !== lang).map((r) => r.q)).toEqual([]);
      }
      console.log(
        `[held-out ${lang}] right first page ${pages.right}/${pages.total}, off-topic declined ${declines.right}/${declines.total}`,
      );
      expect(pages.right / pages.total, `misses:\n${misses.join('\n')}`).toBeGreaterThanOrEqual(GOAL[lang].pages);
      expect(declines.right / declines.total, `misses:\n${misses.join('\n')}`).toBeGreaterThanOrEqual(GOAL[lang].declines);
    },
    120_000,
  );

  test('no keyword list or synonym group holds two consecutive words of a held-out question (unless the site says them so)', () => {
    const lists = [...PAGES.flatMap((p) => [p.keywords.es, p.keywords.en]), ...groups.map((g) => g.join(' '))].map(
      (l) => ` ${words(l).join(' ')} `,
    );
    for (const { q } of all()) {
      const content = words(q).filter((w) => !STOP_WORDS.has(w));
      for (let i = 0; i + 1 < content.length; i++) {
        const bigram = ` ${content[i]} ${content[i + 1]} `;
        // A product name such as "Power BI" is the site's own wording.
        if (siteText.includes(bigram)) continue;
        expect(
          lists.filter((l) => l.includes(bigram)),
          `"${q}": "${bigram.trim()}"`,
        ).toEqual([]);
      }
    }
  });

  test('a synonym never brings in a word of a held-out question that the site itself does not use', () => {
    const heldOutWords = new Set(all().flatMap(({ q }) => words(q)));
    const borrowed = groups.flat().filter((w) => heldOutWords.has(w) && !usedBySite(w));
    expect(borrowed).toEqual([]);
  });

  test('every synonym group is grounded: one of its words is in the site content', () => {
    const ungrounded = groups.filter((group) => !group.some(usedBySite));
    expect(ungrounded).toEqual([]);
  });

  test('no seeded question-and-answer pair answers a held-out question (the figure is not the pairs repeating it)', () => {
    const seed = JSON.parse(readFileSync(new URL('../../../../seed/content/chat-bot.json', import.meta.url), 'utf8')) as {
      data: { qa_pairs: ChatQaPairComponent[] };
    };
    const entries = qaEntries(seed.data.qa_pairs);
    expect(entries.length).toBeGreaterThanOrEqual(24);
    const answered = all().filter(({ q, lang }) => bestPair(entries, q, lang) !== null);
    expect(answered.map((a) => a.q)).toEqual([]);
  });
});
