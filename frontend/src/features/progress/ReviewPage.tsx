import { MESSAGES, type AgeRange, type ReviewCard, type ReviewGrade } from '@wonderkin/shared';
import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Button, ButtonLink, Card, LoadingBlock, PageLayout, usePageTitle, useToast } from '../../components';
import { ApiError, errorMessage } from '../../lib/api';
import { childName, useChildren } from '../../lib/children';
import { useDueCards } from './api/get-review';
import { useGradeCard } from './api/grade-card';
import { usePdfAvailable } from './api/pdf-available';
import { GradeFace } from './GradeFace';
import { backLinkOf, type ProgressReader } from './reader';
import './progress.css';

/** Young children answer with two big buttons ("I knew it" / "Not yet"), mapped to FSRS's good / again. */
const YOUNG: readonly AgeRange[] = ['3-5', '6-8'];
const SIMPLE_GRADES: { grade: ReviewGrade; label: string; variant: 'accent' | 'coral' }[] = [
  { grade: 'good', label: 'I knew it', variant: 'accent' },
  { grade: 'again', label: 'Not yet', variant: 'coral' },
];
/**
 * Older children grade in their own words, not Anki's "Again / Hard / Good / Easy"; the grades underneath are the same
 * four FSRS grades. All four sit on one row, even at 390 px.
 */
const FULL_GRADES: { grade: ReviewGrade; label: string; variant: 'coral' | 'secondary' | 'accent' }[] = [
  { grade: 'again', label: 'Forgot', variant: 'coral' },
  { grade: 'hard', label: 'Tricky', variant: 'secondary' },
  { grade: 'good', label: 'Got it', variant: 'accent' },
  { grade: 'easy', label: 'Easy peasy', variant: 'secondary' },
];

const KIND_LABEL: Record<ReviewCard['kind'], string> = {
  'missed-question': 'A quiz question to try again',
  glossary: 'A word to remember',
};

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** /review/:childId (issue 11): the child's due cards, one at a time: read, turn over, say how it went. */
export default function ReviewPage({ reader }: { reader?: ProgressReader } = {}) {
  const { childId = '' } = useParams();
  return <Review key={childId} childId={childId} reader={reader} />;
}

function Review({ childId, reader }: { childId: string; reader?: ProgressReader }) {
  const children = useChildren();
  const child = children.data?.find((entry) => entry.childId === childId);
  const name = child ? childName(child) : reader?.firstName?.trim() || null;
  const back = backLinkOf(reader);
  // A viewer sees what is due; grading is for the family and its helpers (the learning service would refuse it).
  const mayGrade = reader?.role !== 'viewer';
  usePageTitle(name ? `Review time for ${name}` : 'Review time');
  const due = useDueCards({ childId });
  const grading = useGradeCard();
  const toast = useToast();
  const [done, setDone] = useState(0);
  const [flipped, setFlipped] = useState(false);
  const cardRef = useRef<HTMLDivElement>(null);
  const sheetUrl = `/api/progress/${encodeURIComponent(childId)}/review-sheet.pdf`;
  const sheet = usePdfAvailable(sheetUrl);

  const cards = due.data?.cards ?? [];
  const card = cards[done];
  const left = cards.length - done;
  const ageRange = child?.ageRange ?? reader?.ageRange;
  const young = ageRange ? YOUNG.includes(ageRange) : false;

  // Each new card gets the focus, so a keyboard or screen reader user starts reading it at once.
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    cardRef.current?.focus();
  }, [done]);

  const grade = (value: ReviewGrade) => {
    if (!card) return;
    grading.mutate({ childId, cardId: card.cardId, grade: value }, {
      onSuccess: () => {
        setFlipped(false);
        setDone((count) => count + 1);
      },
      onError: (failure) => toast.error(errorMessage(failure, MESSAGES.serviceUnavailable)),
    });
  };

  let body;
  if (due.isPending) body = <LoadingBlock label="Finding today's cards…" />;
  else if (due.isError) {
    const signedOut = due.error instanceof ApiError && due.error.status === 401;
    body = (
      <div className="review__message" role="alert">
        <p>{signedOut ? MESSAGES.signInRequired : errorMessage(due.error, MESSAGES.serviceUnavailable)}</p>
        {signedOut ? <ButtonLink to="/login" size="lg">Log In</ButtonLink> : <Link to="/account">Back to my account</Link>}
      </div>
    );
  } else if (!card) {
    body = (
      <div className="review__done">
        <p className="review__done-art" aria-hidden="true">🌟</p>
        <h2 className="review__done-title">All done for today!</h2>
        <p>{done > 0 ? `${plural(done, 'card', 'cards')} reviewed. See you next time!` : 'No cards are waiting. Ask a question and try its quiz to make new ones.'}</p>
        <div className="review__links">
          <ButtonLink to={`/progress/${encodeURIComponent(childId)}`} variant="secondary">See the progress report</ButtonLink>
          <ButtonLink to="/ask" variant="ghost">Ask a new question</ButtonLink>
        </div>
      </div>
    );
  } else {
    body = (
      <>
        <p className="review__left" role="status">{plural(left, 'card', 'cards')} left</p>
        <div
          ref={cardRef}
          tabIndex={-1}
          className={`review-card${flipped ? ' review-card--flipped' : ''}`}
          aria-label={`Card ${done + 1} of ${cards.length}`}
          role="group"
        >
          <p className="review-card__kind">{KIND_LABEL[card.kind]}</p>
          <p className="review-card__front">{card.front}</p>
          {flipped ? (
            <div className="review-card__back">
              <p className="review-card__back-label">The answer</p>
              <p className="review-card__back-text">{card.back}</p>
            </div>
          ) : (
            <Button size="lg" block onClick={() => setFlipped(true)}>Show the answer</Button>
          )}
        </div>
        {flipped && !mayGrade && <p className="muted">Saying how it went is for {name ?? 'the child'}'s family and helpers: you can see what is due.</p>}
        {flipped && mayGrade && (
          <div className={`review-grades${young ? ' review-grades--simple' : ''}`} role="group" aria-label="How did it go?">
            {young
              ? SIMPLE_GRADES.map((entry) => (
                <Button key={entry.grade} size="lg" variant={entry.variant} className="review-grade" disabled={grading.isPending} onClick={() => grade(entry.grade)}>
                  {entry.label}
                </Button>
              ))
              : FULL_GRADES.map((entry) => (
                <Button key={entry.grade} size="lg" variant={entry.variant} className="review-grade" disabled={grading.isPending} onClick={() => grade(entry.grade)}>
                  <GradeFace grade={entry.grade} />
                  <span className="review-grade__label">{entry.label}</span>
                </Button>
              ))}
          </div>
        )}
      </>
    );
  }

  return (
    <PageLayout className="progress-page review">
      <section className="section">
        <div className="container progress-page__inner review__inner">
          <Card padding="lg" className="review__card">
            <h1 className="progress-page__title">{name ? `Review time for ${name}` : 'Review time'}</h1>
            {body}
            {sheet && <p className="review__sheet"><a href={sheetUrl} download>Print this week's review sheet (PDF)</a></p>}
          </Card>
          <p className="muted progress-page__back"><Link to={back.to}>{back.label}</Link></p>
        </div>
      </section>
    </PageLayout>
  );
}
