/**
 * Pure rules of the "kitchen, dining, customer satisfaction" slider: steps are numbered 1 to 3 and
 * the arrows never leave that range (spec: Home).
 */
export const FIRST_STEP = 1;

export function clampStep(step: number, lastStep: number): number {
  if (!Number.isFinite(step)) return FIRST_STEP;
  return Math.min(Math.max(Math.trunc(step), FIRST_STEP), Math.max(FIRST_STEP, lastStep));
}

export const stepAfter = (step: number, lastStep: number) => clampStep(step + 1, lastStep);
export const stepBefore = (step: number, lastStep: number) => clampStep(step - 1, lastStep);

/** The previous arrow is disabled on the first step, the next arrow on the last. */
export const canGoBack = (step: number) => step > FIRST_STEP;
export const canGoForward = (step: number, lastStep: number) => step < lastStep;
