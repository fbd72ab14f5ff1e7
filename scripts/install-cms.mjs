// The CMS (Strapi 5, React 18 admin) is its own npm project with its own lockfile, so that its
// dependency tree never mixes with the site's (React 19, React Router 7). See docs/decisions.
// `npm install` (not `npm ci`): npm 11's ci rejects this lockfile over optional platform packages
// it never recorded; install still honours every locked version and is a no-op when up to date.
import { execSync } from 'node:child_process';

if (process.env.SKIP_CMS_INSTALL === '1') process.exit(0);
console.log('[postinstall] npm install in apps/cms');
execSync('npm install --no-audit --no-fund', { cwd: 'apps/cms', stdio: 'inherit' });
