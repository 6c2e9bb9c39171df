import { describe, expect, it } from 'vitest';
import {
  CAROUSEL_INTERVAL_MS,
  MIN_CAROUSEL_INTERVAL_MS,
  nextSlide,
  previousSlide,
  type RotationState,
  rotationInterval,
  shouldRotate,
  swipeStep,
  wrapIndex,
} from './carousel';

describe('carousel index wrapping', () => {
  it('wraps past either end onto a real slide', () => {
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(7, 3)).toBe(1);
    expect(wrapIndex(-4, 3)).toBe(2);
  });

  it('goes forward and back through the three slides in a circle', () => {
    expect([0, 1, 2].map((i) => nextSlide(i, 3))).toEqual([1, 2, 0]);
    expect([0, 1, 2].map((i) => previousSlide(i, 3))).toEqual([2, 0, 1]);
  });

  it('stays on 0 when there are no slides instead of returning NaN', () => {
    expect(wrapIndex(5, 0)).toBe(0);
    expect(nextSlide(0, 0)).toBe(0);
  });
});

describe('automatic rotation', () => {
  const idle: RotationState = {
    pausedByUser: false,
    hoveredOrFocused: false,
    reducedMotion: false,
    documentHidden: false,
  };

  it('rotates only while nothing asks it to hold still', () => {
    expect(shouldRotate(idle)).toBe(true);
    expect(shouldRotate({ ...idle, pausedByUser: true })).toBe(false);
    expect(shouldRotate({ ...idle, hoveredOrFocused: true })).toBe(false);
    expect(shouldRotate({ ...idle, reducedMotion: true })).toBe(false);
    expect(shouldRotate({ ...idle, documentHidden: true })).toBe(false);
  });

  it('never turns faster than every 6 seconds', () => {
    expect(MIN_CAROUSEL_INTERVAL_MS).toBe(6000);
    expect(CAROUSEL_INTERVAL_MS).toBeGreaterThanOrEqual(6000);
    expect(rotationInterval()).toBe(CAROUSEL_INTERVAL_MS);
    expect(rotationInterval(2000)).toBe(6000);
    expect(rotationInterval(9000)).toBe(9000);
  });
});

describe('swipe gestures', () => {
  it('turns a long horizontal swipe into a step', () => {
    expect(swipeStep(-80, 5)).toBe(1);
    expect(swipeStep(80, -5)).toBe(-1);
  });

  it('ignores taps, short moves and vertical scrolling', () => {
    expect(swipeStep(0, 0)).toBe(0);
    expect(swipeStep(-20, 0)).toBe(0);
    expect(swipeStep(-60, 120)).toBe(0);
  });
});
