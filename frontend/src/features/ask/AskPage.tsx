import { FREE_QUESTION_LIMIT, type AgeRange } from '@wonderkin/shared';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { PageLayout } from '../../components';
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

export default function AskPage() {
  const location = useLocation();
  const [question, setQuestion] = useState(() => questionFromState(location.state) ?? '');
  const [ageRange, setAgeRange] = useState<AgeRange>(() => readAgeRange());
  const [image, setImage] = useState<File | null>(null);
  const ask = useAskRun({ ageRange });
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
            <AskForm
              ref={textarea}
              question={question}
              onQuestionChange={setQuestion}
              ageRange={ageRange}
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
      />
      <UpgradeModal open={ask.upgrade.open} onClose={ask.upgrade.close} limit={limit} />
    </PageLayout>
  );
}
