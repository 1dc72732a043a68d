import type { CardTone } from '../../components/Card';
import type { IconName } from '../../components/Icon';

/** Copy of /custombooks (spec §2): three steps, six material types, eight benefits, no testimonials (the real ratings summary instead). */

export const STEPS: Array<{ title: string; text: string; icon: IconName }> = [
  { title: 'Tell us about your child', text: 'Share their age, interests, favourite characters and what they are working on.', icon: 'user' },
  { title: 'AI creates custom materials', text: 'We design stories and activities around your child, matched to their level.', icon: 'sparkle' },
  { title: 'Print at home, or press play', text: 'Download the activity book as a print-ready PDF, or play the narrated audiobook and video.', icon: 'printer' },
];

export interface MaterialType {
  title: string;
  text: string;
  example: string;
  icon: IconName;
  tone: Exclude<CardTone, 'plain'>;
}
export const MATERIAL_TYPES: MaterialType[] = [
  { title: 'Storybooks', icon: 'book', tone: 'primary', text: 'Illustrated adventures starring your child, their friends and their favourite things.', example: '"Maya and the Moon Rocket": a bedtime adventure about the phases of the moon.' },
  { title: 'Math Worksheets', icon: 'math', tone: 'sun', text: 'Practice built around what your child loves, at exactly the right difficulty.', example: 'Counting dinosaur eggs: addition within 20 for a dino-obsessed 6-year-old.' },
  { title: 'Writing Activities', icon: 'pencil', tone: 'coral', text: 'Story starters, letter tracing and journal prompts that make writing personal.', example: 'Write a postcard from the bottom of the ocean, with a word bank of sea creatures.' },
  { title: 'Art Projects', icon: 'palette', tone: 'mint', text: 'Step-by-step crafts and drawing pages that connect art with learning.', example: 'Design your own planet: colours, moons and a name, with a fact card to fill in.' },
  { title: 'Subject Exploration', icon: 'flask', tone: 'sky', text: 'Deep dives into science, history and nature, sparked by a single question.', example: 'Why do volcanoes erupt? A 10-page explorer pack with a kitchen experiment.' },
  { title: 'Multi-Subject Bundles', icon: 'layers', tone: 'primary', text: 'A themed set that weaves reading, math, writing and art into one adventure.', example: 'Ocean week: a story, two math mazes, a writing prompt and a craft.' },
];

export const BENEFITS: string[] = [
  'Built around your child\'s interests, so they want to learn',
  'Matched to their age and reading level',
  'Screen-free, hands-on learning',
  'Supports school skills in reading, writing and math',
  'Builds confidence by starring your child in the story',
  'Adapts to support needs and learning goals',
  'A print-ready PDF you print at home, on any paper you like',
  'A keepsake your family will treasure',
];

