import { describe, expect, it } from 'vitest';
import { parseEnv } from './env.server';

describe('the site server configuration', () => {
  it('has the defaults the README lists for the server process', () => {
    const env = parseEnv({});
    expect(env.CSP_FRAME_SRC).toBeUndefined();
    expect(env.TRUST_PROXY).toBe('loopback');
    expect(env.WEB_PORT).toBeUndefined();
    expect(env.PORT).toBeUndefined();
    expect(env.NODE_ENV).toBeUndefined();
  });

  it('reads TRUST_PROXY as a number of hops, or as addresses and names', () => {
    expect(parseEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(parseEnv({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(0);
    expect(parseEnv({ TRUST_PROXY: '10.0.0.0/8, loopback' }).TRUST_PROXY).toBe('10.0.0.0/8, loopback');
    expect(parseEnv({ TRUST_PROXY: '' }).TRUST_PROXY).toBe('loopback');
  });

  it('takes HOST and PORT, and refuses a port that is not one, naming the variable', () => {
    expect(parseEnv({ HOST: '0.0.0.0', PORT: '8080' })).toMatchObject({ HOST: '0.0.0.0', PORT: 8080 });
    expect(() => parseEnv({ PORT: 'eighty' })).toThrow(/^Invalid site configuration: PORT:/);
    expect(() => parseEnv({ WEB_PORT: '70000' })).toThrow(/WEB_PORT:/);
  });
});
