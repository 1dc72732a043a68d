import { TRIAL_PRICE_USD } from '@wonderkin/shared';
import { CheckoutButton, Modal } from '../../components';

/**
 * Shown when the free questions are used up (spec §4): a $1 trial. The button starts a checkout of the signed-in
 * account in a new tab (begin_checkout); signed out, it asks to register or sign in first; without a configured
 * checkout it says payments are not set up.
 */
export function UpgradeModal({ open, onClose, limit }: {
  open: boolean;
  onClose: () => void;
  limit: number;
}) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="You've used your free questions"
      description={`You've asked all ${limit} of your free questions. Keep the curiosity going with unlimited lessons.`}
      modalType="upgrade"
      size="sm"
    >
      <div className="upgrade">
        <p className="upgrade__price">
          <span className="upgrade__amount">${TRIAL_PRICE_USD}</span> trial
        </p>
        <ul className="upgrade__perks">
          <li>Unlimited questions and lessons</li>
          <li>Audio read-alongs, quizzes and activities</li>
          <li>Every lesson saved for your family</li>
        </ul>
        <CheckoutButton block>Start my ${TRIAL_PRICE_USD} trial</CheckoutButton>
      </div>
    </Modal>
  );
}
