import { roleLabels, STAFF_ROLES } from '@shared/permissions';
import { inviteStaffSchema } from '@shared/schemas/staff';
import { errorMessage } from '@web/lib/api/errors';
import { TextField } from '@web/ui/TextField';
import { useSchemaForm } from '@web/ui/useSchemaForm';
import { useId, useState } from 'react';
import { toast } from 'react-toastify';
import { useInviteMutation } from './api';

/** "Invite": an e-mail address and a role; the server mails the link. */
export function InviteForm() {
  const roleId = useId();
  const invite = useInviteMutation();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useSchemaForm(inviteStaffSchema, { defaultValues: { email: '', role: 'kitchen' } });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const { message } = await invite.mutateAsync(values);
      toast.success(message);
      form.reset({ email: '', role: values.role });
    } catch (error) {
      setFormError(errorMessage(error, 'The invitation could not be sent.'));
    }
  });
  return (
    <form className="card staff-invite" onSubmit={onSubmit} noValidate aria-label="Invite">
      <h2 className="staff-heading">Invite someone</h2>
      <div className="staff-invite-fields">
        <TextField
          label="E-mail"
          type="email"
          autoComplete="off"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <div className="field">
          <label htmlFor={roleId}>Role</label>
          <select id={roleId} className="select" {...form.register('role')}>
            {STAFF_ROLES.map((role) => (
              <option key={role} value={role}>
                {roleLabels[role]}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
          {isSubmitting ? 'Sending…' : 'Invite'}
        </button>
      </div>
      {formError && (
        <p className="form-error" role="alert">
          {formError}
        </p>
      )}
    </form>
  );
}
