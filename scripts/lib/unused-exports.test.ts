import { describe, expect, it } from 'vitest';
import { conventionalExports, type ModuleFacts, moduleFacts, unusedExports } from './unused-exports';

/** A tiny repository in memory: `./x` from any module resolves to `x.ts` (or `x.tsx`); packages are not ours. */
function check(
  files: Record<string, string>,
  checked = Object.keys(files).filter((f) => !f.includes('.test.')),
  copies = new Map<string, string[]>(),
) {
  const facts = new Map<string, ModuleFacts>();
  for (const [file, text] of Object.entries(files)) {
    const resolve = (spec: string) => {
      if (!spec.startsWith('./')) return null;
      const base = spec.slice(2);
      return [`${base}.ts`, `${base}.tsx`].find((f) => f in files) ?? null;
    };
    facts.set(file, moduleFacts(file, text, resolve));
  }
  return unusedExports(facts, checked, conventionalExports, copies).map(
    (u) => `${u.module}:${u.line} ${u.name}${u.usedLocally ? ' (local)' : ''}`,
  );
}

describe('unused exports', () => {
  it('finds an export nobody imports and leaves an imported one alone', () => {
    expect(
      check({
        'a.ts': 'export function used() {}\nexport const unused = 1;\nexport function helper() {}\nhelper();\n',
        'b.ts': "import { used } from './a';\nimport { join } from 'node:path';\nused(); join();\n",
      }),
    ).toEqual(['a.ts:2 unused', 'a.ts:3 helper (local)']);
  });

  it('counts a type used only as a type, and an export its own test imports', () => {
    expect(
      check({
        'types.ts': 'export type Shape = { a: 1 };\nexport interface Box { b: 2 }\nexport type Lonely = 3;\n',
        'user.ts': "import type { Shape } from './types';\nimport { type Box } from './types';\nexport const s: Shape | Box = { a: 1 };\n",
        'user.test.ts': "import { s } from './user';\ns;\n",
      }),
    ).toEqual(['types.ts:3 Lonely']);
  });

  it('follows re-export chains, `export *` barrels and renames, and flags an unused re-export at the barrel', () => {
    expect(
      check({
        'deep.ts': 'export const viaStar = 1;\nexport const renamed = 2;\nexport const neverAsked = 3;\nexport default 4;\n',
        'middle.ts': "export { renamed as better } from './deep';\nexport * from './deep';\n",
        'barrel.ts':
          "import { better } from './middle';\nexport { better };\nexport * from './middle';\nexport { viaStar as spare } from './deep';\n",
        'app.ts': "import { better, viaStar } from './barrel';\nbetter; viaStar;\n",
      }),
    ).toEqual(['barrel.ts:4 spare', 'deep.ts:3 neverAsked', 'deep.ts:4 default']);
  });

  it('reads namespace imports, dynamic imports and import types by the names they read', () => {
    expect(
      check({
        'lib.ts':
          'export const a = 1;\nexport const b = 2;\nexport const c = 3;\nexport type T = 4;\nexport const d = 5;\nexport const e = 6;\n',
        'ns.ts': "import * as lib from './lib';\nlib.a;\nlet t: import('./lib').T;\n",
        'lazy.ts': "const { b } = await import('./lib');\nimport('./lib').then((m) => m.c);\n",
      }),
    ).toEqual(['lib.ts:5 d', 'lib.ts:6 e']);
    expect(
      check({
        'lib.ts': 'export const a = 1;\nexport const b = 2;\n',
        'whole.ts': "import * as lib from './lib';\nconsole.log(lib);\n",
      }),
    ).toEqual([]);
  });

  it('counts a name used in a generated copy as used in its source', () => {
    const files = {
      'source.ts': 'export const copied = 1;\nexport const alone = 2;\n',
      'copy.ts': 'export const copied = 1;\nexport const alone = 2;\n',
      'cms.ts': "import { copied } from './copy';\ncopied;\n",
    };
    expect(check(files, ['source.ts'], new Map([['copy.ts', ['source.ts']]]))).toEqual(['source.ts:2 alone']);
    expect(check(files, ['source.ts'])).toEqual(['source.ts:1 copied', 'source.ts:2 alone']);
  });

  it('treats the names a framework loads by convention as used', () => {
    expect(
      check({
        'apps/web/app/routes/page.tsx':
          'export const loader = () => 1;\nexport const meta = () => [];\nexport default function Page() {}\nexport const extra = 1;\n',
        'apps/cms/src/api/blog/controllers/blog.ts': 'export default {};\n',
      }),
    ).toEqual(['apps/web/app/routes/page.tsx:4 extra']);
  });
});
