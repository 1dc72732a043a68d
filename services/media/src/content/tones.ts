import type { Tone } from '@wonderkin/shared';

/** How each tone frames the story. "short" lines are for 3-5 year olds; "long" lines for 6-10. */
interface ToneLines {
  opening: string;
  chapterOpeners: string[];
  sprinkles: string[];
  closing: string;
}

/**
 * The closing of a story that states no fact about its topic (pack/exploration.ts), where a tone's own closing would
 * ask for "one true thing you learned about" it; tones not listed close as usual.
 */
export const FACT_FREE_CLOSINGS: Partial<Record<Tone, string>> = {
  Silly: "And that's the end, you brilliant noodle! Do your silliest happy dance, then tell someone what you love most about {topic}.",
};

export const TONE_FRAMES: Record<Tone, { short: ToneLines; long: ToneLines }> = {
  Silly: {
    short: {
      opening: 'Get your giggles ready! Wiggle your nose and flap your arms. Here comes a silly story about {topic}!',
      chapterOpeners: ['Boing, boing! Hop to the next part!', 'Honk, honk! Waddle on like a goose!', 'Wibble wobble! Here comes more!'],
      sprinkles: ['Hee hee!', 'Wow-zow!', 'How silly is that?', 'Make a funny face!'],
      closing: 'The end! Now do your silliest happy dance!',
    },
    long: {
      opening:
        'Wiggle your nose and flap your elbows like a chicken, because this is a silly, giggly story about {topic}! The jokes are a little bit bonkers, but the facts are all true.',
      chapterOpeners: [
        'Boing, boing! Bounce like a bouncy ball into the next part of our story.',
        'Honk, honk! Pretend you are a giggling goose and waddle on to the next chapter.',
        'Wibble, wobble, jelly on a plate! The story is wiggling onward.',
      ],
      sprinkles: [
        "Wow-zow, that's wiggly-wonderful!",
        'Can you make your silliest surprised face?',
        'Hee hee, who knew?',
        'That fact is so cool it made my socks spin!',
      ],
      closing:
        "And that's the end, you brilliant noodle! Do your silliest happy dance, then tell someone one true thing you learned about {topic}.",
    },
  },
  Adventurous: {
    short: {
      opening: 'Put on your explorer hat! Our adventure about {topic} starts now.',
      chapterOpeners: ['Onward, explorer!', 'The adventure goes on!', 'Grab your map. Off we go!'],
      sprinkles: ['What an adventure!', 'Wow!', 'Brave explorer!', 'Amazing!'],
      closing: 'Hooray! We did it, explorer! What will we explore next?',
    },
    long: {
      opening: 'Grab your explorer hat, pack your notebook and your bravest smile, because an adventure about {topic} is about to begin!',
      chapterOpeners: [
        'Onward, explorer! A new part of the adventure is waiting just ahead.',
        'Take a deep breath and check your map: the adventure continues!',
        'Tighten your boot laces, because the trail leads on to something new.',
      ],
      sprinkles: ['What a discovery!', "Write that in your explorer's notebook!", 'Amazing, right?', 'Every explorer would be proud of that find!'],
      closing: 'Mission complete! You explored {topic} like a true adventurer. What will you discover next?',
    },
  },
  Gentle: {
    short: {
      opening: 'Snuggle in close and take a slow breath. Here is a calm story about {topic}.',
      chapterOpeners: ["Breathe in, breathe out. Let's keep going.", 'Softly now, on to the next part.', 'Let us turn the page, nice and slow.'],
      sprinkles: ['How lovely.', "Isn't that nice?", 'So gentle and calm.', 'What a cozy thought.'],
      closing: 'The end. Rest now, and dream happy dreams about {topic}.',
    },
    long: {
      opening: 'Get cozy, take a slow, deep breath, and drift into a gentle story about {topic}.',
      chapterOpeners: [
        'Breathe in slowly, and breathe out. Now, softly, the story continues.',
        "Let's turn the page quietly and see what comes next.",
        'Settle in a little deeper. There is more to discover.',
      ],
      sprinkles: ["Isn't that wonderful?", 'Let that thought settle softly, like a feather.', 'What a lovely thing to know.', 'Take a moment to picture it.'],
      closing: 'And so our gentle story comes to an end. Rest now, and may happy thoughts of {topic} float through your dreams.',
    },
  },
};
