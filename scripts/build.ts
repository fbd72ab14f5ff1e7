/**
 * `npm run build`: builds what the three parts need to start: the seed media, the CMS (compiled
 * configuration and admin panel) and the site (server and browser bundles). The chat service runs
 * from its TypeScript sources. `FORCE=1` rebuilds everything even when it looks up to date.
 */
import { buildAll } from './lib/stack';

const started = Date.now();
await buildAll({ force: process.env.FORCE === '1' });
console.log(`[build] done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
