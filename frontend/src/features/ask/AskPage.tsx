import { FREE_QUESTION_LIMIT, type AgeRange } from '@wonderkin/shared';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { ChildPicker, JUST_ASKING, PageLayout } from '../../components';
import { useChildren } from '../../lib/children';
import { getCookie } from '../../lib/cookies';
import { config } from '../../lib/config';
import { readAgeRange, saveAgeRange } from './ageRange';
import { AskForm } from './AskForm';
import { AsksPanel } from './AsksPanel';
import { MarketingCards } from './MarketingCards';
import { ProgressOverlay } from './ProgressOverlay';
import { RegisterDialog } from './RegisterDialog';
import { UpgradeModal } from './UpgradeModal';
import { questionFromState, useAskRun } from './useAskRun';
import { remainingQuestions } from './useLimits';
import './ask.css';

/** A child handed over in the navigation state (a report's "ask next" link). */
function childFromState(state: unknown): string | null {
  const childId = (state as { childId?: unknown } | null)?.childId;
  return typeof childId === 'string' && /^child_[a-f0-9]{32}$/.test(childId) ? childId : null;
}

export default function AskPage() {
  const location = useLocation();
  const [question, setQuestion] = useState(() => questionFromState(location.state) ?? '');
  const [ageRange, setAgeRange] = useState<AgeRange>(() => readAgeRange());
  const [image, setImage] = useState<File | null>(null);
  // "Who is this for?" (issue 11): a child of the signed-in family, also handed over by a report's suggested question.
  const [childId, setChildId] = useState(() => childFromState(location.state) ?? JUST_ASKING);
  // The user-id cookie only hints that someone is signed in; the server's session decides what GET /api/children says.
  const family = useChildren({ queryConfig: { enabled: Boolean(getCookie(config.userIdCookie)) } });
  const child = family.data?.find((entry) => entry.childId === childId);
  // Until the family is known, a handed-over child is kept; afterwards only one of theirs is sent.
  const askedFor = family.data ? child?.childId : childId || undefined;
  const ask = useAskRun({ ageRange: child?.ageRange ?? ageRange, childId: askedFor });
  const textarea = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    document.title = `Ask ${config.productName}`;
  }, []);

  const remaining = remainingQuestions(ask.limits);
  const limit = ask.limits?.limit ?? FREE_QUESTION_LIMIT;

  return (
    <PageLayout className="ask-page">
      <section className="ask-hero">
        <div className="container ask-hero__inner">
          <p className="eyebrow">Ask {config.productName}</p>
          <h1>What are you curious about today?</h1>
          <p className="ask-hero__lead">
            Type, speak or snap a photo of a question. We'll turn it into a mini-lesson made for your child's age,
            with pictures, activities and a quiz.
          </p>
          {remaining !== null && (
            <p className={`limit-badge${remaining === 0 ? ' limit-badge--empty' : ''}`} data-testid="limit-badge">
              {remaining} of {limit} free questions left
            </p>
          )}
          <div className="ask-card">
            {family.data && family.data.length > 0 && <ChildPicker family={family.data} value={child ? child.childId : JUST_ASKING} onChange={setChildId} />}
            <AskForm
              ref={textarea}
              question={question}
              onQuestionChange={setQuestion}
              ageRange={child?.ageRange ?? ageRange}
              ageFromProfileOf={child ? child.firstName?.trim() || 'your child' : undefined}
              onAgeRangeChange={(value) => {
                setAgeRange(value);
                saveAgeRange(value);
              }}
              image={image}
              onImageChange={setImage}
              busy={ask.busy}
              onSubmit={() => ask.submit(question, image)}
            />
          </div>
        </div>
      </section>

      <div className="container ask-extras">
        <AsksPanel
          userId={ask.userId}
          onPick={(example) => {
            setQuestion(example);
            textarea.current?.focus();
          }}
        />
        <MarketingCards />
      </div>

      {ask.run && (
        <ProgressOverlay
          question={ask.run.question}
          jobId={ask.run.jobId}
          job={ask.job}
          error={ask.run.error}
          onComplete={ask.complete}
          onFailed={ask.fail}
          onRetry={ask.retry}
          onClose={ask.close}
        />
      )}

      <RegisterDialog
        open={ask.register.reason !== null}
        reason={ask.register.reason ?? 'reports'}
        onClose={ask.register.close}
        onRegistered={ask.register.onRegistered}
        onLinkSent={ask.register.onLinkSent}
      />
      <UpgradeModal open={ask.upgrade.open} onClose={ask.upgrade.close} limit={limit} />
    </PageLayout>
  );
}
