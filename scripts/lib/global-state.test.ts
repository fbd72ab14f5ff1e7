import { describe, expect, it } from 'vitest';
import { globalStateLines } from './global-state';

describe('state kept on globalThis', () => {
  it('finds a registered symbol, a cast of globalThis and a property set on it', () => {
    const text = [
      "const KEY = Symbol.for('site.x');",
      'const holder = globalThis as { x?: number };',
      'globalThis.cache = new Map();',
      'globalThis[KEY] ??= new Set();',
    ].join('\n');
    expect(globalStateLines(text)).toEqual([1, 2, 3, 4]);
  });
  it('leaves module state, globalThis types and comments alone', () => {
    const text = [
      'const listeners = new Set<() => void>();',
      'function f(r: globalThis.Request): globalThis.Response | null { return null; }',
      '// once on globalThis as a registered Symbol.for key',
      ' * globalThis as a holder (a comment)',
      'if (globalThis.fetch === undefined) throw new Error();',
    ].join('\n');
    expect(globalStateLines(text)).toEqual([]);
  });
});
