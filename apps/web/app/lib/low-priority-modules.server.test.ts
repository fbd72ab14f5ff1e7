import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { lowerModulePreloads, lowPriorityModules } from './low-priority-modules.server';

const page =
  '<head><link rel="modulepreload" href="/assets/a.js"/><link rel="stylesheet" href="/a.css"/>' +
  '<link rel="modulepreload" href="/assets/ñ-b.js"/></head><body>rel="modulepreload" é</body>';
const lowered = page.replaceAll('rel="modulepreload"', 'rel="modulepreload" fetchpriority="low"');

async function through(chunks: Buffer[]): Promise<string> {
  const out: Buffer[] = [];
  for await (const piece of Readable.from(chunks).pipe(lowPriorityModules())) out.push(piece as Buffer);
  return Buffer.concat(out).toString('utf8');
}

describe('module preloads at low priority (docs/decisions/0028)', () => {
  it('lowers every modulepreload link and leaves the rest as it was', () => {
    expect(lowerModulePreloads(Buffer.from(page)).toString()).toBe(lowered);
    const plain = Buffer.from('<p>nothing to change</p>');
    expect(lowerModulePreloads(plain)).toBe(plain);
  });

  it('finds a marker split across chunks at every byte, multi-byte characters included', async () => {
    const bytes = Buffer.from(page);
    for (let cut = 0; cut <= bytes.length; cut++) {
      expect(await through([bytes.subarray(0, cut), bytes.subarray(cut)])).toBe(lowered);
    }
    // One byte per chunk.
    expect(await through([...bytes].map((b) => Buffer.from([b])))).toBe(lowered);
  });
});
