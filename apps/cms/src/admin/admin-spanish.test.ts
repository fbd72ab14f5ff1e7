/**
 * The admin reads in Spanish where Strapi has no Spanish of its own (docs/decisions/0090): every
 * content type's name, and every media library string of Strapi's English file.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ADMIN_CORE_ES, adminSpanish, CONTENT_TYPE_NAMES_ES } from './admin-spanish';

const API = join(__dirname, '..', 'api');
const ADMIN = join(__dirname, '..', '..', 'node_modules', '@strapi', 'admin', 'dist', 'admin', 'admin', 'src', 'translations');
const UPLOAD = join(__dirname, '..', '..', 'node_modules', '@strapi', 'upload', 'dist', 'admin', 'translations');

describe('the admin in Spanish', () => {
  it('names every content type', () => {
    const names = readdirSync(API).flatMap((api) => {
      const dir = join(API, api, 'content-types');
      let types: string[] = [];
      try {
        types = readdirSync(dir);
      } catch {
        return [];
      }
      return types.map(
        (t) => (JSON.parse(readFileSync(join(dir, t, 'schema.json'), 'utf8')) as { info: { displayName: string } }).info.displayName,
      );
    });
    expect(names.length).toBeGreaterThan(30);
    expect(names.filter((n) => !CONTENT_TYPE_NAMES_ES[n])).toEqual([]);
  });

  it("has every media library string of Strapi's English file in Spanish, with the same placeholders", async () => {
    const en = (await import(join(UPLOAD, 'en.json.mjs'))).default as Record<string, string>;
    const es = (await import(join(UPLOAD, 'es.json.mjs'))).default as Record<string, string>;
    const ours = adminSpanish.es as Record<string, string>;
    const missing = Object.keys(en).filter((k) => !(k in es) && !ours[`upload.${k}`]);
    expect(missing).toEqual([]);
    const placeholders = (s: string) => [...s.matchAll(/\{(\w+)(?=[},])/g)].map((m) => m[1]).sort();
    for (const k of Object.keys(en).filter((k) => !(k in es)))
      expect(placeholders(ours[`upload.${k}`] ?? ''), k).toEqual(placeholders(en[k] ?? ''));
  });

  it("gives the admin's own strings it translates only where Strapi has no Spanish, with their placeholders", async () => {
    const en = (await import(join(ADMIN, 'en.json.mjs'))).default as Record<string, string>;
    const es = (await import(join(ADMIN, 'es.json.mjs'))).default as Record<string, string>;
    for (const key of Object.keys(ADMIN_CORE_ES)) {
      expect(en[key], key).toBeDefined();
      expect(es[key], key).toBeUndefined();
    }
  });
});
