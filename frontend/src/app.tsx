import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { appQueries } from './components/appQueries';
import { createQueryClient } from './lib/react-query';
import { SharedQueriesProvider } from './lib/shared-queries';
import { routes } from './routes';

type AppRouter = ReturnType<typeof createBrowserRouter>;

/** The single-page app: server state (TanStack Query, one client for the page's lifetime) and the router. */
function App({ router, queryClient }: { router: AppRouter; queryClient: QueryClient }) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <SharedQueriesProvider value={appQueries}>
          <RouterProvider router={router} />
        </SharedQueriesProvider>
      </QueryClientProvider>
    </StrictMode>
  );
}

/** Starts the app in `container` at the window's address (main.tsx: every page that is not prerendered). */
export function startApp(container: HTMLElement): void {
  createRoot(container).render(<App router={createBrowserRouter(routes)} queryClient={createQueryClient()} />);
}

/**
 * A prerendered page (src/prerender) hands over to the app on its first navigation: the app's router goes to `href`
 * (a new history entry unless `replace`), and once that page's code is loaded the app replaces the prerendered page
 * in the same React root, in one commit (no blank page, no reload).
 */
export async function takeOver(root: Root, href: string, replace: boolean): Promise<void> {
  const router = createBrowserRouter(routes);
  await router.navigate(href, { replace });
  root.render(<App router={router} queryClient={createQueryClient()} />);
}
