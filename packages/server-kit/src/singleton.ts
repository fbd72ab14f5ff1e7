/**
 * One instance per process of what both of a site server's bundles use (the Express server and
 * React Router's build each bundle this package: a module-level variable would exist twice).
 */
const KEY = Symbol.for('@site/server-kit');
const holder = globalThis as { [KEY]?: Map<string, unknown> };
const registry = holder[KEY] ?? new Map<string, unknown>();
holder[KEY] = registry;

export function processSingleton<T>(key: string, create: () => T): T {
  if (!registry.has(key)) registry.set(key, create());
  return registry.get(key) as T;
}
