import type { AgeRange, LessonContent } from '@wonderkin/shared';
import type { SensitiveTopic } from '../triage';
import { readerOf, safetyLesson, type Reader, type Section } from './shell';

// The big questions children ask (CONTENT.md): death, where babies come from, divorce, scary news, bodies.
// A gentle, true, age-fitted answer that invites talking with a grown-up, following the mainstream advice of
// pediatric and child-development bodies (AAP HealthyChildren, Child Mind Institute, Sesame Workshop): simple,
// honest words ("died", not "went to sleep"), short answers the child can build on, feelings welcomed, and a
// grown-up who keeps the conversation going. For a parent, how to have that conversation.

interface SensitiveCopy {
  title: string;
  kid: Record<Reader, string>;
  sections: Record<Reader, { title: string; content: string }[]>;
  talk: Record<Reader, string>;
  parent: { title: string; quickAnswer: string; sections: { title: string; content: string }[] };
}

const COPY: Record<SensitiveTopic, SensitiveCopy> = {
  death: {
    title: 'When Someone Dies',
    kid: {
      little: 'When someone dies, their body stops working. They can\'t feel hurt or sad anymore. It\'s OK to feel sad. Ask a grown-up for a big hug.',
      young: 'When a person or a pet dies, their body stops working and can\'t start again. They don\'t feel pain anymore. Feeling sad, mad or mixed up is OK. A grown-up who loves you can tell you what happened.',
      older: 'When someone dies, their body stops working completely and can\'t start again. People usually die because of a very serious illness, a bad injury, or a body that is very old. Sadness, anger and even feeling numb are all normal. An adult in your family can tell you what happened.',
    },
    sections: {
      little: [
        { title: 'Big Feelings Are OK', content: 'You might feel sad. You might cry. That is OK. Grown-ups feel sad too.' },
        { title: 'Remember Together', content: 'You can draw a picture. You can talk about happy times. That helps your heart.' },
      ],
      young: [
        { title: 'Big Feelings Are OK', content: 'You might feel sad, mad, scared or all of them at once. Feelings can come and go. Crying is OK, and so is playing.' },
        { title: 'Ways to Remember', content: 'Look at photos, draw a picture, or tell a story about the person or pet. Sharing memories helps.' },
      ],
      older: [
        { title: 'Grief Comes and Goes', content: 'Grief is the name for the feelings after a death. It can come in waves, and it is different for everyone. It\'s fine to have good days too.' },
        { title: 'Ways to Remember', content: 'Make a memory box, write a letter, or share stories with family. Remembering someone keeps their love with you.' },
      ],
    },
    talk: {
      little: 'Ask a grown-up to sit with you and talk.',
      young: 'Ask a grown-up your questions. There are no wrong questions.',
      older: 'Talk with a parent, relative or school counselor. Asking questions helps.',
    },
    parent: {
      title: 'Talking With Your Child About Death',
      quickAnswer: 'Use simple, honest words. Say the person "died" and that their body stopped working. Avoid "went to sleep" or "went away", which can confuse or frighten children. Answer the question asked, briefly and truthfully. Let your child see that you are sad too, and keep daily routines steady.',
      sections: [
        { title: 'What Helps', content: 'Give short, true answers your child can come back to. Name feelings, keep routines, and let your child choose how to say goodbye. Reassure them about who will care for them.' },
        { title: 'When to Get More Help', content: 'If months later your child still cannot manage school, sleep or play, or talks about wanting to die, talk to your pediatrician or a child mental-health professional.' },
      ],
    },
  },
  babies: {
    title: 'Where Do Babies Come From?',
    kid: {
      little: 'A baby grows in a safe, warm place inside a mom. The baby grows for a long time. Then it is born! Ask a grown-up to tell you more.',
      young: 'A baby starts when a tiny egg from a woman\'s body and a tiny sperm from a man\'s body join together. The baby grows in the uterus, a special place inside the mother, for about nine months. Then it is born. Your grown-ups can tell you more.',
      older: 'A baby begins when a sperm cell and an egg cell join, which is called fertilization. The fertilized egg grows in the uterus for about nine months before birth. Families can also have babies with help from doctors, or by adoption. Ask a parent or another trusted adult your questions.',
    },
    sections: {
      little: [
        { title: 'Growing Inside', content: 'A baby starts very, very tiny. It grows bigger and bigger inside the mom.' },
        { title: 'Families Are Different', content: 'Some families grow with a new baby. Some families adopt. All kinds of families are full of love.' },
      ],
      young: [
        { title: 'Growing Inside', content: 'At first the baby is smaller than a grain of rice. It grows and grows, and the mother\'s belly gets bigger.' },
        { title: 'Families Are Different', content: 'Some babies are born into a family, and some join by adoption. Every kind of family can be full of love.' },
      ],
      older: [
        { title: 'Nine Months of Growing', content: 'The baby gets food and oxygen from the mother through the placenta and umbilical cord. By birth, it has grown from one cell to billions.' },
        { title: 'Many Ways to Make a Family', content: 'Families form in many ways, including adoption, foster care, and help from doctors. Every family can be full of love.' },
      ],
    },
    talk: {
      little: 'Your grown-ups love your questions. Ask them!',
      young: 'Ask your grown-ups. They can tell you about the day you were born or joined your family.',
      older: 'Parents, doctors and school health classes can answer more questions.',
    },
    parent: {
      title: 'Talking With Your Child About Where Babies Come From',
      quickAnswer: 'Answer the question your child asked, simply and truthfully, using the correct names for body parts (such as uterus, penis and vulva). Young children are usually satisfied with a short answer; older children may ask more. Calm, honest answers teach them they can come to you with anything.',
      sections: [
        { title: 'By Age', content: 'Preschoolers: "Babies grow in a special place inside the mother called the uterus." Early school years: an egg and a sperm join. Preteens: more detail, puberty and consent.' },
        { title: 'Body Safety Too', content: 'Correct names for body parts help children tell you if something ever happens that worries them. Teach that private parts are private and that they can always tell you.' },
      ],
    },
  },
  divorce: {
    title: 'When Parents Split Up',
    kid: {
      little: 'Sometimes grown-ups decide not to live together anymore. It is not because of you. Your grown-ups still love you very much.',
      young: 'Sometimes parents decide to live in different homes. This is a grown-up choice, and it is never the child\'s fault. Both parents can still love you and take care of you.',
      older: 'Divorce or separation is a decision adults make about their own relationship. It is never caused by a child, and you can\'t fix it. Lots of feelings are normal, and you can love both parents.',
    },
    sections: {
      little: [
        { title: 'Not Your Fault', content: 'You did not make this happen. Nothing you did or said caused it.' },
        { title: 'Still Loved', content: 'Your grown-ups still love you. They will keep taking care of you.' },
      ],
      young: [
        { title: 'Not Your Fault', content: 'Kids sometimes think they caused it. They didn\'t. This is about the grown-ups.' },
        { title: 'Feelings Are OK', content: 'You might feel sad, angry or worried. You can tell your parents how you feel.' },
      ],
      older: [
        { title: 'Not Your Job', content: 'It is not your job to fix things or carry messages between parents. You can say so.' },
        { title: 'Your Feelings Count', content: 'Sadness, anger and relief can all show up. Talking to a parent, relative or school counselor helps.' },
      ],
    },
    talk: {
      little: 'Tell a grown-up how you feel.',
      young: 'Tell your parents or a teacher how you feel.',
      older: 'A school counselor is a good person to talk to as well.',
    },
    parent: {
      title: 'Talking With Your Child About Separation or Divorce',
      quickAnswer: 'Tell your child together if you can, in simple words. Say that you will live in different homes, that it is a grown-up decision and never their fault, and that you both love them. Explain what will change and what will stay the same, and keep routines steady.',
      sections: [
        { title: 'What Helps', content: 'Keep conflict away from your child, never ask them to carry messages or take sides, and let them love both parents.' },
        { title: 'When to Get More Help', content: 'If your child\'s sleep, school or mood stay troubled for weeks, talk to your pediatrician or a family therapist.' },
      ],
    },
  },
  'scary-news': {
    title: 'When the News Feels Scary',
    kid: {
      little: 'Sometimes grown-ups talk about scary things. You are safe. Your grown-ups take care of you. Ask them for a hug.',
      young: 'Sometimes the news shows scary things, like fighting or storms. It is OK to feel worried. Lots of helpers are working to keep people safe. Ask a grown-up about it.',
      older: 'News about wars, violence or disasters can feel overwhelming. It\'s normal to feel worried. Many people are working to help, and a trusted adult can help you sort out what is true and what it means for you.',
    },
    sections: {
      little: [
        { title: 'You Are Safe', content: 'Grown-ups work hard to keep you safe. You can tell them if you feel scared.' },
        { title: 'Look for Helpers', content: 'When something bad happens, lots of helpers come to help.' },
      ],
      young: [
        { title: 'Look for the Helpers', content: 'When something bad happens, firefighters, doctors and neighbors come to help.' },
        { title: 'Take a Break', content: 'It is OK to turn off the news and play, read or draw.' },
      ],
      older: [
        { title: 'Look for the Helpers', content: 'In every disaster, people come to help: rescue workers, doctors and volunteers. You can find ways to help too.' },
        { title: 'Take Breaks From the News', content: 'Too much news can make worry bigger. It\'s fine to take breaks and do things you enjoy.' },
      ],
    },
    talk: {
      little: 'Tell a grown-up if you feel scared.',
      young: 'Ask a grown-up your questions about the news.',
      older: 'Talk it over with a parent, teacher or school counselor.',
    },
    parent: {
      title: 'Talking With Your Child About Scary News',
      quickAnswer: 'Ask what your child has heard and how they feel, correct misunderstandings with simple facts, and reassure them about their own safety. Limit exposure to news images, especially for young children, and point out the helpers.',
      sections: [
        { title: 'By Age', content: 'Young children need reassurance and routine more than facts. Older children can handle more detail and may want to help.' },
        { title: 'When to Get More Help', content: 'If worry keeps your child from sleeping, going to school or playing for weeks, talk to your pediatrician or a mental-health professional.' },
      ],
    },
  },
  bodies: {
    title: 'Our Amazing Bodies',
    kid: {
      little: 'All bodies are good bodies. Some parts are private. They are the parts your swimsuit covers. Ask a grown-up your body questions.',
      young: 'Boys\' and girls\' bodies have some different parts, and all bodies change as they grow. The parts covered by a swimsuit are private. Your grown-ups are the best people to ask about your body.',
      older: 'Puberty is when a child\'s body starts changing into an adult\'s body, usually somewhere between about 8 and 14. Hair grows in new places, voices can change, and girls start having periods. Every body changes on its own schedule, and a parent, doctor or school nurse can answer your questions.',
    },
    sections: {
      little: [
        { title: 'Private Parts', content: 'No one should touch your private parts. A grown-up may help you wash, and a doctor may check you with your grown-up there.' },
        { title: 'Tell a Grown-Up', content: 'If anyone makes you feel worried about your body, tell a grown-up you trust.' },
      ],
      young: [
        { title: 'Private Parts', content: 'Your private parts are the parts covered by a swimsuit. Nobody should touch them or ask you to keep a secret about your body.' },
        { title: 'Growing and Changing', content: 'Bodies change as kids grow. That is normal and healthy.' },
      ],
      older: [
        { title: 'Everyone Changes', content: 'Puberty starts at different ages for different people. Being earlier or later than friends is normal.' },
        { title: 'Your Body Belongs to You', content: 'You can say no to touch you don\'t want. If anyone pressures you, tell a trusted adult.' },
      ],
    },
    talk: {
      little: 'Ask a grown-up you love your body questions.',
      young: 'Ask your grown-ups. Body questions are good questions.',
      older: 'A parent, doctor or school nurse can answer more.',
    },
    parent: {
      title: 'Talking With Your Child About Bodies and Puberty',
      quickAnswer: 'Use the correct names for body parts from early on, answer questions simply and calmly, and talk about puberty before it starts. Teach body safety: private parts are private, no secrets about touching, and they can always tell you.',
      sections: [
        { title: 'By Age', content: 'Preschoolers: names of body parts and body safety. School age: bodies change as they grow. Preteens: puberty, periods, hygiene and feelings.' },
        { title: 'Where to Turn', content: 'Your pediatrician can answer questions about development and puberty for you and your child.' },
      ],
    },
  },
  general: {
    title: 'A Big Question to Talk About Together',
    kid: {
      little: 'That is a big question. Big questions are good! Ask a grown-up who loves you to talk about it with you.',
      young: 'That is a big, important question. Some questions are best talked about with a grown-up you trust, like a parent or a teacher. They can answer it in a way that fits you.',
      older: 'That is a big question, and a good one to ask. Talk it over with a parent, a relative, a teacher or a school counselor: they know you and can answer honestly and help with any feelings it brings up.',
    },
    sections: {
      little: [
        { title: 'Ask a Grown-Up', content: 'Go to a grown-up you love. Ask your question. They will help.' },
        { title: 'Feelings Are OK', content: 'You might feel worried or sad. That is OK. A hug can help.' },
      ],
      young: [
        { title: 'Ask a Grown-Up', content: 'Your grown-ups want to hear your questions, even the hard ones. There are no wrong questions.' },
        { title: 'Feelings Are OK', content: 'Big questions can bring big feelings. Talking about them helps.' },
      ],
      older: [
        { title: 'Who to Talk To', content: 'A parent, a relative, a teacher or a school counselor can answer honestly and help you think it through.' },
        { title: 'Feelings Are OK', content: 'Hard questions can bring worry, sadness or anger. Saying them out loud to someone you trust helps.' },
      ],
    },
    talk: {
      little: 'Ask a grown-up you love.',
      young: 'Ask a grown-up you trust.',
      older: 'Talk it over with a trusted adult.',
    },
    parent: {
      title: 'Talking With Your Child About Big Questions',
      quickAnswer: 'Find out first what your child already knows and what they are really asking. Then answer simply and honestly, at their level, and check how they feel. Short, true answers they can come back to work better than one long talk.',
      sections: [
        { title: 'What Helps', content: 'Stay calm, name feelings, and keep routines steady. Tell your child they can always come back with more questions.' },
        { title: 'When to Get More Help', content: 'If worries or sadness last for weeks, or get in the way of sleep, school or play, talk to your pediatrician or a child mental-health professional.' },
      ],
    },
  },
};

const FEELING: Section['funFact'] = { title: 'You can always ask', text: 'There are no silly questions about big things.' };

export function buildSensitiveLesson(question: string, age: AgeRange, topic: SensitiveTopic, parentAsking: boolean): LessonContent {
  const copy = COPY[topic];
  if (parentAsking) {
    return safetyLesson(question, 'parent', {
      pageTitle: copy.parent.title,
      quickAnswer: copy.parent.quickAnswer,
      recap: 'A big question: here is mainstream advice from pediatric and child-development guidance on how to talk about it.',
      takeaways: [copy.parent.quickAnswer.split(/(?<=\.)\s/)[0], 'Short, honest answers your child can come back to.', 'Feelings are welcome, yours and theirs.'],
      sections: copy.parent.sections.map((s) => ({ ...s, funFact: { title: 'Keep talking', text: 'One talk is a start: children come back with more questions as they grow.' } })),
      links: [
        { title: 'HealthyChildren.org (American Academy of Pediatrics)', link: 'https://www.healthychildren.org/', snippet: 'Pediatrician-reviewed guidance on talking with children about hard topics.' },
        { title: 'Child Mind Institute', link: 'https://childmind.org/', snippet: 'Clinician-written advice on helping children with big feelings and hard news.' },
      ],
    });
  }
  const reader = readerOf(age);
  return safetyLesson(question, 'kids', {
    pageTitle: copy.title,
    quickAnswer: copy.kid[reader],
    recap: reader === 'little' ? 'You asked a big question. Big questions are good!' : 'You asked a big, important question. It is a good one to talk about with a grown-up too.',
    takeaways: [copy.talk[reader], reader === 'little' ? 'All feelings are OK.' : 'All feelings are OK, and you are not alone with them.'],
    sections: copy.sections[reader].map((s) => ({ ...s, funFact: FEELING })),
  });
}
