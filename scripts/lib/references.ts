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
 * Paths left out, each a prefix: the chat service and its decision records are being rewritten by
 * their owner (their evaluation-set letters become plain words there); remove an entry once its
 * files pass.
 */
export const BEING_REWRITTEN: readonly string[] = [
  'apps/chat/',
  'docs/decisions/0006-chat-assistant.md',
  'docs/decisions/0008-secure-by-default.md',
  'docs/decisions/0009-chat-conversation-binding.md',
  'docs/decisions/0017-chat-answers-editors-steer.md',
  'docs/decisions/0040-grounded-chat-and-lead-handoff.md',
  'docs/decisions/0045-chat-retrieval-editors-close-the-gaps.md',
  'docs/decisions/0057-chat-intents-by-question-form.md',
  'docs/decisions/0061-chat-intents-agents-and-personal.md',
  'docs/decisions/0063-chat-help-begin-elsewhere-shorthand.md',
  'docs/decisions/0064-chat-unwanted-clauses-manual-work-posts.md',
  'docs/decisions/0065-chat-countries-hiring-adoption-legacy.md',
  'docs/decisions/0067-chat-vosotros-forms-overview-customer-assistants.md',
  'docs/decisions/0069-chat-quantities-before-roles-and-set-t.md',
  'docs/decisions/0072-chat-vote-of-labelled-questions.md',
  'docs/decisions/0073-chat-partnerships-past-work-and-set-x.md',
  'docs/decisions/0074-chat-countries-help-given-and-set-y.md',
  'docs/decisions/0077-chat-vote-classifier.md',
  'docs/decisions/0081-chat-answers-from-sentences-and-the-subject.md',
];

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
