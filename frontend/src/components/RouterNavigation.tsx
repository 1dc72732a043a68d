import { useMemo, type ReactNode } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { NavigationProvider, type Navigation } from '../lib/navigation';

/** The app's navigation for the shared UI (lib/navigation): react-router's links, location and navigate. */
export function RouterNavigation({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const value = useMemo<Navigation>(
    () => ({ location, navigate: (to, options) => void navigate(to, options), Link: RouterLink }),
    [location, navigate],
  );
  return <NavigationProvider value={value}>{children}</NavigationProvider>;
}
