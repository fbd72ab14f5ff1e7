import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { WEB_NODE_FLAGS } from './stack';

describe('the site server’s Node flags (docs/decisions/0076)', () => {
  it('are the same in the stacks the tests start and in apps/web’s npm start', () => {
    const pkg = JSON.parse(readFileSync(join(import.meta.dirname, '../../apps/web/package.json'), 'utf8')) as {
      scripts: { start: string };
    };
    const flags = pkg.scripts.start.split(/\s+/).filter((word) => word.startsWith('--'));
    expect(flags).toEqual([...WEB_NODE_FLAGS]);
    expect(WEB_NODE_FLAGS).toContain('--max-semi-space-size=8');
  });
});
