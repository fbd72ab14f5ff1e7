/**
 * General words tell little (docs/decisions/0059): a known word among the most frequent of Spanish or
 * English ("year", "place", "online") does not make a question about the site; the question's other
 * words do. The questions here are this test's own wording (none is in a labelled set).
 */
import { describe, expect, test } from 'vitest';
import { answerFrom, indexContent } from '../src/answerers/built-in';
import { isGeneralWord } from '../src/answerers/general';
import { tinySite } from './tiny-site';

describe('the general words of both languages', () => {
  test.each(['year', 'place', 'online', 'anos', 'lugar', 'mejor'])('%s is general', (word) => {
    expect(isGeneralWord(word)).toBe(true);
  });

  test.each(['finops', 's4hana', 'nearshore', 'tacos', 'kubernetes'])('%s is not', (word) => {
    expect(isGeneralWord(word)).toBe(false);
  });
});

/** A tiny site whose pages say some general words in passing. */
const content = () =>
  tinySite([
    [
      '/producto-c3',
      'c3',
      'C3 reduce el gasto en la nube con FinOps. Cada año, el mejor lugar para ahorrar es en línea.',
      'C3 cuts cloud spend with FinOps. Every year, the best place to save money is online.',
    ],
    ['/servicio-digital', 'digital', 'Desarrollo de software a la medida.', 'Custom software development.'],
  ]);

describe('a question of general words the site says, with a specific word it does not', () => {
  const index = indexContent(content());

  test('is declined, in either language', () => {
    const en = answerFrom(index, 'Best place online for tacos every year?', 'en');
    expect(en.source).toBe('unknown');
    expect(en.path).toBeNull();
    const es = answerFrom(index, '¿El mejor lugar en línea para tacos cada año?', 'es');
    expect(es.source).toBe('unknown');
  });

  test('the same general words with a word of the site answer from its page', () => {
    expect(answerFrom(index, 'Best place online for FinOps every year?', 'en').path).toBe('/producto-c3');
    expect(answerFrom(index, '¿El mejor lugar en línea para FinOps cada año?', 'es').path).toBe('/producto-c3');
  });
});
