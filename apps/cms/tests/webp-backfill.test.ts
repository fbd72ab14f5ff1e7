/**
 * The WebP backfill against the real CMS and site (docs/decisions/0044): a 2400×1400 JPEG
 * made into a file "of before" (its WebP variants taken out of its record and off the disk, as for a
 * file uploaded before the variants existed) is served to a phone as JPEG; `npm run media:webp` gives
 * it its variants again (same widths), stored by the upload provider, and the site then serves the
 * phone a WebP under the 150 KB budget, without a publish. A file whose variants cannot be made is
 * reported and skipped (not tried again), and the others are done. Two runs at once (as two CMS
 * instances on one database) do a file once, and leave no stray variant on disk.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Knex } from 'knex';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminFetch } from '../../../scripts/lib/admin-token';
import { ROOT } from '../../../scripts/lib/stack';
import { testPhoto } from '../../../scripts/lib/test-photo';
import { stackDatabase } from './stack-database';

const stack = inject('stack');
const BUDGET = 150_000;
const WEBP_KEYS = ['webp_1080', 'webp_1280', 'webp_1600', 'webp_1920', 'webp_320', 'webp_640'];
const UID = 'api::second-offer.second-offer';
const PATH = '/es/productividad-ia';
const UPLOADS = join(stack.dataDir, 'public', 'uploads');
const SHOTS = '/work/shots/s12-webp';

interface Format {
  url: string;
  width: number;
  mime: string;
  hash: string;
}
interface Uploaded {
  id: number;
  name: string;
  url: string;
  hash: string;
  formats: Record<string, Format>;
}
interface Backfill {
  done: Array<{ id: number; name: string; formats: string[] }>;
  failed: Array<{ id: number; name: string; error: string }>;
  busy: number[];
  remaining: number;
}

let db: Knex;
beforeAll(() => {
  db = stackDatabase(stack);
});
const created: Uploaded[] = [];
afterAll(async () => {
  for (const f of created) await adminFetch(stack.cmsUrl, `/upload/files/${f.id}`, { method: 'DELETE' });
  await db?.destroy();
});

async function upload(jpeg: Buffer, name: string, alt: string): Promise<Uploaded> {
  const form = new FormData();
  form.append('files', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), name);
  form.append('fileInfo', JSON.stringify({ name, alternativeText: alt, caption: null }));
  const res = await adminFetch(stack.cmsUrl, '/upload', { method: 'POST', body: form });
  expect(res.status, await res.clone().text()).toBe(201);
  const [file] = (await res.json()) as Uploaded[];
  created.push(file);
  return file;
}

async function record(id: number): Promise<Uploaded> {
  const res = await adminFetch(stack.cmsUrl, `/upload/files/${id}`);
  expect(res.status).toBe(200);
  return (await res.json()) as Uploaded;
}

const webpKeys = (f: Uploaded) =>
  Object.keys(f.formats ?? {})
    .filter((k) => k.startsWith('webp_'))
    .sort();

/** The uploads folder's files of one upload (its original, Strapi's formats, its WebP variants). */
const filesOf = (hash: string) => readdirSync(UPLOADS).filter((n) => n.includes(hash));

/**
 * A file as it was before the variants existed: its `webp_` formats out of the record (in the
 * database, as nothing in the admin can do) and their files off the disk.
 */
async function makeOld(file: Uploaded): Promise<void> {
  const row = (await db('files').where({ id: file.id }).first('formats')) as { formats: unknown };
  const formats = (typeof row.formats === 'string' ? JSON.parse(row.formats) : row.formats) as Record<string, Format>;
  for (const [key, f] of Object.entries(formats)) {
    if (!key.startsWith('webp_')) continue;
    rmSync(join(stack.dataDir, 'public', f.url), { force: true });
    delete formats[key];
  }
  await db('files')
    .where({ id: file.id })
    .update({ formats: JSON.stringify(formats) });
  expect(webpKeys(await record(file.id))).toEqual([]);
  expect(filesOf(file.hash).some((n) => n.startsWith('webp_'))).toBe(false);
}

async function backfill(): Promise<Backfill> {
  const res = await adminFetch(stack.cmsUrl, '/media-webp/backfill?limit=100', { method: 'POST' });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as Backfill;
}

/** The image bytes a 412 px phone at DPR 2.6 downloads for the file on the page, and their type. */
async function phonePick(hash: string, shot: string): Promise<{ url: string; type: string; bytes: number }> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 915 },
      deviceScaleFactor: 2.6,
      isMobile: true,
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    const seen: Array<{ url: string; type: string; bytes: number }> = [];
    page.on('response', async (r) => {
      if (!r.url().includes(hash) || r.request().resourceType() !== 'image') return;
      seen.push({ url: r.url(), type: r.headers()['content-type'] ?? '', bytes: (await r.body()).length });
    });
    await page.goto(`${stack.webUrl}${PATH}`);
    const img = page.locator(`img[src*="${hash}"]`).first();
    await img.scrollIntoViewIfNeeded();
    await expect
      .poll(() => img.evaluate((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    await expect.poll(() => seen.length).toBeGreaterThan(0);
    expect(seen).toHaveLength(1);
    await img.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: join(SHOTS, shot) });
    return seen[0];
  } finally {
    await browser.close();
  }
}

/** The page's draft image field, set and published (the site drops its cache on publish). */
async function showOnPage(id: number | null): Promise<void> {
  const base = `/content-manager/single-types/${UID}`;
  const headers = { 'content-type': 'application/json' };
  const put = await adminFetch(stack.cmsUrl, base, { method: 'PUT', headers, body: JSON.stringify({ robot_image: id }) });
  expect(put.ok, await put.clone().text()).toBe(true);
  const pub = await adminFetch(stack.cmsUrl, `${base}/actions/publish`, { method: 'POST', headers, body: '{}' });
  expect(pub.status, await pub.clone().text()).toBe(200);
}

describe('WebP variants for files uploaded before them', () => {
  it('npm run media:webp gives an old JPEG its WebP variants, and a phone then gets a WebP under the budget', async () => {
    const tag = Date.now().toString(36);
    const jpeg = await testPhoto(2400, 1400);
    const photo = await upload(jpeg, `antes-webp-${tag}.jpg`, `es: Foto de antes ${tag} | en: Photo from before ${tag}`);
    expect(webpKeys(photo)).toEqual(WEBP_KEYS);
    const broken = await upload(await testPhoto(640, 400, 3), `rota-${tag}.jpg`, `es: Rota ${tag} | en: Broken ${tag}`);
    await makeOld(photo);
    await makeOld(broken);
    // The broken file's original is no longer an image (a damaged copy): its variants cannot be made.
    writeFileSync(join(stack.dataDir, 'public', broken.url), 'not an image');

    const before = (await adminFetch(stack.cmsUrl, `/content-manager/single-types/${UID}`).then((r) => r.json())) as {
      data: { robot_image: { id: number } | null };
    };
    const previous = before.data.robot_image?.id ?? null;
    try {
      await showOnPage(photo.id);
      await expect
        .poll(async () => (await (await fetch(`${stack.webUrl}${PATH}`)).text()).includes(photo.hash), { timeout: 10_000 })
        .toBe(true);
      // Before: no WebP in the page for it; the phone gets a JPEG format.
      const old = await phonePick(photo.hash, 'backfill-before-412.png');
      expect(old.type).toBe('image/jpeg');

      const run = spawnSync(process.execPath, [join(ROOT, 'node_modules/tsx/dist/cli.mjs'), join(ROOT, 'scripts/media-webp.ts')], {
        encoding: 'utf8',
        env: { ...process.env, CMS_URL: stack.cmsUrl, STACK_DATA_DIR: stack.dataDir },
        timeout: 120_000,
      });
      // One file failed: the command says so (exit 1) and did the other.
      expect(run.stdout).toMatch(new RegExp(`ok +#${photo.id} antes-webp-${tag}\\.jpg: .*webp_1080`));
      expect(run.stdout).toMatch(new RegExp(`failed +#${broken.id} rota-${tag}\\.jpg`));
      expect(run.status, run.stderr).toBe(1);

      const after = await record(photo.id);
      expect(webpKeys(after)).toEqual(WEBP_KEYS);
      expect(after.formats.webp_1080.mime).toBe('image/webp');
      expect(after.formats.webp_1080.width).toBe(1080);
      // Stored by the provider: on disk, served by the site, cached as immutable.
      for (const key of WEBP_KEYS) expect(existsSync(join(stack.dataDir, 'public', after.formats[key].url)), key).toBe(true);
      const head = await fetch(`${stack.webUrl}${after.formats.webp_1080.url}`);
      expect(head.headers.get('content-type')).toBe('image/webp');
      expect(head.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      // The broken file is left as it was, and not tried again.
      expect(webpKeys(await record(broken.id))).toEqual([]);
      const again = await backfill();
      expect(again.failed.map((f) => f.id)).not.toContain(broken.id);
      expect(again.done.map((f) => f.id)).not.toContain(photo.id);

      // Without a publish: the backfill's media.update drops the site's cache, the page offers the WebP.
      await expect
        .poll(async () => (await (await fetch(`${stack.webUrl}${PATH}`)).text()).includes(after.formats.webp_1080.url), { timeout: 10_000 })
        .toBe(true);
      const now = await phonePick(photo.hash, 'backfill-after-412.png');
      expect(now.type).toBe('image/webp');
      expect(now.url).toContain('webp_1080_');
      expect(now.bytes).toBeLessThanOrEqual(BUDGET);
      expect(now.bytes).toBeLessThan(old.bytes);
      console.log(
        `[media backfill] 2400×1400 JPEG ${jpeg.length} B, a file of before: 412 px phone at DPR 2.6 got ${old.url.split('/').pop()} ${old.bytes} B (${old.type}); after npm run media:webp: ${now.url.split('/').pop()} ${now.bytes} B (${now.type})`,
      );
    } finally {
      await showOnPage(previous);
    }
  }, 180_000);

  it('two runs at once (two CMS instances) do a file once and leave no stray variant', async () => {
    const tag = Date.now().toString(36);
    const photo = await upload(await testPhoto(1600, 900, 11), `dos-a-la-vez-${tag}.jpg`, `es: Dos ${tag} | en: Two ${tag}`);
    await makeOld(photo);
    const [a, b] = await Promise.all([backfill(), backfill()]);
    const did = [...a.done, ...b.done].filter((f) => f.id === photo.id);
    expect(did).toHaveLength(1);
    const after = await record(photo.id);
    expect(webpKeys(after)).toEqual(['webp_1080', 'webp_1280', 'webp_1600', 'webp_320', 'webp_640']);
    // On disk: the original, Strapi's formats and exactly the variants the record names.
    const onDisk = filesOf(photo.hash).sort();
    const named = [after.url, ...Object.values(after.formats).map((f) => f.url)].map((u) => u.split('/').pop() ?? '').sort();
    expect(onDisk).toEqual(named);
  }, 120_000);
});
