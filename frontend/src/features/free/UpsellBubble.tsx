import { TRIAL_PRICE_USD } from '@wonderkin/shared';
import { Icon } from '../../components';
import { TRIAL_DAYS } from './content';

/**
 * The small upsell bubble pinned to the page's corner (spec §2 /subscription): it opens the upsell dialog, and its ×
 * puts it away.
 */
export function UpsellBubble({ onOpen, onDismiss }: { onOpen: () => void; onDismiss: () => void }) {
  return (
    <div className="upsell-bubble">
      <button type="button" className="upsell-bubble__open" onClick={onOpen}>
        <span className="upsell-bubble__icon" aria-hidden="true">
          <Icon name="sparkle" size={20} />
        </span>
        <span>
          <strong>Want more?</strong> Try everything {TRIAL_DAYS} days for ${TRIAL_PRICE_USD}
        </span>
      </button>
      <button type="button" className="upsell-bubble__dismiss" aria-label="Dismiss the offer" onClick={onDismiss}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
