import type { Availability } from '@shared/reservations';
import { waitlistTexts as wt } from '@shared/waitlist';
import { errorMessage } from '@web/lib/api/errors';
import { Link } from '@web/lib/router';
import { useId, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useJoinWaitlistMutation } from './api';
import type { WizardValues } from './wizard-form';
import './waitlist.css';

/**
 * Beside the times of step 2: when some time of the picked day is full for the
 * party chosen above, the diner can wait for it. The contact typed in step 1 goes with the entry, so a freed
 * table is booked from the offer mail with one button.
 */
export function WaitlistJoin({
  form,
  availability,
}: {
  form: UseFormReturn<WizardValues>;
  availability: Availability | undefined;
}) {
  const selectId = useId();
  const date = form.watch('date');
  // The party chosen above the times: the wait is for a table that seats it.
  const guests = Number(form.watch('guests')) || 2;
  const full =
    availability && availability.date === date
      ? availability.slots.filter(
          (s) => s.state === 'full' || (s.state === 'available' && s.seatsLeft < guests),
        )
      : [];
  const [picked, setPicked] = useState('');
  const join = useJoinWaitlistMutation();
  if (full.length === 0) return null;
  const time = full.some((s) => s.time === picked) ? picked : full[0]!.time;

  const onJoin = () => {
    const { firstName, lastName, phone } = form.getValues();
    join.mutate({ firstName, lastName, phone, date, time, guests });
  };

  return (
    <div className="waitlist-join" aria-live="polite">
      {join.isSuccess ? (
        <p className="form-success" role="status">
          {wt.joined} <Link to="/user/reservations">{wt.listTitle}</Link>
        </p>
      ) : (
        <>
          <p className="waitlist-join-hint">{wt.joinHint(time, guests)}</p>
          <div className="waitlist-join-row">
            {full.length > 1 && (
              <>
                <label htmlFor={selectId} className="visually-hidden">
                  Full time to wait for
                </label>
                <select
                  id={selectId}
                  className="select"
                  value={time}
                  onChange={(event) => setPicked(event.target.value)}
                >
                  {full.map((s) => (
                    <option key={s.time} value={s.time}>
                      {s.time}
                    </option>
                  ))}
                </select>
              </>
            )}
            <button
              type="button"
              className="btn btn-secondary btn-sm"
              disabled={join.isPending}
              onClick={onJoin}
            >
              {wt.join}
            </button>
          </div>
          {join.isError && (
            <p className="field-error" role="alert">
              {errorMessage(join.error, wt.notFound)}
            </p>
          )}
        </>
      )}
    </div>
  );
}
