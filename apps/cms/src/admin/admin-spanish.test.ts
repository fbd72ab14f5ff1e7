/**
 * The admin reads in Spanish where Strapi has no Spanish of its own (docs/decisions/0090, 0094): every
 * content type's name, and every string of Strapi's English files its Spanish ones lack, but for the
 * screens the product's users never reach (UNTRANSLATED, each with its reason).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { adminSpanish, CONTENT_TYPE_NAMES_ES, STRAPI_IN_ENGLISH, STRAPI_SPANISH, UNTRANSLATED } from './admin-spanish';

const API = join(__dirname, '..', 'api');
const STRAPI = join(__dirname, '..', '..', 'node_modules', '@strapi');
/** Each package's translation files. */
const PACKAGES: Record<string, string> = {
  admin: join(STRAPI, 'admin', 'dist', 'admin', 'admin', 'src', 'translations'),
  ...Object.fromEntries(
    ['content-manager', 'upload', 'content-releases', 'email', 'i18n', 'review-workflows', 'content-type-builder'].map((p) => [
      p,
      join(STRAPI, p, 'dist', 'admin', 'translations'),
    ]),
  ),
  'users-permissions': join(STRAPI, 'plugin-users-permissions', 'dist', 'admin', 'translations'),
};
const placeholders = (s: string) => [...s.matchAll(/\{(\w+)(?=[},])/g)].map((m) => m[1]).sort();
/** Strings supplied, and left in English (screens the product's users never reach). */
const SUPPLIED = 436;
const LEFT = 173;

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

  it("has every string Strapi's Spanish files lack, by package, except those of screens the product's users never reach", async () => {
    let supplied = 0;
    let left = 0;
    for (const [pkg, dir] of Object.entries(PACKAGES)) {
      const en = (await import(join(dir, 'en.json.mjs'))).default as Record<string, string>;
      const es = (await import(join(dir, 'es.json.mjs'))).default as Record<string, string>;
      const ours = STRAPI_SPANISH[pkg] ?? {};
      const reasons = UNTRANSLATED[pkg] ?? [];
      const missing = Object.keys(en).filter((k) => !(k in es));
      // Every missing string is ours, or of a screen named in UNTRANSLATED.
      expect(
        missing.filter((k) => !ours[k] && !reasons.some(([pattern]) => pattern.test(k))),
        pkg,
      ).toEqual([]);
      // Ours only where Strapi has no Spanish, with the English string's placeholders.
      for (const [key, text] of Object.entries(ours)) {
        expect(en[key], `${pkg}: ${key}`).toBeDefined();
        expect(es[key], `${pkg}: ${key}`).toBeUndefined();
        expect(placeholders(text), `${pkg}: ${key}`).toEqual(placeholders(en[key] ?? ''));
      }
      supplied += Object.keys(ours).length;
      left += missing.filter((k) => !ours[k]).length;
    }
    // As the admin merges them: a plugin's ids prefixed with its name.
    expect(adminSpanish.es['upload.asset-details.title']).toBe('Detalles del archivo');
    expect(adminSpanish.es['content-manager.containers.untitled']).toBe('Sin título');
    expect(adminSpanish.es['app.error.chunk.title']).toBe('No se pudo cargar esta pantalla');
    // docs/decisions/0094 gives these figures (Strapi 5.54).
    expect({ supplied, left }).toEqual({ supplied: SUPPLIED, left: LEFT });
  });

  it("has the strings Strapi's Spanish files hold in English or only as code defaults", async () => {
    for (const [pkg, messages] of Object.entries(STRAPI_IN_ENGLISH)) {
      const dir = PACKAGES[pkg] ?? '';
      const en = (await import(join(dir, 'en.json.mjs'))).default as Record<string, string>;
      const es = (await import(join(dir, 'es.json.mjs'))).default as Record<string, string>;
      for (const key of Object.keys(messages)) {
        const inEnglish = key in es && es[key] === en[key];
        const codeDefault = !(key in es) && !(key in en);
        expect(inEnglish || codeDefault, `${pkg}: ${key}`).toBe(true);
      }
    }
    expect(adminSpanish.es['content-manager.containers.edit.information.last-draft.label']).toBe('Actualizado');
    expect(adminSpanish.es['app.components.LeftMenuLinkContainer.settings']).toBe('Configuración');
  });
});
