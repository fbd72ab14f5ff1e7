import { describe, expect, it } from 'vitest';
import { splitHalf, splitValues } from './split';

describe('splitHalf', () => {
  it('splits an even list half and half', () => {
    expect(splitHalf([1, 2, 3, 4, 5, 6])).toEqual([
      [1, 2, 3],
      [4, 5, 6],
    ]);
  });
  it('gives the extra item of an odd list to the second half', () => {
    expect(splitHalf(['a', 'b', 'c'])).toEqual([['a'], ['b', 'c']]);
  });
  it('handles an empty list', () => {
    expect(splitHalf([])).toEqual([[], []]);
  });
});

describe('splitValues', () => {
  it('keeps the first four together and the fifth apart', () => {
    expect(splitValues([1, 2, 3, 4, 5])).toEqual([[1, 2, 3, 4], [5]]);
  });
  it('has nothing apart with four values or fewer', () => {
    expect(splitValues([1, 2, 3])).toEqual([[1, 2, 3], []]);
  });
});
