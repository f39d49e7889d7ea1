import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { trpc } from '../../../trpc';
import { safeInAppPath } from '../safe-path';
import { useSessionContext } from './useSession';

/** spec 000 §6: logout clears the stored user and goes to the returned URL or /. */
export function useLogout(): { logout: () => Promise<void>; pending: boolean } {
  const { store } = useSessionContext();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const mutation = trpc.account.logout.useMutation();
  const { mutateAsync } = mutation;

  const logout = useCallback(async () => {
    let target = '/';
    try {
      const answer = await mutateAsync({});
      target = safeInAppPath(answer.returnUrl) ?? '/';
    } catch {
      // Even if the server can't be reached, this browser forgets the user.
    }
    store.clear();
    queryClient.clear(); // no cached data of this user survives the logout
    await navigate(target, { replace: true });
  }, [mutateAsync, store, queryClient, navigate]);

  return { logout, pending: mutation.isPending };
}
