/**
 * The import graph of our own TypeScript (docs/decisions/0026: no circles, boundaries enforced): which module
 * imports which (type-only imports included: a type taken from a module that renders you is a
 * circle too), resolved as TypeScript resolves them (the site's `~/` alias included), and the two
 * checks `npm test` runs over it: circles (must be 0) and the site's layers.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
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
 * options); keeps the edges that land inside `root`, outside node_modules.
 */
export function buildGraph(root: string, files: string[], options: ts.CompilerOptions): ImportGraph {
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
