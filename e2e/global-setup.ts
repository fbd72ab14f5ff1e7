import { exportStack, stackFromEnv, startTestStack } from '../scripts/lib/test-stack';

/** Playwright: the stack `npm test` started, or a throwaway one for a standalone run. */
export default async function globalSetup() {
  if (stackFromEnv()) return undefined;
  const { info, stop } = await startTestStack();
  exportStack(info);
  return stop;
}
