import type { Source, WeeklyLesson } from './types';

// Weekly lessons 1-17 (issue 8): the spec's social-emotional and life-skills topics first. Each story is written for
// the youngest child of the range (CONTENT.md reading levels); every number, name and research claim is sourced.

const READ = '2026-11-23';
const p = (...paragraphs: string[]) => paragraphs.join('\n\n');

// Sources used by more than one lesson.
const CASEL_FRAMEWORK: Source = {
  claim: 'The CASEL framework names five core social and emotional competencies: self-awareness (understanding one\'s own emotions, thoughts and values), self-management (managing emotions, thoughts and behaviors, including stress), social awareness (understanding and empathising with others, including people from diverse backgrounds and cultures), relationship skills (communicating clearly, listening, cooperating, and building healthy relationships) and responsible decision-making.',
  title: 'CASEL: What Is the CASEL Framework?',
  url: 'https://casel.org/fundamentals-of-sel/what-is-the-casel-framework/',
  read: READ,
  authority: 'governing-body',
};

const MCC_EMPATHY: Source = {
  claim: 'Making Caring Common, a project of the Harvard Graduate School of Education, advises parents to model empathy, give children regular chances to practice caring for others, widen their circle of concern to people beyond family and friends, and help them manage strong feelings.',
  title: 'Making Caring Common (Harvard Graduate School of Education): 5 Tips for Cultivating Empathy',
  url: 'https://mcc.gse.harvard.edu/resources-for-families/5-tips-cultivating-empathy',
  read: READ,
  authority: 'university',
};

const AAP_FAMILY_MEDIA_PLAN: Source = {
  claim: 'HealthyChildren.org, the AAP\'s parenting site, hosts the free AAP Family Media Plan, which helps families agree screen-free times and places (such as meals and bedrooms overnight), content choices and rules together, and review them as children grow.',
  title: 'HealthyChildren.org (AAP): Media and the Family Media Plan',
  url: 'https://www.healthychildren.org/English/media/Pages/default.aspx',
  read: READ,
  authority: 'public-health',
  asOf: '2026-11',
};

const COMMON_SENSE_DIGITAL_CITIZENSHIP: Source = {
  claim: 'Common Sense Education\'s free K-12 Digital Citizenship Curriculum covers six topics: media balance and well-being, privacy and security, digital footprint and identity, relationships and communication, cyberbullying, digital drama and hate speech, and news and media literacy. Its youngest lessons compare staying safe online with staying safe in the real world: ask a parent first, talk only with people you know, and keep private information private.',
  title: 'Common Sense Education: Digital Citizenship Curriculum',
  url: 'https://www.commonsense.org/education/digital-citizenship',
  read: READ,
  authority: 'governing-body',
  asOf: '2026-11',
};

const CFPB_SCHOOL_AGE: Source = {
  claim: 'The CFPB Money as You Grow pages for school-age children and preteens (ages 6 to 12) suggest telling them: you can earn money through an allowance or by doing jobs for the family or others; you can start a habit of putting money aside for things you want; shop around and compare prices before you buy; taking out a loan means paying back what you borrow, plus interest; and keep personal information private.',
  title: 'Consumer Financial Protection Bureau: Money as You Grow, School-age children and preteens',
  url: 'https://www.consumerfinance.gov/consumer-tools/money-as-you-grow/school-age-children-preteens/',
  read: READ,
  authority: 'governing-body',
};

export const lessonsA: WeeklyLesson[] = [
  // ── Week 1 ────────────────────────────────────────────────────────────────────────────────────────────────────
  {
    id: 'emotional-intelligence',
    week: 1,
    title: 'Emotional Intelligence',
    description: 'Name big feelings, notice them in other people, and find calm ways to handle them.',
    ages: { min: 4, max: 12 },
    story: {
      title: 'The Tower That Fell',
      text: p(
        `Leo built a tall tower of blocks. It was the best tower he had ever made. Then his little sister Ruby bumped it. Crash! The blocks fell all over the rug.`,
        `Leo felt hot in his face. His hands made tight fists. He wanted to yell.`,
        `Dad sat down next to him. "Your face looks red. Your hands are tight," he said. "What are you feeling?"`,
        `"I am mad!" said Leo. "She broke my tower!"`,
        `"That makes sense," said Dad. "You worked hard on it. It is OK to feel mad. It is not OK to hurt. What can help?"`,
        `Leo took a big, slow breath. Then one more. His hands got soft again.`,
        `He looked at Ruby. Her lip shook. She looked sad and scared.`,
        `"Ruby feels bad too," said Leo. "She did not mean it."`,
        `"You saw how she feels," said Dad. "That is kind."`,
        `Leo gave Ruby a block. "Do you want to help me make a new one?" he asked.`,
        `Ruby smiled. They built the new tower side by side. This time it had a door, just big enough for Ruby's toy bear.`,
      ),
    },
    characters: ['Leo', 'Ruby'],
    forGrownUps:
      'Emotional intelligence starts with naming feelings, noticing them in others and choosing what to do with them. The CASEL framework counts self-awareness, self-management and social awareness among its core skills. Name what you see before you fix anything: your fists are tight, you look mad. Accept every feeling, and set calm limits on hurtful actions.',
    activities: [
      {
        title: 'Feelings face mirror',
        materials: ['a mirror', 'paper', 'crayons'],
        steps: [
          'Sit in front of the mirror together and take turns making a face for a feeling: happy, sad, mad, scared or surprised.',
          'The other person guesses the feeling and says which clue gave it away: eyebrows, mouth, eyes or hands.',
          'Draw one of the faces and say or write the feeling word under it.',
          'Talk about a time each of you felt that way and what helped.',
        ],
        note: 'For the youngest, use four feelings and point out the clue for them. Older children can add trickier words such as frustrated, nervous, proud or disappointed, and act out two feelings at once.',
      },
      {
        title: 'Feelings thermometer',
        materials: ['paper', 'crayons', 'a clothes peg or paper clip'],
        steps: [
          'Draw a tall thermometer. Color the bottom green for calm, the middle yellow for a bit upset and the top red for very upset.',
          'Once a day, each family member clips the peg at their level and names the feeling.',
          'Together, list one calm-down idea for each color, such as a hug, a slow breath, a quiet corner or a walk with a grown-up.',
          'When someone is in the red, try one of the ideas together before talking about the problem.',
        ],
        note: 'Young children can point instead of naming. Older children can notice what pushes their level up and plan what they will do next time.',
      },
    ],
    conversationStarters: [
      'What does your body feel like when you are mad?',
      'How can you tell when a friend is sad?',
      'What helps you feel calm again after a big feeling?',
      'When did you feel proud this week?',
      'What could you say to someone who looks upset?',
    ],
    sources: [CASEL_FRAMEWORK, MCC_EMPATHY],
  },

  // ── Week 2 ────────────────────────────────────────────────────────────────────────────────────────────────────
  {
    id: 'kindness-and-gratitude',
    week: 2,
    title: 'Kindness & Gratitude',
    description: 'Notice the good things people do, say thank you, and pass the kindness on.',
    ages: { min: 3, max: 10 },
    story: {
      title: 'The Thank-You Jar',
      text: p(
        `It was a rainy day. Maya could not play outside. She felt grumpy.`,
        `"Nothing good happened today," she said.`,
        `Grandpa smiled. He got an empty jar and some paper. "Let's look for good things," he said. "Each time we find one, we put a note in the jar."`,
        `Maya thought. "Mom made pancakes," she said. Grandpa drew a pancake on a note. In it went.`,
        `"My brother Sam let me use his red crayon." In went a red note.`,
        `"You read me a book." In went a note with a book on it.`,
        `Soon the jar had lots of notes. Maya did not feel grumpy now. She felt warm inside.`,
        `"Can I make a note for someone else?" she asked.`,
        `She drew a big heart for Sam. Then she gave it to him. "Thank you for the red crayon," she said.`,
        `Sam grinned. "You can use it again tomorrow," he said.`,
        `That night, Maya looked at the jar. "Good things were there all day," she said. "I just had to look for them."`,
      ),
    },
    characters: ['Maya', 'Sam'],
    forGrownUps:
      'The Greater Good Science Center at UC Berkeley describes gratitude in two steps. First we notice the good things in our lives, then we see that other people helped bring them. Children learn it best by hearing you give specific thanks out loud, every day. Say what someone did and how it helped: thank you for holding the door, my hands were full.',
    activities: [
      {
        title: 'Our thank-you jar',
        materials: ['a clean jar or box', 'scraps of paper', 'crayons or pencils'],
        steps: [
          'Each evening, everyone adds one note about something good from the day.',
          'Young children draw their good thing; a grown-up can write the words next to it.',
          'Once a week, read all the notes out loud together.',
          'Choose one note and go and say thank you to the person in it.',
        ],
        note: 'For ages 3 and 4, draw together and keep it to one note. Older children can write who helped and how, and hunt for small kindnesses that are easy to miss.',
      },
      {
        title: 'Kindness surprise mission',
        materials: ['paper slips', 'crayons', 'a small bag or bowl'],
        steps: [
          'Draw or write simple kind acts on slips of paper: make a card, share a toy, help set the table, give a compliment.',
          'Each morning, pick one slip from the bag.',
          'Do the kind act sometime that day.',
          'At bedtime, talk about how it felt and how the other person reacted.',
        ],
        note: 'Younger children can do the act with a grown-up. Older children can invent their own missions, including kind acts for neighbors or classmates.',
      },
    ],
    conversationStarters: [
      'What was the best part of your day, and who helped make it happen?',
      'How do you feel when someone says thank you to you?',
      'What is something kind you could do for someone tomorrow?',
      'Who is someone you are glad to have in your life, and why?',
      'What small thing made you smile today?',
    ],
    sources: [
      {
        claim: 'The Greater Good Science Center at UC Berkeley describes gratitude (drawing on Robert Emmons) as having two parts: first, an affirmation of goodness, recognizing the good things and gifts we have received; second, recognizing that other people, or sources outside ourselves, helped give them to us.',
        title: 'Greater Good Science Center (UC Berkeley): Gratitude Definition, What Is Gratitude?',
        url: 'https://greatergood.berkeley.edu/topic/gratitude/definition',
        read: READ,
        authority: 'university',
      },
      MCC_EMPATHY,
    ],
  },

  // ── Week 3 ────────────────────────────────────────────────────────────────────────────────────────────────────
  {
    id: 'mindfulness-and-breathing',
    week: 3,
    title: 'Mindfulness & Breathing',
    description: 'Slow belly breaths and noticing the here and now help children settle big feelings.',
    ages: { min: 3, max: 12 },
    story: {
      title: 'The Balloon Breath',
      text: p(
        `Nia and her mom were at the park. A big truck went by. HONK! Nia jumped. Her heart went thump, thump, thump. Her breath went fast.`,
        `Mom knelt down. "Let's make a balloon," she said.`,
        `"We don't have a balloon," said Nia.`,
        `"Your tummy can be the balloon," said Mom. "Put your hands on it. Breathe in slowly through your nose. Feel it fill up, big and round."`,
        `Nia breathed in. Her tummy went out under her hands.`,
        `"Now let the air out slowly, like a balloon going down. Whoosh."`,
        `Nia let the air out. Whoosh. They did it again. And again. Nia's heart slowed down. Her hands felt still.`,
        `"Now let's notice," said Mom. "What can you hear?"`,
        `Nia listened. "A bird. The wind. The truck is gone now."`,
        `"What can you feel?"`,
        `"The grass. It tickles my legs."`,
        `Nia smiled. "My balloon helped," she said. "I can make it any time I want."`,
        `That night in bed, Nia put her hands on her tummy. She made one more slow balloon breath. Then she fell asleep.`,
      ),
    },
    characters: ['Nia'],
    forGrownUps:
      'Mindfulness means paying calm attention to what is happening right now, such as your breath or the sounds around you. The NHS suggests slow, gentle breaths in through the nose and out through the mouth to ease stress. Practice when everyone is calm, so the skill is ready when feelings run high. Breathe along with your child, because children copy what they see.',
    activities: [
      {
        title: 'Teddy belly breathing',
        materials: ['a soft toy', 'a rug or bed to lie on'],
        steps: [
          'Lie on your back and put the soft toy on your tummy.',
          'Breathe in slowly through your nose and watch the toy rise.',
          'Breathe out slowly through your mouth and watch the toy sink.',
          'Do a few slow breaths, then lie still and notice how your body feels.',
        ],
        note: 'For the youngest, count three breaths out loud for them. Older children can count to five on the way in and five on the way out, without holding their breath, and use it before a test or at bedtime.',
      },
      {
        title: 'Noticing walk',
        materials: ['comfortable shoes', 'paper and crayons for afterwards'],
        steps: [
          'Go for a slow walk with a grown-up, indoors, in a garden or in a park.',
          'Stop three times. At each stop, name one thing you can see, one you can hear and one you can feel.',
          'Take one slow breath together before you walk on.',
          'Back home, draw your favorite thing you noticed.',
        ],
        note: 'Young children can name one thing at each stop. Older children can try to notice something nobody else spotted, or sit still for a whole minute and count the sounds they hear.',
      },
    ],
    conversationStarters: [
      'Where in your body do you feel it when you are worried?',
      'What sounds can you hear right now if we stay very still?',
      'When could you use a balloon breath this week?',
      'What helps your body feel calm and slow?',
      'How does your breathing change after you run and play?',
    ],
    sources: [
      {
        claim: 'The NHS breathing exercise for stress: find a comfortable position, breathe in slowly and gently through the nose, letting the breath flow deep into the belly without forcing it, and breathe out through the mouth; counting steadily from one to five on each breath can help. It can be done anywhere and works best as a regular daily habit.',
        title: 'NHS: Breathing exercises for stress',
        url: 'https://www.nhs.uk/mental-health/self-help/guides-tools-and-activities/breathing-exercises-for-stress/',
        read: READ,
        authority: 'public-health',
      },
      CASEL_FRAMEWORK,
    ],
    simplifications: ['"Your tummy is a balloon": the lungs fill with air and the belly moves out as the diaphragm moves down.'],
  },

  // ── Week 4 ────────────────────────────────────────────────────────────────────────────────────────────────────
  {
    id: 'growth-mindset',
    week: 4,
    title: 'Growth Mindset',
    description: 'Skills grow with practice: praise effort and new strategies, and add the word yet.',
    ages: { min: 5, max: 12 },
    story: {
      title: 'Not Yet',
      text: p(
        `Omar wanted to tie his own shoes. His big sister Lina could do it fast. Loop, swoop, pull!`,
        `Omar tried. The laces went floppy. He tried again. They fell apart.`,
        `"I can't do it!" said Omar. He threw the shoe on the floor. "I'm bad at this."`,
        `Lina sat next to him. "You can't do it yet," she said. "Yet means you are still learning. Let's try a new way. Make two bunny ears first."`,
        `Omar made one bunny ear. Then two. He crossed them. They slipped.`,
        `"Hmm," said Omar. "Maybe I should hold them tighter."`,
        `He tried again, slowly. He held the ears tight. He crossed them and pulled.`,
        `A bow! A floppy one, but a bow.`,
        `"I did it!" he shouted.`,
        `"You kept going, and you tried a new way," said Lina. "That is how you learn."`,
        `The next day, Omar tied his shoe again. It took a long time. The day after that, it was a little faster.`,
        `When his friend Ben said, "I can't tie my shoes," Omar smiled.`,
        `"Not yet," he said. "Do you want me to show you the bunny ears?"`,
      ),
    },
    characters: ['Omar', 'Lina', 'Ben'],
    forGrownUps:
      'A growth mindset is the belief that abilities can grow with effort, good strategies and help. Studies of school mindset programs find weak and mixed effects, so treat this as everyday encouragement, not magic. Praise the effort and the strategy rather than calling your child clever. When they say they cannot do something, add the word yet.',
    activities: [
      {
        title: 'The power of yet',
        materials: ['paper', 'crayons or pencils', 'stickers (optional)'],
        steps: [
          'Fold a sheet of paper in half.',
          'On one side, draw or write something you cannot do yet.',
          'On the other side, draw the first small step to practice it.',
          'Put it on the fridge and add a sticker or a tick each time you practice.',
          'When you can do it, celebrate and make a new yet page.',
        ],
        note: 'For the youngest, a grown-up writes the words and picks a goal that takes days, not months. Older children can break a bigger goal into steps and write down which strategy helped most.',
      },
      {
        title: 'Mistake detectives',
        materials: ['a simple jigsaw or building set', 'paper', 'a pencil'],
        steps: [
          'Each person does a puzzle or builds something a little hard for them.',
          'When something goes wrong, say "Good clue!" and talk about what the mistake shows.',
          'Choose one new strategy and have another go.',
          'At dinner, everyone, grown-ups too, shares one mistake from the day and what it taught them.',
        ],
        note: 'Grown-ups go first so children see that mistakes are normal. Older children can keep a short list of strategies that work for them, such as slowing down, asking for a hint or trying a different order.',
      },
    ],
    conversationStarters: [
      'What is something you can\'t do yet but want to learn?',
      'When did you keep trying and get better at something, and what helped?',
      'What can you say to yourself when something feels too hard?',
      'What mistake taught you something this week?',
      'Who could you ask for help when you are stuck?',
    ],
    sources: [
      {
        claim: 'Sisk, Burgoyne, Sun, Butler and Macnamara (2018), two meta-analyses in Psychological Science: overall effects were weak both for the link between students\' mindset and academic achievement and for school mindset programs (interventions) on achievement, though students from low-income homes or at academic risk might benefit.',
        title: 'Sisk et al. (2018), To What Extent and Under Which Circumstances Are Growth Mind-Sets Important to Academic Achievement? Two Meta-Analyses, Psychological Science',
        url: 'https://doi.org/10.1177/0956797617739704',
        read: READ,
        authority: 'peer-reviewed',
      },
    ],
  },

  // ── Week 5 ────────────────────────────────────────────────────────────────────────────────────────────────────
  {
    id: 'healthy-habits',
    week: 5,
    title: 'Healthy Habits',
    description: 'Clean hands, active play, brushing teeth and good sleep: small daily habits that keep bodies strong.',
    ages: { min: 3, max: 12 },
    story: {
      title: 'Zara\'s Busy Body',
      text: p(
        `Zara spent the day with Grandma.`,
        `First they played outside. They ran and hopped and jumped. Zara's heart beat fast. "Playing makes my body strong," she said.`,
        `Then they came in for lunch. Zara ran to the table.`,
        `"Wait," said Grandma. "What do we do first?"`,
        `Zara looked at her hands. They had mud on them! "Wash them," she said.`,
        `At the sink, Zara got her hands wet. She rubbed on soap, all over. Backs, fronts, between her fingers and under her nails. She sang the birthday song two times. Then she rinsed and dried her hands.`,
        `"Now the germs go down the drain," said Grandma.`,
        `After lunch, they read books and had a rest.`,
        `At night, Zara was tired. She brushed her teeth, top and bottom, with Grandma to help. Then she put on her pyjamas.`,
        `"Why do I have to go to bed now?" she asked.`,
        `"Sleep helps you grow," said Grandma. "It gives your body and your brain a rest."`,
        `Zara yawned. "My body did a lot today," she said. "Play, clean hands, good food and sleep."`,
        `Grandma tucked her in. "Those are healthy habits," she said. "And you did them all."`,
      ),
    },
    characters: ['Zara'],
    forGrownUps:
      'Habits built early, like handwashing, active play, brushing teeth and regular sleep, are easier to keep. The CDC advises scrubbing hands with soap for at least 20 seconds, about two rounds of the birthday song. The WHO recommends that 3 and 4 year olds are active for at least 180 minutes a day, with at least 60 of those minutes moderate to vigorous. From age 5, it recommends an average of at least 60 minutes of active play a day. Make habits easy by doing them together at the same times each day.',
    activities: [
      {
        title: 'Handwashing chart',
        materials: ['paper', 'crayons', 'tape'],
        steps: [
          'Draw the five handwashing steps as pictures: wet, soap, scrub, rinse, dry.',
          'Tape the chart next to the sink at your child\'s eye level.',
          'Each time you wash, point to each step and sing the birthday song twice while you scrub.',
          'Add a tick when hands are washed before meals and after the toilet.',
        ],
        note: 'A grown-up sets the water temperature and helps the youngest reach the tap, because hot water can scald. Older children can time the scrub with a clock and teach a younger brother, sister or cousin.',
      },
      {
        title: 'Move-and-rest day map',
        materials: ['a large sheet of paper', 'crayons or pencils'],
        steps: [
          'Draw a winding path for one day: wake up, play, meals, quiet time, bath, teeth, bed.',
          'Pick one active game for each part of the day, such as dancing, hopping or a ball game.',
          'Draw a toothbrush in the morning and at night.',
          'Stick the map up and tick each habit as you do it together.',
        ],
        note: 'Young children can use pictures only. Older children can plan their own active time and set a wind-down time before bed without screens.',
      },
    ],
    conversationStarters: [
      'What games make your heart beat fast?',
      'When are the most important times to wash our hands?',
      'How do you feel the day after a good night\'s sleep?',
      'What could we do together to move more this week?',
      'Which healthy habit is easy for you, and which one is tricky?',
    ],
    sources: [
      {
        claim: 'CDC handwashing steps: wet your hands with clean running water, lather with soap (backs of hands, between fingers and under nails), scrub for at least 20 seconds (hum the Happy Birthday song from beginning to end twice), rinse, and dry. Key times include before eating and after using the toilet.',
        title: 'CDC: About Handwashing (Clean Hands)',
        url: 'https://www.cdc.gov/clean-hands/about/index.html',
        read: READ,
        authority: 'public-health',
        asOf: '2026-11',
      },
      {
        claim: 'The World Health Organization (WHO) recommends that children and adolescents aged 5-17 years do at least an average of 60 minutes a day of moderate- to vigorous-intensity, mostly aerobic, physical activity across the week, and include vigorous-intensity activities and activities that strengthen muscle and bone on at least 3 days a week.',
        title: 'World Health Organization: Physical activity (fact sheet)',
        url: 'https://www.who.int/news-room/fact-sheets/detail/physical-activity',
        read: READ,
        authority: 'public-health',
        asOf: '2026-11',
      },
      {
        claim: 'The World Health Organization (WHO) 2019 guidelines for children under 5: in a 24-hour day, children 3 and 4 years of age should spend at least 180 minutes in a variety of types of physical activities at any intensity, of which at least 60 minutes is moderate- to vigorous-intensity physical activity, spread throughout the day; more is better.',
        title: 'WHO: Guidelines on physical activity, sedentary behaviour and sleep for children under 5 years of age (2019)',
        url: 'https://www.who.int/publications/i/item/9789241550536',
        read: '2026-11-28',
        authority: 'public-health',
        asOf: '2026-11',
      },
      {
        claim: 'Sleep recommendations from the American Academy of Sleep Medicine, endorsed by the American Academy of Pediatrics: children 3 to 5 years should sleep 10 to 13 hours per 24 hours (including naps); children 6 to 12 years, 9 to 12 hours. Enough regular sleep supports attention, behavior, learning and health.',
        title: 'HealthyChildren.org (AAP): Healthy Sleep Habits: How Many Hours Does Your Child Need?',
        url: 'https://www.healthychildren.org/English/healthy-living/sleep/Pages/Healthy-Sleep-Habits-How-Many-Hours-Does-Your-Child-Need.aspx',
        read: READ,
        authority: 'public-health',
        asOf: '2026-11',
      },
    ],
    simplifications: ['"The germs go down the drain": soap and rubbing lift germs and dirt off the skin, and rinsing washes them away.'],
  },

  // ── Week 6 ────────────────────────────────────────────────────────────────────────────────────────────────────
  {
    id: 'anti-bullying',
    week: 6,
    title: 'Anti-Bullying',
    description: 'What bullying is, how to stand up safely, and why telling a trusted grown-up always helps.',
    ages: { min: 5, max: 12 },
    story: {
      title: 'Ava Speaks Up',
      text: p(
        `At playtime, Ava saw Kai by the slide. Two big kids stood in front of him.`,
        `"You can't play here," one said. "You're too slow." They laughed. Kai looked down at his shoes.`,
        `Ava's tummy felt tight. This was not fair. And it was not the first time. Yesterday they took Kai's ball.`,
        `Ava did not want to yell. She did not want to push. She took a brave breath.`,
        `She walked over to Kai. "Kai, come and play tag with us," she said in a strong, calm voice.`,
        `Kai looked up. He walked away with Ava.`,
        `Then Ava went to find her teacher. "Those kids keep being mean to Kai," she said. "They said he can't play. They took his ball."`,
        `"Thank you for telling me," said the teacher. "That is not tattling. Telling helps keep kids safe. I will help."`,
        `The teacher talked with the big kids. She talked with Kai, and with his mom and dad too.`,
        `The next day, Kai and Ava played tag. Kai laughed and ran.`,
        `"Thank you for helping me," he said.`,
        `"Friends stick up for friends," said Ava. "And grown-ups can help too."`,
      ),
    },
    characters: ['Ava', 'Kai'],
    forGrownUps:
      'Bullying is repeated, unkind behavior that uses power to hurt. It can be hitting, name-calling or leaving someone out on purpose. StopBullying.gov advises adults to step in at once, stay calm and make sure everyone is safe. Teach your child to walk away, stay near friends and tell a trusted grown-up. Praise telling, because telling is not tattling.',
    activities: [
      {
        title: 'Strong, calm voice practice',
        materials: ['two or three soft toys', 'a mirror'],
        steps: [
          'Use the toys to act out a small scene where one toy is unkind to another.',
          'Practice standing tall in front of the mirror and saying in a strong, calm voice: "Stop. I don\'t like that."',
          'Practice walking away to a friend or a grown-up.',
          'Take turns being the helper toy who says, "Come and play with us," and then tells a grown-up.',
        ],
        note: 'For the youngest, practice one short phrase. Older children can act out online meanness too: do not reply, keep the messages, and show a grown-up.',
      },
      {
        title: 'My trusted grown-ups hand',
        materials: ['paper', 'crayons or pencils'],
        steps: [
          'Draw around your hand on the paper.',
          'On each finger, draw or write a grown-up you could tell, such as a parent, a teacher, a coach or a neighbor.',
          'Talk about where you can find each grown-up during the day.',
          'Put the hand where you can see it, and remember: if one grown-up does not help, tell another one.',
        ],
        note: 'Young children may need help naming people. Older children can add how to reach each grown-up, such as a note on a desk or a phone call home.',
      },
    ],
    conversationStarters: [
      'What is the difference between telling and tattling?',
      'How could you help someone who is being left out?',
      'What could you say in a strong, calm voice if someone is unkind to you?',
      'Who are the grown-ups you would tell if you felt unsafe?',
      'How do you think Kai felt when Ava came over?',
    ],
    sources: [
      {
        claim: 'StopBullying.gov defines bullying as unwanted, aggressive behavior among school-aged children that involves a real or perceived power imbalance and is repeated, or has the potential to be repeated. It includes making threats, spreading rumors, attacking someone physically or verbally, and excluding someone from a group on purpose.',
        title: 'StopBullying.gov: What Is Bullying',
        url: 'https://www.stopbullying.gov/bullying/what-is-bullying',
        read: READ,
        authority: 'public-health',
        asOf: '2026-11',
      },
      {
        claim: 'StopBullying.gov advises adults to intervene immediately when they see bullying, stay calm, separate the children involved and make sure everyone is safe, and get help from other adults if needed.',
        title: 'StopBullying.gov: Respond to Bullying',
        url: 'https://www.stopbullying.gov/prevention/on-the-spot',
        read: READ,
        authority: 'public-health',
        asOf: '2026-11',
      },
      {
        claim: 'StopBullying.gov advice for kids: tell the kid who is bullying to stop in a calm, clear voice; if speaking up seems too hard or not safe, walk away, do not fight back, and find an adult; talk to an adult you trust; stay near adults and other kids; and treat everyone with kindness and respect.',
        title: 'StopBullying.gov: Resources for Kids',
        url: 'https://www.stopbullying.gov/resources/kids',
        read: READ,
        authority: 'public-health',
        asOf: '2026-11',
      },
    ],
  },

  // ── Week 7 ────────────────────────────────────────────────────────────────────────────────────────────────────
  {
    id: 'consent-and-boundaries',
    week: 7,
    title: 'Consent & Boundaries',
    description: 'My body belongs to me: ask before hugs, stop when someone says no, and tell a trusted grown-up.',
    ages: { min: 4, max: 10 },
    story: {
      title: 'Hugs Are a Choice',
      text: p(
        `Grandma came to visit. Mila loved Grandma. But today Mila felt shy.`,
        `"Come and give me a big hug!" said Grandma.`,
        `Mila stepped back. She did not want a hug right now.`,
        `Mom knelt down. "Your body belongs to you," she said. "You can choose. You can hug, wave or give a high five."`,
        `Mila gave Grandma a high five. Grandma smiled. "What a great high five!"`,
        `Later, Mila and her friend Theo played a tickle game. Theo laughed. Then he said, "Stop! No more!"`,
        `Mila stopped right away. "OK," she said. "Do you want to play blocks?"`,
        `"Yes!" said Theo.`,
        `At bedtime, Mom talked with Mila. "Some parts of your body are private," she said. "They are the parts your swimsuit covers. No one should touch them or ask to see them. A doctor may need to check, but I will be with you, and the doctor will tell you why."`,
        `"What if someone does?" asked Mila.`,
        `"Say no, get away, and tell me or another grown-up you trust. We don't keep secrets about touching, even if someone says to. You will never be in trouble for telling."`,
        `Mila nodded. "My body belongs to me," she said.`,
        `"Yes," said Mom. "And other people's bodies belong to them."`,
      ),
    },
    characters: ['Mila', 'Theo'],
    forGrownUps:
      'Body autonomy means children learn that their body belongs to them, and other people\'s bodies belong to them too. The AAP advises correct names for body parts, no forced hugs or kisses, and teaching that private parts are private. Make it clear there are no secrets about touching, and that telling you never gets them in trouble. Offer a wave or a high five instead of a hug.',
    activities: [
      {
        title: 'Hug, wave or high five?',
        materials: ['three pieces of card', 'crayons'],
        steps: [
          'Draw three greeting cards: a hug, a wave and a high five.',
          'Before saying hello or goodbye to family, your child picks a card to show how they want to greet.',
          'Grown-ups accept the choice with a smile, every time.',
          'Practice asking others too: "Can I hug you?" and answering a no with "OK!"',
        ],
        note: 'For the youngest, use two cards. Older children can talk about how people say no without words, such as pulling away or looking unhappy, and why we stop then too.',
      },
      {
        title: 'Stop means stop',
        materials: ['music to play and pause, or clapping', 'space to move'],
        steps: [
          'Play a gentle game such as dancing, chasing or tickling.',
          'When anyone says "Stop!", everyone freezes at once.',
          'Take turns being the one who says stop.',
          'Praise stopping straight away: "You listened to what your friend wanted."',
        ],
        note: 'Keep the game gentle and let any player end it at any time. Older children can talk about asking first in other places too, such as borrowing things or sharing someone\'s photo.',
      },
    ],
    conversationStarters: [
      'What are some ways to say hello if you don\'t want a hug?',
      'How can you tell if a friend wants a game to stop?',
      'Which grown-ups could you tell if something felt wrong or confusing?',
      'What is the difference between a happy surprise and a secret that feels bad?',
      'How does it feel when someone listens to your no?',
    ],
    sources: [
      {
        claim: 'The American Academy of Pediatrics (AAP) advises parents to teach children the correct names for all body parts, that private parts (the parts covered by a swimsuit) should not be touched or looked at by others, not to force affection such as hugs or kisses, that children should not keep secrets about touching from their parents, and to tell a trusted adult if anyone touches them in a way that worries them.',
        title: 'HealthyChildren.org (AAP): Sexual Abuse',
        url: 'https://www.healthychildren.org/English/safety-prevention/at-home/Pages/Sexual-Abuse.aspx',
        read: READ,
        authority: 'public-health',
        asOf: '2026-11',
      },
      {
        claim: 'The NSPCC Underwear Rule (PANTS): Privates are private; Always remember your body belongs to you; No means no; Talk about secrets that upset you; Speak up, someone can help. Sometimes doctors, nurses or family members may need to touch a child\'s private parts; they should explain why and ask first.',
        title: 'NSPCC: Talk PANTS, the Underwear Rule',
        url: 'https://www.nspcc.org.uk/keeping-children-safe/support-for-parents/pants-underwear-rule/',
        read: READ,
        authority: 'public-health',
        asOf: '2026-11',
      },
    ],
    simplifications: ['Private parts are described as "the parts your swimsuit covers", as the AAP and NSPCC suggest for young children.'],
  },

  // ── Week 8 ────────────────────────────────────────────────────────────────────────────────────────────────────
  {
    id: 'internet-safety',
    week: 8,
    title: 'Internet Safety',
    description: 'Keep personal information private online and tell a grown-up when something feels wrong.',
    ages: { min: 5, max: 12 },
    story: {
      title: 'The Pop-Up Question',
      text: p(
        `Jack was playing a game on the tablet. He was feeding his pet dragon. It was fun.`,
        `Then a box popped up. It said: "Hi! What is your name? Where do you live? What school do you go to?"`,
        `Jack stopped. His tummy felt funny. He did not know who was asking.`,
        `He thought about what Mom said. "Your name, your home, your school and pictures of you are private. They are like a key to our front door. We don't give them to people we don't know."`,
        `Jack did not type anything. He put the tablet down and went to find Mom.`,
        `"Mom, a box asked where I live," he said. "It felt weird."`,
        `Mom looked at the screen. "Thank you for telling me," she said. "You did just the right thing."`,
        `Mom closed the box. Then she changed the game settings so no one could chat with him.`,
        `"Am I in trouble?" asked Jack.`,
        `"No," said Mom. "You can always tell me when something online feels funny, scary or confusing. Even if you clicked on something by mistake. We will fix it together."`,
        `Jack went back to his dragon. It was hungry again. He gave it a big red apple.`,
        `"Some things stay private," said Jack. "And if I feel funny, I tell a grown-up."`,
      ),
    },
    characters: ['Jack'],
    forGrownUps:
      'Young children are still learning who and what to trust online, so they need simple rules and a grown-up nearby. Under the FTC\'s children\'s privacy rule, personal information includes a child\'s name, address, phone number, location and photos. Keep devices in shared rooms and set privacy and chat settings together. Promise that telling you about something online will never get them in trouble.',
    activities: [
      {
        title: 'Private or OK to share?',
        materials: ['paper', 'crayons', 'a red and a green crayon or pen'],
        steps: [
          'A grown-up draws or writes simple cards: your name and address, your school, a photo of you, your favorite color, your pet\'s name, a password, a drawing of a cat.',
          'Read each card together. Color a red dot on things that stay private and a green dot on things that are OK to share with a grown-up\'s permission.',
          'Talk about why the red ones are private: strangers could use them to find you or trick you.',
          'Make a rule together: before you type anything about yourself, ask a grown-up.',
        ],
        note: 'For the youngest, use pictures and three or four cards. Older children can think about passwords, location sharing and what a photo can give away, such as a school badge or a street sign.',
      },
      {
        title: 'Our "tell a grown-up" signal',
        materials: ['paper', 'crayons', 'tape'],
        steps: [
          'Together, list things online that mean "stop and tell": someone you don\'t know talks to you, something asks for private information, or something makes you feel scared, sad or confused.',
          'Draw a big stop sign and tape it near where the tablet or computer is used.',
          'Practice what to do: stop, don\'t reply, put the device down and tell a grown-up.',
          'Grown-ups practice the answer too: "Thank you for telling me. You are not in trouble."',
        ],
        note: 'Young children should use devices with a grown-up nearby. Older children can learn how to block and report, and how to keep a copy of a mean message to show a grown-up.',
      },
    ],
    conversationStarters: [
      'What information about you should stay private online?',
      'What would you do if someone you don\'t know sent you a message?',
      'How would you feel telling me about something that scared you online?',
      'Which games or videos feel just right for you, and why?',
      'Who are the grown-ups you can ask before you type or click something new?',
    ],
    sources: [
      {
        claim: 'The FTC explains that under the Children\'s Online Privacy Protection Act (COPPA), sites and apps directed to children under 13 must get a parent\'s consent before collecting a child\'s personal information. Personal information includes a child\'s name, address, phone number or email address, location (physical whereabouts), and photos, videos and audio recordings of the child.',
        title: 'Federal Trade Commission (consumer advice): Protecting Your Child\'s Privacy Online',
        url: 'https://consumer.ftc.gov/articles/protecting-your-childs-privacy-online',
        read: READ,
        authority: 'governing-body',
        asOf: '2026-11',
      },
      COMMON_SENSE_DIGITAL_CITIZENSHIP,
      AAP_FAMILY_MEDIA_PLAN,
    ],
  },

  // ── Week 9 ────────────────────────────────────────────────────────────────────────────────────────────────────
  {
    id: 'diversity-and-inclusion',
    week: 9,
    title: 'Diversity & Inclusion',
    description: 'People look, talk and live in different ways; everyone belongs, and everyone can be included.',
    ages: { min: 4, max: 12 },
    story: {
      title: 'Room for Everyone',
      text: p(
        `A new boy came to Rosa's class. His name was Amir. At home, he spoke a language Rosa did not know.`,
        `At lunch, Amir opened his box. He had a lunch Rosa had never seen before.`,
        `A boy called Finn made a face. "Ew. That's weird," he said.`,
        `Amir closed his box. He looked down.`,
        `After school, Rosa told her dad. "Finn said Amir's lunch was weird."`,
        `"Different is not weird," said Dad. "Different is just different. Our family eats food from Grandma's home. It is special to us."`,
        `"Like Grandma's soup!" said Rosa.`,
        `"Yes. Every family has its own ways. How do you think Amir felt?"`,
        `"Sad," said Rosa. "And alone."`,
        `The next day, Rosa sat next to Amir. "What is your lunch called?" she asked.`,
        `Amir smiled and told her. "My grandma makes it," he said.`,
        `"My grandma makes soup for me!" said Rosa. They both laughed. They both liked to draw dragons, too.`,
        `Finn came over. "Can I draw too?" he asked. "Sorry I said your lunch was weird."`,
        `"OK," said Amir. "You can draw a dragon with us."`,
        `Now three friends drew together. Each one was different. Each one belonged.`,
      ),
    },
    characters: ['Rosa', 'Amir', 'Finn'],
    forGrownUps:
      'Children notice differences in skin color, language, families, abilities and food, and they learn from how we respond. The AAP encourages parents to talk openly about differences and to model respect for people who are different from them. Answer questions simply and calmly: yes, people have different skin colors, and that is good. Read books and meet people from many backgrounds.',
    activities: [
      {
        title: 'Same and different',
        materials: ['a mirror', 'paper', 'crayons'],
        steps: [
          'Sit with a family member or friend and look in the mirror together.',
          'Draw each other.',
          'Make two lists: ways you are the same and ways you are different, such as hair, skin, favorite game, languages and what you like to do.',
          'Talk about how both lists make you good friends.',
        ],
        note: 'For the youngest, pick three things for each list. Older children can add things you cannot see, such as hopes, worries and family traditions.',
      },
      {
        title: 'Hello in many languages',
        materials: ['a large sheet of paper', 'crayons or pens'],
        steps: [
          'Ask friends, neighbors or classmates how they say hello in the languages they know, or look some up with a grown-up.',
          'Make a welcome poster with each hello and a picture beside it.',
          'Practice saying each hello out loud.',
          'Use one to greet someone this week.',
        ],
        note: 'Young children can learn one new word. Older children can learn hello and thank you, and ask a friend, kindly and with interest, about a tradition their family enjoys.',
      },
    ],
    conversationStarters: [
      'What is something that makes our family special?',
      'How are you and your best friend the same, and how are you different?',
      'How could you help a new child feel welcome?',
      'What would you do if someone said another child\'s food or clothes were weird?',
      'What game could you play that includes everyone?',
    ],
    sources: [
      {
        claim: 'The AAP (American Academy of Pediatrics) advises parents to talk openly and honestly with children of all ages about racism and differences, acknowledge that people are treated differently based on the color of their skin, confront their own biases, and model how they want children to respond to others who are different from them.',
        title: 'HealthyChildren.org (AAP): Talking to Children about Racism: The Time is Now',
        url: 'https://www.healthychildren.org/English/healthy-living/emotional-wellness/Building-Resilience/Pages/Talking-to-Children-about-Racism.aspx',
        read: READ,
        authority: 'public-health',
      },
      MCC_EMPATHY,
      CASEL_FRAMEWORK,
    ],
  },

  // ── Week 10 ───────────────────────────────────────────────────────────────────────────────────────────────────
  {
    id: 'digital-citizenship',
    week: 10,
    title: 'Digital Citizenship',
    description: 'Be kind, ask before you share, and protect your privacy: how to be a good citizen online.',
    ages: { min: 6, max: 12 },
    story: {
      title: 'The Frosting Photo',
      text: p(
        `At Ella's party, Noah took a picture with his mom's phone. In it, Ella had frosting on her nose. She was laughing with her mouth wide open.`,
        `"That is so funny," said Noah. "Mom, can we send it to everyone in the family chat?"`,
        `Mom looked at the picture. "Let's think first," she said. "Who is in it?"`,
        `"Ella," said Noah.`,
        `"Then whose choice is it?"`,
        `Noah thought. "Ella's, I guess."`,
        `He went to find Ella. "Can I share this picture of you?" he asked.`,
        `Ella looked at it and frowned. "Please don't. I look silly. People might laugh at me."`,
        `"OK," said Noah. "I won't share it."`,
        `Mom smiled. "Things we post can be copied and passed around. They are hard to take back. Asking first is kind."`,
        `That night, Noah played a game online. A player he did not know typed mean words at him. Noah felt his face get hot. He wanted to type mean words back.`,
        `Instead, he stopped and took a breath. He did not reply. He showed his dad.`,
        `"Thank you for telling me," said Dad. He helped Noah block the player and report the mean words.`,
        `The next day, Noah sent Ella a message from Mom's phone. It said, "Thank you for a great party!" Ella sent back a smiley face.`,
        `"Being online is like being anywhere else," said Mom. "We can choose to be kind, and we can always ask a grown-up for help."`,
      ),
    },
    characters: ['Ella', 'Noah'],
    forGrownUps:
      'Digital citizenship means using technology in safe, kind and responsible ways. The free Common Sense Education lessons cover privacy, digital footprints, kindness online, cyberbullying and checking what we see. Ask before you post anyone\'s photo, and ask your child before you post theirs. Agree together what to do when something online feels mean or wrong: stop, do not reply, and tell a grown-up.',
    activities: [
      {
        title: 'The kind-check sort',
        materials: ['sticky notes or paper slips', 'a pencil'],
        steps: [
          'A grown-up writes pretend posts and messages on notes: some kind, some unkind, some that share private information such as a home address.',
          'Sort them into three piles: share, ask first, and don\'t share.',
          'Rewrite each unkind note so it is kind, and each private note so it keeps the information safe.',
          'Make a family list of questions to ask before posting: Is it true? Is it kind? Is it private? Who needs to say yes?',
        ],
        note: 'For six-year-olds, a grown-up reads the notes aloud. Older children can talk about digital footprints: how posts can be copied, saved and seen years later.',
      },
      {
        title: 'Family tech agreement',
        materials: ['paper', 'pens', 'the AAP Family Media Plan (optional)'],
        steps: [
          'Sit together and agree where and when devices are used, such as not at meals and not in bedrooms at night.',
          'Agree what to do if something online feels mean, scary or confusing: stop, don\'t reply, tell a grown-up.',
          'Agree how you will be kind online, for example no mean comments and asking before sharing photos.',
          'Everyone signs, grown-ups included, and you look at it again every few months.',
        ],
        note: 'Younger children can draw pictures for each rule. Older children can help write the rules and suggest fair consequences.',
      },
    ],
    conversationStarters: [
      'How is being kind online the same as being kind at school?',
      'Whose permission do you need before sharing a photo?',
      'What would you do if someone sent you a mean message?',
      'What kinds of information should always stay private online?',
      'How can you tell if something you see online is true?',
    ],
    sources: [COMMON_SENSE_DIGITAL_CITIZENSHIP, AAP_FAMILY_MEDIA_PLAN,
      {
        claim: 'StopBullying.gov advice on cyberbullying: do not respond to or forward cyberbullying messages, keep evidence such as screenshots, block the person, and report it to the app, game or site where it happened.',
        title: 'StopBullying.gov: How to Report Cyberbullying',
        url: 'https://www.stopbullying.gov/cyberbullying/how-to-report',
        read: READ,
        authority: 'public-health',
        asOf: '2026-11',
      },
    ],
  },

  // ── Week 11 ───────────────────────────────────────────────────────────────────────────────────────────────────
  {
    id: 'environmental-awareness',
    week: 11,
    title: 'Environmental Awareness',
    description: 'Care for the Earth by using less, reusing things, recycling and enjoying nature close to home.',
    ages: { min: 4, max: 12 },
    story: {
      title: 'The Bag in the Pond',
      text: p(
        `Max and his mom went to the pond to see the ducks.`,
        `A plastic bag was floating on the water. A little duck swam up to it and poked it with its beak.`,
        `"Oh no," said Max. "The duck might think it is food!"`,
        `"Litter can hurt animals," said Mom. "Let's help."`,
        `Mom used a long stick to pull the bag to the edge. She picked it up and put it in the bin.`,
        `"Why was there a bag in the pond?" asked Max.`,
        `"Someone dropped it, or the wind blew it," said Mom. "Things we throw away can end up in nature."`,
        `At home, Max looked around. He saw lots of things to throw away. Boxes. Bottles. Bags.`,
        `"Can we make less trash?" he asked.`,
        `Mom smiled. "Yes. Reduce means use less. Reuse means use again. Recycle means old things get made into new things."`,
        `Max found a cloth bag for shopping. That was reduce. He put a plant in an old jar. That was reuse. He put clean paper in the recycling box. That was recycle.`,
        `The next week, they went back to the pond. The water was clean. The little duck swam with its family.`,
        `"Bye, ducks," said Max. "I am helping to keep your home clean."`,
      ),
    },
    characters: ['Max'],
    forGrownUps:
      'Caring for the environment grows from small, hands-on habits and from time spent enjoying nature. The EPA puts reducing waste first, then reusing, then recycling, because using less saves the most. Let your child choose one swap this week, such as a refillable bottle or a cloth bag. Check your local recycling rules together, as they differ from place to place.',
    activities: [
      {
        title: 'Trash detectives',
        materials: ['paper', 'a pencil or crayons'],
        steps: [
          'For one day, notice each thing your family throws away and draw or tally it. Just look: a grown-up handles the bin.',
          'At the end of the day, look at the list together.',
          'Circle things that could be reused, and things that could go in recycling.',
          'Pick one thing to use less of next week, and check how you did.',
        ],
        note: 'Young children can draw pictures. Older children can look up your local recycling rules with a grown-up and make a sorting sign for the kitchen.',
      },
      {
        title: 'Nature noticing walk',
        materials: ['comfortable shoes', 'paper', 'crayons', 'a paper bag for fallen leaves'],
        steps: [
          'Go for a walk with a grown-up to a garden, park or quiet street.',
          'Look for living things: birds, insects, trees and flowers. Watch them without picking or disturbing them.',
          'Collect a few fallen leaves in the bag.',
          'At home, make a leaf picture and talk about what plants and animals need to live.',
        ],
        note: 'Young children can hunt for three colors. Older children can keep a nature journal through the year and notice what changes from season to season.',
      },
    ],
    conversationStarters: [
      'What is one thing we could use again instead of throwing it away?',
      'Where do you think our trash goes after the truck takes it?',
      'What living things did you notice outside today?',
      'How can we help keep our park clean?',
      'What do you love most about nature?',
    ],
    sources: [
      {
        claim: 'The EPA (U.S. Environmental Protection Agency) waste management hierarchy ranks source reduction and reuse as the most preferred way to manage materials, followed by recycling and composting, then energy recovery, with treatment and disposal last.',
        title: 'U.S. Environmental Protection Agency: Sustainable Materials Management, Non-Hazardous Materials and Waste Management Hierarchy',
        url: 'https://www.epa.gov/smm/sustainable-materials-management-non-hazardous-materials-and-waste-management-hierarchy',
        read: READ,
        authority: 'science-body',
      },
      {
        claim: 'EPA: reducing and reusing (source reduction) conserve natural resources, reduce pollution and save energy and money, for example by buying reusable items and using durable, refillable products instead of disposable ones.',
        title: 'U.S. Environmental Protection Agency: Reducing and Reusing Basics',
        url: 'https://www.epa.gov/recycle/reducing-and-reusing-basics',
        read: READ,
        authority: 'science-body',
      },
      {
        claim: 'EPA recycling pages explain how to recycle common materials and advise checking with your local recycling program, because what is accepted differs from community to community.',
        title: 'U.S. Environmental Protection Agency: Recycling',
        url: 'https://www.epa.gov/recycle',
        read: READ,
        authority: 'science-body',
      },
    ],
    simplifications: ['"Recycle means old things get made into new things": recycled materials are collected, sorted and processed into raw material for new products.'],
  },

  // ── Week 12 ───────────────────────────────────────────────────────────────────────────────────────────────────
  {
    id: 'critical-thinking',
    week: 12,
    title: 'Critical Thinking',
    description: 'Ask good questions, look for clues and check before deciding what is true.',
    ages: { min: 6, max: 12 },
    story: {
      title: 'The Super-Fast Shoes',
      text: p(
        `Lucas was watching a cartoon when an ad came on. A boy in shiny red shoes ran faster than a car. "These shoes make you the fastest kid in town!" the ad said.`,
        `"I need those shoes," said Lucas. "Then I will win every race."`,
        `His big sister Priya sat down next to him. "Let's be detectives," she said. "Detectives ask questions."`,
        `"Question one," said Priya. "Who made this video?"`,
        `Lucas looked. "The shoe company."`,
        `"Question two. What do they want?"`,
        `"They want people to buy the shoes," said Lucas slowly.`,
        `"Question three. How do they know the shoes make you fast? Can a boy really run faster than a car?"`,
        `Lucas laughed. "No way. That part must be a trick."`,
        `"Question four. How could we check?"`,
        `Lucas thought. "We could ask my running coach. She knows a lot about running."`,
        `The next day, Lucas asked his coach. "Do special shoes make you fast?"`,
        `"Shoes that fit well help you feel comfy," said the coach. "But practice is what makes you faster."`,
        `Lucas smiled. "So the ad was not telling the whole story."`,
        `"Good thinking," said Priya. "Ask who made it, what they want, how they know, and how you can check."`,
        `That week, Lucas practiced running every day in his old shoes. He was not the fastest kid in town. But he was faster than the week before.`,
      ),
    },
    characters: ['Lucas', 'Priya'],
    forGrownUps:
      'Critical thinking means weighing information and reasons carefully before deciding what to believe. Britannica describes it as careful reasoning and fair scrutiny of information to reach a solution to a problem. Practice with everyday ads and headlines: who made this, what do they want, and how do they know? Think out loud when you check something, and praise good questions, not only right answers.',
    activities: [
      {
        title: 'Ad detectives',
        materials: ['a cereal box, magazine or an ad you watch together', 'paper', 'a pencil'],
        steps: [
          'Pick one ad together.',
          'Ask the four questions: Who made it? What do they want? How do they know? How could we check?',
          'Circle or list the words that try to make you want it, such as best, amazing or new.',
          'Draw your own honest ad for something you already own.',
        ],
        note: 'For six-year-olds, a grown-up reads the words aloud. Older children can spot tricks such as special effects, paid influencers and small print.',
      },
      {
        title: 'Fact or opinion?',
        materials: ['paper slips', 'a pencil', 'two bowls'],
        steps: [
          'A grown-up writes sentences such as "Dogs have four legs" and "Dogs are the best pets."',
          'Read each one and sort it into the fact bowl (it can be checked) or the opinion bowl (it is what someone thinks).',
          'For each fact, talk about how you could check it: a book, an expert, or looking yourself.',
          'Swap roles: your child writes sentences for the grown-up to sort.',
        ],
        note: 'Younger children can sort picture cards with a grown-up. Older children can find a real headline and decide which parts would need checking.',
      },
    ],
    conversationStarters: [
      'How can you tell if an ad is telling the whole story?',
      'What is the difference between a fact and an opinion?',
      'Who could you ask if you are not sure something is true?',
      'When did you change your mind after learning something new?',
      'Why might two people see the same thing in different ways?',
    ],
    sources: [
      {
        claim: 'Britannica defines critical thinking, in educational theory, as a mode of cognition using deliberative reasoning and impartial scrutiny of information to arrive at a possible solution to a problem.',
        title: 'Encyclopaedia Britannica: Critical thinking',
        url: 'https://www.britannica.com/topic/critical-thinking',
        read: READ,
        authority: 'reference',
      },
      COMMON_SENSE_DIGITAL_CITIZENSHIP,
    ],
  },

  // ── Week 13 ───────────────────────────────────────────────────────────────────────────────────────────────────
  {
    id: 'financial-basics',
    week: 13,
    title: 'Financial Basics',
    description: 'Money is earned by working; we can save, spend and share it, and choose between needs and wants.',
    ages: { min: 5, max: 12 },
    story: {
      title: 'Tia Saves for a Kite',
      text: p(
        `Tia saw a kite in a shop. It was blue, with a long yellow tail.`,
        `"Can we buy it?" she asked Papa.`,
        `"Not today," said Papa. "But you can save for it."`,
        `At home, Papa gave Tia three jars. One jar was for saving. One was for spending. One was for sharing.`,
        `"Grown-ups earn money by working," said Papa. "You can earn a little by helping with extra jobs."`,
        `Tia helped wash the car. She helped sort the socks. Each time, Papa gave her a coin. She put most coins in the saving jar. She put one in the sharing jar.`,
        `One day at the shop, Tia saw a sparkly ring. "I want it!" she said. But then the kite would take longer.`,
        `"Is the ring a need or a want?" asked Papa.`,
        `"A want," said Tia. "Food and a coat are needs. The ring and the kite are both wants."`,
        `"So which want matters most to you?"`,
        `Tia thought about the blue kite with the long tail. "The kite," she said. She left the ring at the shop.`,
        `Each week, the saving jar got fuller. At last, Tia counted her coins with Papa. She had enough!`,
        `They bought the kite. Tia gave her sharing coins to the animal shelter.`,
        `On a windy day, the kite flew high. "Waiting was hard," said Tia. "But it was worth it."`,
      ),
    },
    characters: ['Tia'],
    forGrownUps:
      'Young children can learn simple money ideas long before they understand prices. The CFPB Money as You Grow pages suggest simple messages. We earn money by working, we may need to wait and save, and every purchase is a choice. Let your child hand over the money at a shop and count the change with you. Talk through your own needs-and-wants choices out loud.',
    activities: [
      {
        title: 'Save, spend and share jars',
        materials: ['three clean jars or boxes', 'paper labels', 'crayons', 'a few coins'],
        steps: [
          'Draw a picture label for each jar: save, spend and share.',
          'When your child gets coins, as a gift or for an extra job, split them between the jars together.',
          'Pick a saving goal and stick a drawing of it on the save jar.',
          'Count the save jar together each week and talk about how close the goal is.',
        ],
        note: 'Coins are a choking risk for babies and toddlers, so a grown-up keeps them out of reach of little ones and stays close. Older children can track savings on a chart and work out how many weeks the goal will take.',
      },
      {
        title: 'Needs and wants shop',
        materials: ['old catalogues or magazines', 'child-safe scissors', 'glue', 'paper', 'pretend money'],
        steps: [
          'With a grown-up\'s help, cut out pictures, or draw them: food, a coat, a toy, a bed, a treat.',
          'Sort the pictures into needs (things we must have to live) and wants (nice extras).',
          'Play shop with a small amount of pretend money and buy the needs first.',
          'Talk about which wants you chose with the money left, and why.',
        ],
        note: 'For the youngest, draw instead of cutting. Older children can set a budget, compare prices and talk about saving for a bigger want.',
      },
    ],
    conversationStarters: [
      'What is something you need, and what is something you want?',
      'What would you like to save up for?',
      'How do grown-ups get money to buy things?',
      'How did it feel to wait for something you really wanted?',
      'Who could we share with, and how?',
    ],
    sources: [
      {
        claim: 'The CFPB Money as You Grow pages for young children (ages 3 to 5) say they are usually too young to understand abstract financial concepts but are building a foundation, and suggest telling them: you need money to buy things, and you earn money by working; you may have to wait and save up before you can buy something you want; every time you spend money, you make a choice, and there is a difference between things you need and things you want.',
        title: 'Consumer Financial Protection Bureau: Money as You Grow, Young children',
        url: 'https://www.consumerfinance.gov/consumer-tools/money-as-you-grow/young-children/',
        read: READ,
        authority: 'governing-body',
      },
      CFPB_SCHOOL_AGE,
    ],
  },

  // ── Week 14 ───────────────────────────────────────────────────────────────────────────────────────────────────
  {
    id: 'meal-time-manners',
    week: 14,
    title: 'Meal Time Manners',
    description: 'Sit together, say please and thank you, take turns talking and help at the table.',
    ages: { min: 3, max: 8 },
    story: {
      title: 'The Manners Game',
      text: p(
        `Dinner at Hana's house was very noisy. Hana talked with her mouth full. Her little brother Jo reached over the table for the bread and knocked over his cup. Splash! Everyone talked at once.`,
        `Dad held up his hand. "Let's play a new game," he said. "It is called the manners game."`,
        `"Rule one: we sit down while we eat. Rule two: we say please and thank you. Rule three: we chew with our mouths closed, and talk when our mouths are empty. Rule four: we take turns to talk."`,
        `"Do we get points?" asked Jo.`,
        `"You get a smile for every good manner," said Dad.`,
        `Jo wanted a smile. "Please pass the bread," he said. Hana passed it. "Thank you," said Jo. Smile!`,
        `Hana wanted to tell about her day. But her mouth was full. She chewed. She swallowed. Then she spoke. "I saw a rainbow today!" Smile!`,
        `Everyone took turns. Dad talked about his work. Jo talked about his new truck. Nobody had to shout.`,
        `At the end, Hana asked, "May I please leave the table?" She carried her plate to the sink. Jo carried his spoon.`,
        `"Thank you for dinner," said Hana.`,
        `Dad grinned. "That was the nicest dinner we have had in a long time," he said. "And the quietest!"`,
      ),
    },
    characters: ['Hana', 'Jo'],
    forGrownUps:
      'Table manners are mostly about kindness: making the meal pleasant for everyone who shares it. Regular family meals without screens give children daily practice in listening and taking turns. Pick one or two manners to work on at a time, and praise them when you see them. Keep young children seated and watched while they eat, which also lowers the risk of choking.',
    activities: [
      {
        title: 'Table-setting map',
        materials: ['plastic plates and cups', 'spoons and forks', 'napkins', 'paper', 'crayons'],
        steps: [
          'Draw a placemat map showing where the plate, cup, fork, spoon and napkin go.',
          'Your child sets each place using the map. A grown-up handles knives and anything hot.',
          'Make a name card for each person at the table.',
          'At the start of the meal, everyone thanks the table-setter.',
        ],
        note: 'For the youngest, set out plates and napkins only. Older children can set the whole table and help plan the menu with a grown-up.',
      },
      {
        title: 'Teddy bear picnic',
        materials: ['a blanket', 'toy food or plastic plates', 'soft toys as guests'],
        steps: [
          'Host a pretend picnic for the soft toys.',
          'Practice please and thank you, passing things, and waiting until everyone has some.',
          'Take turns: each toy "tells" something about its day while the others listen.',
          'Clean up together at the end.',
        ],
        note: 'If you use real food, a grown-up chooses and prepares a safe snack, cut small for young children, and everyone sits down while eating. Older children can host a real family meal with menu cards and conversation questions.',
      },
    ],
    conversationStarters: [
      'Which table manner is easiest for you, and which is hardest?',
      'Why do you think we wait until everyone has some food before we start?',
      'What is a fun thing to talk about at dinner?',
      'How can you help get the table ready?',
      'How do you feel when someone thanks you for helping with a meal?',
    ],
    sources: [
      {
        claim: 'Penn State Extension suggests that families make a short list of the table manners most important to them, such as coming to the table when called, waiting until everyone is seated, and talking when your mouth is empty, and notes that eating together builds healthy children and families.',
        title: 'Penn State Extension: Family Mealtimes',
        url: 'https://extension.psu.edu/family-mealtimes',
        read: READ,
        authority: 'university',
      },
      {
        claim: 'The CDC advises that young children sit up while they eat and that an adult stays close and watches them while they eat, to lower the risk of choking; foods should be cut into small pieces.',
        title: 'CDC: Choking Hazards (infant and toddler nutrition)',
        url: 'https://www.cdc.gov/infant-toddler-nutrition/foods-and-drinks/choking-hazards.html',
        read: READ,
        authority: 'public-health',
        asOf: '2026-11',
      },
      AAP_FAMILY_MEDIA_PLAN,
    ],
  },

  // ── Week 15 ───────────────────────────────────────────────────────────────────────────────────────────────────
  {
    id: 'weather-and-seasons',
    week: 15,
    title: 'Weather & Seasons',
    description: 'Watch the weather change through the year, learn why seasons happen, and remember: when thunder roars, go indoors.',
    ages: { min: 3, max: 8 },
    story: {
      title: 'Ivy\'s Tree',
      text: p(
        `Ivy had a favorite tree in her yard. She and Grandpa looked at it all year.`,
        `In spring, the tree had tiny green buds. Rain fell, pitter-pat. "Rain helps things grow," said Grandpa.`,
        `In summer, the days were long and warm. The tree was full of big green leaves. Ivy played in its shade.`,
        `One summer day, dark clouds rolled in. Ivy heard a low rumble.`,
        `"Thunder!" said Grandpa. "When thunder roars, go indoors."`,
        `They went inside right away. Ivy watched the rain from the window. Flash! Boom!`,
        `"Can I go back out?" asked Ivy.`,
        `"Not yet," said Grandpa. "We stay inside until the thunder has been quiet for a long time. Then it is safe."`,
        `In autumn, the air got cool. The leaves turned red and gold and fell down. Ivy jumped in a big pile. Crunch!`,
        `In winter, the days were short and cold. The tree had no leaves. Snow sat on its branches like a white hat.`,
        `"Why do we have seasons?" asked Ivy.`,
        `Grandpa picked up a ball. "This is Earth. It leans a little, like this. All year, Earth goes around the Sun. When our part leans toward the Sun, we get more sunlight. That is summer. When it leans away, we get less. That is winter."`,
        `Ivy hugged her tree. "See you in spring," she said.`,
      ),
    },
    characters: ['Ivy'],
    forGrownUps:
      'Seasons happen because Earth is tilted as it travels around the Sun, not because it moves closer or farther away. The National Weather Service rule is simple: when thunder roars, go indoors. Stay inside until well after the last thunder. Look at the weather together each day and talk about what to wear. Young children learn seasons best through their own senses.',
    activities: [
      {
        title: 'Weather watch chart',
        materials: ['paper', 'crayons', 'a window'],
        steps: [
          'Draw a chart with a box for each day of the week.',
          'Each morning, look out of the window together and draw the weather: sun, clouds, rain, wind or snow.',
          'Pick clothes to suit the weather you drew, with a grown-up\'s help.',
          'At the end of the week, count which weather came most often.',
        ],
        note: 'If you hear thunder, the chart can wait: go indoors and stay inside. Young children can just draw; older children can add a thermometer reading and compare weeks.',
      },
      {
        title: 'Four seasons tree',
        materials: ['paper', 'crayons', 'scraps of tissue or colored paper', 'a glue stick', 'a ball and a torch (optional)'],
        steps: [
          'Fold a sheet of paper into four boxes and draw the same tree in each one.',
          'Decorate the trees for spring buds, summer leaves, autumn colors and winter branches or snow.',
          'Talk about what people wear and do in each season.',
          'For older children, a grown-up holds a torch as the Sun while your child walks a tilted ball around it and sees which part gets the most light.',
        ],
        note: 'The youngest can tear paper instead of drawing. Where you live, seasons may look different: talk about what changes in your own place, such as rainy and dry seasons.',
      },
    ],
    conversationStarters: [
      'What is your favorite season, and why?',
      'What do you see, hear and feel outside on a windy day?',
      'What should we do if we hear thunder when we are outside?',
      'How does our street or garden change from season to season?',
      'What clothes do you need for rain, sun or snow?',
    ],
    sources: [
      {
        claim: 'National Weather Service lightning safety: When thunder roars, go indoors. No place outside is safe when thunderstorms are in the area; a sturdy building or a hard-topped vehicle is safe shelter; stay inside until 30 minutes after the last thunder.',
        title: 'National Weather Service: Lightning Safety',
        url: 'https://www.weather.gov/safety/lightning',
        read: READ,
        authority: 'science-body',
        asOf: '2026-11',
      },
      {
        claim: 'NASA Space Place: Earth has seasons because its axis is tilted. As Earth travels around the Sun during the year, the half of Earth tilted toward the Sun gets more direct sunlight and longer days (summer), and the half tilted away gets less (winter). Seasons are not caused by Earth\'s changing distance from the Sun.',
        title: 'NASA Space Place: What Causes the Seasons?',
        url: 'https://spaceplace.nasa.gov/seasons/en/',
        read: READ,
        authority: 'science-body',
      },
    ],
    simplifications: [
      '"Earth leans a little" stands for the tilt of Earth\'s axis; "when our part leans toward the Sun, we get more sunlight" leaves out the angle of the sunlight and the length of the day.',
      '"Until the thunder has been quiet for a long time" stands for the National Weather Service advice to wait 30 minutes after the last thunder.',
      'The story shows four temperate seasons with snow; many places have other patterns, such as wet and dry seasons.',
    ],
  },

  // ── Week 16 ───────────────────────────────────────────────────────────────────────────────────────────────────
  {
    id: 'entrepreneurship',
    week: 16,
    title: 'Entrepreneurship',
    description: 'Spot a need, make a plan with a grown-up, and learn about costs, customers and trying again.',
    ages: { min: 8, max: 12 },
    story: {
      title: 'Sofia\'s Bookmark Business',
      text: p(
        `Sofia loved to draw. One day she noticed a problem. Her dad kept losing his place in his book.`,
        `"I could make bookmarks!" said Sofia. "Maybe other people need them too."`,
        `She talked to her mom. "A business solves a problem for people," said Mom. "Let's make a plan."`,
        `They wrote it down. What will you make? Bookmarks. Who will buy them? Families at the school fair. What will it cost? Card, ribbon and pens.`,
        `Mom lent her money for the supplies. "You can pay me back from what you earn," she said.`,
        `Sofia made a big stack of bookmarks. At the fair, she set up a table with Mom beside her. At first, nobody stopped. Sofia felt her smile fade.`,
        `"What could we change?" asked Mom.`,
        `Sofia watched the people walking by. Many had small children. She made a bright sign and drew animals on some bookmarks. She said hello to each family.`,
        `Soon a girl picked a fox bookmark. Then a man bought two with owls.`,
        `At the end of the day, Sofia counted the money with Mom. First, she paid Mom back for the supplies. What was left was her profit.`,
        `"It's less than I hoped," she said. "But people liked the animal ones best."`,
        `"That is what business owners do," said Mom. "They listen to customers and try again."`,
        `Sofia grinned. "Next time, I'll make more animals." She put some of her money in her savings jar.`,
      ),
    },
    characters: ['Sofia'],
    forGrownUps:
      'A tiny business teaches children to spot a need, plan, count costs, talk with people and learn from setbacks. Even grown-up business plans, the SBA notes, start with what you sell, who will buy it and what it costs. Keep it safe: a grown-up is always there, and children never sell online or door to door on their own. Work out costs first so profit makes sense.',
    activities: [
      {
        title: 'One-page business plan',
        materials: ['paper', 'a pencil', 'a calculator (optional)'],
        steps: [
          'Think of a problem people around you have, such as lost bookmarks, bored toddlers or messy shoes.',
          'Answer four questions: What will I make or do? Who will want it? What will it cost to make? What price is fair?',
          'Add up the costs with a grown-up and work out how many you must sell to pay them back.',
          'Show your plan to a family member and ask for one idea to make it better.',
        ],
        note: 'Younger children can draw the answers. Older children can compare two prices and work out the profit for each.',
      },
      {
        title: 'Family market stall',
        materials: ['homemade crafts such as bookmarks or cards', 'a table', 'paper for signs', 'a box for money'],
        steps: [
          'Make a few crafts to sell at a family gathering, a school fair or another event a grown-up arranges and runs.',
          'Make a clear sign with prices, and practice saying hello and thank you.',
          'A grown-up stays at the stall the whole time and looks after the money box with you.',
          'Afterwards, count the money together, pay back the costs, and decide what to save, spend or share.',
        ],
        note: 'Choose crafts over food; if food or drink is sold, a grown-up makes it and checks the event rules. Older children can keep a simple record of what sold best and change their plan next time.',
      },
    ],
    conversationStarters: [
      'What is a problem you have noticed that a small business could solve?',
      'What would you want to make or do for other people?',
      'How would you decide on a fair price?',
      'What could you do if nobody buys anything at first?',
      'What would you do with money you earned?',
    ],
    sources: [
      {
        claim: 'The U.S. Small Business Administration (SBA) advises writing a business plan that describes the business, the products or services it sells, its market and customers, how it will market and sell, and its financial plan, including costs and funding.',
        title: 'U.S. Small Business Administration: Write your business plan',
        url: 'https://www.sba.gov/business-guide/plan-your-business/write-your-business-plan',
        read: READ,
        authority: 'governing-body',
      },
      CFPB_SCHOOL_AGE,
    ],
  },

  // ── Week 17 ───────────────────────────────────────────────────────────────────────────────────────────────────
  {
    id: 'making-friends',
    week: 17,
    title: 'Making Friends',
    description: 'Say hello, ask to join in, share and take turns: simple ways to make and keep friends.',
    ages: { min: 4, max: 10 },
    story: {
      title: 'Room in the Sandpit',
      text: p(
        `At the park, Sami saw three kids building a sandcastle. Sami wanted to play too. But his tummy felt wobbly.`,
        `He stood near the sandpit. He watched. He did not say anything.`,
        `"Do you want to play with them?" asked his mom.`,
        `"Yes. But I don't know what to say."`,
        `"You could say something nice about what they are doing," said Mom. "Then ask if you can help."`,
        `Sami took a breath. He walked over. "I like your castle," he said. "Can I help?"`,
        `One girl shook her head. "We have enough people."`,
        `Sami felt sad. He walked back to Mom.`,
        `"That was brave," said Mom. "Sometimes people say no. That is OK. You can try again with someone else."`,
        `Sami looked around. A boy was sitting by himself on the swings.`,
        `Sami walked over. "Hi, I'm Sami. Do you want to dig a tunnel with me?"`,
        `The boy smiled. "Yes! I'm Jun."`,
        `They dug a long tunnel. Sami had the only spade. Jun used his hands.`,
        `"Do you want a turn with the spade?" asked Sami.`,
        `"Thanks!" said Jun. They took turns.`,
        `Soon the castle kids came to look. "Wow, a tunnel! Can we help?"`,
        `"Yes," said Sami. "There is room for everyone."`,
        `At home time, Jun waved. "See you next time!"`,
        `Sami waved back. His tummy did not feel wobbly at all.`,
      ),
    },
    characters: ['Sami', 'Jun'],
    forGrownUps:
      'Joining in, sharing and taking turns are learned with practice, and young children still need a grown-up\'s guidance and praise. The CASEL framework counts relationship skills, such as cooperating and communicating clearly, among its core skills. Role-play simple openers at home: I like your tower, can I help? When another child says no, help your child name the feeling and try again elsewhere.',
    activities: [
      {
        title: 'Joining-in puppet show',
        materials: ['two or three soft toys or sock puppets'],
        steps: [
          'Two puppets play together, building something. A third puppet wants to join in.',
          'Practice openers: "Hi, I\'m ___. Can I play?" or "I like your ___. Can I help?"',
          'Practice what to do if the answer is no: "OK, maybe next time," then find someone else to play with.',
          'Swap roles so your child plays the group that welcomes someone new.',
        ],
        note: 'For the youngest, practice one opener. Older children can practice joining a conversation at lunch and noticing who is on their own.',
      },
      {
        title: 'Friendship recipe',
        materials: ['paper', 'crayons or pencils'],
        steps: [
          'Write or draw a pretend recipe for a good friend, such as a cup of kindness, a spoon of sharing and a sprinkle of jokes.',
          'For each ingredient, talk about a time a friend gave it to you.',
          'Pick one ingredient to give a friend this week.',
          'At the end of the week, talk about how it went.',
        ],
        note: 'Young children can draw the ingredients while a grown-up writes. Older children can add ingredients for keeping friends, such as saying sorry and keeping promises.',
      },
    ],
    conversationStarters: [
      'What do you like to do with your friends?',
      'What could you say if you want to join a game?',
      'How do you think someone playing on their own might feel?',
      'What makes someone a good friend?',
      'What can you do if someone says no when you ask to play?',
    ],
    sources: [
      {
        claim: 'Toddlers find sharing very hard; during the preschool years children gradually learn to take turns, share and cooperate in play, and they still need adult guidance and praise while they practice.',
        title: 'HealthyChildren.org (American Academy of Pediatrics): Social Development in Preschoolers',
        url: 'https://www.healthychildren.org/English/ages-stages/preschool/Pages/Social-Development-in-Preschoolers.aspx',
        read: READ,
        authority: 'public-health',
      },
      CASEL_FRAMEWORK,
    ],
  },
];
