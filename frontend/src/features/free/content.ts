import { TRIAL_DAYS, TRIAL_PRICE_USD } from '@wonderkin/shared';
import type { IconName } from '../../components/Icon';
import type { LessonTheme } from './LessonArt';

/** Copy of the free weekly lesson pages (/free, /subscription, /downloads, /unsubscribe; spec §2, issue 8). */

/** The confirmation screen's exact strings (spec §2). */
export const SUBSCRIBED_HEADING = "You're Subscribed for Free!";
export const SUBSCRIBED_TEXT = 'We emailed you your first week!';
export const SUBSCRIBED_FOOTER = 'Check your email every week for your next lesson!';

/** Trial length of the paid plan (spec §9: "7-day trial on downloads page"), shared with the server's Stripe checkout. */
export { TRIAL_DAYS };

/** Carousel slides: a few of the 50 weekly topics (spec §2 names and ages), each with its drawn picture. */
export interface LessonSlide {
  title: string;
  ages: string;
  theme: LessonTheme;
  blurb: string;
}
export const LESSON_SLIDES: LessonSlide[] = [
  { title: 'Emotional Intelligence', ages: '4-12', theme: 'feelings', blurb: 'Name big feelings and find calm ways to handle them.' },
  { title: 'Mindfulness & Breathing', ages: '3-12', theme: 'breathing', blurb: 'Balloon breaths and quiet moments for busy days.' },
  { title: 'Kindness & Gratitude', ages: '3-10', theme: 'kindness', blurb: 'A family thank-you jar and small kind surprises.' },
  { title: 'Growth Mindset', ages: '5-12', theme: 'growth', blurb: '"I can\'t do it yet": learning that grows with practice.' },
  { title: 'Environmental Awareness', ages: '4-12', theme: 'nature', blurb: 'Caring for the plants, animals and places around us.' },
  { title: 'Weather & Seasons', ages: '3-8', theme: 'weather', blurb: 'Sun, rain and snow: what to wear and what to notice.' },
  { title: 'Financial Basics', ages: '5-12', theme: 'money', blurb: 'Saving, spending and sharing, one coin at a time.' },
  { title: 'Making Friends', ages: '4-10', theme: 'friends', blurb: 'Joining in, taking turns and being a good friend.' },
  { title: 'Meal Time Manners', ages: '3-8', theme: 'meals', blurb: 'Sharing a table: please, thank you and trying a bite.' },
];

export interface WeekPart {
  title: string;
  text: string;
  icon: IconName;
}
/** What every weekly email holds. */
export const WEEK_PARTS: WeekPart[] = [
  { title: 'A read-aloud story', text: 'A short story written for your youngest child, with a note for grown-ups on why the skill matters.', icon: 'book' },
  { title: 'Two hands-on activities', text: 'Screen-free activities with things you already have at home, easier or harder for each age.', icon: 'palette' },
  { title: 'Conversation starters', text: 'Open questions for dinner, the car or bedtime that keep the lesson going all week.', icon: 'chat' },
  { title: 'A printable one-page PDF', text: 'Everything on one page to stick on the fridge, with the sources we checked.', icon: 'printer' },
];

export const PAID_PLAN_TITLE = `Unlock everything with a ${TRIAL_DAYS}-day trial for $${TRIAL_PRICE_USD}`;

/** The paid plan's perks (the pitch on /downloads and the upsell on /subscription). */
export const PAID_PLAN_PERKS = [
  'Unlimited questions and lessons made for your child',
  'Audio read-alongs, quizzes and activity books',
  'Custom printable materials and weekly progress reports',
  'Cancel any time during the trial',
];

/** What the pitch says when no checkout is configured (nothing pretends to charge). */
export const PAYMENTS_NOT_SET_UP = 'Payments are not set up yet, so the paid plan cannot be bought here today. Your free weekly lessons keep coming.';
