import type { RouteObject } from 'react-router-dom';
import { AppLayout } from './components/AppLayout';
import { RouteError } from './components/RouteError';
import { LoadingBlock } from './components/Spinner';

// Route-level code splitting: each page is its own chunk, loaded on first visit. The layout and the error
// screen are part of the entry chunk so that a failing page chunk still shows 'Unexpected Application Error!'.
const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({ Component: (await load()).default });

// My Account with the family's children (issue 11): two features, composed here since features never import each other.
const accountPage = async () => {
  const [{ default: AccountPage }, { ChildrenSection }] = await Promise.all([
    import('./features/account/AccountPage'),
    import('./features/children/ChildrenSection'),
  ]);
  return { Component: () => <AccountPage family={<ChildrenSection />} /> };
};

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: AppLayout,
    errorElement: <RouteError />,
    // Shown while the first page's chunk loads.
    hydrateFallbackElement: <LoadingBlock />,
    children: [
      { index: true, lazy: page(() => import('./features/landing/LandingPage')) },
      { path: 'ask', lazy: page(() => import('./features/ask/AskPage')) },
      { path: 'ask/:slug', lazy: page(() => import('./features/lesson/LessonPage')) },
      { path: 'login', lazy: page(() => import('./features/account/LoginPage')) },
      { path: 'logout', lazy: page(() => import('./features/account/LogoutPage')) },
      { path: 'account', lazy: accountPage },
      { path: 'review/:childId', lazy: page(() => import('./features/progress/ReviewPage')) },
      { path: 'progress/:childId', lazy: page(() => import('./features/progress/ReportPage')) },
      { path: 'custombooks', lazy: page(() => import('./features/custombooks/CustomBooksPage')) },
      { path: 'custom-book', lazy: page(() => import('./features/custombooks/CustomBooksPage')) },
      { path: 'links', lazy: page(() => import('./features/info/LinksPage')) },
      { path: 'create', lazy: page(() => import('./features/create/CreatePage')) },
      { path: 'free', lazy: page(() => import('./features/free/FreePage')) },
      { path: 'subscription', lazy: page(() => import('./features/free/SubscriptionPage')) },
      { path: 'downloads', lazy: page(() => import('./features/free/DownloadsPage')) },
      { path: 'unsubscribe', lazy: page(() => import('./features/free/UnsubscribePage')) },
      { path: '*', lazy: page(() => import('./features/info/NotFoundPage')) },
    ],
  },
];

