// @vitest-environment happy-dom
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '~/test-utils/render';
import { type MapContent, TOUCH_HIDE_MS, WhatWeDoMap } from './WhatWeDoMap';

const node = (i: number) => ({
  id: i,
  tittle_es: `Nodo ${i}`,
  tittle_en: `Node ${i}`,
  paragraphs: [{ id: i, paragraph_es: `Texto ${i}`, paragraph_en: `Text ${i}` }],
  icon: null,
});
const HOME: MapContent = {
  tittle_whatdowedo_es: 'Qué hacemos',
  tittle_whatdowedo_en: 'What we do',
  subtittle_whatdowedo_es: null,
  subtittle_whatdowedo_en: null,
  whatdowedo_content: [1, 2, 3, 4, 5, 6, 7, 8].map(node),
  image_whatodowedo_desktop: null,
  image_whatodowedo_mobile: null,
};

const MapPage = () => <WhatWeDoMap home={HOME} />;
const button = (n: number) => screen.getByRole('button', { name: `Node ${n}` });
/** The hub's detail of node n (0-based), hidden unless that node is active. */
const detail = (i: number) => document.querySelector<HTMLElement>(`.wwd__detail[data-node="${i}"]`)!;
const shown = () => [...document.querySelectorAll<HTMLElement>('.wwd__detail')].filter((d) => !d.hidden).map((d) => d.dataset.node);

describe('WhatWeDoMap (PRODUCT §2, §9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('renders eight nodes around the hub, no text shown at first', () => {
    renderPage(MapPage);
    expect(screen.getAllByRole('button')).toHaveLength(8);
    expect(shown()).toEqual([]);
    expect(detail(0).textContent).toContain('Text 1');
  });

  it('shows a node on mouse hover and hides it when the mouse leaves', () => {
    renderPage(MapPage);
    fireEvent.pointerEnter(button(3), { pointerType: 'mouse' });
    expect(shown()).toEqual(['2']);
    fireEvent.pointerLeave(button(3), { pointerType: 'mouse' });
    expect(shown()).toEqual([]);
  });

  it('shows a node on keyboard focus; Escape hides it', () => {
    renderPage(MapPage);
    act(() => vi.advanceTimersByTime(5000));
    fireEvent.focus(button(5));
    expect(shown()).toEqual(['4']);
    fireEvent.keyDown(button(5), { key: 'Escape' });
    expect(shown()).toEqual([]);
  });

  it(`after a touch, hides the text ${TOUCH_HIDE_MS} ms after the touch ends`, () => {
    expect(TOUCH_HIDE_MS).toBe(2000);
    renderPage(MapPage);
    fireEvent.pointerDown(button(2), { pointerType: 'touch' });
    expect(shown()).toEqual(['1']);
    fireEvent.pointerUp(button(2), { pointerType: 'touch' });
    act(() => vi.advanceTimersByTime(TOUCH_HIDE_MS - 1));
    expect(shown()).toEqual(['1']);
    act(() => vi.advanceTimersByTime(1));
    expect(shown()).toEqual([]);
  });
});
