import { TRIAL_PRICE_USD } from '@wonderkin/shared';
import { ButtonLink, Icon } from '../../components';
import { beginCheckout } from '../../lib/analytics';
import { config } from '../../lib/config';
import { PAID_PLAN_PERKS, PAID_PLAN_TITLE, PAYMENTS_NOT_SET_UP, TRIAL_DAYS } from './content';

/**
 * The paid plan's offer (spec §9: a 7-day $1 trial): the button opens the hosted checkout (CHECKOUT_URL, new tab,
 * begin_checkout). Without a configured checkout there is no button, and the page says payments are not set up.
 */
export function PaidPlanPitch({ checkoutUrl = config.checkoutUrl, headingLevel = 2, titleId, hideTitle }: {
  checkoutUrl?: string;
  headingLevel?: 2 | 3;
  /** No heading of its own (inside a dialog titled with PAID_PLAN_TITLE). */
  hideTitle?: boolean;
  /** Id of the title, for a labelled section around it. */
  titleId?: string;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="paid-pitch">
      {hideTitle ? null : (
        <Heading id={titleId} className="paid-pitch__title">
          {PAID_PLAN_TITLE}
        </Heading>
      )}
      <p className="paid-pitch__price">
        <span className="paid-pitch__amount">${TRIAL_PRICE_USD}</span> for your first {TRIAL_DAYS} days
      </p>
      <ul className="paid-pitch__perks">
        {PAID_PLAN_PERKS.map((perk) => (
          <li key={perk}>
            <Icon name="check" size={18} className="paid-pitch__mark" />
            {perk}
          </li>
        ))}
      </ul>
      {checkoutUrl ? (
        <ButtonLink href={checkoutUrl} newTab size="lg" variant="accent" block onClick={() => beginCheckout()}>
          Start my {TRIAL_DAYS}-day ${TRIAL_PRICE_USD} trial
        </ButtonLink>
      ) : (
        <p className="paid-pitch__unavailable" role="status">
          {PAYMENTS_NOT_SET_UP}
        </p>
      )}
    </div>
  );
}
