// @vitest-environment happy-dom
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '~/test-utils/render';
import { Carousel, type CarouselProps } from './Carousel';

const ITEMS = ['One', 'Two', 'Three', 'Four', 'Five'].map((name) => <p key={name}>{name}</p>);
const SPEED = 300;
const AUTOPLAY = 4000;

function Demo(props: Partial<CarouselProps>) {
  return (
    <Carousel label="Solutions" items={ITEMS} breakpoints={[{ minWidth: 0, perView: 1, gap: 0 }]} speedMs={SPEED} dotsFrom={0} {...props} />
  );
}

/** The dot marked current: the first visible slide (1-based). */
const current = () => {
  const dots = screen.getAllByRole('button', { name: /^Go to slide/ });
  return dots.findIndex((d) => d.getAttribute('aria-current') === 'true') + 1;
};
/** Lets a started move settle (its duration plus the 30 ms margin). */
const settle = () => act(() => vi.advanceTimersByTime(SPEED + 30));

describe('Carousel (PRODUCT §2: the solutions, AI and clients carousels)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is a labelled carousel region with one group per real slide', () => {
    renderPage(() => <Demo />);
    expect(screen.getByRole('region', { name: 'Solutions' }).getAttribute('aria-roledescription')).toBe('carousel');
    expect(screen.getAllByRole('group').map((g) => g.getAttribute('aria-label'))).toEqual([
      '1 of 5',
      '2 of 5',
      '3 of 5',
      '4 of 5',
      '5 of 5',
    ]);
  });

  it('moves with the next and previous buttons and the arrow keys; a move in progress ignores input', () => {
    renderPage(() => <Demo />);
    expect(current()).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    // Still moving: a second click is ignored.
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    settle();
    expect(current()).toBe(2);
    fireEvent.keyDown(screen.getByRole('region', { name: 'Solutions' }), { key: 'ArrowRight' });
    settle();
    expect(current()).toBe(3);
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    settle();
    expect(current()).toBe(2);
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 5' }));
    settle();
    expect(current()).toBe(5);
  });

  it('without loop, the previous button is disabled on the first slide and next on the last', () => {
    renderPage(() => <Demo />);
    expect(screen.getByRole('button', { name: 'Previous slide' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 5' }));
    settle();
    expect(screen.getByRole('button', { name: 'Next slide' }).hasAttribute('disabled')).toBe(true);
  });

  it('loops from the last slide to the first', () => {
    renderPage(() => <Demo loop />);
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    settle();
    expect(current()).toBe(5);
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    settle();
    expect(current()).toBe(1);
  });

  it('autoplays one move per delay, and the pause button stops it', () => {
    renderPage(() => <Demo loop autoplayMs={AUTOPLAY} />);
    act(() => vi.advanceTimersByTime(AUTOPLAY + SPEED - 1));
    expect(current()).toBe(1);
    act(() => vi.advanceTimersByTime(1));
    settle();
    expect(current()).toBe(2);
    fireEvent.click(screen.getByRole('button', { name: 'Pause automatic rotation' }));
    act(() => vi.advanceTimersByTime(AUTOPLAY * 3));
    expect(current()).toBe(2);
    expect(screen.getByRole('button', { name: 'Resume automatic rotation' })).toBeTruthy();
  });
});
