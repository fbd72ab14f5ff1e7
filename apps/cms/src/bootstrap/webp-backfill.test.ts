/**
 * The background WebP pass's start (the pass itself is tested on the running CMS,
 * apps/cms/tests/webp-backfill.test.ts, where test stacks switch this start off): 15 s after the CMS
 * starts unless MEDIA_WEBP_BACKFILL=false, and a failing pass is logged, never thrown.
 */
import type { Core } from '@strapi/strapi';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startWebpBackfill } from './webp-backfill';

/** A CMS whose database cannot be reached: the pass fails at its first step, and says so in the log. */
function unreachableCms() {
  const errors: string[] = [];
  let reads = 0;
  const fake = {
    log: { info: () => undefined, warn: () => undefined, error: (message: string) => errors.push(message) },
    db: {
      get connection(): never {
        reads++;
        throw new Error('no database here');
      },
    },
  };
  // Only what the pass's start touches; the rest of Strapi is not needed to fail at the first step.
  return { strapi: fake as unknown as Core.Strapi, errors, reads: () => reads };
}

describe('the background WebP pass after the start', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllEnvs();
  });

  it('starts 15 s after the CMS, by default, and logs a pass that fails', async () => {
    vi.stubEnv('MEDIA_WEBP_BACKFILL', '');
    const cms = unreachableCms();
    startWebpBackfill(cms.strapi);
    await vi.advanceTimersByTimeAsync(14_999);
    expect(cms.reads()).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(cms.reads()).toBe(1);
    expect(cms.errors).toEqual(['[media] WebP backfill: no database here']);
  });

  it('does not start with MEDIA_WEBP_BACKFILL=false', async () => {
    vi.stubEnv('MEDIA_WEBP_BACKFILL', 'false');
    const cms = unreachableCms();
    startWebpBackfill(cms.strapi);
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(cms.reads()).toBe(0);
  });

  it('refuses a value that is neither on nor off', () => {
    vi.stubEnv('MEDIA_WEBP_BACKFILL', 'sometimes');
    expect(() => startWebpBackfill(unreachableCms().strapi)).toThrow('MEDIA_WEBP_BACKFILL: true or false, not "sometimes"');
  });
});
