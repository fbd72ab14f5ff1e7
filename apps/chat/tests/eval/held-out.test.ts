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
import { DECLINE, evaluate, formatShare, readHeldOut, type SetName, SETS, SETS_WITH_OFF_TOPIC } from './held-out';

const LANGS: Lang[] = ['es', 'en'];
const all = () => SETS.flatMap((set) => LANGS.flatMap((lang) => readHeldOut(lang, set).questions.map((q) => ({ ...q, lang, set }))));

/**
 * The floor of each set, per language (all its questions: the right page, or declined when off-topic).
 * Set A: the goal of docs/decisions/0017 (at least 90 %). Sets B to E: the figures reached by the intents
 * and page names of docs/decisions/0057 and the general words of 0059, never to fall below (before
 * 0057: B es 16/21, en 18/21; C es 25/35, en 26/36; D es 24/35, en 25/35; E, measured once after 0057,
 * es 21/31, en 21/33). Set F: written before 0059 and measured once, before it (es 28/35, en 29/36) and
 * after it (es 28/35, en 31/36), then raised by the intents and enclitics of session 18 (seen). Set G:
 * written before those and measured once, before them (es 30/36, en 29/36) and after (es 31/36, en 30/36).
 * Then raised by the agent and personal intents (seen). Set H: written before those and measured once,
 * before them (es 33/35, en 28/35) and after (es 34/35, en 30/35). Set I: written in session 19 before any
 * change of that session, measured before them (es 28/35, en 29/35), then raised by the rules of
 * docs/decisions/0063, written from its misses (seen: es 35/35, en 35/35); those rules also raised D, E,
 * F and H. Set J: written in session 19 after those rules, by another outsider, and measured once on them
 * (es 30/34, en 32/36) before any later change, then raised by the rules written from its misses (seen:
 * es 34/34, en 36/36; decision 0063, second part), which also raised H. Set K: written by a third outsider
 * after those, measured once on them before any later change (es 28/34, en 27/34), then raised by the
 * rules written from its misses (seen: es 34/34, en 34/34; decision 0064), which also raised E and H.
 * Sets L and M: written by two more outsiders after those, measured once on them before any later change
 * (L es 26/34, en 29/33; M es 32/35, en 32/36), then raised by the rules written from their misses (seen:
 * L es 33/34, en 32/33; M es 35/35, en 35/36; decision 0065), which also raised B, C, E, F and H.
 * Set N: written by a sixth outsider of the session after those, measured once on them before any later
 * change (es 32/35, en 29/36), then raised by the rules written from its misses (seen: es 35/35, en 35/36;
 * decision 0065, second part).
 * Set O: written by a seventh outsider of the session after those, measured once on them before any later
 * change (es 30/33, en 28/35), then raised by the rules written from its misses (seen: es 33/33, en 35/35;
 * decision 0065, third part), which also raised H.
 * Set P: written in session 20 by an eighth outsider, after the rules of 0065 (third part), and measured
 * once on them before any change (es 21/34, en 28/33; right first page es 16/27, en 22/26), then raised
 * by the rules written from its misses (seen: es 33/34, en 31/33; decision 0067: Spain's "vosotros"
 * forms read as "ustedes", what the firm does → the home page), which also raised C and L.
 * Set Q: written in session 20 by a ninth outsider (askers from Spain, Mexico, Argentina, Colombia, Chile;
 * the UK, the US, India), after the rules of 0067, and measured once on them before any change (es 25/35,
 * en 28/35; right first page es 21/28, en 21/28), then raised by the rules written from its misses (seen:
 * es 35/35, en 33/35; decision 0067, second part), which also raised L.
 * Set R: written in session 20 by a tenth outsider after those rules, and measured once on them before
 * any change (es 25/33, en 29/36; right first page es 21/26, en 24/29), then raised by the rules written
 * from its misses (seen: es 32/33, en 35/36; decision 0067, third part).
 * Set S: written in session 20 by an eleventh outsider after those rules, and measured once on them (es
 * 27/35, en 26/32; right first page es 21/28, en 20/25): the honest figure of the session's last rules.
 * Then raised by the rules written from its misses (seen: es 34/35, en 31/32; decision 0069).
 * Set T: written in session 21 by a twelfth outsider (phone-typed short queries, long rambling ones,
 * industry jargon, Latin American Spanish), and measured once on those same rules before any change of
 * that session (es 28/36, en 28/36; right first page es 21/29, en 21/29; declined 7/7 in each); the
 * rules written from S's misses left it unchanged. Then raised by the rules written from its own misses
 * (seen: es 34/36, en 34/36; decision 0069, second part).
 * Set U: written in session 21 by a thirteenth outsider (non-technical managers, IT managers, students,
 * journalists, follow-up-style questions) while those rules were written, and measured once on them (es
 * 28/35, en 31/36; right first page es 23/28, en 25/29; declined es 5/7, en 6/7): the honest figure of
 * the session's last rules.
 * Set V: written in session 22 by a fourteenth outsider (a procurement officer, a CFO, a school principal,
 * a logistics manager, a founder, a municipal IT buyer, a retiree, a professor; Spain and Latin American
 * Spanish, native and non-native English), and measured once on session 21's last rules, which no rule
 * has been written from since (es 25/35, en 31/36; right first page es 20/28, en 24/29; declined es 5/7,
 * en 7/7): the honest figure of those rules. One Spanish question dropped by the set rules (its note).
 * Set W: written in session 22 by a fifteenth outsider (a hospital IT head, a family business owner, an
 * underwriter, a compliance officer, a VC analyst, a freelance developer, a mining engineer, a software
 * vendor), and measured once on the answerer with the vote of labelled questions (decision 0072): es
 * 32/35, en 31/35 (right first page es 25/28, en 24/28; declined 7/7 each); the rules alone gave es
 * 28/35, en 26/35 (21/28, 20/28; declined 7/7, 6/7). One question per language dropped by the set rules.
 *
 * Since decision 0072 every figure is measured with the other sets' questions as the vote's examples
 * and this set's left out (both languages): each goal below is that figure. Sets A–T, which the rules
 * were written from, lost a few questions (1,088 → 1,074 of their 1,105 on-topic ones right; declines
 * 239 → 240 of 242); the sets unseen by the rules gained (U 48 → 54 of 57, V 44 → 49 of 57, W 41 → 49
 * of 56 on-topic).
 * Set X: written in session 23 by a sixteenth outsider (a logistics CIO, a manufacturer's CFO, a city-hall
 * IT head, a school administrator, a US founder, a junior developer, a winery in Chile, a professor),
 * and measured once on session 22's answerer (es 31/35, en 29/35; right first page es 24/28, en 22/28;
 * declined 7/7 each). The rules of decision 0073, written from sets U–W's misses before X was read,
 * gave X the same figures: they did not generalise to it. X then joined the examples (its own figure
 * leaves it out, as every set's does), which cost K's English and W's Spanish one question each. One
 * question per language dropped by the set rules (its note; both were answered right).
 * Set Y: written in session 24 by a seventeenth outsider (an operations director, CTOs, procurement, job
 * seekers and students; Mexico, Spain, Argentina, Colombia, Peru, Chile; the US, the UK, Canada, India),
 * and measured once on session 23's answerer (es 31/35, en 32/36; right first page es 25/28, en 26/29;
 * declined 6/7 each). Then raised by the rules written from its misses (seen: es 34/35, en 35/36;
 * decision 0074), which also gave X's Spanish one question. One Spanish question dropped by the set
 * rules (its note; it was answered right).
 * Set Z: written in session 25 by an eighteenth outsider (CIOs, CFOs, operations and procurement heads,
 * founders, public-sector buyers, job candidates, journalists; Spain, Mexico, Argentina, Colombia, Chile,
 * Peru; the US, the UK, India and non-native English), with staffing-versus-project confusions, questions
 * of common words only and company facts, and measured once on session 24's answerer before any change
 * (es 35/36, en 32/36; right first page es 28/29, en 26/29; declined es 7/7, en 6/7). No question
 * dropped by the set rules.
 * Decision 0077 (the vote is given only where a linear model of the examples and their five nearest agree)
 * raised B es, G en, K, M es, P es, Q es and T en, and Z en to 33/36 (right first page 27/29); no set lost
 * a question. Z was measured once on it, after it was chosen on A–Y with each set left out.
 * Decision 0080 (whether a question asks for contact is learnt from apps/chat/data/contact-requests.json,
 * not read by the regular expressions written from these sets' misses; the contact page only from a
 * probability of 0.8): K en, R es, V es, W en and Z en lose one question each, U en and X es gain one
 * (all sets: es 860/880 → 859/880, en 867/892 → 865/892).
 */
const GOAL: Record<SetName, Record<Lang, number>> = {
  a: { es: 27 / 28, en: 28 / 29 },
  b: { es: 21 / 21, en: 21 / 21 },
  c: { es: 34 / 35, en: 36 / 36 },
  d: { es: 35 / 35, en: 35 / 35 },
  e: { es: 30 / 31, en: 33 / 33 },
  f: { es: 35 / 35, en: 36 / 36 },
  g: { es: 36 / 36, en: 36 / 36 },
  h: { es: 35 / 35, en: 35 / 35 },
  i: { es: 35 / 35, en: 34 / 35 },
  j: { es: 34 / 34, en: 36 / 36 },
  k: { es: 34 / 34, en: 33 / 34 },
  l: { es: 34 / 34, en: 33 / 33 },
  m: { es: 35 / 35, en: 34 / 36 },
  n: { es: 34 / 35, en: 35 / 36 },
  o: { es: 33 / 33, en: 35 / 35 },
  p: { es: 32 / 34, en: 31 / 33 },
  q: { es: 35 / 35, en: 34 / 35 },
  r: { es: 31 / 33, en: 35 / 36 },
  s: { es: 34 / 35, en: 31 / 32 },
  t: { es: 34 / 36, en: 36 / 36 },
  u: { es: 35 / 35, en: 36 / 36 },
  v: { es: 33 / 35, en: 35 / 36 },
  w: { es: 31 / 35, en: 31 / 35 },
  x: { es: 33 / 35, en: 29 / 35 },
  y: { es: 34 / 35, en: 35 / 36 },
  z: { es: 35 / 36, en: 32 / 36 },
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

  test.each(SETS.flatMap((set) => LANGS.map((lang) => [set, lang] as const)))(
    'set %s, %s: answered with the right page at least as often as the goal',
    (set, lang) => {
      const result = evaluate(index, lang, set);
      console.log(`[held-out ${set}] ${formatShare(result)}`);
      const misses = result.rows.filter((r) => !r.ok).map((r) => `${r.q} → ${r.got ?? '(none)'}`);
      expect(result.share, `misses:\n${misses.join('\n')}`).toBeGreaterThanOrEqual(GOAL[set][lang]);
      // Answered in the visitor's language too.
      expect(result.rows.filter((r) => r.answerLang !== lang).map((r) => r.q)).toEqual([]);
    },
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
