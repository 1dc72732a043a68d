import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { useState, type ReactElement, type ReactNode } from 'react';
import { createQueryClient } from '../lib/react-query';
import { SharedQueriesProvider } from '../lib/shared-queries';
import { appQueries } from './appQueries';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AppLayout } from './AppLayout';

/** Test helper: a fresh QueryClient (the app's settings: no retries), so no test sees another's cache. */
export function createTestQueryClient(): QueryClient {
  return createQueryClient({ defaultOptions: { queries: { gcTime: Infinity }, mutations: { gcTime: Infinity } } });
}

/** Test helper: provides `client` (by default a fresh one, kept for the provider's life) and the app's shared queries to `children`. */
export function QueryProvider({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const [own] = useState(() => client ?? createTestQueryClient());
  return (
    <QueryClientProvider client={client ?? own}>
      <SharedQueriesProvider value={appQueries}>{children}</SharedQueriesProvider>
    </QueryClientProvider>
  );
}

/** Test helper: shows the current path so tests can assert where a page navigated. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search + location.hash}</output>;
}

/**
 * Test helper: renders pages inside the real AppLayout (toasts, analytics, scroll) with an in-memory router and a
 * fresh QueryClient (or `client`).
 * `pages` maps paths to elements. (A declarative router: jsdom has no fetch Request, which data routers need.)
 */
export function renderWithRouter(pages: Record<string, ReactElement>, initialPath: string, client?: QueryClient) {
  if (!(window.scrollTo as { mock?: unknown }).mock) window.scrollTo = (() => undefined) as typeof window.scrollTo;
  return render(
    <QueryProvider client={client}>
      <MemoryRouter initialEntries={[initialPath]}>
        <Routes>
          <Route path="/" element={<AppLayout />}>
            {Object.entries(pages).map(([path, element]) => (
              <Route key={path} path={path} element={element} />
            ))}
          </Route>
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </QueryProvider>,
  );
}
