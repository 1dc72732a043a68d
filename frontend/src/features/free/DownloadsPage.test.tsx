import { MESSAGES } from '@wonderkin/shared';
import { configure, fireEvent, screen, within } from '@testing-library/react';
import { renderWithRouter } from '../../components/testing';
import { fakeResponse, installFetch } from '../../lib/testing/fakes';
import { PAYMENTS_NOT_SET_UP } from './content';
import DownloadsPage from './DownloadsPage';
import { PaidPlanPitch } from './PaidPlanPitch';
import { PURCHASES_SENT_KEY, resetPurchaseTrackingForTests } from './purchaseTracking';
import { seriousAxeViolations } from './testing/axe';
import { LESSON_CARDS } from './testing/fixtures';

// axe-core over the whole page takes a few seconds in jsdom; a busy machine may need more than 1 s to show a page.
jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5000 });

beforeEach(() => {
  window.dataLayer = [];
  window.localStorage.clear();
  resetPurchaseTrackingForTests();
});

const backend = (paymentsAvailable = false) => installFetch({
  'GET /api/weekly-lessons': () => fakeResponse({ body: { lessons: LESSON_CARDS } }),
  'GET /api/payments/status': () => fakeResponse({ body: { available: paymentsAvailable } }),
});
const renderDownloads = (path = '/downloads') => renderWithRouter({ downloads: <DownloadsPage /> }, path);
const purchases = () => (window.dataLayer ?? []).filter((entry) => (entry as { event?: string }).event === 'purchase');

describe('/downloads', () => {
  test('thank-you page: the lesson pack PDF (week 1) and the 7-day $1 trial pitch', async () => {
    backend();
    renderDownloads();
    expect(screen.getByRole('heading', { level: 1, name: 'Thank you!' })).toBeInTheDocument();
    const download = await screen.findByRole('link', { name: 'Download the lesson pack (PDF)' });
    expect(download).toHaveAttribute('href', '/api/weekly-lessons/emotional-intelligence/pdf');
    expect(download).toHaveAttribute('download', 'wonderkin-lesson-pack-emotional-intelligence.pdf');
    expect(screen.getByText('Emotional Intelligence')).toBeInTheDocument();

    const pitch = screen.getByRole('region', { name: 'Unlock everything with a 7-day trial for $1' });
    expect(pitch).toHaveTextContent('$1 for your first 7 days');
    // The server has no checkout (no Stripe key, no payment link): no button pretends to charge.
    expect(await within(pitch).findByRole('status')).toHaveTextContent(PAYMENTS_NOT_SET_UP);
    expect(within(pitch).queryByRole('button', { name: /trial/ })).not.toBeInTheDocument();
    expect(purchases()).toHaveLength(0);
    expect(await seriousAxeViolations()).toBe('');
  });

  test('the pitch with a checkout: signed out, the button asks to register or sign in first (begin_checkout sent)', async () => {
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    const { callsTo } = installFetch({
      'GET /api/payments/status': () => fakeResponse({ body: { available: true, terms: { trialPrice: 1, trialDays: 7, price: 8.99, currency: 'usd', interval: 'month', intervalCount: 1 } } }),
      'POST /api/payments/checkout': () => fakeResponse({ status: 401, body: { error: MESSAGES.signInToUpgrade } }),
    });
    renderWithRouter({ '/': <PaidPlanPitch /> }, '/');
    fireEvent.click(await screen.findByRole('button', { name: 'Start my 7-day $1 trial' }));
    expect(window.dataLayer).toContainEqual(expect.objectContaining({ event: 'begin_checkout', currency: 'USD', value: 4 }));
    expect(await screen.findByText(MESSAGES.signInToUpgrade)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Register or sign in' })).toHaveAttribute('href', '/login');
    expect(callsTo('POST', '/api/payments/checkout')).toHaveLength(1);
    expect(open).not.toHaveBeenCalled();
    open.mockRestore();
  });

  test('?success=true&session_id=… sends purchase once per session id (localStorage), with the spec payload', async () => {
    backend();
    const first = renderDownloads('/downloads?success=true&session_id=cs_test_A');
    expect(screen.getByRole('heading', { level: 1, name: 'Thank you for your purchase!' })).toBeInTheDocument();
    expect(purchases()).toEqual([{
      event: 'purchase',
      transaction_id: 'cs_test_A',
      currency: 'USD',
      value: 4,
      items: [{ item_id: 'interactive_learning_subscription', item_name: 'Interactive Learning Subscription', price: 4, quantity: 1 }],
    }]);
    expect(JSON.parse(window.localStorage.getItem(PURCHASES_SENT_KEY) ?? '[]')).toEqual(['cs_test_A']);
    await screen.findByRole('link', { name: 'Download the lesson pack (PDF)' });

    // Reloaded (or visited again later, in a fresh page load): nothing more.
    first.unmount();
    resetPurchaseTrackingForTests();
    renderDownloads('/downloads?success=true&session_id=cs_test_A');
    expect(purchases()).toHaveLength(1);

    // Another checkout session is another purchase.
    renderDownloads('/downloads?success=true&session_id=cs_test_B');
    expect(purchases().map((entry) => (entry as { transaction_id: string }).transaction_id)).toEqual(['cs_test_A', 'cs_test_B']);
  });

  test('no purchase event without success=true and a session id', () => {
    backend();
    for (const path of ['/downloads?success=true', '/downloads?session_id=cs_1', '/downloads?success=false&session_id=cs_1']) {
      const view = renderDownloads(path);
      view.unmount();
    }
    expect(purchases()).toHaveLength(0);
  });

  test('the lesson list failing says so with Try again', async () => {
    installFetch({ 'GET /api/weekly-lessons': () => fakeResponse({ status: 503, body: { error: MESSAGES.serviceUnavailable } }) });
    renderDownloads();
    expect(await screen.findByText(MESSAGES.serviceUnavailable)).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Download the lesson pack/ })).not.toBeInTheDocument();
  });
});
