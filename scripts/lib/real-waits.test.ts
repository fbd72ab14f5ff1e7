import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { unjustifiedWaits, unjustifiedWaitsIn } from './real-waits';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

describe('real waits in end-to-end tests (README: npm run check:waits)', () => {
  it('refuses a waitForTimeout without a reason', () => {
    const src = ['test("x", async ({ page }) => {', '  await page.click("a");', '  await page.waitForTimeout(300);', '});'].join('\n');
    expect(unjustifiedWaits(src, 'x.spec.ts')).toEqual(['x.spec.ts:3: await page.waitForTimeout(300);']);
  });

  it('refuses one whose comment above is not a real-wait reason, or is separated from it by code', () => {
    const src = [
      '  // let it settle',
      '  await page.waitForTimeout(100);',
      '  // real wait: no event to wait for',
      '  await page.click("a");',
      '  await page.waitForTimeout(200);',
    ].join('\n');
    expect(unjustifiedWaits(src, 'y.spec.ts')).toEqual([
      'y.spec.ts:2: await page.waitForTimeout(100);',
      'y.spec.ts:5: await page.waitForTimeout(200);',
    ]);
  });

  it('accepts a reason on the same line or in the comment lines right above', () => {
    const src = [
      '  await page.waitForTimeout(100); // real wait: proves no request goes out',
      '  // real wait: a script that does not run gives no event,',
      '  // so it is given 300 ms.',
      '  await page.waitForTimeout(300);',
      '  // Mentioning page.waitForTimeout(…) in a comment is no call.',
      '  await expect.poll(() => done(page)).toBe(true);',
    ].join('\n');
    expect(unjustifiedWaits(src, 'z.spec.ts')).toEqual([]);
  });

  it('finds none in e2e/tests', () => {
    expect(unjustifiedWaitsIn(ROOT)).toEqual([]);
  });
});
