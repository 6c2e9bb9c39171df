import { Link } from '@web/lib/router';
import { usePageTitle } from '@web/ui/usePageTitle';
import './auth.css';
import { signOut, useSession } from './session';

/** /settings: the account's details and where to change them. */
export default function SettingsPage() {
  usePageTitle('Settings');
  const { user } = useSession();
  if (!user) return null;
  return (
    <section className="page">
      <h1 className="page-title">Settings</h1>
      <div className="card">
        <h2>Your account</h2>
        <dl className="settings-list">
          <dt>Username</dt>
          <dd>{user.username}</dd>
          <dt>Email</dt>
          <dd>{user.email}</dd>
          <dt>Email verified</dt>
          <dd>{user.emailVerified ? 'Yes' : 'No'}</dd>
        </dl>
        <div className="modal-actions" style={{ justifyContent: 'flex-start' }}>
          <Link className="btn btn-secondary" to="/user/account">
            Edit account
          </Link>
          <button type="button" className="btn btn-ghost" onClick={() => void signOut()}>
            Log out
          </button>
        </div>
      </div>
    </section>
  );
}
