import { WIZARD_STEPS } from '@shared/reservations';

/** The three steps with the current one marked, readable by screen readers too. */
export function StepIndicator({ current }: { current: number }) {
  return (
    <ol className="wizard-steps" aria-label="Reservation steps">
      {WIZARD_STEPS.map((step, index) => {
        const state = index < current ? 'done' : index === current ? 'current' : 'todo';
        return (
          <li
            key={step.title}
            className={`wizard-step is-${state}`}
            aria-current={index === current ? 'step' : undefined}
          >
            <span className="wizard-step-number" aria-hidden="true">
              {index < current ? '✓' : index + 1}
            </span>
            <span className="wizard-step-title">
              <span className="visually-hidden">
                Step {index + 1} of {WIZARD_STEPS.length}
                {state === 'done' ? ' (done)' : ''}:{' '}
              </span>
              {step.title}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
