import { poisonHelpPhrase, type AgeRange, type EmergencyContacts, type LessonContent } from '@wonderkin/shared';
import type { HazardTopic } from '../triage';
import { readerOf, safetyLesson, type Reader, type Section } from './shell';

// A child's question about something dangerous to try (CONTENT.md: nothing tells a child to test, taste, touch or
// mix something to find out). The answer says clearly not to, why in a sentence, what to do instead, and what to
// do if it already happened. Food-safety questions from parents (honey, choking) get the parent's answer.

interface HazardCopy {
  title: string;
  kid: Record<Reader, string>;
  /** Why, in one or two sentences a child of 6 up can follow. */
  why: string;
  /** What to do instead (safe, with a grown-up). */
  instead: string;
  /** For a parent asking. */
  parent: string;
  parentSteps: string;
}

const COPY = (c: EmergencyContacts): Record<HazardTopic, HazardCopy> => ({
  'wild-plants': {
    title: 'Never Eat Berries or Plants You Find',
    kid: {
      little: 'No! Never eat berries or plants you find. Some can make you very sick. Always ask a grown-up first.',
      young: 'Never eat berries, mushrooms or plants you find outside, even if they look yummy. Some are poison and can make you very sick. Only eat what a grown-up gives you.',
      older: 'Never eat wild berries, mushrooms or plants unless an adult who knows plants well says they are safe. Some poisonous ones look almost the same as safe ones, and even experts are careful.',
    },
    why: 'Some berries and mushrooms are poisonous, and you cannot tell by looking or tasting.',
    instead: 'You can look at plants, draw them, and find their names in a book with a grown-up.',
    parent: `Only let your child eat plants, berries or mushrooms that an adult knows for certain are safe. If your child may have eaten part of a plant, ${poisonHelpPhrase(c)} now and keep a piece of the plant to describe it.`,
    parentSteps: 'Teach a simple rule: we only eat food a grown-up gives us. Learn the names of the plants in your garden.',
  },
  'mixing-chemicals': {
    title: 'Never Mix Cleaning Products',
    kid: {
      little: 'No! Never mix or touch cleaning things. They can hurt you. Cleaning stuff is for grown-ups.',
      young: 'Never mix, drink or touch cleaning products like bleach. Some cleaners make a poison gas when they mix, and it hurts your lungs. Cleaning products are only for grown-ups.',
      older: 'Never mix cleaning products. Bleach mixed with vinegar or ammonia makes toxic gases that can hurt your lungs and eyes. Cleaning chemicals are for adults to use, with the label\'s directions.',
    },
    why: 'Mixing cleaners can make a poison gas, and swallowing them can burn your mouth and throat.',
    instead: 'Safe science: ask a grown-up to help you with a kitchen experiment made for kids, like mixing colors in water.',
    parent: `Store cleaning products locked up, in their original containers, and never mix them: bleach with vinegar or ammonia releases toxic gases. If your child swallowed or breathed in a product, ${poisonHelpPhrase(c)} now.`,
    parentSteps: 'Keep products up high or locked, close lids after each use, and never store them in food or drink bottles.',
  },
  medicine: {
    title: 'Medicine Is Not Candy',
    kid: {
      little: 'Medicine is not candy. Only take medicine when a grown-up gives it to you.',
      young: 'Medicine and vitamins are not candy, even if they taste sweet. Too much can make you very sick. Only take medicine when a grown-up gives it to you.',
      older: 'Medicine and vitamins are not candy. Taking more than the right dose, or someone else\'s medicine, can be dangerous. Only take medicine an adult gives you.',
    },
    why: 'The right amount helps, but too much medicine can hurt your body.',
    instead: 'If you feel sick, tell a grown-up. They will know what to do.',
    parent: `Keep all medicines and vitamins up, away and out of sight, and never call medicine candy. If your child took medicine that was not given to them, ${poisonHelpPhrase(c)} now.`,
    parentSteps: 'Use child-resistant caps, put medicine away after every dose, and ask visitors to keep bags out of reach.',
  },
  electricity: {
    title: 'Stay Away From Outlets and Power Lines',
    kid: {
      little: 'No! Never put things in an outlet. Electricity can hurt you. Ask a grown-up for help.',
      young: 'Never put a fork, key or finger in an outlet or a toaster, and stay far away from power lines. Electricity can hurt you badly. Ask a grown-up to plug things in.',
      older: 'Never put anything but a plug into an outlet, and stay far from power lines, even fallen ones. Electricity can cause burns and stop the heart. Ask an adult for help with anything electric.',
    },
    why: 'Electricity can travel through your body and hurt you badly.',
    instead: 'You can learn how electricity works with a grown-up, using batteries made for kids\' science kits.',
    parent: 'Use outlet covers or tamper-resistant outlets, keep cords tidy, and teach children to stay away from power lines.',
    parentSteps: 'If your child gets an electric shock, turn off the power before you touch them, then call your doctor or emergency number.',
  },
  fire: {
    title: 'Matches, Lighters and Fire Are for Grown-Ups',
    kid: {
      little: 'Matches and fire are only for grown-ups. If you see fire, get out and tell a grown-up.',
      young: 'Matches, lighters, candles and stoves are only for grown-ups. Fire can grow very fast. If you find matches, give them to a grown-up.',
      older: 'Matches, lighters and stoves are for adults. A small flame can become a house fire in minutes. If you find matches or a lighter, give them to an adult.',
    },
    why: 'Fire spreads very fast and can burn people and homes.',
    instead: 'Make a home fire escape plan with your family and practise it together.',
    parent: 'Keep matches and lighters locked up and out of reach, and teach children to give them to an adult.',
    parentSteps: 'Make and practise a home fire escape plan, and test smoke alarms every month.',
  },
  'sun-gazing': {
    title: 'Never Look Straight at the Sun',
    kid: {
      little: 'Never look right at the Sun. It can hurt your eyes. Wear a hat and sunglasses outside.',
      young: 'Never look straight at the Sun, even for a moment. Its light can hurt your eyes for good. For an eclipse, you need special eclipse glasses, and a grown-up.',
      older: 'Never look directly at the Sun. Its light can damage the back of your eyes, and it does not hurt while it happens. Even sunglasses are not enough: watch an eclipse only with certified eclipse glasses or a pinhole viewer.',
    },
    why: 'The Sun is so bright that it can hurt your eyes without you feeling it.',
    instead: 'Make a pinhole viewer with a grown-up and watch the Sun\'s picture on paper.',
    parent: 'Children should never look directly at the Sun; for an eclipse use certified eclipse glasses or a pinhole projector.',
    parentSteps: 'Supervise eclipse viewing, and check that eclipse glasses are undamaged.',
  },
  water: {
    title: 'Swim Only With a Grown-Up Watching',
    kid: {
      little: 'Only go in water with a grown-up right there with you.',
      young: 'Never swim alone. Only swim when a grown-up is watching you the whole time, even if you are a good swimmer.',
      older: 'Never swim alone. Swim where an adult or lifeguard is watching, and wear a life jacket on boats.',
    },
    why: 'Drowning can happen fast and quietly, even to good swimmers.',
    instead: 'Ask a grown-up about swimming lessons, and always swim with a buddy and a grown-up watching.',
    parent: 'Children should swim only with an adult watching closely and without distraction; swimming lessons and fences around pools help.',
    parentSteps: 'Choose a "water watcher" adult who puts the phone away, and use life jackets on boats.',
  },
  'honey-baby': {
    title: 'No Honey Before the First Birthday',
    kid: {
      little: 'No honey for babies! Babies under 1 year old must not have honey. It can make them sick.',
      young: 'Babies under 1 year old must not have honey, not even a little taste. Honey can have tiny germs that make babies very sick. Big kids and grown-ups can eat it.',
      older: 'Babies under 1 year old must never have honey. It can carry spores of the germs that cause infant botulism, a rare but serious illness. Older children and adults are not harmed the same way.',
    },
    why: 'Honey can carry germs that a baby\'s body cannot handle yet.',
    instead: 'If you help feed a baby, ask a grown-up which foods are safe.',
    parent: 'No: do not give honey to a baby under 1 year old, not even a taste or on a pacifier. Honey can contain spores that cause infant botulism. After the first birthday, honey is fine.',
    parentSteps: 'Check labels of baked goods and cereals for honey too. If a baby who had honey becomes constipated, weak or floppy or feeds poorly, call your doctor now.',
  },
  'choking-foods': {
    title: 'Choking Hazards: Cut Food Small',
    kid: {
      little: 'Grapes and nuts can get stuck in a little throat. Grown-ups cut grapes small for little kids.',
      young: 'Whole grapes, nuts, popcorn and hard candy can get stuck in a young child\'s throat. Grown-ups cut grapes into small pieces for little kids.',
      older: 'Whole grapes, nuts, popcorn and hard candy are choking hazards for children under 4. Cut grapes into quarters for young children, and sit down to eat.',
    },
    why: 'Small, round or hard foods can block a young child\'s airway.',
    instead: 'Sit down to eat, take small bites and chew well.',
    parent: 'Whole grapes, nuts, popcorn, hard sweets and chunks of hot dog are choking hazards for children under 4. Cut grapes and cherry tomatoes into quarters, cut hot dogs lengthwise, and skip popcorn and whole nuts.',
    parentSteps: 'Have children sit to eat and stay with them. Learn infant and child first aid for choking.',
  },
  general: {
    title: 'Ask a Grown-Up Before You Try',
    kid: {
      little: 'Please don\'t try that. It could hurt you. Ask a grown-up first.',
      young: 'Please don\'t try that to find out. It could hurt you or someone else. Ask a grown-up you trust first, and they can help you learn about it safely.',
      older: 'Don\'t try it to find out: it could hurt you or someone else. Ask a trusted adult first. They can help you learn about it in a safe way.',
    },
    why: 'Some things can hurt you, and you cannot always tell which ones by looking.',
    instead: 'Ask a grown-up to help you find out about it from a book or a safe experiment.',
    parent: `This sounds like something that could hurt your child. Keep the thing out of reach and stay with your child. If anything has already happened, call your child's doctor or ${poisonHelpPhrase(c).replace(/^call /, '')} now, or ${c.emergency} if your child is hurt, hard to wake or struggling to breathe.`,
    parentSteps: 'Talk with your child about why it is dangerous, and agree what they will do instead.',
  },
});

export function buildHazardLesson(question: string, age: AgeRange, topic: HazardTopic, parentAsking: boolean, c: EmergencyContacts): LessonContent {
  const copy = COPY(c)[topic];
  if (parentAsking) {
    return safetyLesson(question, 'parent', {
      pageTitle: copy.title,
      quickAnswer: copy.parent,
      recap: 'A safety question: here is the short answer from pediatric and poison-safety guidance.',
      takeaways: [copy.parent.split(/(?<=\.)\s/)[0], copy.parentSteps.split(/(?<=\.)\s/)[0]],
      sections: [
        { title: 'What to Do', content: copy.parentSteps, funFact: { title: 'Why', text: copy.why } },
        { title: 'If It Already Happened', content: `Call your child's doctor, or ${poisonHelpPhrase(c).replace(/^call /, '')}. Call ${c.emergency} if your child has trouble breathing or is hard to wake.`, funFact: { title: 'Keep the number handy', text: 'Save your poison help and doctor numbers in your phone.' } },
      ],
    });
  }
  const reader = readerOf(age);
  const sections: Section[] = [
    { title: 'Why Not?', content: copy.why, funFact: { title: 'Smart question', text: 'Asking first is what careful scientists do too.' } },
    { title: 'If It Already Happened', content: reader === 'little' ? 'Tell a grown-up right away. You are not in trouble.' : `Tell a grown-up right away. You are not in trouble. If no grown-up is near, call ${c.emergency}.`, funFact: { title: 'Grown-ups help', text: 'Grown-ups know who to call for help.' } },
    { title: 'Something Safe to Do Instead', content: copy.instead, funFact: { title: 'Be curious safely', text: 'You can learn a lot by looking, drawing and asking.' } },
  ];
  return safetyLesson(question, 'kids', {
    pageTitle: copy.title,
    quickAnswer: copy.kid[reader],
    recap: reader === 'little' ? 'You asked a safety question. Good asking!' : 'You asked a safety question, and asking first was the right thing to do.',
    takeaways: reader === 'little' ? ['Ask a grown-up first.', 'If it already happened, tell a grown-up now.'] : ['Don\'t try it to find out.', 'Ask a grown-up first.', 'If it already happened, tell a grown-up right away.'],
    // A preschooler gets two short, plain sections of their own instead of the reasons.
    sections: reader === 'little'
      ? [{ title: 'Ask First', content: 'Always ask a grown-up first. They keep you safe.', funFact: { title: 'Good asking', text: 'Asking is smart.' } }, sections[1]]
      : sections,
  });
}

/** A health worry about a child right now: a doctor's question, with the signs that mean "get help now". */
export function buildMedicalLesson(question: string, age: AgeRange, parentAsking: boolean, c: EmergencyContacts): LessonContent {
  if (parentAsking) {
    return safetyLesson(question, 'parent', {
      pageTitle: 'A Question for Your Child\'s Doctor',
      quickAnswer: `We don't give medical advice for a child who is unwell or hurt. Call your child's doctor or nurse line now and describe what you see. Call ${c.emergency} or go to the emergency room if your child has trouble breathing, is hard to wake, has a seizure, or seems very unwell.`,
      recap: 'This is about your child\'s health right now, so the best help is a doctor who can ask questions.',
      takeaways: ['Call your child\'s doctor or nurse line now.', `Trouble breathing, hard to wake or a seizure: call ${c.emergency}.`, 'Trust your feeling: if you are worried, get your child seen.'],
      sections: [
        { title: 'Get Help Now If You See', content: 'Get help now for trouble breathing, blue lips, a seizure, or a child who is very sleepy or hard to wake. The same goes for a stiff neck with fever, a rash that does not fade when pressed, or no wet diaper for many hours. A baby under 3 months with any fever needs a doctor now.', funFact: { title: 'When in doubt', text: 'Emergency staff would always rather see a child who turns out to be fine.' } },
        { title: 'What to Tell the Doctor', content: 'Say when it started and your child\'s temperature, if you took it. Say what they have eaten and drunk, any medicine given, and what worries you most.', funFact: { title: 'Write it down', text: 'A few notes make a short call far more useful.' } },
      ],
      links: [{ title: 'HealthyChildren.org symptom checker (American Academy of Pediatrics)', link: 'https://www.healthychildren.org/', snippet: 'Pediatrician-reviewed guidance on when to call the doctor.' }],
    });
  }
  const reader = readerOf(age);
  return safetyLesson(question, 'kids', {
    pageTitle: 'Tell a Grown-Up How You Feel',
    quickAnswer: reader === 'little'
      ? 'Oh no, that sounds sore. Go and tell a grown-up now. They can help you feel better.'
      : reader === 'young'
        ? 'That sounds hard. Please tell a grown-up how you feel and where it hurts. They can help, and call a doctor if you need one.'
        : `That sounds rough. Tell a parent or another adult how you feel, where it hurts and when it started, so they can get you the right help. If it is very bad, they can call a doctor or ${c.emergency}.`,
    recap: 'You told us you don\'t feel well. A grown-up is the best helper.',
    takeaways: reader === 'little' ? ['Tell a grown-up now.', 'Grown-ups can help you feel better.'] : ['Tell a grown-up how you feel.', 'Say where it hurts and when it started.', 'Doctors and nurses help kids every day.'],
    sections: [
      { title: 'Tell a Grown-Up', content: reader === 'little' ? 'Say where it hurts. Show them with your finger.' : 'Say where it hurts, how it feels, and when it started. That helps a lot.', funFact: { title: 'You are brave', text: 'Saying how you feel is a brave thing to do.' } },
      { title: 'Doctors Help', content: reader === 'little' ? 'Doctors and nurses help kids feel better.' : 'Doctors and nurses help kids every day. A grown-up can call them.', funFact: { title: 'Good helpers', text: 'Doctors learn for many years to help people.' } },
    ],
  });
}
