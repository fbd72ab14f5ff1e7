import { describe, expect, it } from 'vitest';
import { classify, featureCounts, trainLinear } from '../src/learning/linear';

const OPTIONS = { cost: 2, tolerance: 0.01, temperature: 0.2 };

describe('linear classifier (built-in/linear.ts)', () => {
  const model = trainLinear(
    [
      { text: 'quiero hablar con una persona', label: 'person' },
      { text: 'pueden llamarme mañana', label: 'person' },
      { text: 'talk to a human please', label: 'person' },
      { text: 'call me tomorrow', label: 'person' },
      { text: 'qué servicios de SAP ofrecen', label: 'question' },
      { text: 'what cloud services do you offer', label: 'question' },
      { text: 'do you migrate to Azure', label: 'question' },
      { text: 'ofrecen migración a la nube', label: 'question' },
    ],
    OPTIONS,
  );

  it('reads words, word pairs and letter runs, accents folded', () => {
    const counts = featureCounts('Llámenme mañana');
    expect(counts.get('w:llamenme')).toBe(1);
    expect(counts.get('b:llamenme_manana')).toBe(1);
    expect(counts.get('c:<ll')).toBeCloseTo(0.3);
  });

  it('labels texts it never saw by their nearest wording (a typo, another form)', () => {
    expect(classify(model, 'quisiera hablar con una persona real')?.label).toBe('person');
    expect(classify(model, 'can someone call me')?.label).toBe('person');
    expect(classify(model, 'ofrecen servicos de SAP?')?.label).toBe('question');
    expect(classify(model, 'which services do you offer on Azure')?.label).toBe('question');
  });

  it('gives probabilities that add up to one, and nothing for a text of unknown features', () => {
    const best = classify(model, 'talk to a person');
    expect(best?.p).toBeGreaterThan(0.5);
    expect(best?.p).toBeLessThanOrEqual(1);
    expect(classify(model, 'qqqq zzzz')).toBeNull();
  });

  it('is deterministic: the same examples train the same weights', () => {
    const again = trainLinear(
      [
        { text: 'a b c', label: 'x' },
        { text: 'd e f', label: 'y' },
      ],
      OPTIONS,
    );
    const other = trainLinear(
      [
        { text: 'a b c', label: 'x' },
        { text: 'd e f', label: 'y' },
      ],
      OPTIONS,
    );
    expect([...again.weights]).toEqual([...other.weights]);
  });
});
