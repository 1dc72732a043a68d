import { act, screen, waitFor } from '@testing-library/react';
import { renderWithRouter } from '../../components/testing';
import { config } from '../../lib/config';
import LogoutPage, { LOGOUT_REDIRECT_DELAY_MS } from './LogoutPage';

let fetchMock: jest.Mock;
beforeEach(() => {
  window.dataLayer = [];
  fetchMock = jest.fn(() => Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve({ ok: true }) }));
  (globalThis as { fetch?: unknown }).fetch = fetchMock;
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('logout page', () => {
  test("clears the user-id cookie, shows 'Logging you out...' and goes to /ask", () => {
    jest.useFakeTimers();
    document.cookie = `${config.userIdCookie}=user-1; path=/`;
    renderWithRouter({ logout: <LogoutPage />, ask: <h1>Ask page</h1> }, '/logout');
    expect(screen.getByText('Logging you out...')).toBeInTheDocument();
    expect(document.cookie).not.toContain(`${config.userIdCookie}=user-1`);
    act(() => jest.advanceTimersByTime(LOGOUT_REDIRECT_DELAY_MS));
    expect(screen.getByRole('heading', { name: 'Ask page' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/ask');
  });

  test('ends the server session (POST /api/logout): the cookie alone was never the identity', async () => {
    renderWithRouter({ logout: <LogoutPage />, ask: <h1>Ask page</h1> }, '/logout');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/logout', expect.objectContaining({ method: 'POST' })));
  });
});
