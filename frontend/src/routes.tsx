import { useParams, type RouteObject } from 'react-router-dom';
import { AppLayout } from './components/AppLayout';
import { RouteError } from './components/RouteError';
import { LoadingBlock } from './components/Spinner';

// Route-level code splitting: each page is its own chunk, loaded on first visit. The layout and the error
// screen are part of the entry chunk so that a failing page chunk still shows 'Unexpected Application Error!'.
const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({ Component: (await load()).default });

// My Account with the family's children (issue 11) and the people who help with them (issue 22): three features,
// composed here since features never import each other.
const accountPage = async () => {
  const [{ default: AccountPage }, { ChildrenSection }, { CircleSection }] = await Promise.all([
    import('./features/account/AccountPage'),
    import('./features/children/ChildrenSection'),
    import('./features/circle/CircleSection'),
  ]);
  return { Component: () => <AccountPage family={<><ChildrenSection /><CircleSection /></>} /> };
};

// The progress report with the child's assignments and notes (issue 22), from the circle feature, which also says who
// the reader is to the child: only the family is offered the level choice (anyone else would be refused).
const reportPage = async () => {
  const [{ default: ReportPage }, { ChildWorkPanel }, { useChildAccess }] = await Promise.all([
    import('./features/progress/ReportPage'),
    import('./features/circle/ChildWorkPanel'),
    import('./features/circle/api/get-child-access'),
  ]);
  function ReportWithWork() {
    const { childId = '' } = useParams();
    const access = useChildAccess({ childId });
    // Held back until the answer comes; if it does not, the learning service decides when a level is chosen.
    const canChooseLevels = access.isError || access.data?.role === 'parent';
    return <ReportPage extra={<ChildWorkPanel key={childId} childId={childId} />} canChooseLevels={canChooseLevels} reader={access.data} />;
  }
  return { Component: ReportWithWork };
};

// The review cards, for the family or someone in its circle (the circle feature says who the reader is).
const reviewPage = async () => {
  const [{ default: ReviewPage }, { useChildAccess }] = await Promise.all([
    import('./features/progress/ReviewPage'),
    import('./features/circle/api/get-child-access'),
  ]);
  function ReviewWithReader() {
    const { childId = '' } = useParams();
    const access = useChildAccess({ childId });
    return <ReviewPage reader={access.data} />;
  }
  return { Component: ReviewWithReader };
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
      { path: 'review/:childId', lazy: reviewPage },
      { path: 'progress/:childId', lazy: reportPage },
      { path: 'circle/accept', lazy: page(() => import('./features/circle/AcceptInvitePage')) },
      { path: 'shared', lazy: page(() => import('./features/circle/SharedPage')) },
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

