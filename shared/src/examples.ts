/** Example questions shown to visitors without previous asks (GET /api/get-asks). */
export const EXAMPLE_ASKS = {
  kids: [
    'Why is the sky blue?',
    'How do volcanoes erupt?',
    'Why do cats purr?',
    'How do plants make food?',
    'What are black holes?',
    'Why do we need to sleep?',
  ],
  parents: [
    'How can I help my child handle big emotions?',
    'How do I set screen time limits without fights?',
    'How can I make bedtime easier?',
    'How do I encourage my child to read more?',
    'How should I handle sibling rivalry?',
    'How can I help my child with picky eating?',
  ],
} as const;
