import {
  childProtectionPhrase, crisisLinePhrase, poisonHelpPhrase, type AgeRange, type EmergencyContacts, type LessonContent,
} from '@wonderkin/shared';
import type { UrgentTopic } from '../triage';

/** ", open 8am-10pm; at other times …" where a poison line is not open day and night (the Irish line). */
function poisonHoursNote(c: EmergencyContacts): string {
  return 'fallback' in c.poison || !c.poison.hours ? '' : ` (open ${c.poison.hours}; ${c.poison.outOfHours ?? `at other times call ${c.emergency}`})`;
}
import { readerOf, safetyLesson, type Link, type Section } from './shell';

// The urgent answer (CONTENT.md): a parent is told first to call their emergency number now, with poison help or the
// crisis line where it fits, then what to do while waiting. A child is told kindly to tell a grown-up right now.
// First-aid steps follow the published advice of poison centres, the CDC, the AAP and the Red Cross; nothing here
// replaces the dispatcher or poison specialist, and every answer says to follow what they say.

interface UrgentCopy {
  title: string;
  /** What to do first, after the call (one or two sentences). */
  first: (c: EmergencyContacts) => string;
  /** While you wait / on the way. */
  steps: string[];
  /** What not to do. */
  avoid: string[];
  /** Why it can't wait (one sentence a parent can trust). */
  why: string;
  /** Which number leads the answer. */
  call: 'emergency' | 'poison' | 'crisis';
  /** A sentence for an older child who is asking about themselves or a friend. */
  kidWhy: string;
}

const POISON_FIRST = (c: EmergencyContacts) =>
  `If your child is hard to wake, has trouble breathing or has a seizure, call ${c.emergency} now. Otherwise ${poisonHelpPhrase(c)} right now${poisonHoursNote(c)}. If it may have been taken on purpose, also ${crisisLinePhrase(c)}.`;

const COPY: Record<UrgentTopic, UrgentCopy> = {
  'button-battery': {
    title: 'Swallowed Battery: Go to the Emergency Room Now',
    call: 'emergency',
    first: (c) => `Go to the emergency room now, or call ${c.emergency}, even if your child seems fine. On the way, ${poisonHelpPhrase(c)}.`,
    steps: [
      'Do not wait for signs. A swallowed button battery can burn the throat badly within hours, even when a child looks well.',
      'Poison Help may tell you to give honey on the way if your child is over 1 year old. Only do this if they tell you to.',
      'Bring the battery package or a battery from the same device, so doctors know the size and type.',
      'A battery in the nose or ear needs the emergency room too.',
    ],
    avoid: ['Do not make your child throw up.', 'Do not give food or drink unless Poison Help or a doctor says to.'],
    why: 'A button battery stuck in the throat can cause serious burns in as little as two hours.',
    kidWhy: 'A swallowed battery can hurt the inside of your body fast, so doctors need to help right away.',
  },
  magnet: {
    title: 'Swallowed Magnet: Go to the Emergency Room Now',
    call: 'emergency',
    first: (c) => `Go to the emergency room now, or call ${c.emergency}, even if your child seems fine. On the way, ${poisonHelpPhrase(c)}.`,
    steps: [
      'Two or more magnets, or a magnet and a piece of metal, can pull together through the walls of the gut and tear it.',
      'Tell the doctors how many magnets may be missing and bring a matching one if you can.',
      'Watch for belly pain, vomiting or fever, and tell the doctors if you see them.',
    ],
    avoid: ['Do not make your child throw up.', 'Do not wait to see if the magnet passes on its own.'],
    why: 'Swallowed magnets can cause serious injury inside the body without early signs.',
    kidWhy: 'A swallowed magnet can hurt your insides, so doctors need to check right away.',
  },
  'swallowed-object': {
    title: 'Something Swallowed or Stuck: Get Help Now',
    call: 'emergency',
    first: (c) => `If your child is choking, drooling, has trouble breathing or has chest or belly pain, call ${c.emergency} now. Otherwise call your child's doctor or ${poisonHelpPhrase(c).replace(/^call /, '')} now for advice.`,
    steps: [
      'If it could be a button battery or a magnet, go to the emergency room now.',
      'Something up the nose or in an ear: do not try to dig it out; a doctor has the right tools. Ask your child to breathe through the mouth.',
      'Keep a sample of the object or its packaging to show the doctor.',
      'Stay with your child and watch for coughing, drooling, vomiting or pain.',
    ],
    avoid: ['Do not make your child throw up.', 'Do not try to reach in and grab something you cannot see.'],
    why: 'Some objects pass on their own, but a doctor needs to decide that.',
    kidWhy: 'Grown-ups and doctors can check that you are OK.',
  },
  poison: {
    title: 'Possible Poisoning: Get Help Now',
    call: 'poison',
    first: POISON_FIRST,
    steps: [
      'Take the product away and wipe or rinse any left in your child\'s mouth.',
      'On skin or in eyes: rinse with lukewarm running water for 15 minutes.',
      'Keep the container, label or plant so you can tell the expert exactly what it was.',
      'Breathed in fumes: move your child to fresh air right away.',
    ],
    avoid: ['Do not make your child throw up.', 'Do not wait for signs before you call.'],
    why: 'Poison experts can tell you within minutes whether your child needs a doctor, and many calls are handled safely at home.',
    kidWhy: 'Some things can make your body very sick, even a little bit, so a grown-up needs to call for help now.',
  },
  breathing: {
    title: 'Trouble Breathing: Call Now',
    call: 'emergency',
    first: (c) => `Call ${c.emergency} now. Put the phone on speaker and follow what the dispatcher tells you.`,
    steps: [
      'Choking and cannot cough, cry or speak: for a baby under 1, give back blows and chest thrusts; for an older child, give abdominal thrusts (the Heimlich manoeuvre).',
      'Not breathing: start CPR if you know how, and the dispatcher will guide you.',
      'Swelling of the face, lips or tongue after a food, sting or medicine: use an epinephrine auto-injector if your child has one, then wait for help.',
      'If your child can cough hard or cry, let them keep coughing and stay with them.',
    ],
    avoid: ['Do not put your fingers in the mouth to find something you cannot see.', 'Do not give food or drink.'],
    why: 'A child who cannot breathe needs help within minutes.',
    kidWhy: 'Breathing is so important that grown-ups must call for help straight away.',
  },
  'head-injury': {
    title: 'Head Injury With Warning Signs: Get Help Now',
    call: 'emergency',
    first: (c) => `Call ${c.emergency} or go to the emergency room now. Vomiting, sleepiness or confusion after a blow to the head are danger signs.`,
    steps: [
      'Keep your child still and calm. If the neck might be hurt, do not move them; wait for help.',
      'Other danger signs: one pupil bigger than the other, a headache that gets worse, a seizure, slurred speech, or passing out.',
      'Note when the injury happened and what your child did just after.',
    ],
    avoid: ['Do not give pain medicine before a doctor has seen your child.', 'Do not let your child go back to play today.'],
    why: 'These signs can mean bleeding or swelling in the brain, which needs a doctor now.',
    kidWhy: 'A bump on the head that makes you sick or sleepy needs a doctor right away.',
  },
  'fever-stiff-neck': {
    title: 'Fever With Warning Signs: Get Help Now',
    call: 'emergency',
    first: (c) => `Call ${c.emergency} or go to the emergency room now. A fever with a stiff neck can be a sign of a serious infection such as meningitis.`,
    steps: [
      'Other signs that need help now: a rash that does not fade when you press a glass on it, very sleepy or hard to wake, a seizure, or a baby under 3 months with any fever.',
      'Tell the doctors when the fever started and any medicine you gave.',
    ],
    avoid: ['Do not wait to see if the fever goes down.'],
    why: 'Serious infections can get worse within hours, and early treatment matters.',
    kidWhy: 'When a fever comes with a sore, stiff neck, a doctor needs to check you right away.',
  },
  'self-harm': {
    title: 'Your Child\'s Safety Comes First',
    call: 'crisis',
    first: (c) => `If your child is hurt or in danger right now, call ${c.emergency}. To talk to a crisis counsellor now, ${crisisLinePhrase(c)}. It helps parents who are worried about a child, too.`,
    steps: [
      'Stay with your child. Listen calmly and thank them for telling you; you do not need the right words.',
      'Ask directly whether they are thinking about suicide. Asking does not put the idea in their head.',
      'Lock away or remove medicines, sharp objects and any firearms.',
      'Call your child\'s doctor or a mental-health professional today for an urgent appointment.',
    ],
    avoid: ['Do not promise to keep it secret.', 'Do not punish or shame your child for self-harm.'],
    why: 'Self-harm is a sign of real pain. With support and treatment, children and teens get better.',
    kidWhy: 'You matter. Talking to someone who cares is the bravest first step.',
  },
  abuse: {
    title: 'Keeping Your Child Safe Now',
    call: 'emergency',
    first: (c) => `If your child is in danger right now, call ${c.emergency}. To get advice and report abuse, ${childProtectionPhrase(c)}.`,
    steps: [
      'Stay calm, believe your child, and tell them it is not their fault and they did the right thing by telling.',
      'Keep your child away from the person, and do not confront that person in front of your child.',
      'Write down what your child said, in their words. Let professionals ask the detailed questions.',
      'Ask your child\'s doctor for a check-up, and for support for your child and for you.',
    ],
    avoid: ['Do not question your child again and again.', 'Do not promise to keep it a secret.'],
    why: 'Trained people can protect your child and help you both.',
    kidWhy: 'Nobody is allowed to hurt you or touch you in a way that feels wrong. It is never your fault.',
  },
  burn: {
    title: 'A Burn or Scald: Cool It Now',
    call: 'emergency',
    first: (c) => `Cool the burn under cool or lukewarm running water for 20 minutes, starting now. Call ${c.emergency} if the burn is large or deep, is on the face, hands, feet or genitals, came from electricity or a chemical, or if your child is a baby or seems unwell. Otherwise call your child's doctor now.`,
    steps: [
      'Take off clothing or jewellery near the burn, unless it is stuck to the skin.',
      'After cooling, cover the burn loosely with cling film or a clean, non-fluffy dressing.',
      'Keep the rest of your child warm with a blanket while you cool the burn.',
    ],
    avoid: ['Do not put ice, iced water, butter or creams on a burn.', 'Do not burst blisters.'],
    why: 'Cooling a burn quickly limits the damage, and a doctor needs to see burns that are large, deep, or on a young child.',
    kidWhy: 'Cool running water helps a burn, and a grown-up will know if a doctor needs to see it.',
  },
  injury: {
    title: 'An Injury: Check for Danger Signs Now',
    call: 'emergency',
    first: (c) => `Call ${c.emergency} now if your child is hard to wake, not breathing normally, has a seizure, is bleeding heavily, may have hurt their neck or back, was hit by a vehicle, or was bitten by a snake. Otherwise call your child's doctor now and say what happened.`,
    steps: [
      'If the neck or back might be hurt, keep your child still and wait for help.',
      'A baby who fell needs a doctor\'s advice today, even if they seem fine.',
      'A bite that breaks the skin: wash it with soap and running water, press with a clean cloth if it bleeds, and see a doctor today. After a snake bite, keep your child still and calm.',
      'Vomiting, sleepiness, confusion or a headache that gets worse after a fall are danger signs: get help now.',
    ],
    avoid: ['Do not move a child who may have hurt their neck or back, unless they are in danger where they are.', 'Do not wait and watch if a danger sign appears.'],
    why: 'Most bumps and falls are minor, but a doctor needs to check a baby, a hard fall, a bite or a crash.',
    kidWhy: 'A grown-up can check where it hurts and call a doctor if you need one.',
  },
  general: {
    title: 'This Sounds Urgent: Get Help Now',
    call: 'emergency',
    first: (c) => `If someone is hurt, not breathing, not waking up, bleeding heavily or having a seizure, call ${c.emergency} now. If something was swallowed, breathed in, or got on the skin or in the eyes, ${poisonHelpPhrase(c)} now${poisonHoursNote(c)}.`,
    steps: [
      'Stay with your child, and keep them still if they may be hurt.',
      'Put the phone on speaker and follow what the dispatcher or poison specialist tells you.',
      'Keep any container, packet or object nearby to show the experts.',
    ],
    avoid: ['Do not make your child throw up.', 'Do not wait to see whether it gets better.'],
    why: 'When it might be an emergency, the experts on the phone can tell you within minutes what to do.',
    kidWhy: 'Grown-ups and emergency helpers know what to do.',
  },
  emergency: {
    title: 'An Emergency: Call Now',
    call: 'emergency',
    first: (c) => `Call ${c.emergency} now. Put the phone on speaker and follow what the dispatcher tells you.`,
    steps: [
      'Not breathing or not waking up: start CPR if you know how, and the dispatcher will guide you.',
      'A seizure: lay your child on their side, move hard things away, put nothing in the mouth, and time it.',
      'Heavy bleeding: press firmly on the wound with a clean cloth and keep pressing.',
      'Electric shock: turn off the power before you touch your child.',
    ],
    avoid: ['Do not leave your child alone.', 'Do not give food or drink.'],
    why: 'In an emergency, help on the phone starts right away, before the ambulance arrives.',
    kidWhy: 'Grown-ups and emergency helpers know what to do.',
  },
};

function leadingCall(copy: UrgentCopy, c: EmergencyContacts): string {
  return copy.first(c);
}

function links(topic: UrgentTopic, c: EmergencyContacts): Link[] {
  const out: Link[] = [];
  if (topic === 'self-harm') out.push({ title: c.crisis.name.replace(/^the /, ''), link: c.crisis.source, snippet: `Free, confidential support: ${crisisLinePhrase(c)}.` });
  if (topic === 'abuse' && !('fallback' in c.childProtection)) out.push({ title: c.childProtection.name.replace(/^the /, ''), link: c.childProtection.source, snippet: `Advice and reporting: ${childProtectionPhrase(c)}.` });
  if (['poison', 'button-battery', 'magnet', 'swallowed-object', 'general'].includes(topic) && !('fallback' in c.poison)) {
    out.push({ title: c.poison.name.replace(/^the /, ''), link: c.poison.source, snippet: `Poison experts, ${c.poison.hours ?? 'day and night'}: ${poisonHelpPhrase(c)}.` });
  }
  if (topic === 'poison') out.push({ title: c.crisis.name.replace(/^the /, ''), link: c.crisis.source, snippet: `If it may have been on purpose: ${crisisLinePhrase(c)}.` });
  return out;
}

export function buildUrgentParentLesson(question: string, topic: UrgentTopic, c: EmergencyContacts): LessonContent {
  const copy = COPY[topic];
  const sections: Section[] = [
    { title: 'Do This Now', content: leadingCall(copy, c), funFact: { title: 'Why now', text: copy.why } },
    { title: 'While You Wait', content: copy.steps.join(' '), funFact: { title: 'Follow the experts', text: 'If the dispatcher or poison specialist tells you something different, do what they say.' } },
    { title: 'What Not to Do', content: copy.avoid.join(' '), funFact: { title: 'Afterwards', text: 'When your child is safe, tell their doctor what happened.' } },
  ];
  return safetyLesson(question, 'parent', {
    pageTitle: copy.title,
    quickAnswer: `${leadingCall(copy, c)} ${copy.steps[0]}`,
    recap: 'This sounds urgent, so here is what to do right now instead of a guide. Do not wait and watch.',
    takeaways: [
      copy.call === 'crisis' ? `Danger now: call ${c.emergency}. Crisis support: ${crisisLinePhrase(c)}.`
        : copy.call === 'poison' ? `Call for help now: ${poisonHelpPhrase(c).replace(/^call /, '')}, or ${c.emergency} if your child is hard to wake or struggling to breathe.`
          : `Call ${c.emergency} or go to the emergency room now.`,
      ...copy.avoid.slice(0, 1),
      'Stay with your child and follow the expert on the phone.',
    ],
    sections,
    links: links(topic, c),
  });
}

const KID_TOLD: Record<'little' | 'young' | 'older', (c: EmergencyContacts) => string> = {
  little: (c) => `Tell a grown-up right now! Run and find one fast. If no grown-up is near, call ${c.emergency}.`,
  young: (c) => `Please tell a grown-up right now. This is important, and you are not in trouble. If you can't find a grown-up, call ${c.emergency}.`,
  older: (c) => `Tell a trusted adult right now, and don't wait. You are not in trouble for asking. If no adult is near, call ${c.emergency}.`,
};

/** A child who may be alone with a grown-up in danger ("mummy won't wake up"): the number comes first. */
const KID_CALLS: Record<'little' | 'young' | 'older', (c: EmergencyContacts) => string> = {
  little: (c) => `Call ${c.emergency} now. Say what is wrong and say your address. Stay on the phone. The helper will tell you what to do.`,
  young: (c) => `Call ${c.emergency} now. Tell them what is wrong and say your address. Stay on the phone and do what the helper says. If another grown-up is near, get them too.`,
  older: (c) => `Call ${c.emergency} now. Say what happened and give your address. Stay on the phone and follow what the dispatcher tells you. If another adult is near, get them too.`,
};

export interface UrgentKidOptions {
  /** The child may be alone with a grown-up in danger: lead with the number, not "tell a grown-up". */
  callFirst?: boolean;
}

export function buildUrgentKidLesson(question: string, age: AgeRange, topic: UrgentTopic, c: EmergencyContacts, options: UrgentKidOptions = {}): LessonContent {
  const reader = readerOf(age);
  const copy = COPY[topic];
  let quickAnswer = options.callFirst ? KID_CALLS[reader](c) : KID_TOLD[reader](c);
  if (topic === 'self-harm') {
    quickAnswer = reader === 'little'
      ? 'You matter so much. Please go to a grown-up you love right now and tell them how you feel.'
      : reader === 'young'
        ? `You matter, and asking was the right thing to do. Please tell a grown-up you trust how you feel, right now. If you might get hurt, call ${c.emergency}.`
        : `You matter, and reaching out was the right thing to do. Please tell a trusted adult right now. If you might hurt yourself, call ${c.emergency}, or ${crisisLinePhrase(c)} to talk to someone who cares.`;
  } else if (topic === 'abuse') {
    quickAnswer = reader === 'little'
      ? 'Thank you for telling. Nobody is allowed to hurt you. Tell a grown-up you trust right now.'
      : reader === 'young'
        ? `Thank you for asking. Nobody is allowed to hurt you, and it is never your fault. Tell a grown-up you trust right now. If you are in danger, call ${c.emergency}.`
        : `Thank you for reaching out. No one has the right to hurt you, and it is never your fault. Tell a trusted adult as soon as you can. If you are in danger right now, call ${c.emergency}.`;
  }
  const sections: Section[] = [
    {
      title: 'Get a Grown-Up Now',
      content: reader === 'little'
        ? 'Go to a grown-up. Say what happened. Use your loud voice if you need to.'
        : reader === 'young'
          ? 'Find your mom, dad, a teacher or another grown-up you trust. Tell them exactly what happened. They will know who to call.'
          : `Find a parent, teacher, coach or another adult you trust, and tell them exactly what happened. ${copy.kidWhy}`,
      funFact: { title: 'You did the right thing', text: 'Asking for help is brave and smart.' },
    },
    {
      title: 'If No Grown-Up Is Near',
      content: reader === 'little'
        ? `Call ${c.emergency}. Tell them your name and where you are.`
        : `Call ${c.emergency}. Say what happened and where you are, and listen to the helper on the phone.`,
      funFact: { title: 'Helpers are ready', text: `The people who answer ${c.emergency} help children every day.` },
    },
  ];
  if (topic === 'self-harm' && reader === 'older') {
    sections.push({ title: 'Someone to Talk To', content: `You can ${crisisLinePhrase(c)} any time, day or night, to talk with someone who cares.`, funFact: { title: 'You are not alone', text: 'Many young people feel this way, and they get better with help.' } });
  }
  if (options.callFirst) sections.reverse();
  return safetyLesson(question, 'kids', {
    pageTitle: topic === 'self-harm' ? 'You Matter: Let\'s Get You Help' : options.callFirst ? `Call ${c.emergency} Now` : 'Tell a Grown-Up Right Now',
    quickAnswer,
    recap: reader === 'older' ? 'This sounds like it needs help right now, not a lesson.' : 'This needs a grown-up right now.',
    takeaways: options.callFirst ? [`Call ${c.emergency} now.`, 'Say your address.', 'Stay on the phone.']
      : reader === 'little'
      ? ['Tell a grown-up now.', `No grown-up near? Call ${c.emergency}.`]
      : ['Tell a trusted grown-up right now.', `If no grown-up is near, call ${c.emergency}.`, 'You are not in trouble for asking.'],
    sections,
    links: topic === 'self-harm' && reader === 'older' ? links(topic, c) : [],
  });
}
