import { describe, expect, it } from 'vitest';
import { type ProjectGlobs, projectsOf, testProjectProblems } from './test-projects';

const projects: ProjectGlobs[] = [
  { name: 'unit', include: ['apps/web/app/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'], exclude: ['**/node_modules/**'] },
  { name: 'stack', include: ['apps/*/tests/**/*.test.ts', 'scripts/lib/slow.test.ts'], exclude: ['**/node_modules/**'] },
];

describe('test projects', () => {
  it('names the project of a file, none for an orphan, two for a file both include', () => {
    expect(projectsOf('apps/web/app/lib/seo.test.tsx', projects)).toEqual(['unit']);
    expect(projectsOf('apps/chat/tests/builtin.test.ts', projects)).toEqual(['stack']);
    expect(projectsOf('packages/server-kit/tests/server-kit.test.ts', projects)).toEqual([]);
    expect(projectsOf('scripts/lib/slow.test.ts', projects)).toEqual(['unit', 'stack']);
    expect(projectsOf('apps/web/app/node_modules/x/a.test.ts', projects)).toEqual([]);
  });

  it('reports an orphan and a file run twice, nothing for a file with one project', () => {
    const problems = testProjectProblems(
      ['apps/web/app/lib/seo.test.tsx', 'packages/server-kit/tests/server-kit.test.ts', 'scripts/lib/slow.test.ts'],
      projects,
    );
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/no Vitest project.*server-kit\.test\.ts/);
    expect(problems[1]).toMatch(/2 Vitest projects \(unit, stack;.*slow\.test\.ts/);
  });
});
