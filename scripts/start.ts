/**
 * `npm start`: builds what it needs, then starts the CMS (127.0.0.1:1337, admin at /admin), the chat
 * service (127.0.0.1:3001) and the site (127.0.0.1:3000) with the embedded defaults: SQLite file and
 * uploads under apps/cms/.data, seeded on first start. Ctrl-C stops all three.
 */
import { join } from 'node:path';
import { buildAll, ROOT, startStack } from './lib/stack';

const port = (name: string, fallback: number) => Number(process.env[name] || fallback);

await buildAll();
const dataDir = process.env.CMS_DATA_DIR || join(ROOT, 'apps/cms/.data');
console.log('[start] starting the CMS (the first start seeds the content, about a minute)…');
const stack = await startStack({
  dataDir,
  cmsPort: port('CMS_PORT', 1337),
  webPort: port('WEB_PORT', 3000),
  chatPort: port('CHAT_PORT', 3001),
  quiet: process.env.VERBOSE !== '1',
  announceSecrets: true,
});
console.log(`
  Site            ${stack.webUrl}
  CMS admin       ${stack.cmsUrl}/admin   (user ${process.env.ADMIN_EMAIL || 'admin@example.com'}, password: ADMIN_PASSWORD, else ADMIN_PASSWORD in ${join(dataDir, 'secrets.json')})
  CMS REST API    ${stack.cmsUrl}/api
  Chat service    ${stack.chatUrl}
  Data and logs   ${dataDir}

Press Ctrl-C to stop.`);

let stopping = false;
const shutdown = async () => {
  if (stopping) return;
  stopping = true;
  console.log('\n[start] stopping…');
  await stack.stop();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
for (const s of stack.services) {
  s.process.on('exit', (code) => {
    if (!stopping) {
      console.error(`[start] ${s.name} exited (${code}); see ${s.logFile}`);
      void shutdown();
    }
  });
}
