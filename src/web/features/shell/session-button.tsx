import { useEffect } from 'react';
import { NOTICES } from '../../../shared/messages';
import { Button, useToast } from '../../ui';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectSession, signInFailureShown, signInStarted, signOutRequested } from '../../store/session.slice';

/**
 * Login when signed out (the provider's sign-in opens in a new tab and returns to /app; this tab
 * learns of the session from supabase-js), Logout when signed in. Toasts are the spec's words.
 */
export function SessionButton() {
  const dispatch = useAppDispatch();
  const { status, signInFailed } = useAppSelector(selectSession);
  const { toast } = useToast();

  useEffect(() => {
    if (!signInFailed) return;
    toast(NOTICES.signInFailed);
    dispatch(signInFailureShown());
  }, [signInFailed, toast, dispatch]);

  if (status === 'signedIn') {
    const logout = async () => {
      const result = await dispatch(signOutRequested());
      if (signOutRequested.fulfilled.match(result)) toast(NOTICES.loggedOut);
      else toast(NOTICES.logoutFailed);
    };
    return (
      <Button $variant="secondary" onClick={() => void logout()}>
        Logout
      </Button>
    );
  }

  const login = async () => {
    const result = await dispatch(signInStarted());
    if (signInStarted.rejected.match(result)) toast(NOTICES.signInFailed);
  };
  return (
    <Button $variant="secondary" onClick={() => void login()}>
      Login
    </Button>
  );
}
