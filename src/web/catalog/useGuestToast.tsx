import { messages } from '@shared/messages';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from 'react-toastify';

/** A guest's Add to Cart: a toast with "Sign in" that comes Back to this very page. */
export function useGuestToast(): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  const here = location.pathname + location.search;
  return useCallback(() => {
    const target = `/Auth/login?redirect=${encodeURIComponent(here)}`;
    toast.error(
      <span className="guest-toast">
        {messages.toast.userNotLoggedIn}
        <a
          href={target}
          onClick={(event) => {
            event.preventDefault();
            // Signing in comes Back here (LoginPage), not to a second copy of this page.
            navigate(target, { state: { returnTo: here } });
          }}
        >
          Sign in
        </a>
      </span>,
      { toastId: 'guest-cart' },
    );
  }, [here, navigate]);
}
