import { kitchenTexts as t } from '@shared/kitchen';
import { ESTIMATE_CHOICES_MINUTES, type Estimate } from '@shared/ready-time';
import { Modal } from '@web/ui/Modal';
import { useState } from 'react';

/** Accept: the ready-time estimate, one tap on 10/20/30/45/60 minutes or a clock time. */
export function EstimateDialog({
  number,
  onChoose,
  onClose,
}: {
  number: number | null;
  onChoose: (estimate: Estimate) => void;
  onClose: () => void;
}) {
  const [at, setAt] = useState('');
  return (
    <Modal open={number !== null} title={t.estimateTitle(number ?? 0)} onClose={onClose}>
      <div className="kitchen-estimates">
        {ESTIMATE_CHOICES_MINUTES.map((minutes) => (
          <button
            key={minutes}
            type="button"
            className="btn btn-primary kitchen-big"
            onClick={() => onChoose({ minutes })}
          >
            {t.estimateMinutes(minutes)}
          </button>
        ))}
      </div>
      <form
        className="kitchen-estimate-at"
        onSubmit={(event) => {
          event.preventDefault();
          onChoose({ at });
        }}
      >
        <label>
          {t.estimateAt}
          <input type="time" value={at} onChange={(event) => setAt(event.target.value)} required />
        </label>
        <button type="submit" className="btn btn-primary kitchen-big">
          {t.confirmAccept}
        </button>
      </form>
    </Modal>
  );
}

/** Reject or cancel: a reason the diner reads in the mail, then the full refund. */
export function ReasonDialog({
  target,
  onConfirm,
  onClose,
}: {
  target: { number: number; label: string } | null;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  return (
    <Modal
      open={target !== null}
      title={target ? t.reasonTitle(target.label, target.number) : ''}
      onClose={onClose}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onConfirm(reason);
          setReason('');
        }}
      >
        <label className="kitchen-reason">
          {t.reasonLabel}
          <textarea
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            minLength={3}
            maxLength={200}
            required
          />
        </label>
        <div className="kitchen-dialog-actions">
          <button type="button" className="btn kitchen-big" onClick={onClose}>
            {t.back}
          </button>
          <button type="submit" className="btn btn-danger kitchen-big">
            {target ? t.confirmStop(target.label) : ''}
          </button>
        </div>
      </form>
    </Modal>
  );
}
