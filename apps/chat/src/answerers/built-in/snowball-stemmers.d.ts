/** Types of `snowball-stemmers` (it ships none): the Snowball stemmers ported to JavaScript. */
declare module 'snowball-stemmers' {
  interface Stemmer {
    /** The stem of one lower-case word. */
    stem(word: string): string;
  }
  /** A stemmer by Snowball's name of the language ("english", "spanish"). */
  export function newStemmer(language: string): Stemmer;
  /** The languages it has. */
  export function algorithms(): string[];
}
