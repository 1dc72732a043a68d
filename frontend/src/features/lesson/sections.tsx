import { ILLUSTRATION_SIZE, VIDEO_DESCRIPTION_MAX_CHARS, type ResearchResult } from '@wonderkin/shared';
import type { ReactNode } from 'react';
import { Icon, type IconName } from '../../components';
import { PARENT_LINK_MEDIUM, safeImageSrc, truncate } from './links';
import { ExternalLink, LessonSection, Paragraphs, RatingLine, Thumbnail } from './parts';
import { ProsConsTable } from './ProsConsTable';
import { ifScenario } from './ifScenario';
import { Quiz } from './Quiz';
import { VideoMedia } from './VideoPlayer';

export interface LessonSectionEntry {
  id: string;
  /** Short name for the contents list and the Jump-to-Section grid. */
  title: string;
  icon: IconName;
  node: ReactNode;
  /** What the section's Listen button reads (absent: nothing to read); a pre-reader's lesson reads it by itself. */
  audioText?: string;
}

const has = (text: string | undefined | null): text is string => Boolean(text && text.trim());
const some = <T,>(list: T[] | undefined | null): list is T[] => Array.isArray(list) && list.length > 0;

type Entry = LessonSectionEntry;
type Build = (result: ResearchResult, onAsk: (question: string) => void) => Entry | null;

function section(id: string, title: string, icon: IconName, body: ReactNode, audioText?: string): Entry {
  return {
    id,
    title,
    icon,
    audioText,
    node: (
      <LessonSection key={id} id={id} title={title} icon={icon} audioText={audioText}>
        {body}
      </LessonSection>
    ),
  };
}

// ---------- Lesson (every mode) ----------

const quickAnswer: Build = (r) => (has(r.quickAnswer) ? section('quick-answer', 'Quick Answer', 'sparkle', <Paragraphs text={r.quickAnswer} className="lesson-lead" />, r.quickAnswer) : null);

const overview: Build = (r) => {
  const { questionRecap, keyTakeaways } = r.quickOverview;
  if (!has(questionRecap) && !some(keyTakeaways)) return null;
  return section('overview', 'Quick Overview', 'layers', (
    <>
      {has(questionRecap) && <Paragraphs text={questionRecap} />}
      {some(keyTakeaways) && (
        <>
          <h3 className="lesson-subtitle">Key takeaways</h3>
          <ul className="lesson-list">
            {keyTakeaways.map((item, i) => <li key={i}>{item}</li>)}
          </ul>
        </>
      )}
    </>
  ), [questionRecap, ...keyTakeaways].join('. '));
};

const explore: Build = (r) => {
  if (!some(r.exploreSections)) return null;
  return section('explore', "Let's Explore", 'search', (
    <div className="explore-list">
      {r.exploreSections.map((item, i) => (
        <article key={i} className="explore-item">
          <h3>{item.title}</h3>
          <Paragraphs text={item.content} />
          {(has(item.funFact.title) || has(item.funFact.text)) && (
            <aside className="fun-fact" aria-label="Fun fact">
              <p className="fun-fact__title"><Icon name="bulb" size={20} className="fun-fact__icon" /> {has(item.funFact.title) ? item.funFact.title : 'Fun fact'}</p>
              {has(item.funFact.text) && <p>{item.funFact.text}</p>}
            </aside>
          )}
        </article>
      ))}
    </div>
  ), r.exploreSections.map((item) => `${item.title}. ${item.content} ${item.funFact.title}. ${item.funFact.text}`).join(' '));
};

type LessonImage = ResearchResult['images'][number];

/**
 * One picture: our illustration (SVG, drawn for any width) or a web picture's thumbnail, described by its alt text,
 * with a caption naming it and crediting it (licence linked when it has an address). Width and height reserve the
 * 4:3 box before it loads, so the page does not jump; lazy, since pictures sit below the first screen.
 */
export function LessonPicture({ image }: { image: LessonImage }) {
  const ours = image.source === 'illustration';
  const src = safeImageSrc(ours ? image.original || image.thumbnail : image.thumbnail || image.original);
  if (!src) return null;
  return (
    <figure className="lesson-figure">
      <img
        src={src} alt={has(image.alt) ? image.alt : image.title} width={ILLUSTRATION_SIZE.width} height={ILLUSTRATION_SIZE.height}
        loading="lazy" decoding="async" referrerPolicy="no-referrer" className={ours ? 'lesson-figure__art' : undefined}
      />
      <figcaption>
        {has(image.title) && (
          <span className="lesson-figure__title">{!ours && has(image.link) ? <ExternalLink href={image.link}>{image.title}</ExternalLink> : image.title}</span>
        )}
        {(has(image.attribution) || has(image.license)) && (
          <span className="lesson-figure__credit">
            {has(image.attribution) && image.attribution}
            {has(image.attribution) && has(image.license) && ' · '}
            {has(image.license) && (has(image.licenseUrl) ? <ExternalLink href={image.licenseUrl}>{image.license}</ExternalLink> : image.license)}
          </span>
        )}
      </figcaption>
    </figure>
  );
}

const images: Build = (r) => {
  const shown = (r.images ?? []).filter((image) => safeImageSrc(image.original || image.thumbnail));
  if (!some(shown)) return null;
  return section('images', 'Pictures', 'palette', (
    <ul className="lesson-gallery" role="list">
      {shown.map((image, i) => <li key={i}><LessonPicture image={image} /></li>)}
    </ul>
  ));
};

const videos: Build = (r) => {
  if (!some(r.videos)) return null;
  return section('videos', 'Videos', 'video', (
    <ul className="lesson-cards" role="list">
      {r.videos.map((video, i) => (
        <li key={i} className="lesson-card">
          <VideoMedia link={video.link} title={video.title} thumbnail={video.thumbnailUrl} />
          <h3 className="lesson-card__title"><ExternalLink href={video.link}>{video.title}</ExternalLink></h3>
          <p className="lesson-card__meta">{[video.channelTitle, video.duration].filter(has).join(' · ')}</p>
          {has(video.description) && <p>{truncate(video.description, VIDEO_DESCRIPTION_MAX_CHARS)}</p>}
        </li>
      ))}
    </ul>
  ));
};

const glossary = (r: ResearchResult, _onAsk?: unknown, title = 'Glossary'): Entry | null => {
  if (!some(r.glossary)) return null;
  return section('glossary', title, 'book', (
    <dl className="glossary">
      {r.glossary.map((item, i) => (
        <div key={i} className="glossary__item">
          <dt>
            <span className="glossary__term">{item.term}</span>
            {has(item.pronunciation) && <span className="glossary__say"> (say: <span lang="en">{item.pronunciation}</span>)</span>}
          </dt>
          <dd>{item.definition}</dd>
        </div>
      ))}
    </dl>
  ), r.glossary.map((item) => `${item.term}: ${item.definition}`).join('. '));
};

const tryIt: Build = (r) => {
  if (!some(r.tryIt)) return null;
  return section('try-it', 'Try It Yourself', 'flask', (
    <div className="lesson-stack">
      {r.tryIt.map((activity, i) => (
        <article key={i} className="activity">
          <h3>{activity.title}</h3>
          {has(activity.description) && <Paragraphs text={activity.description} />}
          {some(activity.steps) && (
            <ol className="lesson-steps">
              {activity.steps.map((step, j) => <li key={j}>{step}</li>)}
            </ol>
          )}
          {has(activity.note) && <p className="activity__note"><strong>Note: </strong>{activity.note}</p>}
        </article>
      ))}
    </div>
  ), r.tryIt.map((a) => `${a.title}. ${a.description} ${a.steps.join('. ')}`).join(' '));
};

function titledList(id: string, title: string, icon: IconName, items: { title: string; content: string }[] | undefined): Entry | null {
  if (!some(items)) return null;
  return section(id, title, icon, (
    <div className="lesson-cards lesson-cards--text">
      {items.map((item, i) => (
        <article key={i} className="lesson-card">
          <h3 className="lesson-card__title">{item.title}</h3>
          <Paragraphs text={item.content} />
        </article>
      ))}
    </div>
  ), items.map((item) => `${item.title}. ${item.content}`).join(' '));
}

const analogies: Build = (r) => titledList('analogies', 'Analogies & Metaphors', 'bulb', r.analogiesMetaphors);
const realWorld: Build = (r) => titledList('real-world', 'Real-World Examples', 'globe', r.realWorldExamples);

const engagingQuestions: Build = (r) => {
  if (!some(r.engagingQuestions)) return null;
  return section('talk', "Let's Talk About It", 'chat', (
    <ul className="lesson-stack" role="list">
      {r.engagingQuestions.map((item, i) => (
        <li key={i} className="talk-item">
          <p className="talk-item__question">{item.question}</p>
          {has(item.context) && <p className="muted">{item.context}</p>}
        </li>
      ))}
    </ul>
  ), r.engagingQuestions.map((item) => item.question).join(' '));
};

const quiz: Build = (r) => (some(r.quiz) ? section('quiz', 'Quiz Time', 'target', <Quiz items={r.quiz} />) : null);

const curiosity: Build = (r) => {
  const { introduction, suggestions } = r.curiosity;
  if (!has(introduction) && !some(suggestions)) return null;
  return section('curiosity', 'Stay Curious', 'star', (
    <>
      {has(introduction) && <Paragraphs text={introduction} />}
      {some(suggestions) && (
        <ul className="lesson-cards" role="list">
          {suggestions.map((item, i) => (
            <li key={i} className="lesson-card">
              {has(item.type) && <span className="lesson-tag">{item.type}</span>}
              <h3 className="lesson-card__title">{item.title}</h3>
              <p>{item.description}</p>
            </li>
          ))}
        </ul>
      )}
    </>
  ), [introduction, ...suggestions.map((s) => `${s.title}. ${s.description}`)].join(' '));
};

const products: Build = (r) => {
  if (!some(r.products)) return null;
  return section('products', 'Helpful Products', 'heart', (
    <ul className="lesson-cards" role="list">
      {r.products.map((product, i) => (
        <li key={i} className="lesson-card">
          <Thumbnail src={product.thumbnail} alt="" className="lesson-card__image lesson-card__image--contain" />
          <h3 className="lesson-card__title"><ExternalLink href={product.link}>{product.title}</ExternalLink></h3>
          <RatingLine rating={product.rating} reviews={product.reviews} />
          {has(product.price) && <p className="lesson-card__price">{product.price}</p>}
        </li>
      ))}
    </ul>
  ));
};

const related: Build = (r, onAsk) => {
  const list = (r.relatedQueries ?? []).filter((item) => has(item.question));
  if (!some(list)) return null;
  return section('related', 'Related Questions', 'arrowRight', (
    <ul className="related-list" role="list">
      {list.map((item, i) => (
        <li key={i}>
          <button type="button" className="related-query" onClick={() => onAsk(item.question)}>
            <span>{item.question}</span>
            <Icon name="arrowRight" size={20} />
          </button>
        </li>
      ))}
    </ul>
  ));
};

function linkList(id: string, title: string, icon: IconName, items: { title: string; link: string; snippet: string }[] | undefined, medium?: string): Entry | null {
  if (!some(items)) return null;
  return section(id, title, icon, (
    <ul className="link-list" role="list">
      {items.map((item, i) => (
        <li key={i} className="link-list__item">
          <ExternalLink href={item.link} medium={medium} className="link-list__title">{item.title}</ExternalLink>
          {has(item.snippet) && <p className="muted">{item.snippet}</p>}
        </li>
      ))}
    </ul>
  ));
}

const externalLinks: Build = (r) => linkList('links', 'Learn More', 'external', r.externalLinks);

// ---------- Parent mode (spec §3 parent-mode additions) ----------

const developmental: Build = (r) => {
  const ctx = r.developmentalContext;
  if (!ctx || (!has(ctx.ageStage) && !has(ctx.brainBehavior))) return null;
  return section('development', 'Developmental Context', 'leaf', (
    <>
      {has(ctx.ageStage) && (<><h3 className="lesson-subtitle">At this age</h3><Paragraphs text={ctx.ageStage} /></>)}
      {has(ctx.brainBehavior) && (<><h3 className="lesson-subtitle">Brain and behavior</h3><Paragraphs text={ctx.brainBehavior} /></>)}
    </>
  ), `${ctx.ageStage} ${ctx.brainBehavior}`);
};

const strategies: Build = (r) => {
  const s = r.evidenceBasedStrategies;
  if (!s || (!some(s.topApproaches) && !some(s.prosConsTable))) return null;
  return section('strategies', 'Evidence-Based Strategies', 'school', (
    <>
      {some(s.topApproaches) && (
        <div className="lesson-stack">
          {s.topApproaches.map((item, i) => (
            <article key={i} className="lesson-card">
              <h3 className="lesson-card__title">{item.strategy}</h3>
              {has(item.rationale) && <p><strong>Why it works: </strong>{item.rationale}</p>}
              {has(item.howTo) && <p><strong>How to: </strong>{item.howTo}</p>}
            </article>
          ))}
        </div>
      )}
      {some(s.prosConsTable) && <ProsConsTable rows={s.prosConsTable} />}
    </>
  ), s.topApproaches.map((a) => `${a.strategy}. ${a.rationale} ${a.howTo}`).join(' '));
};

const strategySources: Build = (r) => linkList('sources', 'Strategy Sources', 'landmark', r.strategySources, PARENT_LINK_MEDIUM);

const actionPlan: Build = (r) => {
  const plan = r.actionPlan;
  if (!plan || (!some(plan.dailyMicroTasks) && !has(plan.sampleScript))) return null;
  return section('action-plan', 'Action Plan', 'clock', (
    <>
      {some(plan.dailyMicroTasks) && (
        <ol className="plan-list">
          {plan.dailyMicroTasks.map((item, i) => (
            <li key={i}><strong>{item.day}: </strong>{item.task}</li>
          ))}
        </ol>
      )}
      {has(plan.sampleScript) && (
        <blockquote className="sample-script">
          <p className="lesson-subtitle">Try saying</p>
          <Paragraphs text={plan.sampleScript} />
        </blockquote>
      )}
    </>
  ), [...plan.dailyMicroTasks.map((t) => `${t.day}: ${t.task}`), plan.sampleScript].join('. '));
};

const troubleshooting: Build = (r) => {
  const t = r.troubleshooting;
  if (!t || (!some(t.ifThisHappens) && !some(t.commonPitfalls))) return null;
  return section('troubleshooting', 'Troubleshooting', 'shield', (
    <>
      {some(t.ifThisHappens) && (
        <dl className="scenarios">
          {t.ifThisHappens.map((item, i) => (
            <div key={i} className="scenarios__item">
              <dt>{ifScenario(item.scenario)}</dt>
              <dd>{item.solution}</dd>
            </div>
          ))}
        </dl>
      )}
      {some(t.commonPitfalls) && (
        <>
          <h3 className="lesson-subtitle">Common pitfalls</h3>
          <ul className="lesson-list">{t.commonPitfalls.map((p, i) => <li key={i}>{p}</li>)}</ul>
        </>
      )}
    </>
  ));
};

const reflection: Build = (r) => {
  const rt = r.reflectionTracking;
  if (!rt || (!has(rt.trackerTemplate.description) && !some(rt.trackerTemplate.categories) && !some(rt.weeklyPrompts))) return null;
  return section('reflection', 'Reflection & Tracking', 'chart', (
    <>
      {has(rt.trackerTemplate.description) && <Paragraphs text={rt.trackerTemplate.description} />}
      {some(rt.trackerTemplate.categories) && (
        <ul className="chip-list" role="list" aria-label="Tracker categories">
          {rt.trackerTemplate.categories.map((c, i) => <li key={i} className="lesson-tag">{c}</li>)}
        </ul>
      )}
      {some(rt.weeklyPrompts) && (
        <>
          <h3 className="lesson-subtitle">Weekly reflection prompts</h3>
          <ul className="lesson-list">{rt.weeklyPrompts.map((p, i) => <li key={i}>{p}</li>)}</ul>
        </>
      )}
    </>
  ));
};

// Parents get recommended books, children reading suggestions (Open Library); the price and rating lines show only
// when known (RatingLine leaves out zeros, an empty price is not shown).
const books: Build = (r) => {
  if (!some(r.books)) return null;
  return section('books', r.mode === 'parent' ? 'Recommended Books' : 'Books to Read', 'book', (
    <ul className="lesson-cards lesson-cards--books" role="list">
      {r.books.map((book, i) => (
        <li key={i} className="lesson-card lesson-card--book">
          <Thumbnail src={book.thumbnail} alt="" className="lesson-card__cover" />
          <h3 className="lesson-card__title"><ExternalLink href={book.link}>{book.title}</ExternalLink></h3>
          <RatingLine rating={book.rating} reviews={book.reviews} />
          {has(book.price) && <p className="lesson-card__price">{book.price}</p>}
        </li>
      ))}
    </ul>
  ));
};

// Expert voices are unsigned summaries of what pediatric and psychological guidance says, not quotes from a named
// pediatrician or psychologist (content review 2026-11-28, S5): plain text under a caption that says so, no blockquote.
const experts: Build = (r) => {
  const e = r.expertVoices;
  if (!e || (!has(e.pediatricianTip) && !has(e.psychologistInsight))) return null;
  return section('experts', 'Expert Voices', 'user', (
    <div className="lesson-cards lesson-cards--text">
      {has(e.pediatricianTip) && (
        <figure className="lesson-card expert-summary">
          <figcaption>What pediatric guidance says</figcaption>
          <p>{e.pediatricianTip}</p>
        </figure>
      )}
      {has(e.psychologistInsight) && (
        <figure className="lesson-card expert-summary">
          <figcaption>What child psychologists find</figcaption>
          <p>{e.psychologistInsight}</p>
        </figure>
      )}
    </div>
  ), `${e.pediatricianTip} ${e.psychologistInsight}`);
};

const community: Build = (r) => {
  if (!some(r.redditDiscussions)) return null;
  return section('community', 'Community Discussions', 'people', (
    <ul className="link-list" role="list">
      {r.redditDiscussions.map((item, i) => {
        const counts = [
          item.upvotes ? `${item.upvotes.toLocaleString('en-US')} upvote${item.upvotes === 1 ? '' : 's'}` : '',
          item.comments ? `${item.comments.toLocaleString('en-US')} comment${item.comments === 1 ? '' : 's'}` : '',
        ].filter(Boolean);
        return (
          <li key={i} className="link-list__item">
            <ExternalLink href={item.link} medium={PARENT_LINK_MEDIUM} className="link-list__title">{item.title}</ExternalLink>
            <p className="lesson-card__meta">{[item.subreddit ? `r/${item.subreddit.replace(/^r\//, '')}` : '', ...counts].filter(Boolean).join(' · ')}</p>
            {has(item.snippet) && <p className="muted">{item.snippet}</p>}
          </li>
        );
      })}
    </ul>
  ));
};

const KIDS_ORDER: Build[] = [
  quickAnswer, overview, explore, images, videos, glossary, tryIt, analogies, realWorld, engagingQuestions, quiz,
  curiosity, books, products, related, externalLinks,
];
const PARENT_ORDER: Build[] = [
  quickAnswer, overview, developmental, strategies, actionPlan, troubleshooting, reflection, experts, explore, images,
  videos, glossary, tryIt, analogies, realWorld, engagingQuestions, quiz, curiosity, books, strategySources, community,
  products, related, externalLinks,
];

export interface SectionOptions {
  /** English learners meet the lesson's words first: the glossary comes right after the quick answer, as "Words to know". */
  wordsFirst?: boolean;
  /** On a shared classroom device a student stays in the lesson: no shop, web, community or "ask another" links. */
  classDevice?: boolean;
}

/** The sections that lead away from the lesson (other sites, shops, a new question), left out on a classroom device. */
export const LEAVING_SECTIONS: ReadonlySet<string> = new Set(['products', 'related', 'links', 'books', 'community']);

/** The sections of a lesson that have data, in page order (parent blocks only in parent mode). */
export function lessonSections(result: ResearchResult, onAsk: (question: string) => void, options: SectionOptions = {}): LessonSectionEntry[] {
  const order = result.mode === 'parent' ? PARENT_ORDER : KIDS_ORDER;
  const entries = order.map((build) => build(result, onAsk))
    .filter((entry): entry is Entry => entry !== null && !(options.classDevice && LEAVING_SECTIONS.has(entry.id)));
  if (!options.wordsFirst) return entries;
  const glossaryEntry = entries.find((entry) => entry.id === 'glossary');
  if (!glossaryEntry) return entries;
  const words = glossary(result, onAsk, 'Words to know')!;
  const rest = entries.filter((entry) => entry !== glossaryEntry);
  const at = rest.findIndex((entry) => entry.id === 'quick-answer') + 1;
  return [...rest.slice(0, at), words, ...rest.slice(at)];
}
