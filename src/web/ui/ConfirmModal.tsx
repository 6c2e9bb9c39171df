import type { ReactNode } from 'react';
import { Modal } from './Modal';

/**
 * "Are you sure?" before something that cannot be taken back (remove, cancel, deactivate): what
 * it concerns, a way out, and the red button. While the request runs, neither button nor Escape
 * acts, so a second click cannot send it twice or close the dialog over a pending answer.
 */
export function ConfirmModal({
  open,
  title,
  busy = false,
  cancelLabel,
  confirmLabel,
  onCancel,
  onConfirm,
  children,
  className,
}: {
  open: boolean;
  title: string;
  busy?: boolean;
  cancelLabel: string;
  confirmLabel: string;
  onCancel: () => void;
  onConfirm: () => void;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <Modal open={open} title={title} onClose={() => !busy && onCancel()} className={className}>
      {children}
      <div className="modal-actions">
        <button type="button" className="btn btn-ghost" disabled={busy} onClick={onCancel}>
          {cancelLabel}
        </button>
        <button type="button" className="btn btn-danger" disabled={busy} onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
