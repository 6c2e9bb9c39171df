import { describe, expect, it } from 'vitest';
import { canGoBack, canGoForward, clampStep, FIRST_STEP, stepAfter, stepBefore } from './steps';

const LAST = 3;

describe('three-step slider', () => {
  it('moves forward from 1 to 3 and stops there', () => {
    let step = FIRST_STEP;
    const visited = [step];
    for (let i = 0; i < 5; i++) {
      step = stepAfter(step, LAST);
      visited.push(step);
    }
    expect(visited).toEqual([1, 2, 3, 3, 3, 3]);
  });

  it('moves back from 3 to 1 and stops there', () => {
    let step = LAST;
    const visited = [step];
    for (let i = 0; i < 4; i++) {
      step = stepBefore(step, LAST);
      visited.push(step);
    }
    expect(visited).toEqual([3, 2, 1, 1, 1]);
  });

  it('disables the previous arrow on step 1 and the next arrow on step 3', () => {
    expect([1, 2, 3].map((s) => canGoBack(s))).toEqual([false, true, true]);
    expect([1, 2, 3].map((s) => canGoForward(s, LAST))).toEqual([true, true, false]);
  });

  it('clamps anything out of range or not a whole number into 1..3', () => {
    expect(clampStep(0, LAST)).toBe(1);
    expect(clampStep(-7, LAST)).toBe(1);
    expect(clampStep(9, LAST)).toBe(3);
    expect(clampStep(2.7, LAST)).toBe(2);
    expect(clampStep(Number.NaN, LAST)).toBe(1);
  });
});
