import { FEEDBACK_TEXT_MAX_LENGTH, MESSAGES, TIMINGS } from '@wonderkin/shared';
import { useEffect, useEffectEvent, useId, useState } from 'react';
import { useFeedback } from './api/get-feedback';
import { usePostFeedback } from './api/post-feedback';
import { Button } from './Button';
import { useToast } from './Toast';

type Step = 'rating' | 'comment' | 'thanks';

const RATING_LABELS = ['1 star: not helpful', '2 stars', '3 stars', '4 stars', '5 stars: loved it'];

export interface FeedbackWidgetProps {
  hashId: string;
  /** A result that was just generated (location state isNew): the prompt waits 1.5 s and only shows without feedback. */
  isNew: boolean;
  /** What is being rated, in the prompt ("lesson" by default; "activity book" for printed creations). */
  subject?: string;
  /** "floating" (default): pinned to the page corner; "inline": part of the page flow. */
  variant?: 'floating' | 'inline';
}

/**
 * Spec §4: a rating click sends the rating at once, then offers optional text (Skip or Send), then thanks.
 * For a new result it appears after 1.5 s if no feedback exists; for an existing lesson it shows at once, prefilled
 * when feedback exists. A failed feedback check shows the widget anyway.
 */
export function FeedbackWidget({ hashId, isNew, subject = 'lesson', variant = 'floating' }: FeedbackWidgetProps) {
  const toast = useToast();
  const headingId = useId();
  const textId = useId();
  const [visible, setVisible] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const [step, setStep] = useState<Step>('rating');
  const [rating, setRating] = useState<number | null>(null);
  const [text, setText] = useState('');
  const { data: found, isFetchedAfterMount: answered } = useFeedback({ hashId });
  const saving = usePostFeedback();
  const readAnswer = useEffectEvent(() => found);

  // Once this visit's check answered (or failed): prefill existing feedback, or show the prompt (after 1.5 s when new).
  useEffect(() => {
    if (!answered) return undefined;
    const status = readAnswer();
    if (status?.hasFeedback) {
      if (isNew) return undefined; // a new result that already has feedback: no prompt
      // eslint-disable-next-line react-hooks/set-state-in-effect -- a one-time prefill from this visit's answer; the fields are the user's to edit afterwards
      setRating(status.rating);
      setText(status.feedback);
      setVisible(true);
      return undefined;
    }
    if (!isNew) {
      setVisible(true);
      return undefined;
    }
    const timer = setTimeout(() => setVisible(true), TIMINGS.feedbackPromptDelay);
    return () => clearTimeout(timer);
  }, [answered, isNew]);

  if (!visible || dismissed) return null;

  const rate = (value: number) => {
    saving.mutate({ hashId, rating: value, feedback: text.trim() }, {
      onSuccess: () => {
        setRating(value);
        setStep('comment');
      },
      onError: () => toast.error(MESSAGES.feedbackFailed),
    });
  };

  const send = () => {
    if (!rating || !text.trim()) return;
    saving.mutate({ hashId, rating, feedback: text.trim() }, {
      onSuccess: () => setStep('thanks'),
      onError: () => toast.error(MESSAGES.feedbackFailed),
    });
  };

  return (
    <aside className={`feedback-widget${variant === 'inline' ? ' feedback-widget--inline' : ''}`} aria-labelledby={headingId}>
      <button type="button" className="feedback-widget__close" aria-label="Close feedback" onClick={() => setDismissed(true)}>
        <span aria-hidden="true">×</span>
      </button>
      {step === 'rating' && (
        <>
          <h2 id={headingId} className="feedback-widget__title">How helpful was this {subject}?</h2>
          <div className="feedback-widget__stars" role="group" aria-label={`Rate this ${subject} from 1 to 5 stars`}>
            {[1, 2, 3, 4, 5].map((value) => (
              <button
                key={value}
                type="button"
                className={`feedback-star${rating !== null && value <= rating ? ' feedback-star--on' : ''}`}
                aria-label={RATING_LABELS[value - 1]}
                aria-pressed={rating === value}
                disabled={saving.isPending}
                onClick={() => rate(value)}
              >
                <span aria-hidden="true">{rating !== null && value <= rating ? '★' : '☆'}</span>
              </button>
            ))}
          </div>
          {rating !== null && <p className="feedback-widget__hint">You rated this {rating} of 5. Tap a star to change it.</p>}
        </>
      )}
      {step === 'comment' && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            send();
          }}
        >
          <h2 id={headingId} className="feedback-widget__title">Thanks! Anything else to tell us?</h2>
          <label htmlFor={textId} className="feedback-widget__label">Your feedback (optional)</label>
          <textarea
            id={textId}
            rows={3}
            maxLength={FEEDBACK_TEXT_MAX_LENGTH}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          <div className="feedback-widget__actions">
            <Button variant="ghost" size="sm" onClick={() => setStep('thanks')} disabled={saving.isPending}>Skip</Button>
            <Button type="submit" size="sm" disabled={!text.trim()} loading={saving.isPending}>Send</Button>
          </div>
        </form>
      )}
      {step === 'thanks' && (
        <div role="status">
          <h2 id={headingId} className="feedback-widget__title">Thank you for your feedback!</h2>
          <p className="feedback-widget__hint">It helps us make better lessons.</p>
        </div>
      )}
    </aside>
  );
}
