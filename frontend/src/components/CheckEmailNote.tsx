import { MESSAGES } from '@wonderkin/shared';

/** The development mailbox is served to loopback callers only: the link is offered where it can open. */
const onThisMachine = () => ['localhost', '127.0.0.1', '[::1]'].includes(window.location.hostname);

/**
 * "Check your email": registration and sign-in both send a one-time link. Running the product locally (mail goes to
 * the development mailbox, `mailbox` in the register answer) the note links to that mailbox.
 */
export function CheckEmailNote({ email, mailbox, className }: { email: string; mailbox?: string; className?: string }) {
  return (
    <div className={className} role="status">
      <p>
        {MESSAGES.signInLinkSent} We sent a one-time link to <strong>{email}</strong>. Open it in this browser to finish: your
        lessons stay here meanwhile.
      </p>
      {mailbox && onThisMachine() ? (
        <p className="muted">
          Running on this computer? Mail goes to the <a href={mailbox} target="_blank" rel="noreferrer">development mailbox</a>.
        </p>
      ) : null}
    </div>
  );
}
