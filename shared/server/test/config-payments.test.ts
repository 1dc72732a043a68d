import { loadConfig } from '../src/config';

// The payment and text settings go together or not at all: a half-configured Stripe or Twilio stops the process with
// a clear message instead of failing at the first checkout or the first text.

const SID = `AC${'0123456789abcdef'.repeat(2)}`;
const base = { NODE_ENV: 'test' } as NodeJS.ProcessEnv;

describe('payment and SMS settings', () => {
  it('all unset is fine (payments not set up, texts to the outbox)', () => {
    const config = loadConfig(base);
    expect(config.STRIPE_SECRET_KEY).toBeUndefined();
    expect(config.TWILIO_ACCOUNT_SID).toBeUndefined();
  });

  it('takes a complete Stripe and Twilio configuration and a payment link', () => {
    const config = loadConfig({
      ...base, STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_PRICE_ID: 'price_x', STRIPE_WEBHOOK_SECRET: 'whsec_x',
      CHECKOUT_URL: 'https://buy.stripe.com/test_x', TWILIO_ACCOUNT_SID: SID, TWILIO_AUTH_TOKEN: 'token', TWILIO_FROM: '+15005550006',
    });
    expect(config).toMatchObject({ STRIPE_PRICE_ID: 'price_x', TWILIO_FROM: '+15005550006', CHECKOUT_URL: 'https://buy.stripe.com/test_x' });
  });

  it.each([
    [{ STRIPE_SECRET_KEY: 'sk_test_x' }, /STRIPE_SECRET_KEY and STRIPE_PRICE_ID go together/],
    [{ STRIPE_PRICE_ID: 'price_x' }, /STRIPE_SECRET_KEY and STRIPE_PRICE_ID go together/],
    [{ TWILIO_ACCOUNT_SID: SID, TWILIO_AUTH_TOKEN: 'token' }, /TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM go together/],
    [{ TWILIO_ACCOUNT_SID: 'SK123', TWILIO_AUTH_TOKEN: 'token', TWILIO_FROM: '+15005550006' }, /account SID/],
    [{ CHECKOUT_URL: 'buy.stripe.com/x' }, /CHECKOUT_URL must be an http\(s\) address/],
  ])('refuses %p', (env, message) => {
    expect(() => loadConfig({ ...base, ...env })).toThrow(message);
  });
});
