/** Every refusal of the redirect check has its Spanish (docs/decisions/0090). */
import { describe, expect, it } from 'vitest';
import { redirectMessage } from './messages';
import { checkRedirect } from './redirect-rules';

describe('redirect refusals in Spanish', () => {
  const others = [
    { from_path: '/old-a', to: '/es/nosotros' },
    { from_path: '/old-b', to: '/old-c' },
  ];
  const pages = ['/nosotros'];
  const refused = [
    { from_path: 'nope', to: '/es/' },
    { from_path: '/x', to: 'nope nope' },
    { from_path: '/es/nosotros', to: '/es/' },
    { from_path: '/loop', to: '/loop' },
    { from_path: '/old-a', to: '/es/' },
    { from_path: '/new', to: '/old-a' },
    { from_path: '/old-c', to: '/es/' },
  ];
  it.each(refused)('%o', (data) => {
    const checked = checkRedirect(data, others, pages);
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    const es = redirectMessage(checked.message, 'es');
    expect(es).not.toBe(checked.message);
    expect(redirectMessage(checked.message, 'en')).toBe(checked.message);
  });
  it('names the paths in Spanish as in English', () => {
    expect(redirectMessage('Another redirect sends /a to /b (a chain): point that one at /c instead.', 'es')).toBe(
      'Otra redirección envía /a a /b (una cadena): apunte esa a /c.',
    );
  });
});
