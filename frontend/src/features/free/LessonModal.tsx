import type { WeeklyLessonAnswer, WeeklyLessonCard } from '@wonderkin/shared';
import { MESSAGES } from '@wonderkin/shared';
import { Button, ButtonLink, Icon, LoadingBlock, Modal } from '../../components';
import { errorMessage } from '../../lib/api';
import { useWeeklyLesson, weeklyLessonPdfUrl } from './api/get-weekly-lesson';
import { ageRange } from './LessonGrid';

const paragraphs = (text: string) => text.split(/\n\s*\n/).map((part) => part.trim()).filter(Boolean);

function LessonBody({ lesson }: { lesson: WeeklyLessonAnswer }) {
  return (
    <div className="weekly-lesson">
      <section aria-labelledby="weekly-story">
        <h3 id="weekly-story">Story: {lesson.story.title}</h3>
        {paragraphs(lesson.story.text).map((text, index) => (
          <p key={index}>{text}</p>
        ))}
      </section>
      <section aria-labelledby="weekly-grown-ups" className="weekly-lesson__grown-ups">
        <h3 id="weekly-grown-ups">For grown-ups</h3>
        <p>{lesson.forGrownUps}</p>
      </section>
      <section aria-labelledby="weekly-activities">
        <h3 id="weekly-activities">Activities</h3>
        {lesson.activities.map((activity) => (
          <div key={activity.title} className="weekly-activity">
            <h4>{activity.title}</h4>
            {activity.materials.length ? (
              <p className="weekly-activity__materials">
                <strong>You need:</strong> {activity.materials.join(', ')}
              </p>
            ) : null}
            <ol>
              {activity.steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
            {activity.note ? <p className="weekly-activity__note">{activity.note}</p> : null}
          </div>
        ))}
      </section>
      <section aria-labelledby="weekly-starters">
        <h3 id="weekly-starters">Conversation starters</h3>
        <ul>
          {lesson.conversationStarters.map((question) => (
            <li key={question}>{question}</li>
          ))}
        </ul>
      </section>
      {lesson.sources.length ? (
        <section aria-labelledby="weekly-sources" className="weekly-lesson__sources">
          <h3 id="weekly-sources">Sources</h3>
          <ul>
            {lesson.sources.map((source) => (
              <li key={source.url + source.title}>
                <a href={source.url} target="_blank" rel="noopener noreferrer">
                  {source.title}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

/** One week's lesson in a dialog (GET /api/weekly-lessons/:id), with a link to its printable PDF. */
export function LessonModal({ card, onClose }: { card: WeeklyLessonCard | null; onClose: () => void }) {
  const lesson = useWeeklyLesson({ id: card?.id ?? null });
  if (!card) return null;
  return (
    <Modal
      open
      onClose={onClose}
      title={card.title}
      description={`Week ${card.week} · Ages ${ageRange(card)} · ${card.description}`}
      modalType="lesson"
      size="lg"
      footer={
        <ButtonLink href={weeklyLessonPdfUrl(card.id)} newTab variant="primary" icon={<Icon name="printer" />}>
          Open the printable PDF
        </ButtonLink>
      }
    >
      {lesson.isPending ? <LoadingBlock label="Loading this week's lesson..." /> : null}
      {lesson.isError ? (
        <div className="weekly-lesson__error">
          <p role="alert">{errorMessage(lesson.error, MESSAGES.weeklyLessonNotFound)}</p>
          <Button variant="secondary" onClick={() => void lesson.refetch()}>
            Try again
          </Button>
        </div>
      ) : null}
      {lesson.data ? <LessonBody lesson={lesson.data} /> : null}
    </Modal>
  );
}
