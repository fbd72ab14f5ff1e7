/**
 * `npm run build`: builds what the three parts need to start: the seed media, the CMS (compiled
 * configuration and admin panel), the site (React Router's server and browser bundles, and its
 * Express server compiled to apps/web/dist/server.js) and the chat service (apps/chat/dist/server.js).
 * Nothing then needs a dev dependency to run (docs/decisions/0014). `FORCE=1` rebuilds everything
 * even when it looks up to date.
 */
import { buildAll } from './lib/stack';

const started = Date.now();
await buildAll({ force: process.env.FORCE === '1' });
console.log(`[build] done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
