// The production start (`npm start` in this folder): the compiled server that `npm run build` writes
// to dist/ (docs/decisions/0014). A clear message instead of a stack trace when it was not built.
import { existsSync } from 'node:fs';

const server = new URL('./dist/server.js', import.meta.url);
if (!existsSync(server)) {
  console.error('[chat] dist/server.js is missing: run `npm run build` at the repository root first.');
  process.exit(1);
}
await import(server.href);
