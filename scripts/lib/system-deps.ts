/**
 * What `npm test` needs from the machine beside npm packages (docs/decisions/0036): Debian's Chromium
 * (the end-to-end tests), redis-server (the server kit's tests and the shared rate limits) and nginx
 * (the tests of deploy/'s nginx configuration). Checked
 * before anything starts, so a missing one is one line at the beginning instead of a failure twenty
 * minutes in; as root (CI) they are installed with apt-get, as `.ci/run` does.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { CHROMIUM_PATH } from './chromium';

interface SystemDependency {
  /** Debian's package. */
  pkg: string;
  present: () => boolean;
}

const onPath = (command: string) => {
  try {
    execFileSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

const TEST_DEPENDENCIES: SystemDependency[] = [
  { pkg: 'chromium', present: () => existsSync(CHROMIUM_PATH) || onPath('chromium') },
  { pkg: 'redis-server', present: () => onPath('redis-server') },
  { pkg: 'nginx', present: () => onPath('nginx') || existsSync('/usr/sbin/nginx') },
];

/** The Debian packages of `deps` that are missing. */
export function missingPackages(deps: readonly SystemDependency[] = TEST_DEPENDENCIES): string[] {
  return deps.filter((d) => !d.present()).map((d) => d.pkg);
}

/** Installs Debian packages with apt-get (as root). */
function aptInstall(packages: string[]): void {
  console.log(`[system] installing Debian's ${packages.join(', ')}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', ...packages], { stdio: 'inherit', env });
}

/**
 * Installs what is missing when running as root; otherwise (or when that did not help) returns the
 * one line that says what to install. Null: nothing is missing.
 */
export function ensureSystemDependencies(
  deps: readonly SystemDependency[] = TEST_DEPENDENCIES,
  { asRoot = process.getuid?.() === 0, install = aptInstall }: { asRoot?: boolean; install?: (packages: string[]) => void } = {},
): string | null {
  let missing = missingPackages(deps);
  if (missing.length === 0) return null;
  if (asRoot) {
    install(missing);
    missing = missingPackages(deps);
    if (missing.length === 0) return null;
  }
  return `npm test needs Debian's ${missing.join(' and ')}: ${asRoot ? '' : 'sudo '}apt-get install -y ${missing.join(' ')}`;
}
