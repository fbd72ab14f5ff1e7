// The CMS (Strapi 5, React 18 admin) is its own npm project with its own lockfile, so that its
// dependency tree never mixes with the site's (React 19, React Router 7). See docs/decisions.
// `npm ci` at the root runs `npm ci` here too (the exact lockfile, or an error); `npm install`
// runs `npm install`, which honours every locked version and is a no-op when up to date.
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

// The oldest Node of the root's `engines` (24 LTS is the target, .nvmrc): the CMS's SQLite driver
// (better-sqlite3 13) ships binaries for those only, and crashes on older ones; say so here, at the
// first step (npm itself only warns).
const oldest = JSON.parse(readFileSync('package.json', 'utf8')).engines.node.replace(/^>=\s*/, '');
const [need, have] = [oldest, process.versions.node].map((v) => v.split('.').map(Number));
// The first of major, minor, patch that differs decides.
const at = need.findIndex((n, i) => have[i] !== n);
if (at >= 0 && have[at] < need[at]) {
  console.error(`[postinstall] Node ${process.versions.node}: this project needs Node ${oldest} or later (24 LTS, see .nvmrc).`);
  process.exit(1);
}
if (process.env.SKIP_CMS_INSTALL === '1') process.exit(0);
const command = process.env.npm_command === 'ci' ? 'ci' : 'install';
console.log(`[postinstall] npm ${command} in apps/cms`);
execSync(`npm ${command} --no-audit --no-fund`, { cwd: 'apps/cms', stdio: 'inherit' });
