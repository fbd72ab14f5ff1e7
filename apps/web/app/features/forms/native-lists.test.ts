import { describe, expect, it } from 'vitest';
import { hasNativeLists, optionsHtml } from './native-lists';

describe('the native selects’ options as HTML (docs/decisions/0066)', () => {
  it('writes the placeholder first, every option in order, and marks the chosen one', () => {
    const html = optionsHtml(
      [
        { value: '1', label: 'México' },
        { value: '2', label: 'Perú' },
      ],
      '2',
      'Elige',
    );
    expect(html).toBe('<option value="">Elige</option><option value="1">México</option><option value="2" selected="">Perú</option>');
  });

  it('selects the placeholder when nothing is chosen, and has none when not asked for', () => {
    expect(optionsHtml([{ value: 'mx', label: 'MX +52' }], null, 'Elige')).toBe(
      '<option value="" selected="">Elige</option><option value="mx">MX +52</option>',
    );
    expect(optionsHtml([{ value: 'mx', label: 'MX +52' }], 'mx')).toBe('<option value="mx" selected="">MX +52</option>');
  });

  it("escapes what the CMS holds: a label or a value can't open an element or leave its attribute", () => {
    const html = optionsHtml([{ value: '"><script>x</script>', label: "<img src=x onerror=alert(1)> & 'co'" }], null);
    expect(html).toBe(
      '<option value="&quot;&gt;&lt;script&gt;x&lt;/script&gt;">&lt;img src=x onerror=alert(1)&gt; &amp; &#39;co&#39;</option>',
    );
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img');
  });

  it('a route has native lists only when its handle says so', () => {
    expect(hasNativeLists({ nativeLists: true })).toBe(true);
    expect(hasNativeLists({ nativeLists: 'yes' })).toBe(false);
    expect(hasNativeLists(undefined)).toBe(false);
    expect(hasNativeLists(null)).toBe(false);
  });
});
