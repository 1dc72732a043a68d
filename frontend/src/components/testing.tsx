import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AppLayout } from './AppLayout';

/** Test helper: shows the current path so tests can assert where a page navigated. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search + location.hash}</output>;
}

/**
 * Test helper: renders pages inside the real AppLayout (toasts, analytics, scroll) with an in-memory router.
 * `pages` maps paths to elements. (A declarative router: jsdom has no fetch Request, which data routers need.)
 */
export function renderWithRouter(pages: Record<string, ReactElement>, initialPath: string) {
  if (!(window.scrollTo as { mock?: unknown }).mock) window.scrollTo = (() => undefined) as typeof window.scrollTo;
  return render(
    <MemoryRouter initialEntries={[initialPath]}>
      <Routes>
        <Route path="/" element={<AppLayout />}>
          {Object.entries(pages).map(([path, element]) => (
            <Route key={path} path={path} element={element} />
          ))}
        </Route>
      </Routes>
      <LocationProbe />
    </MemoryRouter>,
  );
}
