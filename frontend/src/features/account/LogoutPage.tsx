import { MESSAGES } from '@wonderkin/shared';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { Spinner, usePageTitle } from '../../components';
import { config } from '../../lib/config';
import { deleteCookie } from '../../lib/cookies';
import './account.css';

/** Long enough to read 'Logging you out...' before /ask appears (UI pacing only; the cookie is already gone). */
export const LOGOUT_REDIRECT_DELAY_MS = 600;

/** /logout (spec §2): clears the user-id cookie, says so, then goes to /ask. */
export default function LogoutPage() {
  const navigate = useNavigate();
  usePageTitle('Logging out');
  useEffect(() => {
    deleteCookie(config.userIdCookie);
    const timer = setTimeout(() => navigate('/ask', { replace: true }), LOGOUT_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [navigate]);

  return (
    <main id="main" className="logout">
      <Spinner size="lg" label="" />
      <h1 className="logout__text" role="status">
        {MESSAGES.loggingOut}
      </h1>
    </main>
  );
}
