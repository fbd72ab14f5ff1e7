// The CMS (Strapi 5, React 18 admin) is its own npm project with its own lockfile, so that its
// dependency tree never mixes with the site's (React 19, React Router 7). See docs/decisions.
// `npm ci` at the root runs `npm ci` here too (the exact lockfile, or an error); `npm install`
// runs `npm install`, which honours every locked version and is a no-op when up to date.
import { execSync } from 'node:child_process';

if (process.env.SKIP_CMS_INSTALL === '1') process.exit(0);
const command = process.env.npm_command === 'ci' ? 'ci' : 'install';
console.log(`[postinstall] npm ${command} in apps/cms`);
execSync(`npm ${command} --no-audit --no-fund`, { cwd: 'apps/cms', stdio: 'inherit' });
