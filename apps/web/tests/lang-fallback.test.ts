/**
 * The fallback to the other language is marked in the page (docs/decisions/0043), against
 * the running stack: for each kind of block, an editor empties the English text of a field (through
 * the admin API, as in the admin) and gives its Spanish text a marker; the English page then shows
 * the Spanish marker inside an element with lang="es", and the Spanish page shows it in an element
 * with no lang of its own (a text in the page's language is never marked). Every field is restored.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { adminFetch } from '../../../scripts/lib/admin-token';

const stack = inject('stack');
const json = { 'content-type': 'application/json' };

type Data = Record<string, unknown>;

/** A field of a single type: top level (`tittle_banner`) or in a component (`Banner.first_paragraph`). */
interface Case {
  /** The block it shows in, for the failure message. */
  block: string;
  field: string;
}

/** The single types, the pages that show them (English address) and one field per kind of block. */
const PAGES: Array<{ uid: string; path: string; cases: Case[] }> = [
  {
    uid: 'api::home.home',
    path: '/en/',
    cases: [
      { block: 'hero title', field: 'tittle_banner' },
      { block: 'hero subtitle', field: 'subtittle_banner' },
      { block: 'solutions carousel title', field: 'tittle_solutions' },
      { block: 'partner block title', field: 'tittle_partner' },
      { block: 'what-we-do map lead', field: 'subtittle_whatdowedo' },
      { block: 'trending posts title', field: 'tittle_trends' },
      { block: 'contact section title', field: 'tittle_contact' },
      { block: 'contact section text', field: 'content_contact' },
      { block: 'join-us eyebrow (component)', field: 'join_us.subtittle' },
    ],
  },
  {
    uid: 'api::about-us.about-us',
    path: '/en/nosotros',
    cases: [
      { block: 'who we are title', field: 'tittle_about' },
      { block: 'vision and mission lead', field: 'subtittle_know_us' },
      { block: 'values title', field: 'tittle_values' },
      { block: 'approach title', field: 'tittle_approach' },
      { block: 'how we do it lead', field: 'subtittle_whatdowedoit' },
      { block: 'benefits title', field: 'tittle_benefits' },
    ],
  },
  {
    uid: 'api::microsoft.microsoft',
    path: '/en/servicio-microsoft',
    cases: [
      { block: 'service description title', field: 'title' },
      { block: 'service description paragraph', field: 'subtitle' },
      { block: 'diagram title', field: 'tittle_products' },
      { block: 'two-column cards title', field: 'tittle_agility' },
      { block: 'two-column cards lead', field: 'subtittle_agility' },
    ],
  },
  {
    uid: 'api::digital.digital',
    path: '/en/servicio-digital',
    cases: [{ block: 'feature strip title', field: 'tittle_last_section' }],
  },
  {
    uid: 'api::staffing.staffing',
    path: '/en/service-staffing',
    cases: [{ block: 'clients slider title', field: 'tittle_clients' }],
  },
  {
    uid: 'api::ia.ia',
    path: '/en/servicio-ia',
    cases: [
      { block: 'AI hero paragraph (component)', field: 'Banner.first_paragraph' },
      { block: 'AI services title (component)', field: 'CarouselSection.title' },
    ],
  },
  {
    uid: 'api::first-ia-offer.first-ia-offer',
    path: '/en/automatizacion-ia',
    cases: [{ block: 'offer section title (component)', field: 'because_with_us.title' }],
  },
  {
    uid: 'api::insight.insight',
    path: '/en/insights',
    cases: [{ block: 'insights group title', field: 'title_blogs' }],
  },
  {
    uid: 'api::footer.footer',
    path: '/en/',
    cases: [{ block: 'footer address', field: 'address' }],
  },
];

const base = (uid: string) => `/content-manager/single-types/${uid}`;

async function read(uid: string): Promise<Data> {
  const res = await adminFetch(stack.cmsUrl, base(uid));
  expect(res.status, uid).toBe(200);
  return ((await res.json()) as { data: Data }).data;
}

/** Saves and publishes these top-level keys of a single type, as the admin's Publish does. */
async function write(uid: string, data: Data): Promise<void> {
  const put = await adminFetch(stack.cmsUrl, base(uid), { method: 'PUT', headers: json, body: JSON.stringify(data) });
  expect(put.status, await put.clone().text()).toBe(200);
  const pub = await adminFetch(stack.cmsUrl, `${base(uid)}/actions/publish`, { method: 'POST', headers: json, body: '{}' });
  expect(pub.status, await pub.clone().text()).toBe(200);
}

/** The element whose own text holds `marker`: its tag and attributes (scripts and <title> left out). */
function elementsAround(html: string, marker: string): Array<{ tag: string; attrs: string }> {
  const found: Array<{ tag: string; attrs: string }> = [];
  const re = /<([a-z][a-z0-9]*)((?:\s[^<>]*)?)>([^<]*)/g;
  for (const m of html.matchAll(re)) {
    const [, tag = '', attrs = '', text = ''] = m;
    if (tag === 'script' || tag === 'title' || !text.includes(marker)) continue;
    found.push({ tag, attrs });
  }
  return found;
}

const langAttr = (attrs: string) => /\slang="([^"]*)"/.exec(attrs)?.[1] ?? null;

async function page(path: string, marker: string): Promise<string> {
  const started = Date.now();
  for (;;) {
    const res = await fetch(new URL(path, stack.webUrl), { headers: { accept: 'text/html' } });
    const html = await res.text();
    // The publish drops the page cache (webhook); wait until the page shows the new text.
    if (html.includes(marker) || Date.now() - started > 10_000) return html;
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('a text shown in the other language is marked with its lang', () => {
  for (const { uid, path, cases } of PAGES) {
    it(`${uid}: ${cases.map((c) => c.block).join(', ')}`, async () => {
      const run = randomUUID().slice(0, 8);
      const before = await read(uid);
      const changed: Data = {};
      const previous: Data = {};
      const markers = new Map<Case, string>();
      for (const c of cases) {
        const [first = '', inner] = c.field.split('.');
        const marker = `Marca ${c.field.replace(/\W/g, '')} ${run}`;
        markers.set(c, marker);
        if (inner) {
          const component = (changed[first] ?? structuredClone(before[first])) as Data | null;
          expect(component, `${uid}.${first}`).toBeTruthy();
          previous[first] = before[first];
          changed[first] = { ...component, [`${inner}_es`]: marker, [`${inner}_en`]: '' };
        } else {
          previous[`${first}_es`] = before[`${first}_es`];
          previous[`${first}_en`] = before[`${first}_en`];
          changed[`${first}_es`] = marker;
          changed[`${first}_en`] = '';
        }
      }
      await write(uid, changed);
      try {
        await check(path, cases, markers);
      } finally {
        await write(uid, previous);
      }
    });
  }
});

async function check(path: string, cases: Case[], markers: Map<Case, string>): Promise<void> {
  const en = await page(path, markers.values().next().value ?? '');
  const es = await page(path.replace(/^\/en/, '/es'), markers.values().next().value ?? '');
  for (const c of cases) {
    const marker = markers.get(c) ?? '';
    const onEn = elementsAround(en, marker);
    expect(onEn.length, `${c.block} (${c.field}) on ${path}`).toBeGreaterThan(0);
    for (const el of onEn) expect(langAttr(el.attrs), `${c.block}: <${el.tag}${el.attrs}> on ${path}`).toBe('es');
    const onEs = elementsAround(es, marker);
    expect(onEs.length, `${c.block} (${c.field}) on the Spanish page`).toBeGreaterThan(0);
    for (const el of onEs) expect(langAttr(el.attrs), `${c.block}: <${el.tag}${el.attrs}> on the Spanish page`).toBeNull();
  }
}
