import { ChevronLeft, ChevronRight } from '@web/ui/icons';
import { useId, useRef, useState } from 'react';
import { Art, WIDE } from './Art';
import type { Step } from './homeContent';
import { canGoBack, canGoForward, FIRST_STEP, stepAfter, stepBefore } from './steps';

/**
 * "Our kitchen, our dining, customer satisfaction": one step at a time, with arrows that stop at
 * the first and the last step instead of wrapping (spec: steps 1 to 3).
 */
export function StepSlider({ steps }: { steps: Step[] }) {
  const [step, setStep] = useState(FIRST_STEP);
  const last = steps.length;
  const current = steps[step - 1];
  const idPrefix = useId();
  const backRef = useRef<HTMLButtonElement>(null);
  const forwardRef = useRef<HTMLButtonElement>(null);
  if (!current) return null;

  // A button that becomes disabled drops keyboard focus to the page; hand it to the other arrow.
  const go = (target: number) => {
    setStep(target);
    if (!canGoForward(target, last)) backRef.current?.focus();
    if (!canGoBack(target)) forwardRef.current?.focus();
  };

  return (
    <div className="step-slider">
      <ol className="step-progress" aria-label="Steps">
        {steps.map((s, i) => (
          <li
            key={s.title}
            className={i + 1 === step ? 'is-current' : i + 1 < step ? 'is-done' : undefined}
            aria-current={i + 1 === step ? 'step' : undefined}
          >
            <span className="step-number" aria-hidden="true">
              {i + 1}
            </span>
            <span className="step-label">{s.title}</span>
          </li>
        ))}
      </ol>
      <div className="step-card">
        <Art className="step-art" src={current.art.src} alt={current.art.alt} size={WIDE} />
        <div className="step-text">
          {/* Arrows come first and sit top right, so they never move when the text length changes. */}
          <div className="step-arrows">
            <button
              ref={backRef}
              type="button"
              className="round-button"
              aria-controls={`${idPrefix}-step`}
              disabled={!canGoBack(step)}
              onClick={() => go(stepBefore(step, last))}
            >
              <ChevronLeft />
              <span className="visually-hidden">Previous step</span>
            </button>
            <button
              ref={forwardRef}
              type="button"
              className="round-button"
              aria-controls={`${idPrefix}-step`}
              disabled={!canGoForward(step, last)}
              onClick={() => go(stepAfter(step, last))}
            >
              <ChevronRight />
              <span className="visually-hidden">Next step</span>
            </button>
          </div>
          <div id={`${idPrefix}-step`} aria-live="polite">
            <p className="step-count">
              Step {step} of {last}
            </p>
            <h3 className="step-title">{current.title}</h3>
            <p className="step-copy">{current.text}</p>
          </div>
        </div>
      </div>
    </div>
  );
}
