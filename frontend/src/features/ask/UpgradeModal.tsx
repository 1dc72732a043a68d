import { TRIAL_PRICE_USD } from '@wonderkin/shared';
import { ButtonLink, Modal } from '../../components';
import { beginCheckout } from '../../lib/analytics';
import { config } from '../../lib/config';

/**
 * Shown when the free questions are used up (spec §4): a $1 trial through the hosted checkout (new tab,
 * begin_checkout event). Without a configured checkout link there is no button: upgrades are announced as coming soon.
 */
export function UpgradeModal({ open, onClose, limit, checkoutUrl = config.checkoutUrl }: {
  open: boolean;
  onClose: () => void;
  limit: number;
  /** The hosted checkout (defaults to the configured one). */
  checkoutUrl?: string;
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
        {checkoutUrl ? (
          <ButtonLink href={checkoutUrl} newTab block size="lg" variant="accent" onClick={() => beginCheckout()}>
            Start my ${TRIAL_PRICE_USD} trial
          </ButtonLink>
        ) : (
          <p className="upgrade__soon" role="status">Upgrades are coming soon. Check back shortly!</p>
        )}
      </div>
    </Modal>
  );
}
