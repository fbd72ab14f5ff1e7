import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { referencesIn, referencesInCheckout } from './references';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** Words joined by a space: the references below are never written out whole in this file. */
const say = (...words: string[]) => words.join(' ');
/** A range of set letters, as an evaluation once named them (first to last, joined by an en dash). */
const RANGE = ['A', 'Y'].join('\u2013');

describe('references a newcomer cannot follow (README: npm run check:references)', () => {
  it('finds an issue, a session and a set letter, each on its line', () => {
    const text = [
      `// Measured in ${say('session', '12')}; the budget comes from ${say('Issue', '14')}.`,
      'const a = 1;',
      `- no question of ${say('sets', RANGE)} lost its page; ${say('set', 'F')}: three went to the refusal`,
      `Measured on the seen ${say('sets', '(C to E)')} first.`,
      `The ${say('Sets', 'L and M')} are older.`,
    ].join('\n');
    expect(referencesIn(text, 'x.ts')).toEqual([
      `x.ts:1: session number "${say('session', '12')}", issue number "${say('Issue', '14')}"`,
      `x.ts:3: set letter "${say('sets', RANGE)}", set letter "${say('set', 'F')}"`,
      `x.ts:4: set letter "${say('sets', '(C to E)')}"`,
      `x.ts:5: set letter "${say('Sets', 'L and M')}"`,
    ]);
  });

  it('finds a reference a wrapped comment splits over two lines, on the line where it starts', () => {
    const text = ['    // a page from the page cache (issue', '    // 14, docs/decisions/0021) carries no nonce'].join('\n');
    expect(referencesIn(text, 'y.ts')).toEqual([`y.ts:1: issue number "${say('issue', '14')}"`]);
  });

  it('finds a letter range on a line that speaks of sets', () => {
    expect(referencesIn(`the held-out questions (${say(RANGE, 'sets')})`, 'z.md')).toEqual([`z.md:1: set letters "${RANGE}"`]);
  });

  it('lets ordinary prose and code pass', () => {
    const text = [
      'a first-party session cookie, the session storage and 3 sessions a day',
      'parsed.error.issues.map((i) => i.message); the issues of a form',
      'set a time; a set of pages; Set-Cookie and Set X-Frame-Options; new Set(["A"])',
      'a range A–Z of letters; 61–103 requests/s; sessionStorage.setItem("k", "v")',
      'utm_campaign: issue24, referer: https://news.example/issue-4',
    ].join('\n');
    expect(referencesIn(text, 'ok.ts')).toEqual([]);
  });

  it('finds none in this checkout (but for the paths being rewritten)', () => {
    expect(referencesInCheckout(ROOT)).toEqual([]);
  });
});
