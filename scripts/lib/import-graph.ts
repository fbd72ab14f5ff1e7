/**
 * The import graph of our own TypeScript (docs/decisions/0026: no circles, boundaries enforced): which module
 * imports which (type-only imports included: a type taken from a module that renders you is a
 * circle too), resolved as TypeScript resolves them (the site's `~/` and `~server/` aliases included),
 * and the checks `npm test` runs over it: circles (must be 0), two-way ties between folders, the site's
 * layers and where its server-only code lives (docs/decisions/0095).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { join, posix, relative, sep } from 'node:path';
import ts from 'typescript';

/** Module (path relative to the repository) → the modules of ours it imports. */
export type ImportGraph = Map<string, Set<string>>;

const SOURCE = /\.(ts|tsx|mts)$/;
const SKIP_DIRS = new Set(['node_modules', 'dist', 'build', '.react-router', '.data', 'generated-types']);

export function listSources(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIP_DIRS.has(entry.name) && !entry.name.startsWith('.')) out.push(...listSources(join(dir, entry.name)));
    } else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(join(dir, entry.name));
  }
  return out;
}

/**
 * Reads the imports of `files` (absolute paths) resolved with `options` (a tsconfig's compiler
 * options); keeps the edges that land inside `root`, outside node_modules. `asText`, when given,
 * receives the edges that import a module's text through a Vite query (`./x?inline-script`).
 */
export function buildGraph(root: string, files: string[], options: ts.CompilerOptions, asText?: ImportGraph): ImportGraph {
  const host = ts.createCompilerHost(options);
  const graph: ImportGraph = new Map();
  const rel = (p: string) => relative(root, p).split(sep).join('/');
  for (const file of files) {
    const edges = new Set<string>();
    const info = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    for (const ref of info.importedFiles) {
      // A Vite query (`./x?inline-script`) names the module without it.
      const resolved = ts.resolveModuleName(ref.fileName.replace(/\?[^/]*$/, ''), file, options, host).resolvedModule;
      if (!resolved || resolved.isExternalLibraryImport || resolved.resolvedFileName.includes('/node_modules/')) continue;
      const target = rel(resolved.resolvedFileName);
      if (target.startsWith('..')) continue;
      edges.add(target);
      // `./x?inline-script`: the module's text, bundled into the page, not its code run here.
      if (asText && ref.fileName.includes('?')) asText.set(rel(file), new Set([...(asText.get(rel(file)) ?? []), target]));
    }
    graph.set(rel(file), edges);
  }
  return graph;
}

/** Every circle (strongly connected component of two or more modules, or a module importing itself). */
export function findCycles(graph: ImportGraph): string[][] {
  // Tarjan's algorithm, iterative so that a deep graph cannot overflow the stack.
  let index = 0;
  const indices = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  for (const start of graph.keys()) {
    if (indices.has(start)) continue;
    const work: Array<{ node: string; edges: string[]; next: number }> = [];
    const visit = (node: string) => {
      indices.set(node, index);
      low.set(node, index);
      index++;
      stack.push(node);
      onStack.add(node);
      work.push({ node, edges: [...(graph.get(node) ?? [])], next: 0 });
    };
    visit(start);
    while (work.length) {
      const frame = work[work.length - 1]!;
      if (frame.next < frame.edges.length) {
        const to = frame.edges[frame.next++]!;
        if (!indices.has(to)) visit(to);
        else if (onStack.has(to)) low.set(frame.node, Math.min(low.get(frame.node)!, indices.get(to)!));
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!));
      if (low.get(frame.node) === indices.get(frame.node)) {
        const component: string[] = [];
        let member: string;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          component.push(member);
        } while (member !== frame.node);
        if (component.length > 1 || graph.get(frame.node)?.has(frame.node)) cycles.push(component.sort());
      }
    }
  }
  return cycles;
}

/**
 * The site's layers, top to bottom (docs/ARCHITECTURE.md): a module may import its own layer or a
 * lower one, never a higher one. `i18n` and `styles` sit with `lib`; `config` (the environment)
 * is below everything.
 */
const WEB_LAYERS = ['routes', 'blocks', 'features', 'components', 'lib', 'content', 'config'] as const;
type WebLayer = (typeof WEB_LAYERS)[number];

/** The layer of a module under the site's `app/` folder (path relative to app/), or null (outside the layers). */
export function layerOf(appPath: string): WebLayer | null {
  if (appPath === 'root.tsx' || appPath === 'routes.ts' || appPath.startsWith('entry.')) return 'routes';
  const top = appPath.split('/')[0]!;
  if (top === 'i18n' || top === 'styles') return 'lib';
  return (WEB_LAYERS as readonly string[]).includes(top) ? (top as WebLayer) : null;
}

/**
 * The features other features build on (docs/decisions/0095): the forms (fields, validation, posting,
 * their server path) and the measurement (attribution, beacon, collection). Any feature may import
 * them; they import no other feature but each other, one way (no two-way tie between folders).
 */
const SHARED_FEATURES: ReadonlySet<string> = new Set(['forms', 'analytics']);

const isServerModule = (p: string) => /\.server\.(ts|tsx)$/.test(p) || /(^|\/)entry\.server\.tsx$/.test(p);
const isTest = (p: string) => /\.test\.(ts|tsx)$/.test(p);
const isAnyTest = (p: string) => /\.(test|spec|test-d)\.(ts|tsx)$/.test(p);

/**
 * Breaks of the site's boundaries, one sentence each:
 * - an import upwards (a component importing a feature, a feature importing a block, …);
 * - a feature importing another feature (features are independent of each other), but for the
 *   shared features (`SHARED_FEATURES`: forms, analytics) every feature may use;
 * - the app importing the site's Express server (the files of `server/` itself: index, security,
 *   preview, uploads): the server is built around the app (docs/decisions/0054), never the other way;
 * - browser code importing anything of `server/` (its rooms, `server/http/` and `server/pages/`, are
 *   server-only: the app's server code may use them, docs/decisions/0095);
 * - browser code importing a `.server` module. Browser code is every module that is not itself a
 *   `.server` module, outside `routes/` and `root.tsx`: route modules may import server modules
 *   because React Router removes their `loader`/`action` (and what only those use) from the
 *   browser bundle, and its build fails when a `.server` module is still reachable there.
 * Test files are left out: they may import anything.
 */
export function boundaryViolations(graph: ImportGraph, appPrefix: string): string[] {
  const problems: string[] = [];
  const inApp = (p: string) => (p.startsWith(appPrefix) ? p.slice(appPrefix.length) : null);
  const serverPrefix = appPrefix.replace(/app\/$/, 'server/');
  for (const [from, targets] of graph) {
    const fromApp = inApp(from);
    if (fromApp === null || isTest(fromApp)) continue;
    const fromLayer = layerOf(fromApp);
    for (const to of targets) {
      if (to.startsWith(serverPrefix)) {
        if (!to.slice(serverPrefix.length).includes('/'))
          problems.push(`${from} → ${to}: the app may not import the site's Express server (server/*.ts)`);
        else if (!isServerModule(fromApp) && fromLayer !== 'routes')
          problems.push(`${from} → ${to}: browser code may not import the site's server (server/)`);
      }
      const toApp = inApp(to);
      if (toApp === null) continue;
      const toLayer = layerOf(toApp);
      if (fromLayer && toLayer && WEB_LAYERS.indexOf(toLayer) < WEB_LAYERS.indexOf(fromLayer)) {
        problems.push(`${from} → ${to}: ${fromLayer} may not import ${toLayer} (layers: ${WEB_LAYERS.join(' → ')})`);
      }
      const toFeature = toApp.split('/')[1]!;
      if (fromLayer === 'features' && toLayer === 'features' && fromApp.split('/')[1] !== toFeature && !SHARED_FEATURES.has(toFeature)) {
        problems.push(`${from} → ${to}: a feature may not import another feature but the shared ones (move what both need below features)`);
      }
      if (isServerModule(toApp) && !isServerModule(fromApp) && fromLayer !== 'routes') {
        problems.push(`${from} → ${to}: browser code may not import a .server module`);
      }
    }
  }
  return problems.sort();
}

/**
 * Two-way ties between folders (docs/decisions/0095): folder A has a module importing one of folder
 * B and B one importing one of A, even when no file circle closes (a.ts → b/x.ts, b/y.ts → a-other.ts).
 * A folder is a module's own directory (a `generated/` one counts as its parent's); tests are left
 * out (they may import anything). One sentence per tie, with one import each way.
 */
export function folderTies(graph: ImportGraph): string[] {
  // Generated code (`…/generated/`, written by a generator from its parent's modules) is its parent's.
  const folderOf = (p: string) => posix.dirname(p).replace(/\/generated$/, '');
  const between = new Map<string, Map<string, string>>();
  for (const [from, targets] of graph) {
    if (isAnyTest(from)) continue;
    const a = folderOf(from);
    for (const to of targets) {
      const b = folderOf(to);
      if (a === b || isAnyTest(to)) continue;
      const row = between.get(a) ?? new Map<string, string>();
      between.set(a, row);
      if (!row.has(b)) row.set(b, `${from} → ${to}`);
    }
  }
  const problems: string[] = [];
  for (const [a, row] of between)
    for (const [b, there] of row) {
      const back = between.get(b)?.get(a);
      if (back && a < b) problems.push(`${a} ⇄ ${b}: ${there}, and ${back} (one folder must not need the other back)`);
    }
  return problems.sort();
}

/** Packages that only run on Node: a module importing one is server code. */
const SERVER_PACKAGES: ReadonlySet<string> = new Set(['express', '@site/server-kit', 'nodemailer']);

/** Each file's imports (absolute paths in, repository-relative out) of Node's built-ins and of `SERVER_PACKAGES`. */
export function serverImports(root: string, files: string[]): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const file of files) {
    const found = ts
      .preProcessFile(readFileSync(file, 'utf8'), true, true)
      .importedFiles.map((f) => f.fileName)
      .filter((name) => isBuiltin(name) || SERVER_PACKAGES.has(name));
    if (found.length) out.set(relative(root, file).split(sep).join('/'), [...new Set(found)]);
  }
  return out;
}

/**
 * Server-only code in the wrong place under the site's `app/` (docs/decisions/0095). A module is
 * server-only when it is named `*.server.ts(x)` (or is `entry.server.tsx`) or imports a Node built-in
 * or a server package (`serverImports`). Refused:
 * - a module importing a Node built-in or server package without being named `.server`: React Router
 *   keeps only `.server` modules out of the browser bundle, so the name is the declaration (route
 *   modules excepted: their `loader` and `action`, and what only those use, are the server half
 *   React Router declares and strips);
 * - any server-only module in `lib/`: lib holds the generic helpers every layer uses, the browser's
 *   included; server plumbing lives in `apps/web/server/`, a feature's server half beside it
 *   (`features/<name>/*.server.ts`);
 * - an app module imported only by the site's server (`server/`): it is the server's own and lives there.
 * Test files are left out, as importers too, and so is an import of a module's text (`asText`: the
 * starter script the server inlines into the page is browser code).
 */
export function serverOnlyProblems(
  graph: ImportGraph,
  serverDeps: Map<string, string[]>,
  appPrefix: string,
  asText: ImportGraph = new Map(),
): string[] {
  const serverPrefix = appPrefix.replace(/app\/$/, 'server/');
  const importers = new Map<string, string[]>();
  for (const [from, targets] of graph) {
    if (isAnyTest(from)) continue;
    for (const to of targets) if (!asText.get(from)?.has(to)) importers.set(to, [...(importers.get(to) ?? []), from]);
  }
  const problems: string[] = [];
  for (const module of graph.keys()) {
    if (!module.startsWith(appPrefix) || isAnyTest(module)) continue;
    const inApp = module.slice(appPrefix.length);
    const deps = serverDeps.get(module) ?? [];
    const named = isServerModule(inApp);
    if (deps.length && !named && layerOf(inApp) !== 'routes')
      problems.push(`${module}: imports ${deps.join(', ')} (server code) but is not named *.server.ts, its declaration as a server half`);
    if (inApp.startsWith('lib/') && (named || deps.length))
      problems.push(
        `${module}: server-only code in lib/ (every layer's helpers, the browser's too): move it to apps/web/server/ or to its feature's server half`,
      );
    const by = importers.get(module) ?? [];
    if (by.length && by.every((i) => i.startsWith(serverPrefix)))
      problems.push(`${module}: imported only by the site's server (${by.join(', ')}): it belongs in apps/web/server/`);
  }
  return problems.sort();
}
