import { TRIAL_PRICE_USD } from '@wonderkin/shared';
import { CheckoutButton, Icon } from '../../components';
import { PAID_PLAN_PERKS, PAID_PLAN_TITLE, PAYMENTS_NOT_SET_UP, TRIAL_DAYS } from './content';

/**
 * The paid plan's offer (spec §9: a 7-day $1 trial): the button starts the signed-in account's checkout in a new tab
 * (begin_checkout). Without a configured checkout there is no button, and the page says payments are not set up.
 */
export function PaidPlanPitch({ headingLevel = 2, titleId, hideTitle }: {
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
      <CheckoutButton block notSetUpText={PAYMENTS_NOT_SET_UP} className="paid-pitch__checkout">
        Start my {TRIAL_DAYS}-day ${TRIAL_PRICE_USD} trial
      </CheckoutButton>
    </div>
  );
}
