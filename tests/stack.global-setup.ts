import type { TestProject } from 'vitest/node';
import './vitest-context';
import { stackFromEnv, startTestStack } from '../scripts/lib/test-stack';

/** Vitest: the stack `npm test` started, or a throwaway one for a standalone `npx vitest`. */
export default async function setup(project: TestProject) {
  const existing = stackFromEnv();
  if (existing) {
    project.provide('stack', existing);
    return;
  }
  const { info, stop } = await startTestStack();
  project.provide('stack', info);
  return stop;
}
