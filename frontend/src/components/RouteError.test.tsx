import { render, screen } from '@testing-library/react';

let routeError: unknown;
jest.mock('react-router-dom', () => ({
  ...jest.requireActual('react-router-dom'),
  useRouteError: () => routeError,
}));

import { RouteError, describeRouteError } from './RouteError';

describe('route error screen', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

  test("shows 'Unexpected Application Error!' with the status of a route error response", () => {
    routeError = { status: 503, statusText: 'Service Unavailable', internal: false, data: 'Down for maintenance' };
    // (isRouteErrorResponse recognises this shape: status, statusText, internal, data.)
    render(<RouteError />);
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('503 Service Unavailable — Down for maintenance')).toBeInTheDocument();
  });

  test("shows an Error's message", () => {
    routeError = new Error('Failed to fetch dynamically imported module');
    render(<RouteError />);
    expect(screen.getByText('Failed to fetch dynamically imported module')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  });

  test('describes any thrown value', () => {
    expect(describeRouteError('plain text')).toBe('plain text');
    expect(describeRouteError({ code: 7 })).toBe('{"code":7}');
  });
});
