import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import type { PublicUser, SessionResponse } from '../../shared/schemas/auth';
import { api, onUnauthorized, setCsrfToken } from '../lib/api';

export const sessionKey = ['session'] as const;
const channelName = 'tavola-auth';

async function fetchSession(): Promise<SessionResponse> {
  const session = await api<SessionResponse>('/api/auth/session');
  setCsrfToken(session.csrfToken);
  return session;
}

/**
 * The signed-in user, from the server. Re-checked every 30 s and when the tab regains focus, so a
 * session that expired or was signed out elsewhere is noticed.
 */
export function useSession(): { user: PublicUser | null; isLoading: boolean } {
  const query = useQuery({
    queryKey: sessionKey,
    queryFn: fetchSession,
    staleTime: 30_000,
    refetchInterval: 30_000,
    refetchOnWindowFocus: true,
  });
  return { user: query.data?.user ?? null, isLoading: query.isLoading };
}

/** Tells every tab (this one included) that the signed-in state changed. */
export function useAuthChanged() {
  const queryClient = useQueryClient();
  return useCallback(
    async (user?: PublicUser | null) => {
      if (user !== undefined) {
        const previous = queryClient.getQueryData<SessionResponse>(sessionKey);
        if (previous) queryClient.setQueryData(sessionKey, { ...previous, user });
      }
      // Everything cached belonged to the previous user.
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'session' });
      await queryClient.invalidateQueries({ queryKey: sessionKey });
      try {
        const channel = new BroadcastChannel(channelName);
        channel.postMessage('changed');
        channel.close();
      } catch {
        // Old browsers: other tabs catch up on focus or within 30 s.
      }
    },
    [queryClient],
  );
}

/** Mounted once: keeps this tab's session in step with the other tabs and with 401 answers. */
export function SessionSync() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refresh = () => {
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'session' });
      void queryClient.invalidateQueries({ queryKey: sessionKey });
    };
    let channel: BroadcastChannel | null = null;
    try {
      channel = new BroadcastChannel(channelName);
      channel.onmessage = refresh;
    } catch {
      channel = null;
    }
    const stop = onUnauthorized(() => void queryClient.invalidateQueries({ queryKey: sessionKey }));
    return () => {
      channel?.close();
      stop();
    };
  }, [queryClient]);
  return null;
}

/** Signs out on the server, tells the other tabs, then loads / afresh (spec: full page load). */
export async function signOut() {
  try {
    await api('/api/auth/logout', { method: 'POST' });
  } catch (error) {
    console.error('Sign-out failed', error);
  }
  try {
    const channel = new BroadcastChannel(channelName);
    channel.postMessage('changed');
    channel.close();
  } catch {
    // ignore
  }
  window.location.assign('/');
}
