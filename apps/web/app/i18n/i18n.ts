import type { Lang } from '@site/content';

/** One language's texts (the shape of `es.json` and `en.json`). */
export type Dictionary = Record<string, unknown>;

/**
 * The languages' texts known so far. The server and the tests have both from the start
 * (`dictionaries.server.ts`, the unit tests' set-up); the browser has only the page's own language,
 * fetched before hydration, and the other one before a switch (`load.ts`, docs/decisions/0089).
 */
const dictionaries: Partial<Record<Lang, Dictionary>> = {};

/** Makes a language's texts known to every translator. */
export function provideDictionary(lang: Lang, dictionary: Dictionary): void {
  dictionaries[lang] = dictionary;
}

/** Whether a language's texts are there. */
export const hasDictionary = (lang: Lang): boolean => dictionaries[lang] !== undefined;

/** Values for a text's `{{name}}` placeholders; `count` also picks the plural form (`key_one`, `key_other`). */
type TranslationValues = Record<string, string | number>;
export type TFunction = (key: string, values?: TranslationValues) => string;

/** The text at a dotted key (`forms.fields.name`) of one language's tree, if there is one. */
function lookup(tree: unknown, key: string): string | undefined {
  let node: unknown = tree;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object' || !Object.hasOwn(node, part)) return undefined;
    node = Reflect.get(node, part);
  }
  return typeof node === 'string' ? node : undefined;
}

const plurals = new Map<Lang, Intl.PluralRules>();

/**
 * A translator for one language (PRODUCT §4: es and en, en the fallback for a text es lacks), over the
 * same JSON files and with the same rules the site used with i18next: dotted keys, `{{name}}`
 * placeholders (not escaped: React escapes), plural forms chosen by `count` with `Intl.PluralRules`
 * (`key_one`, `key_many`, … falling back to `key_other`), the key itself when no language has it.
 * A few dozen lines instead of i18next's ~20 KB gzip in every page's first load (docs/decisions/0019).
 * A language whose texts are not there yet (the browser's other language) reads as English, else keys.
 */
function makeTranslator(lang: Lang): TFunction {
  // Read at each call: a language's texts may arrive after its translator was made.
  const treesOf = () => (lang === 'en' ? [dictionaries.en] : [dictionaries[lang], dictionaries.en]).filter((d) => d !== undefined);
  let rules = plurals.get(lang);
  if (!rules) {
    rules = new Intl.PluralRules(lang);
    plurals.set(lang, rules);
  }
  const pluralRules = rules;
  return (key, values) => {
    const count = values?.count;
    const keys = typeof count === 'number' ? [`${key}_${pluralRules.select(count)}`, `${key}_other`, key] : [key];
    let text: string | undefined;
    for (const tree of treesOf()) {
      for (const k of keys) {
        text = lookup(tree, k);
        if (text !== undefined) break;
      }
      if (text !== undefined) break;
    }
    if (text === undefined) return key;
    return values ? text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => (name in values ? String(values[name]) : '')) : text;
  };
}

const fixed = new Map<Lang, TFunction>();

/** The translator of one language, made once (components use `useTranslation`, meta functions this). */
export function translator(lang: Lang): TFunction {
  let t = fixed.get(lang);
  if (!t) {
    t = makeTranslator(lang);
    fixed.set(lang, t);
  }
  return t;
}
