import {
  DEFAULT_PRODUCT_NAME, ILLUSTRATION_SCENES, ILLUSTRATION_SEED_MAX, LEARNING_MODULES, illustrationUrl,
  type IllustrationScene, type LearningModule, type ResearchResult,
} from '@wonderkin/shared';
import { EXPLORATION_SCENE, KID_TOPICS, MODULE_SCENES, PARENT_SCENE, PARENT_TOPICS, type TopicScene } from './topic-scenes';

type ImageItem = ResearchResult['images'][number];

/** What a lesson's pictures are chosen from. */
export type IllustratedLesson = Pick<ResearchResult, 'mode' | 'pageTitle' | 'originalQuestion' | 'exploration' | 'safety' | 'module'>;

const normalize = (text: string): string => text.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, ' ').trim();

/** Topics whose words the text uses, most words first; a tie keeps the list's order (the more particular topic). */
function rankTopics(text: string, topics: readonly TopicScene[]): IllustrationScene[] {
  return topics
    .map((topic, order) => ({ scene: topic.scene, order, hits: new Set(text.match(topic.words) ?? []).size }))
    .filter((topic) => topic.hits > 0)
    .sort((a, b) => b.hits - a.hits || a.order - b.order)
    .map((topic) => topic.scene);
}

const isLearningModule = (module: string | undefined): module is LearningModule => (LEARNING_MODULES as readonly string[]).includes(module ?? '');

/** FNV-1a of the question and scene → 1…ILLUSTRATION_SEED_MAX: the same question always gets the same picture. */
function seedOf(question: string, scene: string): number {
  let hash = 0x811c9dc5;
  for (const char of `${normalize(question)}|${scene}`) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return (hash % ILLUSTRATION_SEED_MAX) + 1;
}

/** The scenes of a lesson, best first, at most two, never the same twice. */
export function lessonScenes(lesson: IllustratedLesson): IllustrationScene[] {
  // A safety answer is kind words and, when urgent, numbers to call: no decoration beside them.
  if (lesson.safety === 'redirected') return [];
  // The title says what the lesson is about; the question is the child's own words (both count).
  const text = normalize(`${lesson.pageTitle} ${lesson.originalQuestion}`);
  if (lesson.mode === 'parent') return [rankTopics(text, PARENT_TOPICS)[0] ?? PARENT_SCENE];
  const topics = rankTopics(text, KID_TOPICS);
  const moduleScene = isLearningModule(lesson.module) ? MODULE_SCENES[lesson.module] : undefined;
  const candidates = lesson.exploration
    // Not in the library: the picture of the subject when its words name one, and the "let's find out" picture.
    ? [topics[0], EXPLORATION_SCENE]
    : [topics[0], moduleScene, topics[1], EXPLORATION_SCENE];
  return [...new Set(candidates.filter((scene): scene is IllustrationScene => Boolean(scene)))].slice(0, 2);
}

/** "A drawing of a volcano erupting, …" → "A volcano erupting, …": the caption under the picture. */
function captionOf(alt: string): string {
  const rest = alt.replace(/^A drawing of /, '');
  return rest.charAt(0).toUpperCase() + rest.slice(1);
}

/**
 * The lesson's own pictures (issue 10 §2): one or two of our illustrations, chosen from its topic and drawn by the
 * media service (URLs under /media/illustrations/). Deterministic: the same lesson always gets the same pictures.
 * Every lesson gets at least one, offline or from a provider, found or an exploration; a safety answer gets none.
 */
export function lessonIllustrations(lesson: IllustratedLesson, productName: string = DEFAULT_PRODUCT_NAME): ImageItem[] {
  return lessonScenes(lesson).map((scene) => {
    const url = illustrationUrl(scene, seedOf(lesson.originalQuestion, scene));
    const alt = ILLUSTRATION_SCENES[scene];
    return {
      link: url,
      original: url,
      thumbnail: url,
      title: captionOf(alt),
      alt,
      attribution: `Illustration: ${productName}`,
      source: 'illustration',
    };
  });
}
