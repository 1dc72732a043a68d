/**
 * What parents and educators say: the landing page's carousel shows them all, /free shows three (spec §2).
 * Shared by both features, so it lives beside TestimonialCard.
 */
export interface Testimonial {
  name: string;
  role: string;
  quote: string;
  /** 1-5 */
  rating: number;
}
export const TESTIMONIALS: Testimonial[] = [
  {
    name: 'Priya S.',
    role: 'Mother of two, ages 5 and 8',
    quote: 'My daughter asked why the sky is blue and got a whole mini-lesson with a quiz she begged to do again. Bedtime questions are now our favourite part of the day.',
    rating: 5,
  },
  {
    name: 'Marcus T.',
    role: 'Father of a 7-year-old',
    quote: "The worksheets are built around dinosaurs, which is all my son talks about. He doesn't even notice he's practising subtraction.",
    rating: 5,
  },
  {
    name: 'Elena R.',
    role: 'Second-grade teacher',
    quote: 'I can prepare activities for three reading levels in minutes. It has given me back my Sunday evenings.',
    rating: 4,
  },
  {
    name: 'James and Aisha K.',
    role: 'Homeschooling parents',
    quote: 'The weekly progress report shows exactly where our daughter gets stuck, so we know what to revisit together.',
    rating: 5,
  },
  {
    name: 'Sofia M.',
    role: 'Grandmother and weekend caregiver',
    quote: 'The activities are gentle and easy to follow. My grandson reads his custom storybook to me every single visit.',
    rating: 5,
  },
  {
    name: 'Daniel O.',
    role: 'Father of a 10-year-old',
    quote: 'The chess puzzles and coding games keep my son challenged, and the next set of activities is always just right.',
    rating: 4,
  },
];
