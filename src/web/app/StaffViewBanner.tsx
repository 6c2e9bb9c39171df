import { messages } from '@shared/messages';
import { isStaff, staffHome } from '@shared/permissions';
import { useSession } from '@web/accounts/session';
import { Link } from '@web/lib/router';

/** Shown on every storefront page while a staff member is signed in. */
export function StaffViewBanner() {
  const { user } = useSession();
  if (!user || !isStaff(user.role)) return null;
  return (
    <div className="staff-view-banner" role="note" aria-label={messages.staffView.label}>
      <strong>{messages.staffView.label}</strong>
      <span>{messages.staffView.text}</span>
      <Link to={staffHome(user.role)}>{messages.staffView.back}</Link>
    </div>
  );
}

export default StaffViewBanner;
