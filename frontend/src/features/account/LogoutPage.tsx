import { MESSAGES } from '@wonderkin/shared';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { Spinner, usePageTitle } from '../../components';
import { config } from '../../lib/config';
import { deleteCookie } from '../../lib/cookies';
import { useLogout } from './api/logout';
import './account.css';

/** Long enough to read 'Logging you out...' before /ask appears (UI pacing only; the cookie is already gone). */
export const LOGOUT_REDIRECT_DELAY_MS = 600;

/**
 * /logout (spec §2): ends the server session (POST /api/logout), clears the user-id hint cookie, says so, then goes
 * to /ask. The redirect does not wait for the server: a failed call only leaves a session that expires by itself.
 */
export default function LogoutPage() {
  const navigate = useNavigate();
  const { mutate: endSession } = useLogout({ mutationConfig: { onError: (error) => console.warn('Could not end the session', error) } });
  usePageTitle('Logging out');
  useEffect(() => {
    endSession();
    deleteCookie(config.userIdCookie);
    const timer = setTimeout(() => navigate('/ask', { replace: true }), LOGOUT_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [navigate, endSession]);

  return (
    <main id="main" className="logout">
      <Spinner size="lg" label="" />
      <h1 className="logout__text" role="status">
        {MESSAGES.loggingOut}
      </h1>
    </main>
  );
}
