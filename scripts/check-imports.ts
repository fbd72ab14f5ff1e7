/**
 * `npm run check:imports` (a step of `npm test`): no import circle and no two-way tie between folders
 * in our TypeScript (the site, the chat service, the shared packages, scripts, seed, tests) and the
 * site's boundaries kept (routes → blocks → features → components → lib → content; features
 * independent of each other but for the shared forms and analytics; no `.server` module or `server/`
 * room reachable from browser code; server-only code in `server/` or a declared server half, never in
 * `lib/`: docs/decisions/0095); every test file in exactly one Vitest project; and
 * page addresses spelled only in the page table (scripts/lib/page-paths.ts); no state kept on
 * `globalThis` in the site or its server kit (scripts/lib/global-state.ts); and no unused export
 * (scripts/lib/unused-exports.ts).
 * Prints each problem; exits 1 when there is one.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import vitestConfig from '../vitest.config';
import { SITE_PAGES } from '../packages/content/src/pages';
import { globalStateLines } from './lib/global-state';
import {
  boundaryViolations,
  buildGraph,
  findCycles,
  folderTies,
  type ImportGraph,
  listSources,
  serverImports,
  serverOnlyProblems,
} from './lib/import-graph';
import { PAGE_PATH_OWNERS, pagePathLiterals, pagePathStems } from './lib/page-paths';
import { ROOT } from './lib/stack';
import { projectGlobs, testFiles, testProjectProblems } from './lib/test-projects';
import { conventionalExports, type ModuleFacts, moduleFacts, unusedExports } from './lib/unused-exports';

function compilerOptions(tsconfig: string): ts.CompilerOptions {
  const read = ts.readConfigFile(tsconfig, ts.sys.readFile);
  if (read.error) throw new Error(ts.flattenDiagnosticMessageText(read.error.messageText, '\n'));
  return ts.parseJsonConfigFileContent(read.config, ts.sys, join(tsconfig, '..')).options;
}

const graph: ImportGraph = new Map();
const serverDeps = new Map<string, string[]>();
const asText: ImportGraph = new Map();
const add = (tsconfig: string, dirs: string[]) => {
  const files = dirs.flatMap((d) => listSources(join(ROOT, d)));
  for (const [k, v] of buildGraph(ROOT, files, compilerOptions(join(ROOT, tsconfig)), asText)) graph.set(k, v);
  for (const [k, v] of serverImports(ROOT, files)) serverDeps.set(k, v);
};
add('apps/web/tsconfig.json', ['apps/web/app', 'apps/web/server']);
add('tsconfig.json', ['apps/chat/src', 'apps/chat/tests', 'packages/content/src', 'scripts', 'seed/scripts', 'tests', 'e2e']);

const cycles = findCycles(graph);
const violations = [...boundaryViolations(graph, 'apps/web/app/'), ...serverOnlyProblems(graph, serverDeps, 'apps/web/app/', asText)];
// No two-way tie between folders (docs/decisions/0095).
const ties = folderTies(graph);
for (const cycle of cycles) console.error(`import circle: ${cycle.join(' ↔ ')}`);
for (const tie of ties) console.error(`folder tie: ${tie}`);
for (const v of violations) console.error(`boundary: ${v}`);
console.log(
  `${graph.size} modules: ${cycles.length} import circle(s), ${ties.length} two-way folder tie(s), ${violations.length} boundary problem(s)`,
);

// Every test file runs in exactly one Vitest project (docs/decisions/0034).
const tests = testFiles(ROOT);
const testProblems = testProjectProblems(tests, projectGlobs(vitestConfig));
for (const p of testProblems) console.error(p);
console.log(`${tests.length} test files: ${testProblems.length} not in exactly one Vitest project`);

// Page addresses from the page table only: no path literal in the product's code (tests check addresses).
const stems = pagePathStems(Object.values(SITE_PAGES).map((p) => p.path));
const productCode = ['apps/web/app', 'apps/web/server', 'apps/chat/src', 'packages/content/src']
  .flatMap((d) => listSources(join(ROOT, d)))
  .map((f) => relative(ROOT, f))
  .filter((f) => !/\.test\.tsx?$/.test(f) && !f.includes('/generated/') && !(f in PAGE_PATH_OWNERS));
let pathProblems = 0;
for (const f of productCode)
  for (const hit of pagePathLiterals(f, readFileSync(join(ROOT, f), 'utf8'), stems)) {
    console.error(`page path outside the page table: ${f}:${hit} (use pagePath/pageHref from packages/content/src/pages.ts)`);
    pathProblems++;
  }
console.log(`${productCode.length} product modules: ${pathProblems} page path literal(s) outside the page table`);

// One bundle per server (docs/decisions/0054): module state is the process's, none on globalThis.
const siteCode = ['apps/web/app', 'apps/web/server', 'packages/server-kit/src']
  .flatMap((d) => listSources(join(ROOT, d)))
  .filter((f) => !/\.test\.tsx?$/.test(f));
let globalProblems = 0;
for (const f of siteCode)
  for (const line of globalStateLines(readFileSync(f, 'utf8'))) {
    console.error(`state on globalThis: ${relative(ROOT, f)}:${line} (a module-level variable is already one per process)`);
    globalProblems++;
  }
console.log(`${siteCode.length} site and server-kit modules: ${globalProblems} kept on globalThis`);

// No unused export (docs/decisions/0047): every exported name is imported by another module (a test
// counts) or loaded by name by a framework (EXPORT_CONVENTIONS in scripts/lib/unused-exports.ts).
// All our TypeScript is read, each folder with the compiler options it is built with (the first
// match wins: the CMS admin before the rest of the CMS).
/** The CMS's local plugins' admin halves (apps/cms/src/plugins/NAME/admin); their server halves are the CMS's. */
function cmsPluginAdminDirs(): string[] {
  const root = join(ROOT, 'apps/cms/src/plugins');
  return existsSync(root) ? readdirSync(root).map((name) => `apps/cms/src/plugins/${name}/admin`) : [];
}
const exportAreas: Array<[tsconfig: string, dirs: string[]]> = [
  ['apps/web/tsconfig.json', ['apps/web']],
  // The admin's code: its customisation and the local plugins' admin halves (built into the same bundle).
  ['apps/cms/src/admin/tsconfig.json', ['apps/cms/src/admin', ...cmsPluginAdminDirs()]],
  ['apps/cms/tsconfig.json', ['apps/cms/src', 'apps/cms/config', 'apps/cms/tests']],
  ['tsconfig.json', ['apps/chat', 'packages', 'scripts', 'seed/scripts', 'tests', 'e2e']],
];
const facts = new Map<string, ModuleFacts>();
/**
 * Files `npm run gen:model` writes: read (their imports count) but not checked, their generator
 * decides what they export; a name used in one is used in the modules it is made from.
 */
const generated = new Map<string, string[]>();
const rootFiles = ['vitest.config.ts'].map((f) => join(ROOT, f));
for (const [tsconfig, dirs] of exportAreas) {
  const options = compilerOptions(join(ROOT, tsconfig));
  const host = ts.createCompilerHost(options);
  const cache = ts.createModuleResolutionCache(ROOT, (f) => f, options);
  const files = [...dirs.flatMap((d) => listSources(join(ROOT, d))), ...(tsconfig === 'tsconfig.json' ? rootFiles : [])];
  for (const file of files) {
    const module = relative(ROOT, file);
    if (facts.has(module)) continue;
    const resolve = (specifier: string) => {
      // A Vite query (`./x?inline-script`) names the module without it.
      const resolved = ts.resolveModuleName(specifier.replace(/\?[^/]*$/, ''), file, options, host, cache).resolvedModule?.resolvedFileName;
      if (!resolved || resolved.includes('/node_modules/') || resolved.endsWith('.d.ts')) return null;
      const target = relative(ROOT, resolved);
      return target.startsWith('..') ? null : target;
    };
    const text = readFileSync(file, 'utf8');
    const header = /^\/\/ Generated by scripts\/gen-model\.ts from (\S+)\.ts(?: and (\S+)\.ts)?\. Do not edit\./.exec(text);
    if (header) generated.set(module, [`${header[1]}.ts`, ...(header[2] ? [join(header[1], '..', `${header[2]}.ts`)] : [])]);
    facts.set(module, moduleFacts(module, text, resolve));
  }
}
const isTestFile = (m: string) => /\.(test|spec|test-d)\.tsx?$/.test(m);
const unused = unusedExports(
  facts,
  [...facts.keys()].filter((m) => !isTestFile(m) && !generated.has(m)),
  conventionalExports,
  generated,
);
for (const u of unused)
  console.error(
    `unused export: ${u.module}:${u.line} ${u.name} (${u.usedLocally ? 'used only in its module: drop `export`' : 'used nowhere: delete it'})`,
  );
console.log(`${facts.size} modules read: ${unused.length} unused export(s)`);
process.exit(
  cycles.length || ties.length || violations.length || testProblems.length || pathProblems || globalProblems || unused.length ? 1 : 0,
);
