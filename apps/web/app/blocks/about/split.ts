/**
 * A list split in two halves, as PRODUCT §2 asks for the about page's approach and vision/mission
 * blocks: the first half, then the rest (with an odd count, the second half has one more).
 */
export function splitHalf<T>(list: readonly T[]): [T[], T[]] {
  const middle = Math.floor(list.length / 2);
  return [list.slice(0, middle), list.slice(middle)];
}

/** Values (PRODUCT §2): the first four together, the fifth shown apart (and any further ones with it). */
export function splitValues<T>(list: readonly T[]): [T[], T[]] {
  return [list.slice(0, 4), list.slice(4)];
}
