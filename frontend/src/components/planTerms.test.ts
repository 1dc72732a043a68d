import { planTermsText } from './planTerms';

describe('planTermsText', () => {
  it('states the trial and the price after it, monthly or otherwise', () => {
    expect(planTermsText({ trialPrice: 1, trialDays: 7, price: 8.99, currency: 'usd', interval: 'month', intervalCount: 1 }))
      .toBe('$1 for 7 days, then $8.99 a month until you cancel. Deleting your account cancels it.');
    expect(planTermsText({ trialPrice: 1, trialDays: 7, price: 40, currency: 'usd', interval: 'year', intervalCount: 1 }))
      .toBe('$1 for 7 days, then $40 a year until you cancel. Deleting your account cancels it.');
    expect(planTermsText({ trialPrice: 1, trialDays: 7, price: 10, currency: 'usd', interval: 'month', intervalCount: 3 }))
      .toContain('then $10 every 3 months');
  });
});
