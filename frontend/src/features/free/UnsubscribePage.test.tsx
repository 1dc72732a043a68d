import { MESSAGES } from '@wonderkin/shared';
import { act, configure, fireEvent, screen } from '@testing-library/react';
import { renderWithRouter } from '../../components/testing';
import { fakeResponse, installFetch } from '../../lib/testing/fakes';
import { seriousAxeViolations } from './testing/axe';
import UnsubscribePage from './UnsubscribePage';

// axe-core over the whole page takes a few seconds in jsdom; a busy machine may need more than 1 s to show a page.
jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5000 });

beforeEach(() => {
  window.dataLayer = [];
});

const renderUnsubscribe = (path: string) => renderWithRouter({ unsubscribe: <UnsubscribePage /> }, path);

describe('/unsubscribe', () => {
  test('explains, and the button POSTs the token and shows the answer', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { callsTo } = installFetch({
      'POST /api/unsubscribe': async () => {
        await gate;
        return fakeResponse({ body: { unsubscribed: true, message: MESSAGES.unsubscribed } });
      },
    });
    renderUnsubscribe('/unsubscribe?token=tok_a%2Bb');
    expect(screen.getByRole('heading', { level: 1, name: 'Unsubscribe from weekly lessons' })).toBeInTheDocument();
    expect(screen.getByText(/stop the free weekly lesson emails/)).toBeInTheDocument();
    // Opening the link alone changes nothing (mail scanners open links).
    expect(callsTo('POST', '/api/unsubscribe')).toHaveLength(0);
    expect(await seriousAxeViolations()).toBe('');

    fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('button', { name: /Unsubscribing/ })).toBeDisabled();
    const [call] = callsTo('POST', '/api/unsubscribe');
    expect(call.url.searchParams.get('token')).toBe('tok_a+b');
    await act(async () => release());
    expect(await screen.findByText(MESSAGES.unsubscribed)).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Free weekly lessons' })).toHaveAttribute('href', '/free');
  });

  test("a refused token shows the server's message and the button stays", async () => {
    installFetch({ 'POST /api/unsubscribe': () => fakeResponse({ status: 400, body: { error: MESSAGES.unsubscribeTokenInvalid } }) });
    renderUnsubscribe('/unsubscribe?token=spent');
    fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText(MESSAGES.unsubscribeTokenInvalid)).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('button', { name: 'Unsubscribe' })).toBeEnabled();
  });

  test('a network failure shows the generic message', async () => {
    installFetch({ 'POST /api/unsubscribe': () => { throw new TypeError('Failed to fetch'); } });
    renderUnsubscribe('/unsubscribe?token=abc');
    fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText(MESSAGES.researchFailed)).toHaveAttribute('role', 'alert');
  });

  test('without a token: the invalid-link message and no button', () => {
    const { fetchMock } = installFetch({});
    renderUnsubscribe('/unsubscribe');
    expect(screen.getByText(MESSAGES.unsubscribeTokenInvalid)).toHaveAttribute('role', 'alert');
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
