/**
 * The editors' redirects (docs/decisions/0035) on the running stack: imported from a CSV of the old
 * site's addresses through the admin API, applied by the site within 5 s of publishing, refused on
 * save when they would loop, chain or take over a page of the site, followed when edited, gone when
 * unpublished.
 */
import { request } from 'node:http';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { adminFetch } from '../../../scripts/lib/admin-token';
import { importRedirects, parseCsv } from '../../../scripts/import-redirects';

const stack = inject('stack');
const BASE = '/content-manager/collection-types/api::redirect.redirect';
const tag = Date.now().toString(36);

/** The status and Location of one request to the site (redirects not followed). */
function head(path: string): Promise<{ status: number; location: string | undefined; cacheControl: string | undefined }> {
  const url = new URL(path, stack.webUrl);
  return new Promise((resolve, reject) => {
    const req = request({ host: url.hostname, port: url.port, path: `${url.pathname}${url.search}`, method: 'GET' }, (res) => {
      res.resume();
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, location: res.headers.location, cacheControl: res.headers['cache-control'] }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

/** Polls until `check` holds; the milliseconds it took (fails after `ms`). */
async function within(ms: number, check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return Date.now() - started;
}

async function redirectDocuments(): Promise<Array<{ documentId: string; from_path: string }>> {
  const res = await adminFetch(stack.cmsUrl, `${BASE}?pageSize=100&filters[from_path][$contains]=${tag}`);
  return ((await res.json()) as { results: Array<{ documentId: string; from_path: string }> }).results;
}

afterAll(async () => {
  for (const doc of await redirectDocuments()) await adminFetch(stack.cmsUrl, `${BASE}/${doc.documentId}`, { method: 'DELETE' });
});

describe('redirects the editors manage', () => {
  it('a CSV of old addresses is imported row by row; the refused rows say why', async () => {
    const csv = [
      'from;to;kind;note',
      `https://old.example.com/Servicios/SAP-${tag}.html;/es/servicio-sap;permanent;"old site; SAP page"`,
      `/campana-${tag};/en/agentes-ia;302;Q4 campaign`,
      `/bucle-${tag};/bucle-${tag}/;;a loop`,
      '/es/nosotros;/en/nosotros;;a page of the site',
      `/otra-${tag};/en/;sometimes;bad kind`,
    ].join('\r\n');
    expect(parseCsv(csv)[1]).toEqual([
      `https://old.example.com/Servicios/SAP-${tag}.html`,
      '/es/servicio-sap',
      'permanent',
      'old site; SAP page',
    ]);
    const outcomes = await importRedirects(stack.cmsUrl, csv);
    expect(outcomes.map((o) => [o.line, o.ok])).toEqual([
      [2, true],
      [3, true],
      [4, false],
      [5, false],
      [6, false],
    ]);
    expect(outcomes[0].from).toBe(`/servicios/sap-${tag}.html`);
    expect(outcomes[2].message).toMatch(/loop/);
    expect(outcomes[3].message).toMatch(/answers itself/);
    expect(outcomes[4].message).toMatch(/permanent \(301\) or temporary \(302\)/);

    // Published: every site server answers within 5 s (the content-change announcement reloads its table).
    const waited = await within(5_000, async () => (await head(`/servicios/SAP-${tag}.html`)).status === 301);
    console.log(`[redirects] imported redirect answered after ${waited} ms`);
    const moved = await head(`/Servicios/SAP-${tag}.html/?utm_source=mail&utm_campaign=migracion`);
    expect(moved.status).toBe(301);
    expect(moved.location).toBe('/es/servicio-sap?utm_source=mail&utm_campaign=migracion');
    expect(moved.cacheControl).toMatch(/^public, .*s-maxage=\d+/);
    // (An unknown bare path also answers 302, to its language address: the target tells them apart.)
    await within(5_000, async () => (await head(`/campana-${tag}`)).location === '/en/agentes-ia');
    expect((await head(`/campana-${tag}`)).status).toBe(302);
  });

  it('a chain is refused on save, in either direction; an edit is followed and an unpublished redirect stops', async () => {
    const create = (from_path: string, to: string) =>
      adminFetch(stack.cmsUrl, BASE, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ from_path, to, kind: 'permanent' }),
      });
    const into = await create(`/cadena-${tag}`, `/campana-${tag}`);
    expect(into.status).toBe(400);
    expect(((await into.json()) as { error: { message: string } }).error.message).toMatch(/itself redirected .*no chains/);
    const outOf = await create(`/en/agentes-ia-${tag}`, '/es/');
    expect(outOf.status).toBe(201);

    const [campaign] = (await redirectDocuments()).filter((d) => d.from_path === `/campana-${tag}`);
    const chained = await adminFetch(stack.cmsUrl, `${BASE}/${campaign.documentId}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ to: `/en/agentes-ia-${tag}` }),
    });
    expect(chained.status).toBe(400);

    const edited = await adminFetch(stack.cmsUrl, `${BASE}/${campaign.documentId}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ to: '/es/servicio-ia' }),
    });
    expect(edited.status).toBe(200);
    expect((await adminFetch(stack.cmsUrl, `${BASE}/${campaign.documentId}/actions/publish`, { method: 'POST' })).status).toBe(200);
    await within(5_000, async () => (await head(`/campana-${tag}`)).location === '/es/servicio-ia');

    expect((await adminFetch(stack.cmsUrl, `${BASE}/${campaign.documentId}/actions/unpublish`, { method: 'POST' })).status).toBe(200);
    // Back to what any unknown address gets (the entry's language redirect, then the not-found page).
    const unknown = await head(`/nada-${tag}`);
    await within(5_000, async () => {
      const now = await head(`/campana-${tag}`);
      return now.status === unknown.status && now.location === unknown.location?.replace('nada', 'campana');
    });
  });
});
