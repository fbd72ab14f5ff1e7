import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  // WEB_BUILD_DIR lets parallel builds (several checkouts' tests on one machine) keep apart.
  buildDirectory: process.env.WEB_BUILD_DIR || 'build',
  ssr: true,
} satisfies Config;
