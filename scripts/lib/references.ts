import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Code and docs cite decisions (`docs/decisions/00NN`), files or plain words, never a tracker's issue
 * number, a work session's number or an evaluation set's letter: a newcomer has none of those. The
 * patterns are narrow so that ordinary prose ("a session cookie", "a set of pages", "Set-Cookie") passes.
 */
const PATTERNS: ReadonlyArray<{ what: string; re: RegExp }> = [
  { what: 'issue number', re: /\b[Ii]ssues? #?\d+/g },
  { what: 'session number', re: /\b[Ss]essions? \(?\d+/g },
  // One letter or a range or list of letters after "set"/"sets" (also "(C to E)"); not "Set X-Frame…".
  {
    what: 'set letter',
    re: /\b[Ss]ets? \(?[A-Z](?:\s?(?:–|-|to|and|,)\s?[A-Z](?![\w-]))*\)?(?![\w-])/g,
  },
  // A range of two capital letters joined by an en dash, on a line that speaks of sets.
  { what: 'set letters', re: /\b[A-Z]–[A-Z]\b(?=.*\b[Ss]ets?\b)|(?<=\b[Ss]ets?\b.*)\b[A-Z]–[A-Z]\b/g },
];

/**
 * Paths left out, each a prefix, while their owner rewrites them (their evaluation-set letters become
 * plain words there); remove an entry once its files pass. None now: the chat's sources, tests and
 * decision records pass (its records are folded into docs/decisions/0083-chat-assistant.md).
 */
export const BEING_REWRITTEN: readonly string[] = [];

/** Files whose words are read: sources, docs, configuration (lockfiles and media are not). */
const READ = /\.(ts|tsx|js|mjs|cjs|md|json|jsonc|css|ya?ml|conf|sh|template)$|(^|\/)(run|Dockerfile)$/;
const NOT_READ = /(^|\/)package-lock\.json$/;

/** A continued line's start without its comment or quote marker (`//`, `*`, `#`, `>`). */
const CONTINUATION = /^\s*(?:\/\/+|\/?\*+|#+|>)?\s*/;

/**
 * The lines of one text that hold a reference, as `file:line: what "words", …`. A reference split
 * over two lines (a wrapped comment) counts on the line where it starts.
 */
export function referencesIn(text: string, file: string): string[] {
  const lines = text.split(/\r?\n/);
  const found: string[] = [];
  lines.forEach((line, i) => {
    const next = (lines[i + 1] ?? '').replace(CONTINUATION, '');
    const joined = `${line} ${next}`;
    const hits = PATTERNS.flatMap(({ what, re }) => [...joined.matchAll(re)].map((m) => ({ at: m.index ?? 0, words: m[0].trim(), what })))
      .filter((h) => h.at < line.length) // one that starts on the next line is counted there
      .sort((a, b) => a.at - b.at);
    // Words two patterns both see are named once (the first, longer match).
    const named = hits.filter((h, k) => !hits.slice(0, k).some((e) => e.words.includes(h.words)));
    if (named.length) found.push(`${file}:${i + 1}: ${named.map((h) => `${h.what} "${h.words}"`).join(', ')}`);
  });
  return found;
}

/** Every reference in the files of the checkout under `root` (tracked, or new and not ignored), but for the paths being rewritten. */
export function referencesInCheckout(root: string): string[] {
  const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' });
  if (listed.status !== 0) throw new Error(`git ls-files: ${listed.stderr}`);
  return listed.stdout
    .split('\0')
    .filter((f) => f && READ.test(f) && !NOT_READ.test(f) && !BEING_REWRITTEN.some((p) => f.startsWith(p)))
    .flatMap((f) => {
      let text: string;
      try {
        text = readFileSync(join(root, f), 'utf8');
      } catch {
        return []; // listed but deleted in the work tree
      }
      return referencesIn(text, f);
    });
}
