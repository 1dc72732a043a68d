import { ButtonLink } from '../../components';
import { config } from '../../lib/config';
import { getCookie } from '../../lib/cookies';

/**
 * Saving is offered after the lesson, never as a gate in front of it (issue 19): a visitor who has not signed in is told
 * how to keep it. Registering and signing in finish by an emailed link; opened in this browser, it brings every
 * lesson asked here into the account (the server's visitor.signed-in).
 */
export function KeepLesson() {
  if (getCookie(config.userIdCookie)) return null;
  return (
    <aside className="lesson-keep" aria-labelledby="lesson-keep-title">
      <h2 id="lesson-keep-title">Keep this lesson</h2>
      <p>
        Enter your email and open the link we send in this browser: this lesson, and every one you asked here, joins your
        free {config.productName} account. No password.
      </p>
      <ButtonLink to="/login" variant="secondary">Save my lessons</ButtonLink>
    </aside>
  );
}
