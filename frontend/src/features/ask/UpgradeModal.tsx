import { TRIAL_PRICE_USD } from '@wonderkin/shared';
import { Link } from 'react-router-dom';
import { CheckoutButton, Modal, usePaymentsStatus } from '../../components';
import { config } from '../../lib/config';
import { getCookie } from '../../lib/cookies';

/**
 * Shown when the free questions are used up (spec §4): a $1 trial, with the price after it and how to stop it stated
 * under the button. The button starts a checkout of the signed-in account in a new tab (begin_checkout); signed out,
 * it asks to register or sign in first. Without a configured checkout nothing is offered for sale: the dialog says so
 * and what the visitor can do instead (issue 19: never a dead end).
 */
export function UpgradeModal({ open, onClose, limit }: {
  open: boolean;
  onClose: () => void;
  limit: number;
}) {
  const signedIn = Boolean(getCookie(config.userIdCookie));
  const selling = usePaymentsStatus().data?.available !== false;
  const instead = (
    <div className="upgrade__instead">
      <p>Meanwhile, you can:</p>
      <ul>
        <li><Link to="/free" onClick={onClose}>Get a free lesson by email every week</Link></li>
        {signedIn
          ? <li><Link to="/account" onClick={onClose}>Read the lessons you already have</Link></li>
          : <li><Link to="/login" onClick={onClose}>Sign in to keep the lessons you asked</Link></li>}
      </ul>
      <p>Urgent safety questions are always answered, free.</p>
    </div>
  );
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="You've used your free questions"
      description={`You've asked all ${limit} of your free questions. Keep the curiosity going with unlimited lessons.`}
      modalType="upgrade"
      size="sm"
    >
      {selling ? (
        <div className="upgrade">
          <p className="upgrade__price">
            <span className="upgrade__amount">${TRIAL_PRICE_USD}</span> trial
          </p>
          <ul className="upgrade__perks">
            <li>Unlimited questions and lessons</li>
            <li>Audio read-alongs, quizzes and activities</li>
            <li>Every lesson saved for your family</li>
          </ul>
          <CheckoutButton block instead={instead}>Start my ${TRIAL_PRICE_USD} trial</CheckoutButton>
        </div>
      ) : (
        <div className="upgrade">
          <p className="checkout-note" role="status">Unlimited lessons are not on sale yet.</p>
          {instead}
        </div>
      )}
    </Modal>
  );
}
