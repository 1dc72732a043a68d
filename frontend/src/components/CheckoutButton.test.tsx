import { MESSAGES } from '@wonderkin/shared';
import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { deleteCookie, setCookie } from '../lib/cookies';
import { fakeResponse, installFetch } from '../lib/testing/fakes';
import { CheckoutButton } from './CheckoutButton';
import { renderWithRouter } from './testing';

const TERMS = { trialPrice: 1, trialDays: 7, price: 8.99, currency: 'usd', interval: 'month', intervalCount: 1 };

configure({ asyncUtilTimeout: 5000 });

const STRIPE_URL = 'https://checkout.stripe.com/c/pay/cs_test_a1b2';

/** A tab as window.open returns it: the button points it at the checkout once the server answers. */
function fakeTab() {
  return { location: { href: 'about:blank' }, opener: {} as unknown, close: jest.fn() };
}

beforeEach(() => {
  window.dataLayer = [];
  deleteCookie('wonderkin-user-id');
});
afterEach(() => jest.restoreAllMocks());

const renderButton = (path = '/downloads') => renderWithRouter({ [path.slice(1)]: <CheckoutButton>Start my 7-day $1 trial</CheckoutButton> }, path);

describe('CheckoutButton', () => {
  test('signed in: one click opens a tab, asks for this account\'s checkout and sends the tab there (begin_checkout)', async () => {
    setCookie('wonderkin-user-id', 'u_hint');
    const tab = fakeTab();
    const open = jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const { callsTo } = installFetch({
      'GET /api/payments/status': () => fakeResponse({ body: { available: true, terms: TERMS } }),
      'POST /api/payments/checkout': () => fakeResponse({ body: { url: STRIPE_URL } }),
    });
    renderButton('/subscription');
    fireEvent.click(await screen.findByRole('button', { name: 'Start my 7-day $1 trial' }));
    // The tab opens inside the click (before any answer), so popup blockers let it through.
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    await waitFor(() => expect(tab.location.href).toBe(STRIPE_URL));
    const [call] = callsTo('POST', '/api/payments/checkout');
    // The body names where a cancelled checkout returns, never who pays: the server takes the account from the session.
    expect(JSON.parse(String(call.init?.body))).toEqual({ returnPath: '/subscription' });
    expect(window.dataLayer).toContainEqual(expect.objectContaining({
      event: 'begin_checkout', currency: 'USD', value: 4,
      items: [{ item_id: 'interactive_learning_subscription', item_name: 'Interactive Learning Subscription', price: 4, quantity: 1 }],
    }));
    expect(document.querySelector('.checkout-note')).toBeNull();
  });

  test('signed out: no tab; the server\'s 401 becomes "register or sign in first" with a link to /login', async () => {
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    const { callsTo } = installFetch({
      'GET /api/payments/status': () => fakeResponse({ body: { available: true, terms: TERMS } }),
      'POST /api/payments/checkout': () => fakeResponse({ status: 401, body: { error: MESSAGES.signInToUpgrade } }),
    });
    renderButton();
    fireEvent.click(await screen.findByRole('button', { name: 'Start my 7-day $1 trial' }));
    expect((await screen.findByText(MESSAGES.signInToUpgrade)).closest('[role="alert"]')).toHaveClass('checkout-note');
    expect(screen.getByRole('link', { name: 'Register or sign in' })).toHaveAttribute('href', '/login');
    expect(open).not.toHaveBeenCalled();
    expect(callsTo('POST', '/api/payments/checkout')).toHaveLength(1);
  });

  test('a stale hint cookie: the tab opened for the checkout is closed again when the server says signed out', async () => {
    setCookie('wonderkin-user-id', 'expired');
    const tab = fakeTab();
    jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    installFetch({
      'GET /api/payments/status': () => fakeResponse({ body: { available: true, terms: TERMS } }),
      'POST /api/payments/checkout': () => fakeResponse({ status: 401, body: { error: MESSAGES.signInToUpgrade } }),
    });
    renderButton();
    fireEvent.click(await screen.findByRole('button', { name: 'Start my 7-day $1 trial' }));
    expect(await screen.findByText(MESSAGES.signInToUpgrade)).toBeInTheDocument();
    expect(tab.close).toHaveBeenCalled();
    expect(tab.location.href).toBe('about:blank');
  });

  test('payments not set up: no button at all, the sentence instead', async () => {
    const { callsTo } = installFetch({ 'GET /api/payments/status': () => fakeResponse({ body: { available: false } }) });
    renderButton();
    expect(await screen.findByText(MESSAGES.paymentsNotSetUp)).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('button', { name: /trial/ })).not.toBeInTheDocument();
    expect(callsTo('POST', '/api/payments/checkout')).toHaveLength(0);
  });

  test('a checkout the server cannot start says so in its words', async () => {
    installFetch({
      'GET /api/payments/status': () => fakeResponse({ body: { available: true, terms: TERMS } }),
      'POST /api/payments/checkout': () => fakeResponse({ status: 502, body: { error: MESSAGES.checkoutFailed } }),
    });
    renderButton();
    fireEvent.click(await screen.findByRole('button', { name: 'Start my 7-day $1 trial' }));
    expect(await screen.findByText(MESSAGES.checkoutFailed)).toHaveAttribute('role', 'alert');
  });
});
