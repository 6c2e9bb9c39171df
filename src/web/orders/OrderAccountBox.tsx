import {
  type AccountJoin,
  orderLinkTexts as l,
  orderAccountInputSchema,
} from '@shared/order-links';
import type { Order } from '@shared/orders';
import { isStaff } from '@shared/permissions';
import { useAuthChanged, useSession } from '@web/accounts';
import { ApiError, errorMessage } from '@web/lib/api/errors';
import { forgetGuestCart } from '@web/lib/guest-cart';
import { Link } from '@web/lib/router';
import { PasswordField } from '@web/ui/PasswordField';
import { TextField } from '@web/ui/TextField';
import { useSchemaForm } from '@web/ui/useSchemaForm';
import { useId, useState } from 'react';
import { useCreateOrderAccountMutation, useJoinOrderMutation } from './api';

const ORDERS = '/user/present-orders';

/**
 * Under a guest's order on its page: keep it in an account. By the receipt's
 * link: "Create an account" (the order's name and e-mail, a password) or, signed in, "Add to my
 * account"; an e-mail that already has an account is told so and offered sign-in, back here. By
 * the browser's own after-payment link: where to find the receipt's link.
 */
export function OrderAccountBox({
  token,
  order,
  accountJoin,
  done,
  onDone,
}: {
  token: string;
  order: Order;
  accountJoin: AccountJoin;
  /**
   * What joining answered, kept by the page: signing in drops the cached order (another user's
   * data), so this box is drawn afresh once the order is read again.
   */
  done: string | null;
  onDone: (message: string) => void;
}) {
  const titleId = useId();
  const { user } = useSession();
  if (done)
    return (
      <section className="card order-account" aria-labelledby={titleId}>
        <h2 id={titleId}>{l.accountTitle}</h2>
        <p role="status">{done}</p>
        <Link className="btn btn-secondary" to={ORDERS}>
          {l.seeYourOrders}
        </Link>
      </section>
    );
  if (accountJoin === 'none' || isStaff(user?.role)) return null;
  return (
    <section className="card order-account" aria-labelledby={titleId}>
      <h2 id={titleId}>{l.accountTitle}</h2>
      {accountJoin === 'receipt_link' ? (
        <p>{l.receiptLinkNeeded(order.email)}</p>
      ) : user ? (
        <JoinAsSignedIn token={token} name={user.username} onDone={onDone} />
      ) : (
        <CreateAccount token={token} order={order} onDone={onDone} />
      )}
    </section>
  );
}

function JoinAsSignedIn({
  token,
  name,
  onDone,
}: {
  token: string;
  name: string;
  onDone: (message: string) => void;
}) {
  const join = useJoinOrderMutation(token);
  return (
    <>
      <p>{l.joinAsSignedIn(name)}</p>
      {join.error && (
        <p className="form-error" role="alert">
          {errorMessage(join.error, l.joinedElsewhere)}
        </p>
      )}
      <button
        type="button"
        className="btn btn-primary"
        disabled={join.isPending}
        aria-busy={join.isPending}
        onClick={() => join.mutate(undefined, { onSuccess: (answer) => onDone(answer.message) })}
      >
        {l.join}
      </button>
    </>
  );
}

function CreateAccount({
  token,
  order,
  onDone,
}: {
  token: string;
  order: Order;
  onDone: (message: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [exists, setExists] = useState(false);
  const create = useCreateOrderAccountMutation(token);
  const authChanged = useAuthChanged();
  const form = useSchemaForm(orderAccountInputSchema, {
    defaultValues: { username: order.customerName.slice(0, 40), password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const back = `/order/${token}`;
  const signIn = (
    <Link
      className={exists ? 'btn btn-primary' : undefined}
      to={`/Auth/login?redirect=${encodeURIComponent(back)}`}
      state={{ returnTo: back }}
    >
      {l.signInToJoin}
    </Link>
  );

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const answer = await create.mutateAsync(values);
      // Signed in now; the guest cart (if any) joined the account, as at sign-in.
      forgetGuestCart();
      await authChanged(answer.user);
      onDone(answer.message);
    } catch (error) {
      setExists(error instanceof ApiError && error.fields.email !== undefined);
      setFormError(errorMessage(error, 'We could not create the account. Please try again.'));
    }
  });

  if (!open)
    return (
      <>
        <p>{l.accountLead}</p>
        <div className="order-account-actions">
          <button type="button" className="btn btn-primary" onClick={() => setOpen(true)}>
            {l.createAccount}
          </button>
          <span>
            {l.haveAccount} {signIn}
          </span>
        </div>
      </>
    );
  return (
    <form className="form order-account-form" onSubmit={onSubmit} noValidate>
      <TextField
        label={l.yourName}
        autoComplete="name"
        error={errors.username?.message}
        {...form.register('username')}
      />
      {/* Not editable (the mailed link proves this address only); a password manager saves it. */}
      <TextField
        label={l.emailOfOrder}
        value={order.email}
        readOnly
        autoComplete="username"
        className="input order-account-email"
      />
      <PasswordField
        label={l.password}
        autoComplete="new-password"
        hint="At least 6 characters."
        error={errors.password?.message}
        {...form.register('password')}
      />
      {formError && (
        <p className="form-error" role="alert">
          {formError}
        </p>
      )}
      <div className="order-account-actions">
        {exists ? (
          signIn
        ) : (
          <button
            type="submit"
            className="btn btn-primary"
            disabled={isSubmitting}
            aria-busy={isSubmitting}
          >
            {l.createAccountSubmit}
          </button>
        )}
      </div>
    </form>
  );
}
