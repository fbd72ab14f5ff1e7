/**
 * `npm run deps:table`: rewrites the dependency table of docs/decisions/0080 from the package.json
 * files — every direct dependency of each workspace (the root, `apps/*`, `packages/*`, `e2e`) with the
 * version it pins. The "Why held" column is written by hand and kept: a row keeps its text as long as
 * the workspace and package stay (a changed version keeps it too: say again why, or empty it).
 * `--check` only reports whether the table is current (exit 1 if not).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './lib/stack';

const RECORD = 'docs/decisions/0080-dependency-updates-december-2026.md';
const START = '<!-- dependency table: npm run deps:table -->';
const END = '<!-- end of dependency table -->';
const WORKSPACES = ['.', 'apps/web', 'apps/chat', 'apps/cms', 'packages/content', 'packages/server-kit', 'e2e'];
const KINDS = [
  ['dependencies', 'runtime'],
  ['devDependencies', 'dev'],
  ['optionalDependencies', 'optional'],
] as const;

interface Manifest {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
}

const cell = (text: string) => text.replaceAll('|', '\\|');
const key = (workspace: string, name: string) => `${workspace} ${name}`;

/** The hand-written "Why held" text of each row of the current table. */
function reasons(table: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const line of table.split('\n')) {
    const cells = line.split(/(?<!\\)\|/).map((c) => c.trim());
    // | workspace | package | kind | version | why held |
    if (cells.length < 7 || cells[1] === 'Workspace' || cells[1]?.startsWith('---')) continue;
    const [workspace, name, why] = [cells[1] ?? '', (cells[2] ?? '').replaceAll('`', ''), cells[5] ?? ''];
    found.set(key(workspace, name), why);
  }
  return found;
}

function table(previous: Map<string, string>): string {
  const rows = ['| Workspace | Package | Kind | Version | Why held |', '|---|---|---|---|---|'];
  for (const workspace of WORKSPACES) {
    const manifest = JSON.parse(readFileSync(join(ROOT, workspace, 'package.json'), 'utf8')) as Manifest;
    const where = workspace === '.' ? 'root' : workspace;
    for (const [field, kind] of KINDS) {
      for (const [name, version] of Object.entries(manifest[field] ?? {}).sort(([a], [b]) => a.localeCompare(b))) {
        if (version.startsWith('file:') || name.startsWith('@site/')) continue; // our own workspaces
        rows.push(`| ${where} | \`${name}\` | ${kind} | ${cell(version)} | ${previous.get(key(where, name)) ?? ''} |`);
      }
    }
  }
  return rows.join('\n');
}

const path = join(ROOT, RECORD);
const text = readFileSync(path, 'utf8');
const from = text.indexOf(START);
const to = text.indexOf(END);
if (from < 0 || to < from) {
  console.error(`${RECORD}: the markers "${START}" and "${END}" are missing`);
  process.exit(1);
}
const current = text.slice(from + START.length, to).trim();
const fresh = table(reasons(current));
if (process.argv.includes('--check')) {
  console.log(
    fresh === current
      ? `${RECORD}: the dependency table is current`
      : `${RECORD}: the dependency table is not current (npm run deps:table)`,
  );
  process.exit(fresh === current ? 0 : 1);
}
writeFileSync(path, `${text.slice(0, from + START.length)}\n${fresh}\n${text.slice(to)}`);
console.log(`${RECORD}: ${fresh.split('\n').length - 2} dependencies`);
