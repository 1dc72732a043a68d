import type { PlanTerms } from '@wonderkin/shared';

// The paid plan's terms in words, stated under every trial button (issue 19: a "$1 trial" with no price after it is
// not an offer a parent can judge).

const money = (amount: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase(), minimumFractionDigits: Number.isInteger(amount) ? 0 : 2 }).format(amount);

const every = (interval: PlanTerms['interval'], count: number) => (count === 1 ? `a ${interval}` : `every ${count} ${interval}s`);

/** "$1 for 7 days, then $8.99 a month until you cancel. Deleting your account cancels it." */
export function planTermsText(terms: PlanTerms): string {
  return `${money(terms.trialPrice, terms.currency)} for ${terms.trialDays} days, then ${money(terms.price, terms.currency)} ${every(terms.interval, terms.intervalCount)} until you cancel. Deleting your account cancels it.`;
}
