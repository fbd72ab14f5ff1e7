import { describe, expect, test } from 'vitest';
import { parseReply, plainText, safeHref } from './format';

describe('chat reply markup', () => {
  test('line breaks, paired bold and safe links become tokens', () => {
    expect(parseReply('Hello!\nHow can I **help** you? See [C3](/producto-c3).')).toEqual([
      { type: 'text', text: 'Hello!' },
      { type: 'br' },
      { type: 'text', text: 'How can I ' },
      { type: 'strong', children: [{ type: 'text', text: 'help' }] },
      { type: 'text', text: ' you? See ' },
      { type: 'link', href: '/producto-c3', external: false, children: [{ type: 'text', text: 'C3' }] },
      { type: 'text', text: '.' },
    ]);
  });

  test('an unpaired ** stays text (as while the reply is being typed)', () => {
    expect(parseReply('a **bo')).toEqual([{ type: 'text', text: 'a **bo' }]);
    expect(parseReply('[C3](/produ')).toEqual([{ type: 'text', text: '[C3](/produ' }]);
  });

  test('only http, https, mailto and site-relative links are links; the rest stays literal text', () => {
    expect(safeHref('https://example.com/a?b=1')).toEqual({ href: 'https://example.com/a?b=1', external: true });
    expect(safeHref('mailto:contacto@example.com')).toEqual({ href: 'mailto:contacto@example.com', external: true });
    expect(safeHref('/#contacto')).toEqual({ href: '/#contacto', external: false });
    for (const bad of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,<script>',
      '//evil.example/x',
      '/\\evil.example',
      'vbscript:x',
      'java\tscript:x',
    ]) {
      expect(safeHref(bad), bad).toBeNull();
    }
    expect(parseReply('[click](javascript:alert(1))')).toEqual([{ type: 'text', text: '[click](javascript:alert(1))' }]);
  });

  test('HTML in a reply is text, never markup', () => {
    expect(parseReply('<img src=x onerror=alert(1)> <b>hi</b>')).toEqual([
      { type: 'text', text: '<img src=x onerror=alert(1)> <b>hi</b>' },
    ]);
  });

  test('bold inside a link label, a link inside bold', () => {
    expect(parseReply('[**C3**](/producto-c3)')).toEqual([
      { type: 'link', href: '/producto-c3', external: false, children: [{ type: 'strong', children: [{ type: 'text', text: 'C3' }] }] },
    ]);
    expect(parseReply('**see [C3](https://c3.example)**')).toEqual([
      {
        type: 'strong',
        children: [
          { type: 'text', text: 'see ' },
          { type: 'link', href: 'https://c3.example', external: true, children: [{ type: 'text', text: 'C3' }] },
        ],
      },
    ]);
  });
});

describe('plainText (what a screen reader hears)', () => {
  test('keeps the words, drops the markup', () => {
    expect(plainText('**Yes** — see [our SAP page](/servicio-sap) or\nwrite to [us](mailto:hola@example.com).')).toBe(
      'Yes — see our SAP page or write to us.',
    );
    expect(plainText('Sí, **C3**: [la plataforma](/producto-c3)')).toBe('Sí, C3: la plataforma');
    // A link the panel would not make stays as the literal text it is shown as.
    expect(plainText('[x](javascript:alert(1))')).toBe('[x](javascript:alert(1))');
  });
});
