/**
 * Unused exports (docs/decisions/0047): an exported name (function, const, class, type, interface,
 * enum, re-export) that no other module imports. Read syntactically with the TypeScript parser (no
 * type checker, no new dependency): each module's exports and each module's imports, resolved by the
 * caller; then a name is used when a module imports it (through any chain of re-exports and
 * `export *` barrels), or when a framework loads it by name (EXPORT_CONVENTIONS). A test file is a
 * module like any other: an export its test imports is used.
 */
import ts from 'typescript';

/** How a module makes a name available: declared here, or passed on from another module. */
type ExportEntry =
  | { kind: 'local'; line: number; usedLocally: boolean }
  /** `export { a as b } from './x'`, `import { a } from './x'; export { a as b }`, `export * as b from './x'` (name '*'). */
  | { kind: 're-export'; line: number; from: string; name: string };

/** A use of another module: some of its names, or all of them (a namespace used as a whole, an unread dynamic import). */
interface ModuleUse {
  module: string;
  names: string[] | 'all';
}

export interface ModuleFacts {
  exports: Map<string, ExportEntry>;
  /** Modules whose names this one passes on with `export * from`. */
  stars: string[];
  uses: ModuleUse[];
}

interface UnusedExport {
  module: string;
  name: string;
  line: number;
  /** The module itself still uses the name (drop `export`), or nothing does (delete it). */
  usedLocally: boolean;
}

const hasModifier = (node: ts.Node, kind: ts.SyntaxKind) =>
  ts.canHaveModifiers(node) && (ts.getModifiers(node)?.some((m) => m.kind === kind) ?? false);

function bindingNames(name: ts.BindingName, out: ts.Identifier[] = []): ts.Identifier[] {
  if (ts.isIdentifier(name)) out.push(name);
  else for (const el of name.elements) if (!ts.isOmittedExpression(el)) bindingNames(el.name, out);
  return out;
}

/** The name a top-level function, class, interface, type, enum or namespace declares. */
function declaredName(statement: ts.Statement): string | null {
  const named =
    ts.isFunctionDeclaration(statement) ||
    ts.isClassDeclaration(statement) ||
    ts.isInterfaceDeclaration(statement) ||
    ts.isTypeAliasDeclaration(statement) ||
    ts.isEnumDeclaration(statement) ||
    ts.isModuleDeclaration(statement);
  return named && statement.name && ts.isIdentifier(statement.name) ? statement.name.text : null;
}

const specifierText = (node: ts.Expression | undefined) => (node && ts.isStringLiteralLike(node) ? node.text : null);
const moduleNameText = (name: ts.ModuleExportName) => name.text;

/**
 * What `file` exports and which names of other modules it uses. `resolve` turns an import
 * specifier into a module key (a path relative to the repository), or null when the module is not
 * ours (a package, a built file).
 */
export function moduleFacts(file: string, text: string, resolve: (specifier: string) => string | null): ModuleFacts {
  const kind = /\.tsx$/.test(file) ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const lineOf = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
  const facts: ModuleFacts = { exports: new Map(), stars: [], uses: [] };

  // Every identifier of the file by name: a declaration's name is used locally when it appears again
  // (outside export lists), which tells "drop the export keyword" from "delete the code".
  const mentions = new Map<string, number>();
  const exportListNames = new Set<ts.Node>();
  const walk = (node: ts.Node) => {
    if (ts.isExportSpecifier(node)) {
      exportListNames.add(node.name);
      if (node.propertyName) exportListNames.add(node.propertyName);
    }
    if (ts.isIdentifier(node) && !exportListNames.has(node)) mentions.set(node.text, (mentions.get(node.text) ?? 0) + 1);
    ts.forEachChild(node, walk);
  };
  walk(source);
  const usedLocally = (name: string, declarations = 1) => (mentions.get(name) ?? 0) > declarations;

  /** Local names bound by imports: `import { a as b } from './x'` → b → { x, a }. */
  const imported = new Map<string, { from: string; name: string }>();
  const local = (name: string, node: ts.Node, used: boolean) => {
    if (!facts.exports.has(name)) facts.exports.set(name, { kind: 'local', line: lineOf(node), usedLocally: used });
  };

  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      const from = resolve(specifierText(statement.moduleSpecifier) ?? '');
      const clause = statement.importClause;
      if (!from || !clause) continue;
      const names: string[] = [];
      if (clause.name) {
        names.push('default');
        imported.set(clause.name.text, { from, name: 'default' });
      }
      const bindings = clause.namedBindings;
      if (bindings && ts.isNamedImports(bindings)) {
        for (const el of bindings.elements) {
          const name = moduleNameText(el.propertyName ?? el.name);
          names.push(name);
          imported.set(el.name.text, { from, name });
        }
      } else if (bindings && ts.isNamespaceImport(bindings)) {
        facts.uses.push({ module: from, names: namespaceReads(source, bindings.name.text) });
      }
      if (names.length) facts.uses.push({ module: from, names });
    } else if (ts.isExportDeclaration(statement)) {
      const spec = specifierText(statement.moduleSpecifier);
      const from = spec === null ? null : resolve(spec);
      const clause = statement.exportClause;
      if (spec !== null && !from) {
        if (clause && ts.isNamedExports(clause)) for (const el of clause.elements) local(moduleNameText(el.name), el, false);
        continue;
      }
      if (!clause) facts.stars.push(from!);
      else if (ts.isNamespaceExport(clause))
        facts.exports.set(moduleNameText(clause.name), { kind: 're-export', line: lineOf(clause), from: from!, name: '*' });
      else
        for (const el of clause.elements) {
          const exported = moduleNameText(el.name);
          const inner = moduleNameText(el.propertyName ?? el.name);
          const via = from ? { from, name: inner } : imported.get(inner);
          if (via) facts.exports.set(exported, { kind: 're-export', line: lineOf(el), ...via });
          else local(exported, el, usedLocally(inner));
        }
    } else if (ts.isExportAssignment(statement)) {
      if (!statement.isExportEquals) local('default', statement, false);
    } else if (hasModifier(statement, ts.SyntaxKind.ExportKeyword)) {
      if (hasModifier(statement, ts.SyntaxKind.DefaultKeyword)) local('default', statement, false);
      else if (ts.isVariableStatement(statement)) {
        for (const decl of statement.declarationList.declarations)
          for (const id of bindingNames(decl.name)) local(id.text, id, usedLocally(id.text));
      } else {
        // Overloads and merged declarations repeat the name: each counts as a declaration.
        const name = declaredName(statement);
        if (name === null) continue;
        const declarations = source.statements.filter((s) => declaredName(s) === name).length;
        local(name, statement, usedLocally(name, declarations));
      }
    }
  }

  // Uses anywhere in the code: `import('./x')` (awaited and destructured, or `.then((m) => m.a)`),
  // `import('./x').T` in a type, `require('./x')`.
  const visit = (node: ts.Node) => {
    if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      const from = resolve(specifierText(node.argument.literal as ts.Expression) ?? '');
      if (from) {
        let first = node.qualifier;
        while (first && ts.isQualifiedName(first)) first = first.left;
        facts.uses.push({ module: from, names: first ? [first.text] : 'all' });
      }
    } else if (
      ts.isCallExpression(node) &&
      (node.expression.kind === ts.SyntaxKind.ImportKeyword || (ts.isIdentifier(node.expression) && node.expression.text === 'require'))
    ) {
      const from = resolve(specifierText(node.arguments[0]) ?? '');
      if (from) facts.uses.push({ module: from, names: dynamicReads(node) });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return facts;
}

/** The names read through `ns` (`ns.a`, `ns.T` in a type), or 'all' when `ns` is used as a whole. */
function namespaceReads(scope: ts.Node, ns: string): string[] | 'all' {
  const names: string[] = [];
  let whole = false;
  const visit = (node: ts.Node) => {
    if (ts.isIdentifier(node) && node.text === ns) {
      const parent = node.parent;
      if (ts.isPropertyAccessExpression(parent) && parent.expression === node) names.push(parent.name.text);
      else if (ts.isQualifiedName(parent) && parent.left === node) names.push(parent.right.text);
      else if (!ts.isNamespaceImport(parent) && !ts.isParameter(parent)) whole = true;
    }
    ts.forEachChild(node, visit);
  };
  ts.forEachChild(scope, visit);
  return whole ? 'all' : names;
}

/** The names a dynamic import reads: `const { a } = await import(…)`, `import(…).then((m) => m.a)` / `.then(({ a }) => …)`. */
function dynamicReads(call: ts.CallExpression): string[] | 'all' {
  const fromBinding = (name: ts.BindingName, body: ts.Node): string[] | 'all' => {
    if (ts.isObjectBindingPattern(name) && name.elements.every((el) => !el.dotDotDotToken))
      return name.elements.map((el) => {
        const key = el.propertyName ?? el.name;
        return ts.isIdentifier(key) || ts.isStringLiteralLike(key) ? key.text : '';
      });
    if (ts.isIdentifier(name)) return namespaceReads(body, name.text);
    return 'all';
  };
  const parent = call.parent;
  if (ts.isAwaitExpression(parent) && ts.isVariableDeclaration(parent.parent) && parent.parent.initializer === parent) {
    const declaration = parent.parent;
    let scope: ts.Node = declaration;
    while (scope.parent && !ts.isBlock(scope) && !ts.isSourceFile(scope)) scope = scope.parent;
    return fromBinding(declaration.name, scope);
  }
  if (
    ts.isPropertyAccessExpression(parent) &&
    parent.name.text === 'then' &&
    ts.isCallExpression(parent.parent) &&
    parent.parent.expression === parent
  ) {
    const callback = parent.parent.arguments[0];
    if (callback && (ts.isArrowFunction(callback) || ts.isFunctionExpression(callback))) {
      const param = callback.parameters[0];
      return param ? fromBinding(param.name, callback.body) : [];
    }
  }
  return 'all';
}

/**
 * The exports of `checked` modules that nothing uses. `facts` holds every module that may use one
 * (tests included); `conventions(module)` names the exports a framework or tool loads by name;
 * `copies` maps a generated copy of a module to the modules it is made from (`npm run gen:model`
 * copies pure modules of packages/content into the CMS, which imports no workspace package): a name
 * used in the copy is used in its source.
 */
export function unusedExports(
  facts: Map<string, ModuleFacts>,
  checked: Iterable<string>,
  conventions: (module: string) => readonly string[],
  copies: ReadonlyMap<string, readonly string[]> = new Map(),
): UnusedExport[] {
  const used = new Set<string>();
  const key = (module: string, name: string) => `${module}\0${name}`;

  const markName = (module: string, name: string) => {
    const k = key(module, name);
    if (used.has(k)) return;
    used.add(k);
    for (const source of copies.get(module) ?? []) markName(source, name);
    const f = facts.get(module);
    if (!f) return;
    const entry = f.exports.get(name);
    if (entry?.kind === 're-export') {
      if (entry.name === '*') markAll(entry.from, true);
      else markName(entry.from, entry.name);
    } else if (!entry && name !== 'default') for (const star of f.stars) markName(star, name);
  };
  const markAll = (module: string, withDefault: boolean) => {
    const k = key(module, withDefault ? '\0all' : '\0all-but-default');
    if (used.has(k)) return;
    used.add(k);
    const f = facts.get(module);
    if (!f) return;
    for (const name of f.exports.keys()) if (withDefault || name !== 'default') markName(module, name);
    for (const star of f.stars) markAll(star, false);
  };

  for (const [module, f] of facts) {
    for (const name of conventions(module)) markName(module, name);
    for (const use of f.uses) {
      if (use.names === 'all') markAll(use.module, true);
      else for (const name of use.names) markName(use.module, name);
    }
  }

  const unused: UnusedExport[] = [];
  for (const module of checked) {
    const f = facts.get(module);
    if (!f) continue;
    for (const [name, entry] of f.exports)
      if (!used.has(key(module, name)))
        unused.push({ module, name, line: entry.line, usedLocally: entry.kind === 'local' && entry.usedLocally });
  }
  return unused.sort((a, b) => a.module.localeCompare(b.module) || a.line - b.line);
}

/**
 * Exports loaded by name by a framework or a tool, not imported by our code: they are used although
 * no module imports them. One place, each with why; a path matches the first rule whose pattern it
 * fits.
 */
const EXPORT_CONVENTIONS: ReadonlyArray<{ path: RegExp; names: readonly string[]; why: string }> = [
  {
    path: /^apps\/web\/app\/(root\.tsx|routes\/[^/]+\.tsx?)$/,
    names: [
      'default',
      'loader',
      'action',
      'clientLoader',
      'clientAction',
      'meta',
      'links',
      'headers',
      'handle',
      'shouldRevalidate',
      'ErrorBoundary',
      'HydrateFallback',
      'Layout',
      'middleware',
    ],
    why: 'React Router route modules (root.tsx and the modules routes.ts / the page table name): the router reads these exports by name',
  },
  { path: /^apps\/web\/app\/routes\.ts$/, names: ['default'], why: "React Router's route configuration" },
  {
    path: /^apps\/web\/app\/entry\.server\.tsx$/,
    names: ['default', 'handleError', 'streamTimeout', 'handleDataRequest'],
    why: "React Router's server entry: the router reads these names",
  },
  {
    path: /(^|\/)(vite|vitest|playwright|react-router)\.config\.ts$/,
    names: ['default'],
    why: 'tool configuration files, loaded by the tool',
  },
  {
    path: /^(tests\/stack\.global-setup|e2e\/global-setup)\.ts$/,
    names: ['default', 'setup', 'teardown'],
    why: "Vitest's globalSetup and Playwright's globalSetup, named in their configuration",
  },
  {
    path: /^apps\/cms\/src\/(index\.ts|admin\/app\.tsx|middlewares\/[^/]+\.ts|api\/[^/]+\/(controllers|services|routes|policies|middlewares|content-types)\/[^/]+\.ts)$/,
    names: ['default'],
    why: "Strapi loads the CMS's entry (register/bootstrap), the admin entry, middlewares and each API's controllers, services and routes by their place in src/",
  },
  { path: /^apps\/cms\/config\/[^/]+\.ts$/, names: ['default'], why: "Strapi's configuration files, loaded by file name" },
  {
    path: /^apps\/cms\/src\/plugins\/[^/]+\/(server|admin)\/src\/index\.ts$/,
    names: ['default'],
    why: "a local plugin's server and admin entries, loaded by Strapi through the plugin's package.json (strapi-server, strapi-admin)",
  },
];

export function conventionalExports(module: string): readonly string[] {
  return EXPORT_CONVENTIONS.find((c) => c.path.test(module))?.names ?? [];
}
