import { FREE_QUESTION_LIMIT, TRIAL_PRICE_USD } from '@wonderkin/shared';
import type { CardTone } from '../../components/Card';
import type { IconName } from '../../components/Icon';

/** The landing page's copy (spec §1, §2). {product} is filled in by the page. */

export interface Step {
  title: string;
  text: string;
  icon: IconName;
}
export const HOW_IT_WORKS: Step[] = [
  {
    title: 'Sign up and tell us about your child',
    text: "Share your child's age, interests, goals and any support needs. It takes about two minutes.",
    icon: 'user',
  },
  {
    title: 'Receive personalized activities',
    text: 'Our AI builds activities around what your child loves and what they are ready to learn next.',
    icon: 'sparkle',
  },
  {
    title: 'Learn in flexible formats',
    text: 'Printed worksheets, custom books, audio lessons or online activities: screens are optional, never required.',
    icon: 'printer',
  },
  {
    title: 'Quiz, review, adapt',
    text: 'A short quiz ends each lesson and a few review cards a day keep it fresh. The next lesson on a topic moves a step simpler or richer, and the QR code on a printed book leads to a one-tap rating.',
    icon: 'qr',
  },
];

export interface LearningModule {
  title: string;
  /** Age range text, between 3 and 12 (spec §2). */
  ages: string;
  description: string;
  icon: IconName;
  tone: Exclude<CardTone, 'plain'>;
}
export const MODULES: LearningModule[] = [
  { title: 'Math Adventures', ages: '4-12', icon: 'math', tone: 'primary', description: 'Numbers, shapes and patterns explored through games, puzzles and real-life challenges.' },
  { title: 'Reading Journeys', ages: '3-10', icon: 'book', tone: 'sun', description: "From first letters to chapter books, with stories matched to your child's level and interests." },
  { title: 'Audio Exploration', ages: '3-12', icon: 'headphones', tone: 'coral', description: 'Listen-and-learn lessons and read-aloud stories for screen-free learning on the go.' },
  { title: 'Language Discovery', ages: '3-12', icon: 'chat', tone: 'mint', description: 'Rhymes, word games and first steps in new languages that grow a rich vocabulary.' },
  { title: 'Writing Workshop', ages: '5-12', icon: 'pencil', tone: 'sky', description: 'Story starters, journal prompts and handwriting practice that make writing fun.' },
  { title: 'Chess Mastery', ages: '6-12', icon: 'chess', tone: 'primary', description: 'Learn the pieces, plan ahead and think strategically, one friendly puzzle at a time.' },
  { title: 'Social Skills', ages: '3-12', icon: 'people', tone: 'sun', description: 'Sharing, empathy and handling big feelings through stories and role-play.' },
  { title: 'Science Explorers', ages: '4-12', icon: 'flask', tone: 'coral', description: "Hands-on experiments with kitchen-table materials that answer every 'why?'." },
  { title: 'Art & Creativity', ages: '3-12', icon: 'palette', tone: 'mint', description: 'Drawing, crafts and open-ended projects that let imagination lead the way.' },
  { title: 'Nature Connection', ages: '3-12', icon: 'leaf', tone: 'sky', description: 'Scavenger hunts, plant diaries and animal facts to explore the world outside.' },
  { title: 'Music Fundamentals', ages: '3-12', icon: 'music', tone: 'primary', description: 'Rhythm, melody and listening games, no instrument required.' },
  { title: 'Problem Solving', ages: '5-12', icon: 'bulb', tone: 'sun', description: 'Logic puzzles and brain teasers that build patience and creative thinking.' },
  { title: 'History Explorers', ages: '6-12', icon: 'landmark', tone: 'coral', description: 'Travel through time with stories of people, places and inventions.' },
  { title: 'Cultural Awareness', ages: '4-12', icon: 'globe', tone: 'mint', description: 'Celebrate traditions, foods and festivals from around the world.' },
  { title: 'Coding Basics', ages: '6-12', icon: 'code', tone: 'sky', description: 'Sequencing, loops and unplugged coding games that build computational thinking.' },
  { title: 'Physical Movement', ages: '3-12', icon: 'run', tone: 'primary', description: 'Active breaks, yoga poses and movement games that balance learning time.' },
];

export interface Benefit {
  audience: string;
  icon: IconName;
  tone: Exclude<CardTone, 'plain'>;
  points: string[];
}
export const BENEFITS: Benefit[] = [
  {
    audience: 'For Children',
    icon: 'star',
    tone: 'sun',
    points: [
      'Activities built around their own interests',
      'Just-right challenges that grow with them',
      'Hands-on, screens-optional learning',
      'Confidence from progress they can see',
    ],
  },
  {
    audience: 'For Parents',
    icon: 'heart',
    tone: 'coral',
    points: [
      'A few minutes a day: the lesson quiz and review cards',
      'A weekly progress report by email, if you turn it on',
      'Evidence-based guidance when you ask a parenting question',
      'Everything you store can be downloaded or deleted',
    ],
  },
  {
    audience: 'For Educators',
    icon: 'school',
    tone: 'mint',
    points: [
      'Lessons for any question, written for each age band',
      'Activity books and read-alouds in minutes, not evenings',
      'Review cards and difficulty that adapt for each child you add',
      'Printable, ready-to-use resources',
    ],
  },
];

export interface FaqItem {
  question: string;
  answer: string;
}
export const faqItems = (product: string): FaqItem[] => [
  {
    question: `What ages is ${product} designed for?`,
    answer: `Activities and learning modules are designed for children from 3 to 12. The Ask tool also answers questions for teens (13+), and parents get step-by-step guidance when they ask a parenting question.`,
  },
  {
    question: `How does ${product} personalize learning?`,
    answer: `Lessons start from your child's age range, interests and support needs (larger text, read-aloud first, short chunks and more). Their quiz answers become review cards spaced out over the days, the next lesson on a topic moves a step simpler or richer, and you can have a weekly progress report by email.`,
  },
  {
    question: 'Does my child have to use a screen?',
    answer: 'No. We are non-screens-first: choose printed worksheets, custom books and audio lessons, with online activities when they suit you.',
  },
  {
    question: 'Is it free to try?',
    answer: `Yes. You can ask ${FREE_QUESTION_LIMIT} questions for free without an account, and registering with your email saves your reports. Unlimited learning starts with a $${TRIAL_PRICE_USD} trial.`,
  },
  {
    question: 'How long do custom materials take to create?',
    answer: "Most creations are ready in 2-5 minutes. We'll let you know by email (and by SMS if you turn it on) as soon as they are ready.",
  },
  {
    question: 'Can a grandparent, tutor or teacher follow my child?',
    answer: "Yes, if you invite them. On your account page you add someone by email for one or more of your children, as a viewer (progress, weekly reports, review) or a helper (who can also give a question to explore, a review or something to make, and leave you notes), until a date you choose if you like. You see what each of them did and can change or remove their access at any time. They never see your other children, your email address or your own questions.",
  },
  {
    question: "Is my child's information private?",
    answer: "Yes. Lessons and creations are private to your family unless you share their link. We store what the product needs: your email address (and a phone number only if you add one for text alerts); for each child you add, a first name if you give one, their age range, interests, goals and support needs; the questions you ask and their lessons; quiz answers, review cards and progress; your creations; the ratings and comments you leave; and the people you invite to help with a child, with what they did. Card payments are handled by Stripe, never stored by us. You can download all of it, or delete it, from your account page.",
  },
];
