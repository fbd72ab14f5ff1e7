/**
 * Every seed media file, byte for byte: generates all of them into a temporary folder and compares
 * each file's SHA-256 with media.sha256 (same files, same hashes), so any change of a drawing fails.
 * After an intended change of the artwork, refresh the fixture:
 *   UPDATE_MEDIA_SHA256=1 npx vitest run --config seed/scripts/vitest.config.ts media
 */
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { generateMedia } from './media/index';

const FIXTURE = join(dirname(fileURLToPath(import.meta.url)), 'media.sha256');

/** Relative paths (with "/") of every file under dir. */
async function listFiles(dir: string, prefix = ''): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(join(dir, prefix), { withFileTypes: true })) {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) out.push(...(await listFiles(dir, rel)));
    else out.push(rel);
  }
  return out;
}

/** path -> hash, from `hash  path` lines as sha256sum writes them. */
function parseSums(text: string): Map<string, string> {
  const sums = new Map<string, string>();
  for (const line of text.split('\n')) {
    const m = /^([0-9a-f]{64}) {2}(.+)$/.exec(line);
    if (m?.[1] && m[2]) sums.set(m[2], m[1]);
  }
  return sums;
}

it('generates every seed media file with the hash recorded in media.sha256', { timeout: 900_000 }, async () => {
  const out = await mkdtemp(join(tmpdir(), 'seed-media-'));
  try {
    const result = await generateMedia({ out, force: true });
    expect(result.failures).toEqual([]);
    const actual = new Map<string, string>();
    for (const path of (await listFiles(out)).sort()) {
      const data = await readFile(join(out, path));
      actual.set(path, createHash('sha256').update(data).digest('hex'));
    }
    if (process.env.UPDATE_MEDIA_SHA256) {
      await writeFile(FIXTURE, [...actual].map(([path, hash]) => `${hash}  ${path}\n`).join(''));
      return;
    }
    const expected = parseSums(await readFile(FIXTURE, 'utf8'));
    expect(expected.size).toBeGreaterThan(0);
    const missing = [...expected.keys()].filter((p) => !actual.has(p));
    const unexpected = [...actual.keys()].filter((p) => !expected.has(p));
    const changed = [...actual].filter(([p, h]) => expected.has(p) && expected.get(p) !== h).map(([p]) => p);
    expect({ missing, unexpected, changed }).toEqual({ missing: [], unexpected: [], changed: [] });
  } finally {
    await rm(out, { recursive: true, force: true });
  }
});
