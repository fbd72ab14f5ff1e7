/**
 * Images editors upload are served like the seed's, with their alternative text per language
 * (docs/decisions/0044): a 2400×1400 JPEG uploaded through the admin API becomes WebP
 * variants on upload; the page offers them in a <picture> (the JPEG as fallback) and a 412 px phone
 * at DPR 2.6, in Chromium, downloads a WebP within the 150 KB budget; each language's page renders
 * that language's alt text; a page whose image has no alt text is not published.
 */
import { mkdirSync } from 'node:fs';
import type { Page, Response } from '@playwright/test';
import { testPhoto } from '../../scripts/lib/test-photo';
import { adminToken, expect, hydrated, test } from './fixtures';

const UID = 'api::second-offer.second-offer';
const PATH = '/productividad-ia';
const SHOTS = '/work/shots/s9-media';
const BUDGET = 150_000;

interface Uploaded {
  id: number;
  name: string;
  url: string;
  size: number;
  formats: Record<string, { url: string; width: number; size: number; mime: string }>;
}

async function upload(cmsUrl: string, token: string, jpeg: Buffer, name: string, alternativeText: string | null): Promise<Uploaded> {
  const form = new FormData();
  form.append('files', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), name);
  form.append('fileInfo', JSON.stringify({ name, alternativeText, caption: null }));
  const res = await fetch(`${cmsUrl}/upload`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  expect(res.status, await res.clone().text()).toBe(201);
  const [file] = (await res.json()) as Uploaded[];
  return file;
}

/** Deletes test uploads (and, with them, their formats and WebP variants). */
async function remove(cmsUrl: string, token: string, ...files: Uploaded[]): Promise<void> {
  for (const f of files) await fetch(`${cmsUrl}/upload/files/${f.id}`, { method: 'DELETE', headers: { authorization: `Bearer ${token}` } });
}

/** The entry's draft fields, a PUT of some of them, and a publish (its status and message). */
async function entry(cmsUrl: string, token: string) {
  const base = `${cmsUrl}/content-manager/single-types/${UID}`;
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  return {
    get: async () => ((await (await fetch(base, { headers })).json()) as { data: Record<string, unknown> }).data,
    put: async (data: Record<string, unknown>) => {
      const res = await fetch(base, { method: 'PUT', headers, body: JSON.stringify(data) });
      expect(res.ok, await res.clone().text()).toBe(true);
    },
    publish: async () => {
      const res = await fetch(`${base}/actions/publish`, { method: 'POST', headers, body: '{}' });
      const body = (await res.json()) as { error?: { message?: string } };
      return { status: res.status, message: body.error?.message ?? '' };
    },
  };
}

/** The image responses of the page whose address contains `hash`, as they come (listen before goto). */
function imageResponses(page: Page, hash: string): Response[] {
  const seen: Response[] = [];
  page.on('response', (r) => {
    if (r.url().includes(hash) && r.request().resourceType() === 'image') seen.push(r);
  });
  return seen;
}

test.describe.configure({ mode: 'serial' });

test('an uploaded JPEG is served as WebP under the byte budget on a phone, with the alt text of each language', async ({
  browser,
  stack,
}) => {
  test.setTimeout(120_000);
  const token = await adminToken(stack);
  const tag = Date.now().toString(36);
  const jpeg = await testPhoto(2400, 1400);
  const photo = await upload(
    stack.cmsUrl,
    token,
    jpeg,
    `oficina-equipo-${tag}.jpg`,
    `es: Equipo revisando un proyecto ${tag} | en: Team reviewing a project ${tag}`,
  );
  // The CMS made the WebP variants on upload, beside Strapi's JPEG formats.
  expect(
    Object.keys(photo.formats)
      .filter((k) => k.startsWith('webp_'))
      .sort(),
  ).toEqual(['webp_1080', 'webp_1280', 'webp_1600', 'webp_1920', 'webp_320', 'webp_640']);
  expect(photo.formats.webp_1080.mime).toBe('image/webp');
  const hash = photo.url.replace(/^\/uploads\//, '').replace(/\.jpg$/, '');

  const page$ = await entry(stack.cmsUrl, token);
  const before = await page$.get();
  const previous = (before.robot_image as { id: number } | null)?.id ?? null;
  try {
    await page$.put({ robot_image: photo.id });
    expect(await page$.publish()).toEqual({ status: 200, message: '' });

    mkdirSync(SHOTS, { recursive: true });
    const measured: Record<string, { type: string; bytes: number; url: string }> = {};
    for (const [lang, alt] of [
      ['es', `Equipo revisando un proyecto ${tag}`],
      ['en', `Team reviewing a project ${tag}`],
    ] as const) {
      for (const viewport of [
        { width: 412, height: 915, deviceScaleFactor: 2.6, name: 'phone' },
        { width: 375, height: 812, deviceScaleFactor: 2, name: 'small phone' },
        { width: 1280, height: 900, deviceScaleFactor: 1, name: 'desktop' },
      ]) {
        const context = await browser.newContext({
          viewport,
          deviceScaleFactor: viewport.deviceScaleFactor,
          isMobile: viewport.width < 500,
        });
        const page = await context.newPage();
        // The publish drops the site's caches within seconds: wait for the new image.
        await expect
          .poll(async () => (await (await fetch(`${stack.webUrl}/${lang}${PATH}`)).text()).includes(hash), { timeout: 10_000 })
          .toBe(true);
        const responses = imageResponses(page, hash);
        await page.goto(`/${lang}${PATH}`);
        await hydrated(page);
        const img = page.getByRole('img', { name: alt, exact: true });
        await img.scrollIntoViewIfNeeded();
        await expect
          .poll(() => img.evaluate((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth))
          .toBeGreaterThan(0);
        await expect.poll(() => responses.length).toBeGreaterThan(0);
        // One download per page: the candidate the browser picked, nothing else of this image.
        expect(responses.map((r) => r.url())).toHaveLength(1);
        const res = responses[0];
        const body = await res.body();
        measured[`${lang} ${viewport.name}`] = { type: res.headers()['content-type'] ?? '', bytes: body.length, url: res.url() };
        // The other language's text is nowhere on the page.
        const other = lang === 'es' ? `Team reviewing a project ${tag}` : `Equipo revisando un proyecto ${tag}`;
        await expect(page.getByRole('img', { name: other })).toHaveCount(0);
        await img.evaluate((el) => el.scrollIntoView({ block: 'center' }));
        await page.screenshot({ path: `${SHOTS}/uploaded-${lang}-${viewport.width}.png` });
        await context.close();
      }
    }
    const phone = measured['es phone'];
    // The phone's pick (412 px × 2.6 = 1071 px wide in a 100vw slot): the 1080 px WebP.
    expect(phone.type).toBe('image/webp');
    expect(phone.url).toContain('webp_1080_');
    expect(phone.bytes).toBeLessThanOrEqual(BUDGET);
    expect(measured['en phone'].type).toBe('image/webp');
    // Before: the same slot's pick among the JPEG and its Strapi formats (640, 960, 1600, 2400): the 1600 px JPEG.
    const jpegPick = await fetch(`${stack.webUrl}${photo.formats.large.url}`);
    const jpegBytes = (await jpegPick.arrayBuffer()).byteLength;
    console.log(
      `[media] uploaded 2400×1400 JPEG ${jpeg.length} B; 412 px phone at DPR 2.6 before: ${photo.formats.large.url.split('/').pop()} ${jpegBytes} B (image/jpeg); after: ${phone.url.split('/').pop()} ${phone.bytes} B (${phone.type}); 1280 px desktop: ${measured['es desktop'].bytes} B (${measured['es desktop'].type})`,
    );
    expect(jpegBytes).toBeGreaterThan(phone.bytes);
    // The variant's address is hashed: cached for a year by every cache on the way.
    const head = await fetch(`${stack.webUrl}${photo.formats.webp_1080.url}`);
    expect(head.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(head.headers.get('content-type')).toBe('image/webp');
  } finally {
    await page$.put({ robot_image: previous });
    await page$.publish();
    await remove(stack.cmsUrl, token, photo);
  }
});

test('publishing a page whose image has no alt text is refused, with the reason in both languages', async ({ stack }) => {
  const token = await adminToken(stack);
  const tag = Date.now().toString(36);
  const page$ = await entry(stack.cmsUrl, token);
  const before = await page$.get();
  const previous = (before.robot_image as { id: number } | null)?.id ?? null;
  const small = await testPhoto(640, 400, 7);
  const bare = await upload(stack.cmsUrl, token, small, `sin-texto-${tag}.jpg`, null);
  const half = await upload(stack.cmsUrl, token, small, `solo-espanol-${tag}.jpg`, `es: Solo en español ${tag}`);
  try {
    await page$.put({ robot_image: bare.id });
    const refused = await page$.publish();
    expect(refused.status).toBe(400);
    expect(refused.message).toContain(`sin-texto-${tag}.jpg`);
    expect(refused.message).toMatch(/No se puede publicar: .*falta el texto alternativo en español y inglés/);
    expect(refused.message).toMatch(/Cannot publish: .*no Spanish or English alternative text/);

    await page$.put({ robot_image: half.id });
    const halfRefused = await page$.publish();
    expect(halfRefused.status).toBe(400);
    expect(halfRefused.message).toMatch(/falta el texto alternativo en inglés/);
    // The public page still shows what was published before.
    expect(await (await fetch(`${stack.webUrl}/en${PATH}`)).text()).not.toContain(`solo-espanol-${tag}`);

    // With the English text added in the media library, it publishes.
    const res = await fetch(`${stack.cmsUrl}/upload?id=${half.id}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: (() => {
        const form = new FormData();
        form.append(
          'fileInfo',
          JSON.stringify({ name: half.name, alternativeText: `es: Solo en español ${tag} | en: Now in English too ${tag}`, caption: null }),
        );
        return form;
      })(),
    });
    expect(res.status).toBe(200);
    expect((await page$.publish()).status).toBe(200);
  } finally {
    await page$.put({ robot_image: previous });
    await page$.publish();
    await remove(stack.cmsUrl, token, bare, half);
  }
});
