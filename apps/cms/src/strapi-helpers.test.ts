import { Cron } from 'croner';
import { describe, expect, it } from 'vitest';
import { everySeconds } from './strapi-helpers';

/** The next `n` times a rule fires after `from`, as croner (Strapi's cron) reads it. */
function nextRuns(rule: string, from: Date, n: number): string[] {
  const job = new Cron(rule, { paused: true });
  const out: string[] = [];
  let at = from;
  for (let i = 0; i < n; i++) {
    const next = job.nextRun(at);
    if (!next) break;
    out.push(next.toISOString());
    at = next;
  }
  job.stop();
  return out;
}

describe('everySeconds', () => {
  const from = new Date('2026-03-02T10:00:58.500Z');

  it('runs every second for the test stacks (CRM_WEBHOOK_POLL_SECONDS=1)', () => {
    expect(everySeconds(1)).toBe('*/1 * * * * *');
    expect(nextRuns(everySeconds(1), from, 3)).toEqual([
      '2026-03-02T10:00:59.000Z',
      '2026-03-02T10:01:00.000Z',
      '2026-03-02T10:01:01.000Z',
    ]);
  });

  it("falls on the clock's multiples of a step of seconds", () => {
    expect(nextRuns(everySeconds(20), from, 3)).toEqual([
      '2026-03-02T10:01:00.000Z',
      '2026-03-02T10:01:20.000Z',
      '2026-03-02T10:01:40.000Z',
    ]);
  });

  it('takes minutes and hours for longer steps, whole ones, never less than a second', () => {
    expect(everySeconds(300)).toBe('0 */5 * * * *');
    expect(everySeconds(12 * 60 * 60)).toBe('0 0 */12 * * *');
    expect(everySeconds(0.2)).toBe('*/1 * * * * *');
  });
});
