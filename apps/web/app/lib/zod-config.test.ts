import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const zodOf = (workspace: string) => createRequire(`${root}${workspace}/package.json`).resolve('zod');

describe('one zod for the site (zod-config.ts)', () => {
  it('the site, the content package (the forms schemas) and the chat resolve the same copy: the jitless setting reaches every schema', () => {
    // Two copies would leave the content package's zod probing `new Function`, a CSP violation in the browser.
    expect(zodOf('packages/content')).toBe(zodOf('apps/web'));
    expect(zodOf('apps/chat')).toBe(zodOf('apps/web'));
  });
});
