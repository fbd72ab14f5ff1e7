/**
 * The background WebP pass's start (the pass itself is tested on the running CMS,
 * apps/cms/tests/webp-backfill.test.ts, where test stacks switch this start off): one run in Strapi's
 * cron 15 s after the CMS starts unless MEDIA_WEBP_BACKFILL=false, and a failing pass is logged, never
 * thrown.
 */
import type { Core } from '@strapi/strapi';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startWebpBackfill } from './webp-backfill';

/** A CMS whose database cannot be reached: the pass fails at its first step, and says so in the log. */
function unreachableCms() {
  const errors: string[] = [];
  const jobs: Array<{ name: string; task: () => Promise<unknown>; options: unknown }> = [];
  let reads = 0;
  const fake = {
    // Strapi's cron as the start uses it: the jobs added, run here by the test.
    cron: {
      add: (tasks: Record<string, { task: () => Promise<unknown>; options: unknown }>) => {
        for (const [name, { task, options }] of Object.entries(tasks)) jobs.push({ name, task, options });
      },
    },
    log: { info: () => undefined, warn: () => undefined, error: (message: string) => errors.push(message) },
    db: {
      get connection(): never {
        reads++;
        throw new Error('no database here');
      },
    },
  };
  // Only what the pass's start touches; the rest of Strapi is not needed to fail at the first step.
  return { strapi: fake as unknown as Core.Strapi, errors, jobs, reads: () => reads };
}

describe('the background WebP pass after the start', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllEnvs();
  });

  it('runs once, 15 s after the CMS, by default, and logs a pass that fails', async () => {
    vi.stubEnv('MEDIA_WEBP_BACKFILL', '');
    vi.setSystemTime(new Date('2026-03-02T10:00:00.000Z'));
    const cms = unreachableCms();
    startWebpBackfill(cms.strapi);
    expect(cms.reads()).toBe(0);
    // A date, not a rule: Strapi's cron runs it once, then.
    expect(cms.jobs.map((j) => [j.name, j.options])).toEqual([['media-webp-backfill', new Date('2026-03-02T10:00:15.000Z')]]);
    await cms.jobs[0]?.task();
    expect(cms.reads()).toBe(1);
    expect(cms.errors).toEqual(['[media] WebP backfill: no database here']);
  });

  it('does not start with MEDIA_WEBP_BACKFILL=false', async () => {
    vi.stubEnv('MEDIA_WEBP_BACKFILL', 'false');
    const cms = unreachableCms();
    startWebpBackfill(cms.strapi);
    expect(cms.jobs).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(cms.reads()).toBe(0);
  });

  it('refuses a value that is neither on nor off', () => {
    vi.stubEnv('MEDIA_WEBP_BACKFILL', 'sometimes');
    expect(() => startWebpBackfill(unreachableCms().strapi)).toThrow('MEDIA_WEBP_BACKFILL: true or false, not "sometimes"');
  });
});
