import type { WeeklyLessonCard } from '@wonderkin/shared';

/** "4-12": a card's age range as the spec writes it. */
export const ageRange = (card: Pick<WeeklyLessonCard, 'ages'>) => `${card.ages.min}-${card.ages.max}`;

/**
 * The scrollable grid of weekly lesson topic cards (title, description, age range). A card is one button (its title,
 * stretched over the card) so that the whole card is a click target and the keyboard reaches each one once.
 */
export function LessonGrid({ lessons, onSelect }: { lessons: WeeklyLessonCard[]; onSelect: (card: WeeklyLessonCard) => void }) {
  return (
    // A scrolling box must be reachable by keyboard (tabIndex) and named (region label).
    <div className="topic-grid" role="region" aria-label="Weekly lesson topics" tabIndex={0}>
      <ul className="topic-grid__list">
        {lessons.map((card) => (
          <li key={card.id}>
            <article className="topic-card">
              <span className="topic-card__week">Week {card.week}</span>
              <h3 className="topic-card__title">
                <button type="button" className="topic-card__button" onClick={() => onSelect(card)}>
                  {card.title}
                </button>
              </h3>
              <p className="topic-card__text">{card.description}</p>
              <p className="topic-card__ages">Ages {ageRange(card)}</p>
            </article>
          </li>
        ))}
      </ul>
    </div>
  );
}
