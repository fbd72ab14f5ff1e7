/**
 * One test file at a time for what a stack holds once: the stack project runs its files side by side,
 * and those that change such a setting (the firm's office hours, the CRM webhook's address) each take
 * this lock for as long as they rely on it. A directory made atomically (mkdir) beside the system's
 * temporary files, named after the stack (its CMS address) and the lock, holding the holder's process
 * id: a holder that died leaves it to the next one.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Waits for the lock `name` of the stack at `cmsUrl` (at most `timeoutMs`), and returns its release. */
export async function exclusive(cmsUrl: string, name: string, timeoutMs = 600_000): Promise<() => void> {
  const dir = join(tmpdir(), `site-test-lock-${name}-${cmsUrl.replace(/\W+/g, '_')}`);
  const started = Date.now();
  for (;;) {
    try {
      mkdirSync(dir);
      writeFileSync(join(dir, 'pid'), String(process.pid));
      return () => rmSync(dir, { recursive: true, force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    let holder = Number.NaN;
    try {
      holder = Number(readFileSync(join(dir, 'pid'), 'utf8'));
    } catch {
      // being written or removed right now: look again
    }
    if (Number.isInteger(holder) && holder > 0 && !alive(holder)) rmSync(dir, { recursive: true, force: true });
    else if (Date.now() - started > timeoutMs) throw new Error(`the test lock ${name} was held for over ${timeoutMs / 1000} s`);
    else await new Promise((r) => setTimeout(r, 200));
  }
}
