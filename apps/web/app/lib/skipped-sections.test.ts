// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { inNextTask, layOutSkippedSections } from './skipped-sections';

const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 50));

describe('work after hydration, a task each', () => {
  it('runs queued work later, in the order queued, never in the caller’s task', async () => {
    const ran: string[] = [];
    inNextTask(() => ran.push('a'));
    inNextTask(() => {
      ran.push('b');
      inNextTask(() => ran.push('d'));
    });
    inNextTask(() => ran.push('c'));
    expect(ran).toEqual([]);
    await settle();
    expect(ran).toEqual(['a', 'b', 'c', 'd']);
  });

  it('lays out the sections after the caller’s task, then calls done; stopped, it calls nothing', async () => {
    document.body.innerHTML = '<main><section></section><section></section></main><footer></footer>';
    let done = 0;
    layOutSkippedSections(() => done++);
    expect(done).toBe(0);
    await settle();
    expect(done).toBe(1);
    const stop = layOutSkippedSections(() => done++);
    stop();
    await settle();
    expect(done).toBe(1);
  });

  it('runs work queued during the layout before the layout is done', async () => {
    const order: string[] = [];
    document.body.innerHTML = '<main><section style="content-visibility:auto"></section></main>';
    layOutSkippedSections(() => order.push('done'));
    inNextTask(() => order.push('stored'));
    await settle();
    expect(order).toEqual(['stored', 'done']);
  });

  it('reads the sections’ style in a task of its own, then lays out one section per task', async () => {
    document.body.innerHTML =
      '<main><section style="content-visibility:auto"></section><section style="content-visibility:auto"></section></main>';
    const sections = [...document.querySelectorAll('section')];
    const seen: string[] = [];
    const look = () => seen.push(sections.map((s) => s.style.contentVisibility).join(' '));
    layOutSkippedSections(() => look());
    inNextTask(() => {
      look();
      inNextTask(() => {
        look();
        inNextTask(look);
      });
    });
    await settle();
    expect(seen).toEqual(['auto auto', 'visible auto', 'visible visible', 'visible visible']);
  });
});
