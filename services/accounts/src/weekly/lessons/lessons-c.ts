import type { Source, WeeklyLesson } from './types';

// Weekly lessons 35-50 (issue 8). Written to CONTENT.md: stories at the youngest child's reading level, two safe
// activities, open conversation starters, and a source for every number, name and guideline.

const READ = '2026-11-23';

const CASEL_FRAMEWORK = {
  title: 'CASEL: What Is the CASEL Framework?',
  url: 'https://casel.org/fundamentals-of-sel/what-is-the-casel-framework/',
  read: READ,
  authority: 'governing-body',
} as const;

const HARVARD_RESILIENCE = {
  title: 'Center on the Developing Child, Harvard University: Resilience',
  url: 'https://developingchild.harvard.edu/science/key-concepts/resilience/',
  read: READ,
  authority: 'university',
} as const;

const HARVARD_SERVE_RETURN = {
  title: 'Center on the Developing Child, Harvard University: Serve and Return',
  url: 'https://developingchild.harvard.edu/science/key-concepts/serve-and-return/',
  read: READ,
  authority: 'university',
} as const;

const AAP_POWER_OF_PLAY = {
  title: 'Pediatrics (AAP clinical report): The Power of Play: A Pediatric Role in Enhancing Development in Young Children',
  url: 'https://publications.aap.org/pediatrics/article/142/3/e20182058/38649/The-Power-of-Play-A-Pediatric-Role-in-Enhancing',
  read: READ,
  authority: 'peer-reviewed',
} as const;

const CDC_STRUCTURE = {
  title: 'CDC: Tips for Building Structure',
  url: 'https://www.cdc.gov/parenting-toddlers/structure-rules/structure.html',
  read: READ,
  authority: 'public-health',
} as const;

const READY_KIDS = {
  title: 'Ready.gov (FEMA): Ready Kids',
  url: 'https://www.ready.gov/kids',
  read: READ,
  authority: 'public-health',
} as const;

const src = (base: Omit<Source, 'claim'>, claim: string, asOf?: string): Source => (asOf ? { claim, ...base, asOf } : { claim, ...base });

export const lessonsC: WeeklyLesson[] = [
  // ---------------------------------------------------------------------------------------------------------------
  {
    id: 'fire-safety-at-home',
    week: 35,
    title: 'Fire Safety at Home',
    description: 'Matches and lighters are for grown-ups, smoke alarms warn us, and a practiced escape plan gets everyone out and keeps them out.',
    ages: { min: 3, max: 10 },
    story: {
      title: 'Pip Makes a Plan',
      text: `Pip saw a small box on a low shelf. It was a box of matches. Pip did not touch it. Matches are for grown-ups. Pip ran to get Mom.

"Thank you for telling me," said Mom. She put the box up high, where small hands can't reach it.

"Now let's make a plan," said Mom. "A plan helps us know what to do if there is ever a fire." They went from room to room. In each room they found two ways out, like a door and a window. Pip drew a map with big red arrows.

Then Mom pressed the button on the smoke alarm. Beep! Beep! Beep! It was very loud. "This sound means get out fast," said Mom. "Leave your toys. Get out and stay out."

They did a practice drill. Pip and Mom crawled low, like two slow turtles, under pretend smoke. They went out the front door. They walked to the big tree by the gate. That is their meeting spot.

"What if my bunny is still inside?" asked Pip.

"We never go back in," said Mom. "We tell the firefighters. They know how to help. We stay at our tree, together."

Pip gave Mom a big hug. "I know our plan now," said Pip. "I feel ready."`,
    },
    characters: ['Pip'],
    forGrownUps:
      'Teach children that matches and lighters are tools for grown-ups, and to tell an adult if they find them. The NFPA advises a home escape plan with two ways out of each room and a meeting place outside. Practice it together twice a year, and test smoke alarms monthly: when one sounds, get out and stay out. Crawl low under smoke, and save stop, drop and roll for clothes that catch fire.',
    activities: [
      {
        title: 'Draw and practice our fire escape plan',
        materials: ['paper', 'crayons or markers', 'a sticker or star for the meeting place'],
        steps: [
          'With a grown-up, walk through each room and find two ways out, such as a door and a window.',
          'Draw a simple map of your home and mark the ways out with arrows.',
          'Choose a meeting place outside together, such as a tree or the mailbox in front of your home, and put a star on it.',
          'A grown-up presses the test button on the smoke alarm so everyone knows its sound.',
          'Practice together: crawl low to the door, go outside and walk to your meeting place. Get out and stay out.',
        ],
        note: 'Keep it calm and playful for the youngest; one room and one meeting place is enough at first. Older children can plan the second way out of their own bedroom and help the grown-up check that everyone reached the meeting place.',
      },
      {
        title: 'Stop, drop and roll, and tell a grown-up',
        materials: ['a soft rug or carpet', 'a cushion'],
        steps: [
          'A grown-up explains that stop, drop and roll is only for clothes that catch fire. For a fire in the home, the rule is get out and stay out.',
          'Stop: stand still right away. Do not run.',
          'Drop: lie down on the rug and cover your face with your hands.',
          'Roll: roll over and over, back and forth, until the grown-up says the pretend flames are out.',
          'Then practice one more rule: if you see matches or a lighter, do not touch them. Go and tell a grown-up.',
        ],
        note: 'The youngest can practice one step at a time, with the grown-up showing first. Older children can teach the three steps to a younger child or a toy, and explain when it is used and when it is not.',
      },
    ],
    conversationStarters: [
      'What should you do if you find matches or a lighter?',
      'Where is our family meeting place outside?',
      'What does the smoke alarm sound like, and what do we do when we hear it?',
      'Why do we crawl low if there is smoke?',
      'Which trusted grown-up could you tell if something at home seems unsafe?',
    ],
    sources: [
      src(
        {
          title: 'NFPA: Home Fire Escape Planning',
          url: 'https://www.nfpa.org/education-and-research/home-fire-safety/escape-planning',
          read: READ,
          authority: 'governing-body',
        },
        'The NFPA (National Fire Protection Association) advises every home to have an escape plan with two ways out of each room and a meeting place outside, practiced at least twice a year; when the smoke alarm sounds, get out and stay out, never go back inside, and get low under smoke.',
        '2026-11',
      ),
      src(
        {
          title: 'U.S. Fire Administration: Smoke Alarms',
          url: 'https://www.usfa.fema.gov/prevention/home-fires/prepare-for-fire/smoke-alarms/',
          read: READ,
          authority: 'public-health',
        },
        'Working smoke alarms give early warning of a home fire; test smoke alarms every month.',
        '2026-11',
      ),
      src(
        {
          title: 'NFPA: Home Fire Safety',
          url: 'https://www.nfpa.org/education-and-research/home-fire-safety',
          read: READ,
          authority: 'governing-body',
        },
        'NFPA fire safety education teaches that matches and lighters are tools for grown-ups, that children should tell an adult if they find them, and that stop, drop and roll is for when clothes catch fire.',
        '2026-11',
      ),
    ],
    simplifications: [
      'The story shows a grown-up pressing the smoke alarm test button; children do not test alarms themselves.',
      'Stop, drop and roll is taught as a separate rule for clothes on fire so it is not confused with escaping a home fire.',
    ],
  },

  // ---------------------------------------------------------------------------------------------------------------
  {
    id: 'trusted-adults-and-getting-help',
    week: 36,
    title: 'Trusted Adults and Getting Help',
    description: 'Who our trusted grown-ups are, how to ask them for help, and why we never keep secrets that make us feel bad.',
    ages: { min: 3, max: 10 },
    story: {
      title: 'Lulu’s Helping Hand',
      text: `At the park, a big boy took Lulu's ball. "Don't tell anyone," he said. "It's our secret."

Lulu's tummy felt tight. She did not like this secret. It made her feel bad.

Lulu ran to Dad on the bench. "A boy took my ball," she said. "He said it was a secret."

Dad gave her a hug. "Thank you for telling me," he said. "You did the right thing. Some secrets make us feel bad. Those are always okay to tell a grown-up you trust." Dad went with Lulu, and they got the ball back.

At home, Dad told her about surprises. "A surprise is fun, like a gift for Grandma. It only stays quiet for a short time. Then everyone is happy."

Lulu traced her hand on paper. On each finger she drew a grown-up she trusts. She drew Dad, Grandma, her teacher, her aunt Bea and the nice lady next door.

"These are my helpers," said Lulu. "I can go to any of them."

Then Dad showed her a toy phone. "This is how we call for help in a big emergency," he said, "like when someone is badly hurt. We will practice it together."

Lulu put her helping hand on the fridge. She felt safe and strong.`,
    },
    characters: ['Lulu', 'Bea'],
    forGrownUps:
      'Help your child name a few trusted adults, at home, school and nearby, who they can go to. Teach the difference between happy surprises and secrets that feel bad, and say that those are always okay to tell. Practice your emergency number with a toy phone, and explain it is for real emergencies, like someone badly hurt. If your child tells you something worrying, stay calm, thank them and believe them.',
    activities: [
      {
        title: 'My helping hand',
        materials: ['paper', 'a pencil', 'crayons'],
        steps: [
          'Trace around your hand on the paper with a grown-up.',
          'On each finger, draw or write one grown-up you trust, such as a parent, a grandparent, a teacher or a neighbor you know well.',
          'Talk about where each helper is and how you could reach them.',
          'Put your helping hand somewhere you will see it, like the fridge.',
        ],
        note: 'The youngest can draw faces instead of names. Older children can add a helper at school and one outside the family, and, with a grown-up, learn a parent’s phone number.',
      },
      {
        title: 'Surprise or tell?',
        materials: ['two bowls or boxes', 'a smiley face and a “tell” sign drawn on paper', 'slips of paper', 'a toy phone'],
        steps: [
          'A grown-up reads out simple, gentle examples, such as a gift for a birthday, or someone saying “don’t tell anyone I took your toy”.',
          'Put a paper slip in the smiley bowl for a happy surprise, or in the “tell” bowl for a secret that feels bad.',
          'Talk about each one: how would it feel, and which trusted grown-up could you tell?',
          'Finish by practicing with the toy phone: say your name and where you live, just as you would in an emergency.',
        ],
        note: 'Keep the examples mild for the youngest. Older children can practice what to do if the first grown-up is busy: keep telling trusted grown-ups until someone helps.',
      },
    ],
    conversationStarters: [
      'Who are the grown-ups you could go to if you needed help?',
      'What is the difference between a surprise and a secret?',
      'How does your body feel when something is not okay?',
      'What could you say to a grown-up when you need help right now?',
      'When should someone call the emergency number?',
    ],
    sources: [
      src(
        {
          title: 'NSPCC: Talk PANTS (the Underwear Rule)',
          url: 'https://www.nspcc.org.uk/keeping-children-safe/support-for-parents/pants-underwear-rule/',
          read: READ,
          authority: 'public-health',
        },
        'The NSPCC PANTS rule teaches children to talk about secrets that upset them, that good secrets such as surprises are different from bad secrets, and to speak up to a trusted adult because someone can help.',
      ),
      src(
        READY_KIDS,
        'Ready.gov encourages families to make an emergency plan together and to teach children how and when to call the emergency number and what to say.',
        '2026-11',
      ),
    ],
    simplifications: ['The story uses a lost ball as a gentle example of a secret that feels bad; real disclosures are taken seriously by the grown-up.'],
  },

  // ---------------------------------------------------------------------------------------------------------------
  {
    id: 'self-confidence',
    week: 37,
    title: 'Self-Confidence',
    description: 'Helping children believe they can learn hard things, through practice, effort and a kind voice inside.',
    ages: { min: 5, max: 12 },
    story: {
      title: 'Theo’s Wobbly Letters',
      text: `Theo wanted to write his name on a card for Grandpa. He held his pencil tight. He made a T. It was wobbly. He made an H. It was too big.

"I'm bad at this," said Theo. He put his head on the table.

His big sister Kit sat down next to him. "You are not bad at it," she said. "You are still learning. That is different."

"Do you remember your coat buttons?" asked Kit. "You could not do them at first. Now you do them all by yourself."

Theo sat up. It was true. The buttons were hard at first. He kept trying, and now they were easy.

"Try slow," said Kit. "Take a big breath first."

Theo took a big breath. He said to himself, "I can't do it yet. But I can keep trying." He made the T again, slow and careful. It was a bit better. He made the H. It fit in the box this time.

His letters were not perfect. But they were his, and he had worked hard.

Theo gave the card to Grandpa. Grandpa smiled a big smile. "You wrote this all by yourself?"

"Yes," said Theo, and he felt tall inside. "I kept trying."`,
    },
    characters: ['Theo', 'Kit'],
    forGrownUps:
      'Confidence grows when children try things, make mistakes and see that their effort helps them improve. Praise effort and strategies, not only results, and name the strengths you notice. Give real jobs your child can manage, and let them struggle a little before you step in. Model kind self-talk yourself, such as saying you can’t do something yet.',
    activities: [
      {
        title: 'The “I did it” jar',
        materials: ['a clean jar or box', 'strips of paper', 'pencils or crayons'],
        steps: [
          'Each evening, think of one thing you tried that day, even if it was hard.',
          'Write or draw it on a strip of paper and put it in the jar. A grown-up can help with the writing.',
          'At the end of the week, read the strips together.',
          'Find one thing that used to be hard and is now easier, and say what helped.',
        ],
        note: 'The youngest can draw a picture and tell a grown-up about it. Older children can add what they will try next and which strategy they used.',
      },
      {
        title: 'Coach voice',
        materials: ['a stuffed toy', 'paper and a pencil'],
        steps: [
          'Think of an unkind thing we sometimes tell ourselves, like “I’m bad at this”.',
          'Pretend the toy is feeling stuck. What would a kind coach say to it?',
          'Write or say some coach words together: “I can’t do it yet”, “I’ll try another way”, “Mistakes help me learn”.',
          'Next time something is hard, use your coach voice for yourself, with a grown-up nearby to cheer you on.',
        ],
        note: 'Younger children can say the coach words to the toy. Older children can make a small card of their favorite coach words to keep in a pocket or school bag.',
      },
    ],
    conversationStarters: [
      'What is something you can do now that used to be hard?',
      'What helps you keep going when something is tricky?',
      'What would you say to a friend who thinks they are bad at something?',
      'What are you really good at, and how did you get good at it?',
      'What is something new you would like to learn?',
    ],
    sources: [
      src(
        {
          title: 'HealthyChildren.org (AAP): Helping Your Child Develop a Healthy Sense of Self Esteem',
          url: 'https://www.healthychildren.org/English/ages-stages/gradeschool/Pages/Helping-Your-Child-Develop-A-Healthy-Sense-of-Self-Esteem.aspx',
          read: READ,
          authority: 'public-health',
        },
        'Children build self-esteem by feeling loved and by accomplishing things; parents help by praising effort, giving responsibilities children can handle, and letting them try things for themselves.',
      ),
      src(
        CASEL_FRAMEWORK,
        'Self-awareness in the CASEL framework includes identifying personal strengths, having a growth mindset and experiencing self-efficacy.',
      ),
    ],
  },

  // ---------------------------------------------------------------------------------------------------------------
  {
    id: 'setting-goals',
    week: 38,
    title: 'Setting Goals',
    description: 'Choosing one clear goal, breaking it into small steps and keeping going, even when a plan needs to change.',
    ages: { min: 6, max: 12 },
    story: {
      title: 'Maya’s Jump Rope Ladder',
      text: `Maya watched the big kids jump rope at recess. They could jump ten times without stopping. Maya could only jump two times. Then the rope always caught her feet.

"I want to jump ten times," Maya told her dad that night.

"That is a great goal," said Dad. "Big goals are easier when we cut them into small steps. Let's make a ladder."

They drew a ladder on paper. Each step had a number on it, from three all the way up to ten. "Every time you reach a new number, you color that step," said Dad.

Maya practiced in the yard every afternoon. Some days she got to three, then four. One day she could not even get to two. She felt like quitting.

"What is getting in the way?" asked Dad.

Maya thought about it. "I jump too high, and I get tired fast."

"Then let's change the plan," said Dad. "Try small, quick hops."

The next day, Maya tried small, quick hops. She jumped five times! She colored the step with a big smile.

Step by step, Maya climbed her ladder. On Friday, she counted out loud: eight, nine, ten!

Maya ran inside, out of breath. "I did it!" she shouted. "Now I have a new goal. I want to jump backward!"`,
    },
    characters: ['Maya'],
    forGrownUps:
      'Setting goals helps children learn to plan, stay motivated and notice their own progress. Help your child choose one clear goal within reach, then break it into small steps they can see. Celebrate each step, and treat setbacks as a reason to adjust the plan rather than give up.',
    activities: [
      {
        title: 'My goal ladder',
        materials: ['paper', 'markers or crayons', 'stickers (optional)'],
        steps: [
          'Choose one goal you care about, such as learning to tie your shoes or reading a longer book.',
          'Draw a ladder. At the top, draw or write your goal.',
          'With a grown-up, fill each rung with one small step toward the goal.',
          'Color a rung or add a sticker each time you finish a step.',
          'When you reach the top, celebrate and choose your next goal.',
        ],
        note: 'Younger children can use three or four picture steps and a goal for this week. Older children can add a date, list what might get in the way, and plan what they will do about it.',
      },
      {
        title: 'Weekly goal check-in',
        materials: ['your goal ladder', 'a notebook or paper', 'a pencil'],
        steps: [
          'Once a week, sit down with a grown-up for a short check-in.',
          'Answer three questions: What went well? What got in the way? What will I try next?',
          'If a step is too big, split it into two smaller steps.',
          'Write down one thing you will do before the next check-in.',
        ],
        note: 'For the youngest, keep it to one question and a thumbs up or down. Older children can track a family goal too, like a screen-free evening each week, and lead the check-in.',
      },
    ],
    conversationStarters: [
      'What is one thing you would like to get better at this month?',
      'What small step could you take toward it tomorrow?',
      'What could get in the way, and what would you do then?',
      'How will you know when you have reached your goal?',
      'What goal could our whole family work on together?',
    ],
    sources: [
      src(
        CASEL_FRAMEWORK,
        'Self-management in the CASEL framework includes setting personal and collective goals, using planning and organizational skills, and showing self-discipline and self-motivation.',
      ),
    ],
  },

  // ---------------------------------------------------------------------------------------------------------------
  {
    id: 'time-and-routines',
    week: 39,
    title: 'Time and Routines',
    description: 'How simple daily routines and picture checklists make mornings and bedtimes calmer and help children do more for themselves.',
    ages: { min: 6, max: 12 },
    story: {
      title: 'Leo’s Morning Map',
      text: `Every morning in Leo's house was a big rush. Leo could not find his shoes. His lunch box was still on the table. The bus honked outside, and Leo ran out with his hair sticking up.

"Our mornings feel like a storm," said Mom one night. "Let's make a plan so they can feel calm."

Mom and Leo sat down with paper and markers. "What do you need to do each morning?" asked Mom.

Leo thought hard. "Get dressed. Eat breakfast. Brush my teeth. Put on my shoes. Grab my bag."

Leo drew a small picture for each job. He drew a shirt, a bowl, a toothbrush, two shoes and a backpack. They taped the chart by the front door. "This is my morning map," said Leo.

Mom had one more idea. "Some jobs can happen the night before," she said. So every night, Leo packed his bag and set his shoes by the door.

The next morning, Leo looked at his map. He did each job, one by one. He checked them off with a smile. There was even time left over, so he read a comic with Mom before the bus came.

"That was the calmest morning ever," said Leo. "My map did the remembering for me!"`,
    },
    characters: ['Leo'],
    forGrownUps:
      'Predictable routines help children know what comes next, which can make days calmer and build independence. Make a morning or bedtime checklist together, with pictures for younger children. Move some jobs to the night before, and give a few minutes of warning before a change. Let your child tick off the steps themselves, so the chart does the reminding instead of you.',
    activities: [
      {
        title: 'Picture routine chart',
        materials: ['paper or card', 'markers or crayons', 'tape'],
        steps: [
          'With a grown-up, list the jobs in your morning or bedtime routine.',
          'Put them in order, from first to last.',
          'Draw a small picture for each job next to its words.',
          'Tape the chart where the routine happens, such as by the door or the bathroom sink.',
          'Use it for a week, then talk about what to change.',
        ],
        note: 'Younger children can use pictures only and three or four jobs. Older children can add after-school jobs, such as homework and a household task, and plan the order themselves.',
      },
      {
        title: 'How long does it take?',
        materials: ['a kitchen timer or a clock', 'paper and a pencil'],
        steps: [
          'Pick three everyday jobs, such as getting dressed, brushing teeth and tidying toys.',
          'Guess how long each one takes and write your guess down.',
          'A grown-up times you as you do each job at a normal pace.',
          'Compare your guesses with the real times. Which job took longer than you thought?',
        ],
        note: 'For the youngest, compare jobs as “short” and “long” rather than minutes. Older children can use the times to plan a morning schedule that fits before school.',
      },
    ],
    conversationStarters: [
      'Which part of your day feels the most rushed?',
      'What could we do the night before to make mornings easier?',
      'What is your favorite part of our bedtime routine?',
      'Which jobs could you do all by yourself?',
      'How do you feel when you know what is coming next?',
    ],
    sources: [
      src(
        CDC_STRUCTURE,
        'Structure built on consistency, predictability and follow-through helps children know what to expect; routines such as regular times for meals, play and bed help children feel secure.',
      ),
      src(
        {
          title: 'HealthyChildren.org (AAP): Chores and Responsibility',
          url: 'https://www.healthychildren.org/English/family-life/family-dynamics/communication-discipline/Pages/Chores-and-Responsibility.aspx',
          read: READ,
          authority: 'public-health',
        },
        'Age-appropriate household jobs and routines help children build responsibility and independence.',
      ),
      src(
        CASEL_FRAMEWORK,
        'Self-management in the CASEL framework includes using planning and organizational skills.',
      ),
    ],
  },

  // ---------------------------------------------------------------------------------------------------------------
  {
    id: 'curiosity-and-asking-questions',
    week: 40,
    title: 'Curiosity and Asking Questions',
    description: 'Welcoming children’s questions, wondering together and finding out answers side by side.',
    ages: { min: 3, max: 10 },
    story: {
      title: 'Rosa’s Wonder Walk',
      text: `Rosa and Grandpa went for a walk. Rosa had so many questions.

"Why are the leaves falling?" she asked.

"Good question," said Grandpa. "What do you think?"

Rosa looked up at the tree. "Maybe the tree is getting ready for winter."

"That is a smart idea," said Grandpa. "Let's look for more clues."

They saw a snail on a wet rock. They bent down to look. They did not pick it up. "Where does a snail go when it rains?" asked Rosa.

"Hmm," said Grandpa. "I don't know. Let's find out together."

Rosa was surprised. "Grown-ups don't know everything?"

Grandpa laughed. "No one knows everything. That is what makes the world fun. We can always learn more."

They saw a puddle with a rainbow shine. They saw a bird with a twig in its beak. Rosa asked about each one. Grandpa did not say, "Stop asking." He said, "Tell me more."

Later, they went to the library with their list. They found a book about snails and a book about trees. They read them on the big soft chair.

That night, Rosa had a new question. "Grandpa, where do birds sleep?"

Grandpa smiled. "Let's wonder about that tomorrow."`,
    },
    characters: ['Rosa'],
    forGrownUps:
      'Questions are how young children learn, and warm back-and-forth talk helps build their brains. When your child asks something, ask what they think before you answer. It is fine to say you don’t know and find out together, which shows that learning never stops. Even a busy day has room for one question answered properly, at bedtime or on the walk home.',
    activities: [
      {
        title: 'Wonder walk',
        materials: ['a notebook or paper', 'a pencil or crayons', 'a bag for fallen leaves'],
        steps: [
          'Go for a short walk with a grown-up, around your home, a park or your street.',
          'Stop three times to look and listen closely. Look at animals but leave them where they are.',
          'At each stop, ask one “I wonder…” question, and the grown-up writes it down.',
          'Back home, choose one question and find the answer together in a library book or with a grown-up’s help.',
        ],
        note: 'The youngest can draw what they saw and say their question aloud. Older children can write their own questions and make a guess before they look up the answer.',
      },
      {
        title: 'The question jar',
        materials: ['a jar or box', 'strips of paper', 'pencils'],
        steps: [
          'Keep the jar somewhere easy to reach, like the kitchen table.',
          'Whenever anyone in the family wonders about something, write it on a strip and drop it in. Grown-ups add questions too.',
          'Once a week, pick a question from the jar.',
          'Find out together: ask someone who knows, look in a book, or watch, listen and notice.',
        ],
        note: 'Younger children can tell their question to a grown-up who writes it down. Older children can take turns being the “question detective” who leads the search for an answer.',
      },
    ],
    conversationStarters: [
      'What is something you wonder about?',
      'What question would you ask a bird if it could talk?',
      'How could we find out the answer to a question we don’t know?',
      'What is something new you learned this week?',
      'Who do you like asking questions, and why?',
    ],
    sources: [
      src(
        HARVARD_SERVE_RETURN,
        'Serve-and-return interactions, in which a child reaches out and an adult responds, shape brain architecture and help build language and social skills.',
      ),
      src(
        AAP_POWER_OF_PLAY,
        'Play and exploration with caring adults support curiosity, language, problem solving and learning in young children.',
      ),
    ],
  },

  // ---------------------------------------------------------------------------------------------------------------
  {
    id: 'creativity-and-imagination',
    week: 41,
    title: 'Creativity and Imagination',
    description: 'Open-ended play, making and pretending, and how two different ideas can become one great new one.',
    ages: { min: 3, max: 10 },
    story: {
      title: 'The Rocket Castle',
      text: `A big box came to Kai's house. When it was empty, Kai had an idea. "It can be a rocket!" he said.

His sister June had an idea too. "No, it can be a castle!" she said.

They both pulled on the box. "Rocket!" "Castle!" The box began to rip.

Mom came in. "Two big ideas and one box," she said. "What can you do?"

Kai and June sat down and thought. Then June smiled. "What if it is a castle that can fly?"

"A rocket castle!" said Kai. "Yes!"

They got to work. June drew a door and some windows. Kai made a paper cone for the top. Mom helped cut a round window. They put paper plates on the side for wheels. Then they made flags from paper and straws.

The castle tipped over. The cone fell off. "Oh no," said Kai.

"Let's fix it," said June. They put on more tape and tried again. This time it stood up tall.

Kai and June climbed in. "Three, two, one, blast off!" They flew to the moon. They had a picnic with a friendly moon dragon. They were home in time for dinner.

"That was the best trip," said June. "And we made it together."`,
    },
    characters: ['Kai', 'June'],
    forGrownUps:
      'Open-ended play with simple things, like boxes, blocks, paper and dress-up clothes, lets children invent, solve problems and share feelings. The AAP says play is essential for development and encourages families to make time for it. Offer time and materials, then follow your child’s lead rather than directing. Praise ideas and effort, not just neat results.',
    activities: [
      {
        title: 'Box of ideas',
        materials: ['a large cardboard box', 'tape', 'crayons or markers', 'paper plates, paper and other clean recycling'],
        steps: [
          'Look at the box together and ask: what could it become? A car, a boat, a house, a rocket?',
          'Choose one idea, or mix two ideas into one.',
          'Decorate it with crayons and paper. A grown-up does any cutting of doors or windows.',
          'Play inside your creation and tell a story about where it goes.',
        ],
        note: 'The youngest may change their idea many times, and that is fine. Older children can draw a plan first, then say what they changed while building and why.',
      },
      {
        title: 'Pass-the-story',
        materials: ['paper cards', 'crayons', 'a bag or hat'],
        steps: [
          'Each person draws one thing on a card: a character, a place or an object.',
          'Put the cards in the bag and mix them up.',
          'Take turns pulling a card and adding one sentence to a shared story that uses it.',
          'A grown-up writes the story down, and everyone draws a picture for the end.',
        ],
        note: 'Younger children can name what is on the card and say one thing that happens. Older children can add a problem the characters must solve and make the story into a little book.',
      },
    ],
    conversationStarters: [
      'If our sofa could turn into anything, what would it be?',
      'What would you make if you had a giant box?',
      'What is your favorite thing to pretend?',
      'What could we do when two people have different ideas?',
      'If you could invent something to help people, what would it be?',
    ],
    sources: [
      src(
        AAP_POWER_OF_PLAY,
        'The AAP clinical report The Power of Play says play is essential to development, building creativity, problem solving, language and social-emotional skills, and that simple toys and unstructured time are best; it encourages families to make time for play.',
      ),
    ],
  },

  // ---------------------------------------------------------------------------------------------------------------
  {
    id: 'caring-for-pets-and-animals',
    week: 42,
    title: 'Caring for Pets and Animals',
    description: 'Gentle hands, giving animals space, sharing pet jobs with a grown-up, and washing hands after touching animals.',
    ages: { min: 4, max: 12 },
    story: {
      title: 'Omar Helps with Biscuit',
      text: `Omar loved his dog, Biscuit. Biscuit had soft ears and a waggy tail.

"I want to help take care of Biscuit," said Omar.

"Good idea," said Dad. "Caring for a pet is a big job. We can do it together."

First, Omar helped fill the water bowl. Dad carried it to Biscuit's spot. Biscuit drank and drank.

Then Dad put food in Biscuit's bowl. Omar wanted to give Biscuit a big hug while he ate.

"Wait," said Dad. "Dogs need space when they eat and when they sleep. Let's let Biscuit eat in peace."

So Omar waited. When Biscuit was done, he came and licked Omar's hand. Omar stroked his back, soft and slow. "Gentle hands," said Omar.

After that, they played fetch in the yard. Biscuit ran and ran.

When they came inside, Dad said, "Time to wash our hands with soap."

"But Biscuit is clean," said Omar.

"Pets can carry germs we can't see," said Dad. "Washing our hands after we touch them keeps us healthy."

Omar washed his hands with lots of bubbles. He sang a song while he scrubbed.

That night, Biscuit curled up in his bed. Omar did not wake him. He just whispered, "Good night, Biscuit. I'll help you again tomorrow."`,
    },
    characters: ['Omar', 'Biscuit'],
    forGrownUps:
      'Caring for a pet teaches kindness, gentle touch and responsibility, with a grown-up sharing the work. The CDC advises washing hands with soap and water after touching animals, their food, supplies or waste. Always supervise young children with animals, and teach them to leave animals alone while eating or sleeping. Teach children to ask an owner before petting an animal they don’t know.',
    activities: [
      {
        title: 'Pet care chart',
        materials: ['paper', 'markers or crayons', 'stickers or a pencil for ticks'],
        steps: [
          'With a grown-up, list your pet’s daily jobs: fresh water, food, play, brushing and cleaning up.',
          'Decide which jobs you will help with and which a grown-up does. The grown-up handles pet food and any medicine.',
          'Draw a picture for each job and add a box for each day of the week.',
          'Add a sticker or a tick each time you help, and wash your hands with soap after every pet job.',
        ],
        note: 'No pet at home? Care for a toy animal, or put out a bird feeder with a grown-up and keep a watching diary. Older children can take on a bigger job, such as a daily walk with a grown-up.',
      },
      {
        title: 'Gentle hands practice',
        materials: ['a stuffed animal', 'soap and water for hand washing'],
        steps: [
          'A grown-up plays the owner. Practice asking first: “May I pet your dog?”',
          'If the owner says yes, stand still and let the animal come to you.',
          'Stroke the toy gently along its back, not on its face.',
          'Practice stopping if the animal walks away, and never bothering an animal that is eating or sleeping.',
          'Finish by washing your hands with soap and water, just as you would after touching a real animal.',
        ],
        note: 'The youngest can practice slow, soft strokes with the toy. Older children can learn to notice when an animal wants space, such as moving away or hiding.',
      },
    ],
    conversationStarters: [
      'How do you think an animal feels when someone is gentle with it?',
      'What jobs does a pet need someone to do every day?',
      'Why do we wash our hands after touching animals?',
      'What should you do before you pet an animal you don’t know?',
      'If you could look after any animal, which would you choose and why?',
    ],
    sources: [
      src(
        {
          title: 'CDC Healthy Pets, Healthy People: Ways to Stay Healthy Around Animals',
          url: 'https://www.cdc.gov/healthy-pets/about/index.html',
          read: READ,
          authority: 'public-health',
        },
        'The CDC advises washing hands with soap and water after touching animals or their food, supplies or waste, supervising young children around animals, and keeping young children away from pets that are eating.',
        '2026-11',
      ),
    ],
  },

  // ---------------------------------------------------------------------------------------------------------------
  {
    id: 'trying-new-foods',
    week: 43,
    title: 'Trying New Foods',
    description: 'Tiny tastes with no pressure help children warm up to new foods. Cut food small for young children to prevent choking.',
    ages: { min: 3, max: 8 },
    story: {
      title: 'Nia and the Green Fruit',
      text: `One day, Dad put a new fruit on the table. It was round and brown and fuzzy. Dad cut it open. Inside, it was green with tiny black seeds.

"It is a kiwi," said Dad.

Nia made a face. "I don't want it," she said. "It looks funny."

"That is okay," said Dad. "You don't have to eat it. You can just look at it."

So Nia looked. The green was bright, like grass. The seeds made a ring, like a little star.

The next day, the kiwi came back. Dad cut it into small pieces and put two on Nia's plate, next to her toast. Nia smelled it. It smelled sweet.

Dad ate a piece. "Mmm," he said. "A bit sweet and a bit sour."

On the third day, Nia touched a piece. It was soft and wet. She gave it a tiny lick. Then she put it back.

"Good for you," said Dad. "You can try it again another time."

On the fourth day, Nia sat at the table and took a tiny bite. She chewed it slowly. It was sweet! It was sour too!

"I like it a little bit," said Nia.

"New foods can take lots of tries," said Dad, "and that is just fine."`,
    },
    characters: ['Nia'],
    forGrownUps:
      'Children often need many tries before they accept a new food, so keep offering it without pressure or bribes. Serve a tiny portion next to a food they already like, and eat it yourself. For young children, cut food small and soft; whole grapes, nuts, popcorn and hard sweets are choking risks.',
    activities: [
      {
        title: 'Tiny tasting plate with a grown-up',
        materials: ['a small plate', 'one soft new food, such as ripe pear or cooked carrot, cut small by a grown-up', 'a food your child already likes'],
        steps: [
          'A grown-up prepares the new food and cuts it into small, soft pieces.',
          'Sit down at the table together. Everyone stays seated while eating.',
          'Look at the new food, smell it and talk about its color and shape.',
          'Take a tiny taste only if you want to. “Not yet” is an okay answer.',
          'The grown-up tastes it too and says what they notice, like sweet, crunchy or soft.',
        ],
        note: 'For the youngest, keep pieces small and soft, and skip whole grapes, nuts, popcorn and hard sweets. Older children can help choose the new food at the shop and help a grown-up wash it.',
      },
      {
        title: 'Food explorer chart',
        materials: ['paper', 'crayons', 'stickers'],
        steps: [
          'Draw the new food at the top of the page.',
          'Make a row of boxes: look, smell, touch, taste.',
          'Each time the food comes to the table at a meal with a grown-up, add a sticker for each box you did.',
          'Draw a face for how it was this time: yum, okay or not yet.',
        ],
        note: 'Younger children can use stickers only. Older children can describe the food with new words, such as crisp, juicy or tangy, and rate it again after a few tries.',
      },
    ],
    conversationStarters: [
      'What food did you not like before, but like now?',
      'What words could we use to describe how a food tastes?',
      'Which new food would you like to look at or smell this week?',
      'How do you feel when you try something new?',
      'If you could plan one dinner, what would you put on the plate?',
    ],
    sources: [
      src(
        {
          title: 'HealthyChildren.org (AAP): Picky Eaters',
          url: 'https://www.healthychildren.org/English/ages-stages/toddler/nutrition/Pages/Picky-Eaters.aspx',
          read: READ,
          authority: 'public-health',
        },
        'Offer new foods repeatedly and without pressure or bribes, since children may need many tries before accepting a new food; serve small portions alongside familiar foods and let children see adults eat them.',
        '2026-11',
      ),
      src(
        {
          title: 'CDC: Choking Hazards (infant and toddler nutrition)',
          url: 'https://www.cdc.gov/infant-toddler-nutrition/foods-and-drinks/choking-hazards.html',
          read: READ,
          authority: 'public-health',
        },
        'Whole grapes, nuts, popcorn and hard candy (hard sweets) are choking hazards for young children; cut food into small pieces and have children sit while they eat.',
        '2026-11',
      ),
    ],
    simplifications: ['The story shows a child licking a food as one small step; all tasting happens at the table with a grown-up.'],
  },

  // ---------------------------------------------------------------------------------------------------------------
  {
    id: 'moving-our-bodies',
    week: 44,
    title: 'Moving Our Bodies',
    description: 'Why daily active play matters, and fun ways for the whole family to run, jump, dance and stretch together.',
    ages: { min: 3, max: 12 },
    story: {
      title: 'Ben’s Dance Break',
      text: `It was a rainy day. Ben could not play outside. He sat on the sofa for a long, long time. His legs felt wiggly. His head felt grumpy.

"I'm bored," said Ben.

"I think your body wants to move," said Mom. "Let's have a dance break!"

Mom put on a happy song. They hopped like frogs. They stomped like big bears. They flapped like birds. They stretched up tall like giraffes and curled up small like cats.

Ben's cheeks got warm. His heart went thump, thump, thump. "My heart is going fast!" he said.

"That means your heart is working hard," said Mom. "It is getting strong."

They danced until the song was over. Then they lay on the rug and took slow breaths. Ben's body felt calm now. His head did not feel grumpy at all.

"That was fun," said Ben. "Can we do it again tomorrow?"

The next day, the sun came out. Ben and Mom walked to the park, holding hands near the road. Ben ran and climbed and swung. He raced his friend to the slide.

At bedtime, Ben was happy and sleepy. "Moving is the best," he said with a yawn.`,
    },
    characters: ['Ben'],
    forGrownUps:
      'WHO advises an average of at least 60 minutes a day of moderate-to-vigorous activity for ages 5 to 17. Younger children should be active throughout the day, mostly through play. Choose activities your child enjoys, move together, and break up long stretches of sitting.',
    activities: [
      {
        title: 'Animal moves game',
        materials: ['paper cards', 'crayons', 'a clear, safe space indoors or outside'],
        steps: [
          'Draw one animal on each card: a frog, a bear, a bird, a snake, a kangaroo.',
          'A grown-up clears a safe space with nothing to trip on.',
          'Take turns picking a card and moving like that animal while everyone copies: hop, stomp, flap, slither, jump.',
          'Play until everyone is breathing fast, then finish with a slow, quiet stretch.',
        ],
        note: 'The youngest can copy a grown-up’s moves. Older children can invent animal moves, count jumps or set up an animal obstacle course.',
      },
      {
        title: 'Family move-together week',
        materials: ['paper', 'markers', 'stickers'],
        steps: [
          'Make a chart with one row for each family member and a box for each day of the week.',
          'Together, list active things you enjoy, such as walking, dancing, ball games, skipping or playing at the park.',
          'Each day, do something active together and add a sticker for everyone who joined in.',
          'Have water handy, and a grown-up chooses safe places to play, holding hands near roads.',
          'At the end of the week, pick the family favorite to do again.',
        ],
        note: 'For the youngest, short bursts of play through the day count. Older children can plan a longer family outing or try a new sport or active game.',
      },
    ],
    conversationStarters: [
      'How does your body feel after you run and play?',
      'What is your favorite way to move?',
      'What could we do to move more on a rainy day?',
      'Which animal would you like to move like, and why?',
      'What active game could our whole family play together?',
    ],
    sources: [
      src(
        {
          title: 'WHO: Physical activity (fact sheet)',
          url: 'https://www.who.int/news-room/fact-sheets/detail/physical-activity',
          read: READ,
          authority: 'public-health',
        },
        'WHO recommends that children and adolescents aged 5-17 years do at least an average of 60 minutes per day of moderate-to-vigorous intensity physical activity across the week, and limit time spent sitting.',
        '2026-11',
      ),
      src(
        {
          title: 'WHO: Guidelines on physical activity, sedentary behaviour and sleep for children under 5 years of age',
          url: 'https://www.who.int/publications/i/item/9789241550536',
          read: READ,
          authority: 'public-health',
        },
        'WHO advises that young children under 5 be physically active in a variety of ways throughout the day, mainly through active play, and not be kept sitting for long periods.',
        '2026-11',
      ),
    ],
  },

  // ---------------------------------------------------------------------------------------------------------------
  {
    id: 'dealing-with-change',
    week: 45,
    title: 'Dealing with Change',
    description: 'Helping children through moves, new schools and other changes by preparing, keeping what stays the same and talking.',
    ages: { min: 4, max: 12 },
    story: {
      title: 'Finn’s New House',
      text: `Finn's family was moving to a new house. Finn did not want to go.

"What if my new room feels strange?" said Finn. "What if I miss my old park?"

Mom sat down with him. "It is okay to feel worried," she said. "Lots of people feel that way when things change. Let's think about what will stay the same."

They made a list. Finn would still have Mom and Dad. He would still have his bear, Snuggles, and his blue blanket. They would still read a story at bedtime, and have pancakes on Sunday.

Then Mom gave Finn a shoebox. "This can be your comfort box," she said. Finn put in his bear, his blanket, a photo of his old room and his favorite book. He carried it himself on moving day.

The first night in the new house was strange. The walls were a new color. The window was in a new spot. Finn held his bear tight.

But then Dad came in with the same old story book. He read it in the same funny voice. Finn smiled.

The next morning, Finn and Dad went for a walk. They found a new park with a big red slide.

"I still miss my old park," said Finn. "But this one is good too."`,
    },
    characters: ['Finn', 'Snuggles'],
    forGrownUps:
      'A move, a new school or a new baby can unsettle children, even when the change is a happy one. Prepare them ahead of time, keep familiar routines where you can, and name what will stay the same. Let them share worries and mixed feelings without rushing to fix them. A calm, caring adult nearby helps children adapt.',
    activities: [
      {
        title: 'Same and new',
        materials: ['paper folded in half', 'crayons or markers'],
        steps: [
          'Think about a change that is coming or has just happened, with a grown-up.',
          'On one half of the paper, draw things that will stay the same, like family, a favorite toy or a bedtime story.',
          'On the other half, draw things that will be new.',
          'Talk about one new thing that might turn out to be fun.',
        ],
        note: 'The youngest can draw one thing on each side. Older children can write a list of questions about the change and find the answers with a grown-up.',
      },
      {
        title: 'Comfort box',
        materials: ['a shoebox', 'crayons, stickers or paper to decorate', 'a few favorite, comforting things'],
        steps: [
          'Decorate the box with a grown-up.',
          'Choose a few things that help you feel calm and happy, such as a soft toy, a photo or a favorite book.',
          'Put them in the box and keep it close during the change.',
          'When you feel worried, open your box and tell a grown-up how you feel.',
        ],
        note: 'The youngest may choose just one or two things. Older children can add a card with things that help them calm down, like slow breaths or a favorite song.',
      },
    ],
    conversationStarters: [
      'What is a change that has happened to you?',
      'What helped you feel better when things were new?',
      'What would you put in your comfort box?',
      'What is something that always stays the same in our family?',
      'How could you help a friend who is going through a change?',
    ],
    sources: [
      src(
        HARVARD_RESILIENCE,
        'Supportive relationships with caring adults are the most common factor in helping children adapt and build resilience when they face difficulties.',
      ),
      src(
        CDC_STRUCTURE,
        'Consistency and predictable routines help children know what to expect and feel secure.',
      ),
    ],
  },

  // ---------------------------------------------------------------------------------------------------------------
  {
    id: 'family-and-belonging',
    week: 46,
    title: 'Family and Belonging',
    description: 'Families come in many shapes. What makes a family is love and care, shared rituals and everyone having a place.',
    ages: { min: 3, max: 10 },
    story: {
      title: 'Zara’s Family Picture',
      text: `At school, the children drew pictures of their families. Zara looked around. Sam drew a mom, a dad and a baby. Ada drew two moms and a dog.

Zara drew herself, her grandma and her big cousin Leon. Then she stopped. "My family looks different," she said quietly.

Her teacher knelt down next to her. "Families come in lots of shapes and sizes," she said. "Some are big. Some are small. What makes a family is love and care."

Zara thought about it. Grandma made her warm soup. Leon walked her to school and taught her card tricks. On Friday nights, they all made a blanket fort and told stories in it.

Zara smiled. She added a fort to her picture. She drew hearts around all three of them.

At home, she showed Grandma. "This is us," said Zara.

Grandma hugged her tight. "It is perfect," she said. "You are a big part of this family. We could not do without you."

That night, Zara had a job. She set the table for three. Leon put on music. Grandma served the soup.

They held hands before they ate. Zara felt warm all over. She knew she belonged.`,
    },
    characters: ['Zara', 'Sam', 'Ada', 'Leon'],
    forGrownUps:
      'Children thrive when they feel they belong: seen, loved and counted on at home. Simple rituals, like shared meals, bedtime chats or a weekly family night, build that sense of connection. Give each child a real job, so they know the family needs them. Talk warmly about different kinds of families, so every child feels their own is normal.',
    activities: [
      {
        title: 'Our family handprint tree',
        materials: ['a large sheet of paper', 'crayons or markers', 'washable paint (optional)'],
        steps: [
          'Draw a tree trunk and branches on the paper with a grown-up.',
          'Each family member traces or prints a hand as a leaf.',
          'In or next to each hand, write or draw one thing that person brings to the family, like jokes, hugs or good soup.',
          'Add people who care for you who don’t live with you, like grandparents or close friends.',
          'Hang the tree where everyone can see it.',
        ],
        note: 'The youngest can make their handprint and tell a grown-up what to write. Older children can interview each family member about a favorite family memory and add it to the tree.',
      },
      {
        title: 'Family night',
        materials: ['paper', 'a pencil', 'a jar or hat'],
        steps: [
          'Everyone writes or draws ideas for a family night: a board game, a picnic on the floor, a dance party or a story night.',
          'Put the ideas in the jar.',
          'Choose one night each week and let a different person pick an idea from the jar.',
          'Give everyone a job for the night, like setting up, choosing music or tidying away. A grown-up handles any cooking.',
        ],
        note: 'For the youngest, keep it short and simple, like one story and one song. Older children can plan the whole evening and make an invitation for the family.',
      },
    ],
    conversationStarters: [
      'What makes our family special?',
      'What is your favorite thing we do together?',
      'What job do you like to do to help our family?',
      'Who are the people who care about you, at home and outside it?',
      'How can we help a new friend feel like they belong?',
    ],
    sources: [
      src(
        HARVARD_SERVE_RETURN,
        'Warm, responsive relationships with caring adults, built through everyday back-and-forth interactions, are the foundation of healthy child development.',
      ),
      src(
        {
          title: 'CDC: Positive Parenting Tips for Middle Childhood (6-8 years)',
          url: 'https://www.cdc.gov/child-development/positive-parenting-tips/middle-childhood-6-8-years.html',
          read: READ,
          authority: 'public-health',
        },
        'Parents can show affection, recognize their child’s accomplishments, spend time together, and give children household tasks to build a sense of responsibility.',
      ),
    ],
  },

  // ---------------------------------------------------------------------------------------------------------------
  {
    id: 'a-love-of-reading',
    week: 47,
    title: 'A Love of Reading',
    description: 'Growing a love of books through cozy read-alouds, children choosing what to read, and keeping reading fun.',
    ages: { min: 3, max: 10 },
    story: {
      title: 'Milo’s Book Fort',
      text: `Milo did not want to read. "Books are boring," he said. He kicked his feet on the sofa.

Dad had an idea. He took two chairs and a big blanket. He made a fort on the rug. He put a pillow and a lamp inside.

"Come in," said Dad. "This is a reading fort."

Milo crawled in. It was cozy. Dad had a book about a bear who could not find his hat. Dad read the bear part in a big, deep voice. Then he read the mouse part in a squeaky voice.

Milo laughed. "Do the bear again!"

Dad read it again. This time Milo said the words he knew. "Where is my hat?" he said in his bear voice.

The next day, they went to the library. There were so many books! Milo got to pick. He chose a book about trucks and a book about a silly pig.

Every night after that, Milo and Dad read in the fort. Some nights Milo picked a new book. Some nights he wanted the bear book again. Dad always said yes.

One night, Milo held the book and turned the pages. He told the story from the pictures all by himself.

"Books are not boring," said Milo. "Books are the best!"`,
    },
    characters: ['Milo'],
    forGrownUps:
      'Reading aloud together, from babyhood onward, builds language, imagination and a warm bond. The AAP recommends shared reading as a regular part of family life. Let your child choose books, reread favorites and chat about the pictures. Keep it fun and cozy rather than a lesson, and let them see you reading too.',
    activities: [
      {
        title: 'Build a reading fort',
        materials: ['two chairs', 'a blanket or sheet', 'pillows', 'a pile of books', 'a flashlight (optional)'],
        steps: [
          'With a grown-up, drape the blanket over the chairs to make a fort.',
          'Add pillows and a flashlight to make it cozy.',
          'Choose three books: one new, one old favorite and one the grown-up picks.',
          'Read together in the fort. Take turns doing voices for the characters.',
        ],
        note: 'The youngest can “read” the pictures and fill in words they know. Older children can read a page or a chapter aloud to the grown-up or to a younger sibling.',
      },
      {
        title: 'Make your own book',
        materials: ['a few sheets of paper', 'crayons or markers', 'a stapler used by a grown-up, or string'],
        steps: [
          'Fold the sheets in half to make pages. A grown-up staples or ties them along the fold.',
          'Think of a story: it could be about you, a pet or a made-up creature.',
          'Draw a picture on each page. Write the words, or tell them to a grown-up who writes them.',
          'Make a cover with a title and your name as the author, then read your book to the family.',
        ],
        note: 'For the youngest, a three-page book with one picture a page is plenty. Older children can write a longer story with chapters and add a “meet the author” page.',
      },
    ],
    conversationStarters: [
      'What is your favorite book, and why?',
      'If you could jump into a book, which one would it be?',
      'Which character would you like to be friends with?',
      'What do you think will happen next in the story we are reading?',
      'What would your own book be about?',
    ],
    sources: [
      src(
        {
          title: 'Pediatrics (AAP policy statement): Literacy Promotion: An Essential Component of Primary Care Pediatric Practice',
          url: 'https://publications.aap.org/pediatrics/article/154/6/e2024069090/199467/Literacy-Promotion-An-Essential-Component-of',
          read: READ,
          authority: 'peer-reviewed',
        },
        'The AAP recommends reading aloud and shared reading with children from infancy as a regular part of family life, which supports language, early literacy and social-emotional development and strengthens parent-child relationships.',
      ),
    ],
  },

  // ---------------------------------------------------------------------------------------------------------------
  {
    id: 'screen-time-balance',
    week: 48,
    title: 'Screen Time Balance',
    description: 'Balancing screens with play, sleep and family time: screen-free meals and bedrooms and a family media plan.',
    ages: { min: 5, max: 12 },
    story: {
      title: 'The Phone Bed',
      text: `Eli loved his game on the tablet. He could play it all day. But when Mom said, "Time to stop," Eli felt cross. He did not want to stop.

At dinner, Mom looked at her phone. Dad looked at his phone. Eli looked at his game. No one said a word.

After dinner, Mom said, "I miss talking with you. Let's make a family plan for screens."

They sat at the table with a big sheet of paper. "What do we love to do with no screens?" asked Dad.

Eli had lots of ideas. "Build with blocks! Play tag! Bake with Mom! Read in bed!"

Then they made some rules together. No screens at dinner. No screens in bedrooms at night. Screens have a time to start and a time to stop.

"Where will the screens sleep?" asked Eli.

Mom found a basket. Eli put a small pillow in it. "This is the phone bed," he said. Every night, all the phones and the tablet went in the phone bed in the kitchen. Mom and Dad's phones went in too!

At dinner the next night, there were no screens. Dad told a silly joke. Eli told about his day. Mom laughed so hard she snorted.

"I like our plan," said Eli. "Screens are fun. But this is fun too."`,
    },
    characters: ['Eli'],
    forGrownUps:
      'Aim for balance, so screens leave room for sleep, play, movement and time together. Try keeping meals and bedrooms screen-free, and make a family media plan together. The AAP replaced its screen-time guidance in 2026, so check HealthyChildren.org for its current advice. Set the example by putting your own phone away too.',
    activities: [
      {
        title: 'Make our family media plan',
        materials: ['a large sheet of paper', 'markers', 'a basket or box for devices'],
        steps: [
          'Together, list the things you love to do without screens.',
          'Choose screen-free times and places, such as meals and bedrooms at night.',
          'Decide where devices “sleep” at night and decorate a basket to be the device bed.',
          'Agree on what happens when screen time ends, such as a five-minute warning.',
          'Everyone signs the plan, grown-ups too, and you check it together each month.',
        ],
        note: 'Younger children can draw the screen-free activities. Older children can help choose shows and games, and grown-ups can use the family media plan tool on HealthyChildren.org.',
      },
      {
        title: 'Screen-free fun jar',
        materials: ['a jar or box', 'strips of paper', 'pencils or crayons'],
        steps: [
          'Brainstorm screen-free ideas with a grown-up: build a fort, play a board game, draw, dance, go to the park.',
          'Write or draw each idea on a strip and put it in the jar.',
          'When screen time ends, pick a strip from the jar and do that idea.',
          'Add new ideas whenever you think of them.',
        ],
        note: 'For the youngest, a grown-up reads the strip and joins in. Older children can add ideas they can do on their own, like a comic to draw or a model to build.',
      },
    ],
    conversationStarters: [
      'How do you feel when it is time to stop a game or show?',
      'What is your favorite thing to do without a screen?',
      'Where should our phones and tablets sleep at night?',
      'What do you like talking about at dinner?',
      'What is a show or game you would like to share with me?',
    ],
    sources: [
      src(
        {
          title: 'HealthyChildren.org (AAP): Creating a Child-Friendly Digital World: AAP Releases New Media Recommendations',
          url: 'https://www.healthychildren.org/English/news/Pages/creating-a-child-friendly-digital-world-AAP-releases-new-media-recommendations.aspx',
          read: READ,
          authority: 'public-health',
        },
        'The AAP replaced its earlier screen-time guidance with new media recommendations, Digital Ecosystems, Children, and Adolescents, published in February 2026; HealthyChildren.org carries its current advice for families.',
        '2026-11',
      ),
      src(
        {
          title: 'HealthyChildren.org (AAP): Family Media Plan',
          url: 'https://www.healthychildren.org/English/fmp/Pages/MediaPlan.aspx',
          read: READ,
          authority: 'public-health',
        },
        'The AAP Family Media Plan tool on HealthyChildren.org helps families make a media plan together, including screen-free zones and times such as mealtimes and bedrooms.',
        '2026-11',
      ),
    ],
  },

  // ---------------------------------------------------------------------------------------------------------------
  {
    id: 'coping-with-disappointment',
    week: 49,
    title: 'Coping with Disappointment',
    description: 'Naming big let-down feelings, calming the body, and finding another plan when things don’t go our way.',
    ages: { min: 5, max: 12 },
    story: {
      title: 'The Rainy Picnic',
      text: `Ivy had waited all week for the picnic. She had packed her red bag. She had made a card for the picnic table.

But on Saturday morning, it rained and rained. Big drops ran down the window.

"The picnic can't happen today," said Dad.

Ivy's face got hot. Her eyes filled with tears. "It's not fair!" she shouted. She threw her bag on the floor.

Dad sat down next to her. He did not tell her to stop feeling sad. "You feel so let down," he said. "You really wanted that picnic."

Ivy nodded. A big tear fell.

"Let's take some slow breaths," said Dad. "Smell the flower. Blow out the candle."

They breathed in slowly, like smelling a flower. They breathed out slowly, like blowing out a candle. They did it three times. Ivy's body felt a little calmer.

"Now," said Dad, "can we think of another plan?"

Ivy thought. "What if we have the picnic inside?"

"Great idea," said Dad.

They put a blanket on the living room floor. They ate sandwiches and apple slices. They pretended the rain was a waterfall. Ivy's card sat in the middle.

"This is still a good picnic," said Ivy. "And next week, we can try the park again."`,
    },
    characters: ['Ivy'],
    forGrownUps:
      'Disappointment is a normal feeling, and children learn to handle it with an adult’s calm support. Name the feeling and listen before you try to fix it or cheer them up. Slow breaths can help a body calm down. Then help them think of another plan, which builds resilience for bigger setbacks.',
    activities: [
      {
        title: 'Flower and candle breathing',
        materials: ['a drawing of a flower and a drawing of a birthday candle', 'crayons'],
        steps: [
          'Draw a flower and a candle on paper with a grown-up. No real candles are used.',
          'Hold up the flower picture and breathe in slowly through your nose, as if you are smelling it.',
          'Hold up the candle picture and breathe out slowly through your mouth, as if you are blowing it out.',
          'Do it three times, then notice how your body feels.',
          'Keep the pictures somewhere handy for the next time you feel upset.',
        ],
        note: 'The youngest can practice with the grown-up when they are already calm, so it is ready for upset times. Older children can try counting to four as they breathe in and out.',
      },
      {
        title: 'The another-plan wheel',
        materials: ['a paper plate or circle of card', 'markers', 'a paper arrow and a split pin, or a pencil to point'],
        steps: [
          'Split the plate into four parts, like slices of a pizza.',
          'In each part, draw or write a way to cope when something goes wrong: take slow breaths, talk to a grown-up, have a hug, or think of another plan.',
          'Add the arrow with a grown-up, or just point with a pencil.',
          'When you feel disappointed, spin or point to an idea and try it.',
        ],
        note: 'The youngest can use pictures only. Older children can add their own ideas, such as writing about the feeling, and think of a time one of the ideas helped.',
      },
    ],
    conversationStarters: [
      'What is something that did not go the way you hoped?',
      'How does your body feel when you are disappointed?',
      'What helps you feel better when plans change?',
      'What could you say to a friend who is let down?',
      'Can you think of a time when another plan turned out well?',
    ],
    sources: [
      src(
        HARVARD_RESILIENCE,
        'Resilience is built when children face manageable challenges with the support of caring adults and practice skills for coping and self-regulation.',
      ),
      src(
        CASEL_FRAMEWORK,
        'Self-management in the CASEL framework includes managing one’s emotions and identifying and using stress-management strategies.',
      ),
    ],
  },

  // ---------------------------------------------------------------------------------------------------------------
  {
    id: 'community-helpers',
    week: 50,
    title: 'Community Helpers',
    description: 'Meeting the people who help our neighborhood every day, and saying thank you for the work they do.',
    ages: { min: 3, max: 8 },
    story: {
      title: 'Ana’s Thank-You Walk',
      text: `Ana and Grandpa went for a walk in their neighborhood. "Let's look for helpers," said Grandpa.

First they saw the mail carrier. She had a big bag of letters. "She brings us cards and packages," said Grandpa.

At the corner, the crossing guard held up her stop sign. The cars stopped. Ana held Grandpa's hand, and they crossed the road together.

Next they went to the library. The librarian helped Ana find a book about diggers. "She helps us find just the right book," said Grandpa.

On the way home, they passed the fire station. A firefighter was washing the big red truck. She waved at Ana.

Ana felt shy. She hid behind Grandpa's leg. She wanted to say thank you, but her voice felt small.

"You can wave first," said Grandpa. So Ana waved. The firefighter waved back and smiled.

At home, Ana had an idea. "I can make thank-you cards!" She drew a card for the mail carrier, a card for the crossing guard and a card for the library.

The next day, Ana gave the mail carrier her card. This time, her voice did not feel small. "Thank you for helping us," she said.

The mail carrier smiled a big smile. "That made my day," she said.`,
    },
    characters: ['Ana'],
    forGrownUps:
      'Learning about community helpers shows children that people rely on one another and that help is nearby. Point out helpers when you are out, and talk about how each one helps. Making thank-you cards builds gratitude and kindness. Explain that in an emergency a grown-up calls the emergency number, and helpers come.',
    activities: [
      {
        title: 'Thank-you cards for helpers',
        materials: ['card or paper', 'crayons or markers', 'stickers (optional)'],
        steps: [
          'With a grown-up, list helpers you see: a mail carrier, a crossing guard, a librarian, a nurse, a bus driver, a cleaner at school.',
          'Choose one or two helpers to thank.',
          'Draw a picture of them at work and write or say a thank-you message.',
          'Give the card in person with a grown-up, or leave it where the helper will find it.',
        ],
        note: 'The youngest can draw and add a handprint. Older children can write what the helper does and ask them a question about their job.',
      },
      {
        title: 'Helpers pretend play',
        materials: ['dress-up clothes, hats or bags', 'a toy phone', 'paper and crayons for signs'],
        steps: [
          'Take turns being different helpers: a librarian stamping books, a mail carrier delivering letters, a doctor checking a teddy.',
          'Make simple signs for your pretend library, post office or clinic.',
          'Talk about who you could ask for help if you got lost, such as a police officer or a worker at a shop counter, and to stay where you are.',
          'With a grown-up, practice on the toy phone what to say in an emergency: your name and where you are.',
        ],
        note: 'For the youngest, keep to one or two helpers they know. Older children can act out a whole day in a pretend town and think about what would happen if a helper were missing.',
      },
    ],
    conversationStarters: [
      'Which helpers did you see this week?',
      'What job would you like to do to help people?',
      'How do you think a helper feels when someone says thank you?',
      'Who could you ask for help if you were lost?',
      'How do you help people in our family or at school?',
    ],
    sources: [
      src(
        CASEL_FRAMEWORK,
        'Social awareness in the CASEL framework includes understanding and expressing gratitude, showing concern for others, and recognizing supports in the family, school and community.',
      ),
      src(
        READY_KIDS,
        'Ready.gov encourages families to teach children how and when to call the emergency number, what to say, and what to do if they are separated from their family.',
        '2026-11',
      ),
    ],
  },
];
