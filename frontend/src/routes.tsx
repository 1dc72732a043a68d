import { useParams, type RouteObject } from 'react-router-dom';
import { AppLayout } from './components/AppLayout';
import { RouteError } from './components/RouteError';
import { LoadingBlock } from './components/Spinner';

// Route-level code splitting: each page is its own chunk, loaded on first visit. The layout and the error
// screen are part of the entry chunk so that a failing page chunk still shows 'Unexpected Application Error!'.
const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({ Component: (await load()).default });

// My Account with the family's children (issue 11) and, in each child's card, the teachers' classes the child is in
// (issue 22 §2), the people who help with them (issue 22), the photos and voice notes from printed books (issue 22 §3)
// and the way to classes for teachers (issue 22 §2): five features, composed here since features never import each other.
const accountPage = async () => {
  const [{ default: AccountPage }, { ChildrenSection }, { CircleSection }, { ClassesLink }, { ChildClasses }, { AccountPaperSection }] = await Promise.all([
    import('./features/account/AccountPage'),
    import('./features/children/ChildrenSection'),
    import('./features/circle/CircleSection'),
    import('./features/classes/ClassesLink'),
    import('./features/classes/ChildClasses'),
    import('./features/paper-feedback/AccountPaperSection'),
  ]);
  const family = (
    <>
      <ChildrenSection extra={(child) => <ChildClasses child={child} />} />
      <CircleSection />
      <AccountPaperSection />
      <ClassesLink />
    </>
  );
  return { Component: () => <AccountPage family={family} /> };
};

// /create with, on a printed book's feedback page, the photos and voice notes for the child's record (issue 22 §3).
const createPage = async () => {
  const [{ default: CreatePage }, { PaperFeedbackPanel }] = await Promise.all([
    import('./features/create/CreatePage'),
    import('./features/paper-feedback/PaperFeedbackPanel'),
  ]);
  const paperFeedback = (creationId: string) => <PaperFeedbackPanel key={creationId} creationId={creationId} />;
  return { Component: () => <CreatePage paperFeedback={paperFeedback} /> };
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

// A class student's lesson on the classroom device (issue 22 §2): the classes feature finds the assignment in the
// student's work and records each answer for it; the lesson feature loads and shows the lesson, its quiz telling the
// listener given around it.
const studentLessonPage = async () => {
  const [{ StudentLessonPage, StudentLessonStatus }, { useStudentAnswerListener }, { LessonView }, { useLesson }, { QuizAnswerContext }] = await Promise.all([
    import('./features/classes/StudentLessonPage'),
    import('./features/classes/useStudentAnswerListener'),
    import('./features/lesson/LessonView'),
    import('./features/lesson/useLesson'),
    import('./features/lesson/quizAnswers'),
    import('./features/lesson/lesson.css'),
  ]);
  function AssignedLesson({ assignmentId, hashId }: { assignmentId: string; hashId: string }) {
    const { view } = useLesson(hashId);
    const onAnswer = useStudentAnswerListener(assignmentId);
    // An assigned lesson is a stored one: 'pending' (still being made) does not happen, and reads as loading.
    if (view.state !== 'ready') return <StudentLessonStatus error={view.state === 'error' ? view.message : null} />;
    return (
      <QuizAnswerContext.Provider value={onAnswer}>
        <LessonView result={view.result} isNew={false} place="class-device" />
      </QuizAnswerContext.Provider>
    );
  }
  return {
    Component: () => (
      <StudentLessonPage lesson={(assignment) => <AssignedLesson key={assignment.assignmentId} assignmentId={assignment.assignmentId} hashId={assignment.hashId} />} />
    ),
  };
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
      { path: 'classes', lazy: page(() => import('./features/classes/ClassesPage')) },
      { path: 'classes/:classId', lazy: page(() => import('./features/classes/ClassPage')) },
      { path: 'class', lazy: page(() => import('./features/classes/ClassDevicePage')) },
      { path: 'class/work/:assignmentId', lazy: studentLessonPage },
      { path: 'custombooks', lazy: page(() => import('./features/custombooks/CustomBooksPage')) },
      { path: 'custom-book', lazy: page(() => import('./features/custombooks/CustomBooksPage')) },
      { path: 'links', lazy: page(() => import('./features/info/LinksPage')) },
      { path: 'create', lazy: createPage },
      { path: 'free', lazy: page(() => import('./features/free/FreePage')) },
      { path: 'subscription', lazy: page(() => import('./features/free/SubscriptionPage')) },
      { path: 'downloads', lazy: page(() => import('./features/free/DownloadsPage')) },
      { path: 'unsubscribe', lazy: page(() => import('./features/free/UnsubscribePage')) },
      { path: '*', lazy: page(() => import('./features/info/NotFoundPage')) },
    ],
  },
];

