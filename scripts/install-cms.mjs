// The CMS (Strapi 5, React 18 admin) is its own npm project with its own lockfile, so that its
// dependency tree never mixes with the site's (React 19, React Router 7). See docs/decisions.
// `npm ci` at the root runs `npm ci` here too (the exact lockfile, or an error); `npm install`
// runs `npm install`, which honours every locked version and is a no-op when up to date.
import { execSync } from 'node:child_process';

// Node 22.13 or later (24 LTS is the target, .nvmrc): the CMS's SQLite driver (better-sqlite3 13)
// ships binaries for those only, and crashes on older ones; say so here, at the first step.
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 13)) {
  console.error(`[postinstall] Node ${process.versions.node}: this project needs Node 22.13 or later (24 LTS, see .nvmrc).`);
  process.exit(1);
}
if (process.env.SKIP_CMS_INSTALL === '1') process.exit(0);
const command = process.env.npm_command === 'ci' ? 'ci' : 'install';
console.log(`[postinstall] npm ${command} in apps/cms`);
execSync(`npm ${command} --no-audit --no-fund`, { cwd: 'apps/cms', stdio: 'inherit' });
