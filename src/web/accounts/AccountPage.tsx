import { usePageTitle } from '@web/ui/usePageTitle';
import type { ReactNode } from 'react';
import { DeleteAccount, DownloadData } from './AccountData';
import { DetailsForm, EmailForm, PasswordForm } from './AccountDetails';
import { useProfileQuery } from './account-api';
import { AddressesPanel } from './SavedAddresses';
import './auth.css';

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="card account-card" aria-label={title}>
      <h2>{title}</h2>
      {children}
    </section>
  );
}

/** /user/account: the diner's details, addresses, password, their data and deleting the account. */
export default function AccountPage() {
  usePageTitle('Your account');
  const { data: profile, isError } = useProfileQuery();
  return (
    <div className="page account-page">
      <h1 className="page-title">Your account</h1>
      {isError && (
        <p className="form-error" role="alert">
          Your details could not be loaded. Please reload the page.
        </p>
      )}
      {profile && (
        <>
          <Card title="Your details">
            <p className="muted">
              Signed in as <strong>{profile.email}</strong>
            </p>
            <DetailsForm profile={profile} />
          </Card>
          <Card title="Email address">
            <EmailForm />
          </Card>
          <Card title="Saved addresses">
            <AddressesPanel />
          </Card>
          <Card title="Password">
            <PasswordForm />
          </Card>
          <Card title="Your data">
            <DownloadData />
          </Card>
          <Card title="Delete account">
            <DeleteAccount />
          </Card>
        </>
      )}
    </div>
  );
}
