import { favoriteIds } from '@web/catalog';
import { errorMessage } from '@web/lib/api/errors';
import { Modal } from '@web/ui/Modal';
import { PasswordField } from '@web/ui/PasswordField';
import { useState } from 'react';
import { deleteMyAccount, fetchMyData } from './account-api';
import { tellOtherTabs } from './session';

/** "Download my data": the server's JSON plus the favourites kept in this browser. */
export function DownloadData() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      const data = await fetchMyData();
      const withFavourites = { ...data, favouritesInThisBrowser: [...favoriteIds()] };
      const blob = new Blob([JSON.stringify(withFavourites, null, 2)], {
        type: 'application/json',
      });
      const link = document.createElement('a');
      link.href = URL.createObjectURL(blob);
      link.download = 'tavola-my-data.json';
      link.click();
      URL.revokeObjectURL(link.href);
    } catch (e) {
      setError(errorMessage(e, 'Please try again.'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div>
      <p className="muted">
        Your details, saved addresses, orders, payments and reservations as a JSON file.
      </p>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <button type="button" className="btn btn-secondary" disabled={busy} onClick={download}>
        Download my data
      </button>
    </div>
  );
}

/** "Delete my account", confirmed with the password. */
export function DeleteAccount() {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await deleteMyAccount(password);
      tellOtherTabs();
      window.location.assign('/?account=deleted');
    } catch (e) {
      setError(errorMessage(e, 'Please try again.'));
      setBusy(false);
    }
  };
  return (
    <div>
      <p className="muted">
        Your orders stay in the restaurant’s books without your name or contact details; bookings
        still to come are canceled. This cannot be undone.
      </p>
      <button type="button" className="btn btn-danger" onClick={() => setOpen(true)}>
        Delete my account
      </button>
      <Modal open={open} title="Delete your account?" onClose={() => setOpen(false)}>
        <form
          className="form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void confirm();
          }}
        >
          <PasswordField
            label="Your password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={error ?? undefined}
          />
          <div className="modal-actions">
            <button type="button" className="btn btn-secondary" onClick={() => setOpen(false)}>
              Keep my account
            </button>
            <button type="submit" className="btn btn-danger" disabled={busy || !password}>
              Delete my account
            </button>
          </div>
        </form>
      </Modal>
    </div>
  );
}
