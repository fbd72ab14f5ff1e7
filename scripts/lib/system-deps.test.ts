import { describe, expect, it } from 'vitest';
import { ensureSystemDependencies, missingPackages } from './system-deps';

describe('system dependencies of npm test', () => {
  it('lists the missing Debian packages; nothing to say when all are there', () => {
    const deps = [
      { pkg: 'chromium', present: () => true },
      { pkg: 'redis-server', present: () => false },
      { pkg: 'nginx', present: () => false },
    ];
    expect(missingPackages(deps)).toEqual(['redis-server', 'nginx']);
    expect(ensureSystemDependencies([{ pkg: 'chromium', present: () => true }], { asRoot: false })).toBeNull();
  });

  it('says in one line what to install when it is not root, and installs nothing', () => {
    const installed: string[][] = [];
    const line = ensureSystemDependencies([{ pkg: 'redis-server', present: () => false }], {
      asRoot: false,
      install: (p) => installed.push(p),
    });
    expect(line).toBe("npm test needs Debian's redis-server: sudo apt-get install -y redis-server");
    expect(installed).toEqual([]);
  });

  it('as root installs what is missing, and still says so when the install did not help', () => {
    let there = false;
    const installed: string[][] = [];
    const deps = [{ pkg: 'redis-server', present: () => there }];
    const install = (packages: string[]) => {
      installed.push(packages);
      there = true;
    };
    expect(ensureSystemDependencies(deps, { asRoot: true, install })).toBeNull();
    expect(installed).toEqual([['redis-server']]);
    const broken = [{ pkg: 'chromium', present: () => false }];
    expect(ensureSystemDependencies(broken, { asRoot: true, install: () => undefined })).toBe(
      "npm test needs Debian's chromium: apt-get install -y chromium",
    );
  });
});
