/**
 * Which Vitest project runs each test file: a file that matches no project's `include` never runs,
 * one that matches two runs twice (docs/decisions/0034). `check:imports` fails on either.
 */
import { readdirSync } from 'node:fs';
import { join, matchesGlob, relative } from 'node:path';

export interface ProjectGlobs {
  name: string;
  include: string[];
  exclude: string[];
}

/** The projects' names and globs, as vitest.config.ts declares them. */
export function projectGlobs(config: { test?: { projects?: unknown[] } }): ProjectGlobs[] {
  return (config.test?.projects ?? []).map((p) => {
    const test = (p as { test?: { name?: string; include?: string[]; exclude?: string[] } }).test ?? {};
    return { name: test.name ?? '?', include: test.include ?? [], exclude: test.exclude ?? [] };
  });
}

const SKIPPED_DIRS = new Set(['node_modules', '.git', '.data', 'build', 'dist', '.cache', '.react-router', 'audit-report']);

/** Every `*.test.ts(x)` file under `root`, as a path relative to it with `/` separators. */
export function testFiles(root: string, dir = root): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) found.push(...testFiles(root, join(dir, entry.name)));
    } else if (/\.test\.tsx?$/.test(entry.name)) {
      found.push(relative(root, join(dir, entry.name)).split('\\').join('/'));
    }
  }
  return found.sort();
}

/** The names of the projects that run `file`. */
export function projectsOf(file: string, projects: ProjectGlobs[]): string[] {
  return projects
    .filter((p) => p.include.some((g) => matchesGlob(file, g)) && !p.exclude.some((g) => matchesGlob(file, g)))
    .map((p) => p.name);
}

/** One line per test file that runs in no project or in more than one. */
export function testProjectProblems(files: string[], projects: ProjectGlobs[]): string[] {
  const problems: string[] = [];
  for (const file of files) {
    const names = projectsOf(file, projects);
    if (names.length === 0) problems.push(`test file in no Vitest project (it never runs): ${file}`);
    if (names.length > 1) problems.push(`test file in ${names.length} Vitest projects (${names.join(', ')}; it runs twice): ${file}`);
  }
  return problems;
}
