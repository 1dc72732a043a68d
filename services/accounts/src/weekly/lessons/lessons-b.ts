import type { Source, WeeklyLesson } from './types';

// Weekly lessons 18-34 (issue 8): feelings, getting along, everyday responsibility, sleep, hygiene and safety.
// Every story is written for the youngest child of its range; safety lessons follow the health and safety bodies.

const READ = '2026-11-23';

// Sources used by more than one lesson.
const CASEL_FRAMEWORK = 'https://casel.org/fundamentals-of-sel/what-is-the-casel-framework/';
const CASEL_TITLE = 'CASEL: What Is the CASEL Framework?';
const CDC_PRESCHOOL = 'https://www.cdc.gov/child-development/positive-parenting-tips/preschooler-3-5-years.html';
const CDC_PRESCHOOL_TITLE = 'CDC: Positive Parenting Tips for Preschoolers';
const CDC_MIDDLE = 'https://www.cdc.gov/child-development/positive-parenting-tips/middle-childhood-6-8-years.html';
const CDC_MIDDLE_TITLE = 'CDC: Positive Parenting Tips for Middle Childhood';
const AAP_COMMUNICATION = 'https://www.healthychildren.org/English/family-life/family-dynamics/communication-discipline/Pages/Components-of-Good-Communication.aspx';
const AAP_COMMUNICATION_TITLE = 'AAP HealthyChildren.org: Communication Skills Start at Home';

function casel(claim: string): Source {
  return { claim, title: CASEL_TITLE, url: CASEL_FRAMEWORK, read: READ, authority: 'governing-body' };
}

export const lessonsB: WeeklyLesson[] = [
  {
    id: 'calming-down-when-angry',
    week: 18,
    title: 'Calming Down When Angry',
    description: 'Slow breaths, naming the feeling, a quiet spot and a grown-up to help: calm ways to handle big angry feelings.',
    ages: { min: 4, max: 10 },
    story: {
      title: 'The Tower That Fell',
      text: `Milo built a tall block tower. It was the best tower ever. Then his little sister Rosa ran past. Bump! The tower fell down.

Milo's face got hot. His hands made tight fists. He wanted to yell. He wanted to kick the blocks.

But Milo went to find Dad. "Dad, I am so mad!" he said. "Rosa broke my tower!"

"Thank you for telling me," said Dad. "It is okay to feel mad."

Dad knelt down next to him. "Let's help your body calm down," he said. "Smell the flower. Now blow out the candle."

Milo took a slow breath in through his nose. Then he blew it out, long and slow. He did it again. And again.

Then Milo sat in his cozy spot with his soft bear. He gave the bear a hug. His hands did not feel so tight now.

"I feel a bit better," said Milo. "My mad got smaller."

"You told me how you felt, and you took slow breaths," said Dad. "That was a good way to calm down."

Rosa came over. "Sorry, Milo," she said. "Can I help you build it again?"

Milo smiled. "Yes. You can put the top block on."

They built it side by side. The new tower was even taller.`,
    },
    characters: ['Milo', 'Rosa'],
    forGrownUps:
      'Anger is a normal feeling, and the first job is to calm the body before solving the problem. ' +
      'Research finds that venting, like hitting pillows or yelling, keeps anger going, while calming activities bring it down. ' +
      'Practice slow breaths and naming feelings when your child is calm, so the skills are ready. ' +
      'Stay close, keep your own voice low, and talk about what happened once everyone is calm.',
    activities: [
      {
        title: 'Belly Buddy Breathing',
        materials: ['a soft toy', 'a rug, bed or sofa to lie on'],
        steps: [
          'Lie on your backs side by side and put a soft toy on each tummy.',
          'Breathe in slowly through your nose and watch the toy rise.',
          'Breathe out slowly through your mouth and watch the toy sink.',
          'Do five slow breaths together, then talk about how your body feels now.',
          'Practice once a day when things are calm, so it is easy to remember when anger comes.',
        ],
        note: 'For the youngest, a grown-up counts softly and breathes along. Older children can make the breath out longer than the breath in, and choose a word to say in their head, like "calm".',
      },
      {
        title: 'Make a Calm-Down Spot',
        materials: ['a cushion or blanket', 'a few favorite books', 'a soft toy', 'paper and crayons'],
        steps: [
          'Choose a quiet corner together and make it cozy with the cushion, books and soft toy.',
          'Draw four feelings faces on a card: happy, sad, mad and scared.',
          'Put the card in the spot so your child can point to how they feel.',
          'Take turns showing how you would use the spot: sit, point to the feeling, take slow breaths.',
          'Agree that the spot is for calming down, never a punishment, and that a grown-up will come to help.',
        ],
        note: 'Young children use the spot with a grown-up close by. Older children can write their own calm-down list, such as slow breaths, a drink of water, a walk with a grown-up, or talking it over.',
      },
    ],
    conversationStarters: [
      'What does your body feel like when you start to get angry?',
      'What helps you feel calm again?',
      'Where is a good quiet spot for you when you have big feelings?',
      'Which grown-ups can you tell when you feel really mad?',
      'What could you say instead of yelling when something goes wrong?',
    ],
    sources: [
      {
        claim:
          'A meta-analysis of 154 studies found that calming activities that lower arousal, such as deep breathing, mindfulness, meditation and relaxation, reduced anger, while venting and arousal-raising activities such as hitting a punching bag did not reduce anger and some kept it going or increased it.',
        title: 'Kjærvik and Bushman (2024), A meta-analytic review of anger management activities that increase or decrease arousal, Clinical Psychology Review',
        url: 'https://pubmed.ncbi.nlm.nih.gov/38518585/',
        read: READ,
        authority: 'peer-reviewed',
      },
      {
        claim:
          'In an experiment, people who vented by hitting a punching bag while thinking about the person who angered them felt angrier and acted more aggressively than people who did nothing: venting anger feeds the flame rather than putting it out.',
        title: 'Bushman (2002), Does Venting Anger Feed or Extinguish the Flame? Personality and Social Psychology Bulletin',
        url: 'https://doi.org/10.1177/0146167202289002',
        read: READ,
        authority: 'peer-reviewed',
      },
      casel('Self-awareness includes identifying one\'s emotions; self-management includes managing one\'s emotions and identifying and using stress-management strategies.'),
    ],
    simplifications: ['"Smell the flower, blow out the candle" is a pretend picture of a slow breath in and a long breath out; no real candle is used.'],
  },
  {
    id: 'managing-worries',
    week: 19,
    title: 'Managing Worries',
    description: 'Naming worries, calming the body, taking small brave steps and sharing worries with a trusted grown-up.',
    ages: { min: 5, max: 12 },
    story: {
      title: 'The Worry Jar',
      text: `Ava had a worry. The next day she would start a new art class. She did not know the kids. She did not know the teacher.

At bedtime, her tummy felt tight. "What if no one talks to me?" she said.

Mom sat on her bed. "That sounds like a worry," said Mom. "Lots of people get worries. Let's take care of this one."

First they took three slow breaths. In through the nose. Out through the mouth.

Then Mom asked, "What would you tell a friend who felt this way?"

Ava thought. "I would say, you can say hi first. And the teacher will help you."

"That is good advice," said Mom. "Maybe you can use it too."

Ava drew her worry on a slip of paper. She put it in a jar. "Now it can wait in the jar," said Mom. "We can talk about it again in the morning."

The next day, Ava's tummy still felt a bit tight. But she took one small brave step. She said hi to a girl with red paint on her hands. The girl's name was Pia. Pia smiled and showed Ava her paints.

After class, Ava ran to Mom. "My worry was bigger than the real thing," she said.

"You were brave," said Mom. "Brave means you do it, even when you feel a bit scared."`,
    },
    characters: ['Ava', 'Pia'],
    forGrownUps:
      'Worry is normal, and children cope best when we listen calmly and help them face fears in small steps. ' +
      'Avoiding every scary thing can make worries grow, so praise each small brave step. ' +
      'Talk to your child\'s doctor if worries last for weeks or get in the way of school, sleep or friends. ' +
      'If your child ever talks about hurting themselves, call your emergency number or a crisis line right away.',
    activities: [
      {
        title: 'The Worry Jar',
        materials: ['a clean jar or box', 'small slips of paper', 'crayons or pencils'],
        steps: [
          'Draw or write one worry on a slip of paper and put it in the jar.',
          'Choose a short worry time each day, like after dinner, to open the jar together.',
          'Pick one worry and ask: what would you tell a friend who had this worry?',
          'Make a small plan for it, or agree to let it rest in the jar until the next worry time.',
        ],
        note: 'The youngest can draw their worry while a grown-up writes the words. Older children can write a helpful thought next to each worry and notice which worries never came true.',
      },
      {
        title: 'Brave Steps Ladder',
        materials: ['paper', 'a pencil', 'stickers or a marker'],
        steps: [
          'Choose one thing that feels scary, like saying hi to a new child.',
          'Draw a ladder and write or draw small steps on it, from easiest at the bottom to hardest at the top.',
          'Try the bottom step with a grown-up and add a sticker when it is done.',
          'Move up one step only when the last one feels fairly easy.',
        ],
        note: 'For the youngest, keep the ladder to three steps and practice with a grown-up by their side. Older children can plan their own steps and rate how worried they feel before and after each one.',
      },
    ],
    conversationStarters: [
      'What is something you used to worry about that feels easier now?',
      'Where in your body do you notice a worry?',
      'What would you tell a friend who had the same worry?',
      'What is one small brave step you could try this week?',
      'Who are the grown-ups you can tell when a worry feels big?',
    ],
    sources: [
      {
        claim:
          'It is normal for children to feel worried or anxious at times. Talking with a child about their worries helps. If a child\'s anxiety is severe, persists and interferes with everyday life, get help: a GP (family doctor) is a good place to start.',
        title: 'NHS: Anxiety in children',
        url: 'https://www.nhs.uk/mental-health/children-and-young-adults/advice-for-parents/anxiety-in-children/',
        read: READ,
        authority: 'public-health',
        asOf: '2026-11',
      },
      {
        claim:
          'Fears and worries are a normal part of childhood; when anxiety is frequent, lasts, or gets in the way of school, friendships, sleep or family life, parents should talk with their child\'s pediatrician.',
        title: 'AAP HealthyChildren.org: Anxiety Disorders',
        url: 'https://www.healthychildren.org/English/health-issues/conditions/emotional-problems/Pages/Anxiety-Disorders.aspx',
        read: READ,
        authority: 'public-health',
        asOf: '2026-11',
      },
      casel('Self-management includes managing one\'s emotions, identifying and using stress-management strategies, and showing the courage to take initiative.'),
    ],
    simplifications: ['The worry jar is a way to put a worry aside for later; it does not make the worry go away by itself.'],
  },
  {
    id: 'empathy',
    week: 20,
    title: 'Empathy',
    description: 'Noticing how others feel, imagining their side and offering kindness: everyday ways to grow empathy.',
    ages: { min: 4, max: 12 },
    story: {
      title: 'The Torn Kite',
      text: `Leo was on the swings at the park. He saw a girl on the bench. Her name was Nia. She was new on his street.

Nia looked at the ground. Her mouth turned down. She held a kite with a torn tail.

Leo stopped his swing. He looked at her face. "I think she feels sad," he said to his mom.

"How can you tell?" asked Mom.

"Her eyes look down. And her kite is torn," said Leo. "I would feel sad if my kite tore."

"That is called empathy," said Mom. "You thought about how she feels."

Leo walked to the bench. "Hi. Are you okay?" he asked.

"My kite tail tore," said Nia. "It was a gift from my grandma."

Leo listened. He did not laugh. He did not say, "It is just a kite."

"That must feel bad," said Leo. "Do you want help? My mom has tape."

Nia nodded. Mom gave them the tape. They fixed the tail together.

The kite went up, up, up. Nia gave a big smile.

"Thank you for asking," she said.

Leo smiled too. Helping made him feel warm inside.`,
    },
    characters: ['Leo', 'Nia'],
    forGrownUps:
      'Empathy means noticing and caring about how someone else feels. ' +
      'It grows when children feel understood, so name your child\'s feelings and ask how others might feel. ' +
      'When you read stories together, pause to ask how a character feels and why. ' +
      'Kind actions, like listening or offering help, turn empathy into caring.',
    activities: [
      {
        title: 'Feelings Detective',
        materials: ['picture books or old magazines', 'paper and crayons'],
        steps: [
          'Look at the faces in the pictures together.',
          'Guess what each person feels and point to the clues: eyes, mouth, hands and body.',
          'Ask what might have happened to make them feel that way.',
          'Ask what someone could do or say to help, and draw it.',
        ],
        note: 'The youngest can start with happy, sad, mad and scared, with a grown-up pulling faces to copy. Older children can look for trickier feelings, like left out or embarrassed, and for two feelings at once.',
      },
      {
        title: 'A Card for Someone',
        materials: ['paper or card', 'crayons or markers', 'an envelope'],
        steps: [
          'Think of someone who might be having a hard time, like a neighbor, a grandparent or a friend who is ill.',
          'Talk about how they might feel and what would cheer them up.',
          'Make a card with a picture and a kind message.',
          'Give or send the card with a grown-up, and talk about how it felt to do it.',
        ],
        note: 'Young children can draw while a grown-up writes their words. Older children can write the message themselves and plan one more kind act for the same person.',
      },
    ],
    conversationStarters: [
      'How can you tell when a friend is feeling sad?',
      'When did someone help you feel better, and what did they do?',
      'How do you think a new child might feel on the first day at school?',
      'What could you say to someone who feels left out?',
      'Why might two people feel different about the same thing?',
    ],
    sources: [
      {
        claim:
          'Empathy can be cultivated: parents can model it, talk about feelings, help children notice how others feel and take their perspective, and give them chances to practice caring for others.',
        title: 'Harvard Graduate School of Education, Making Caring Common: 5 Tips for Cultivating Empathy',
        url: 'https://mcc.gse.harvard.edu/resources-for-families/5-tips-cultivating-empathy',
        read: READ,
        authority: 'university',
      },
      casel('Social awareness includes taking others\' perspectives, demonstrating empathy and compassion, and showing concern for the feelings of others.'),
    ],
  },
  {
    id: 'sharing-and-taking-turns',
    week: 21,
    title: 'Sharing and Taking Turns',
    description: 'Taking turns, waiting and sharing with friends and siblings, helped by a simple timer and kind words.',
    ages: { min: 3, max: 8 },
    story: {
      title: 'The Red Truck',
      text: `Kai had a red toy truck. It went vroom, vroom. His friend Bea came to play.

"Can I have the truck?" asked Bea.

"No! It is mine!" said Kai. He held it tight.

Bea's lip shook. She looked sad.

Kai's mom came in. "You both want the truck," she said. "That is a big problem. What can we do?"

Kai thought. Bea thought.

"We can take turns," said Bea.

"Yes," said Mom. "Kai can have the first turn. Then Bea gets a turn. We can use the timer. When it rings, it is time to swap."

Kai drove the truck. Vroom, vroom! Then the timer rang. Ding!

Kai did not want to stop. But he saw Bea. She had sat and waited so well.

"Here, Bea," said Kai. "Your turn."

"Thank you!" said Bea.

While Bea had the truck, Kai made a road with blocks. "Your truck can drive on my road!" he said.

Bea drove the truck on the road. Kai made a bridge. Now they both had fun.

"Taking turns is fair," said Kai. "And it is more fun with two."`,
    },
    characters: ['Kai', 'Bea'],
    forGrownUps:
      'Sharing is hard for young children, who are still learning that their turn will come back. ' +
      'Taking turns with a timer makes waiting fair and easy to predict. ' +
      'Praise sharing when you see it, and let your child put away a few special toys before friends visit.',
    activities: [
      {
        title: 'Timer Turns',
        materials: ['a favorite toy', 'a kitchen timer or sand timer'],
        steps: [
          'Sit down together with one toy and the timer.',
          'Set the timer for a short turn and let one person play.',
          'When the timer rings, say "Your turn!" and pass the toy.',
          'Keep swapping, and cheer for good waiting as well as good sharing.',
        ],
        note: 'For the youngest, keep turns very short and let a grown-up hold the timer. Older children can run the timer themselves and use it to settle a game with friends.',
      },
      {
        title: 'Pass the Picture',
        materials: ['one big sheet of paper', 'crayons'],
        steps: [
          'Sit around one sheet of paper.',
          'The first person draws one thing, like a house or a sun.',
          'Pass the paper on; the next person adds one more thing.',
          'Keep passing until the picture is full, then give it a name together.',
        ],
        note: 'Young children can add a simple shape while a grown-up names it. Older children can add a rule, like each drawing must connect to the last one, or tell a story about the picture in turns.',
      },
    ],
    conversationStarters: [
      'How does it feel when you are waiting for your turn?',
      'What can you do while you wait for a turn?',
      'What kind words can you use to ask for a turn?',
      'Which toys are easy to share, and which are hard?',
      'How did you feel when someone shared with you?',
    ],
    sources: [
      {
        claim: 'Encourage your child to play with other children: this helps them learn the value of sharing and friendship.',
        title: CDC_PRESCHOOL_TITLE,
        url: CDC_PRESCHOOL,
        read: READ,
        authority: 'public-health',
      },
      casel('Relationship skills include developing positive relationships, communicating effectively and resolving conflicts constructively.'),
    ],
  },
  {
    id: 'listening-skills',
    week: 22,
    title: 'Listening Skills',
    description: 'Whole-body listening: eyes on the speaker, a still body, waiting to talk and asking questions to understand.',
    ages: { min: 3, max: 10 },
    story: {
      title: 'The Treasure Clue',
      text: `Grandpa made a treasure hunt for Tia. "Listen well," he said. "Here is the clue."

But Tia was too excited. She hopped. She looked at the cat. She talked about her new shoes.

"The treasure is under something soft and green," said Grandpa.

Tia ran off. She looked under the red rug. No treasure. She looked under the blue chair. No treasure.

"Grandpa, it is not there!" she said.

Grandpa smiled. "Let's try whole-body listening," he said. "Eyes look at me. Ears are on. Body is still. Mouth waits until I am done."

Tia stood still. She looked at his face. She kept her lips shut.

"The treasure is under something soft and green," said Grandpa again.

This time, Tia heard each word. "Soft and green," she said. "Can I ask a question? Is it in this room?"

"Good question," said Grandpa. "Yes, it is in this room."

Tia thought. What was soft and green and in this room? The green pillow on the couch!

She lifted the pillow. There was a little box. In the box was a shiny star sticker.

"I found it!" said Tia. "Good listening helped me find it."

"Good listening is like a key," said Grandpa. "It helps you find what you need."`,
    },
    characters: ['Tia'],
    forGrownUps:
      'Listening is a skill children learn by practice and by being listened to. ' +
      'Get down to your child\'s level, look at them and let them finish before you answer. ' +
      'Give short, clear directions one step at a time, and ask your child to say them back. ' +
      'Games with spoken rules, like freeze dance, make practice fun.',
    activities: [
      {
        title: 'Sound Walk',
        materials: ['a quiet room, garden or park', 'paper and a pencil'],
        steps: [
          'Sit or stand still together and close your eyes for a short while.',
          'Listen for every sound you can hear, near and far.',
          'Open your eyes and take turns saying or drawing the sounds you heard.',
          'Talk about which sounds were loud, soft, near or far away.',
        ],
        note: 'For the youngest, a grown-up can name one sound to listen for, like a bird or a car. Older children can list as many sounds as they can and sort them into groups.',
      },
      {
        title: 'Say It Back',
        materials: ['a few toys or household things, like a cup, a sock and a spoon'],
        steps: [
          'A grown-up gives a direction with one step, like "Put the sock on the chair."',
          'Your child says it back, then does it.',
          'Add a second step when one is easy, like "Put the sock on the chair, then clap."',
          'Swap roles so your child gives the directions and the grown-up listens.',
        ],
        note: 'Keep it to one step for the youngest. Older children can try three steps, or listen to a short story and retell the main parts in order.',
      },
    ],
    conversationStarters: [
      'How can you show someone that you are really listening?',
      'How does it feel when someone listens to you?',
      'What is hard about waiting for your turn to talk?',
      'What question could you ask to find out more?',
      'What did a friend tell you today?',
    ],
    sources: [
      {
        claim: 'Active listening with children: get down to their level, give them your attention, let them talk and reflect back what they say and feel.',
        title: 'CDC: Tips for Active Listening',
        url: 'https://www.cdc.gov/parenting-toddlers/communication/active-listening.html',
        read: READ,
        authority: 'public-health',
      },
      {
        claim: 'Give children clear, specific directions, one at a time, and use words they understand.',
        title: 'CDC: Tips for Giving Directions',
        url: 'https://www.cdc.gov/parenting-toddlers/communication/giving-directions.html',
        read: READ,
        authority: 'public-health',
      },
      casel('Relationship skills include communicating effectively, which includes listening well.'),
    ],
  },
  {
    id: 'saying-sorry',
    week: 23,
    title: 'Saying Sorry',
    description: 'A real apology says what happened, shows you care how the other person feels and offers to make it right.',
    ages: { min: 4, max: 10 },
    story: {
      title: 'A Real Sorry',
      text: `Ben ran into the kitchen. He was playing a fast game. Bump! His arm hit Lily's cup of paint water. Splash! Blue water ran all over her picture.

"My picture!" cried Lily. "It is all wet!"

"Sorry," said Ben, fast. He did not look at her. He ran back to his game.

Lily still looked sad. Her lip shook.

Grandma came to Ben. "I saw what happened," she said softly. "It was an accident. But Lily still feels bad. A good sorry has three parts."

"What parts?" asked Ben.

"Say what you did. Say how you think she feels. Then ask how you can make it right."

Ben walked back to Lily. He looked at her face.

"I am sorry I ran and hit your cup," he said. "I made your picture wet. You worked hard on it. I think you feel sad. Can I help you make a new one?"

Lily wiped her eyes. "Okay," she said. "You can paint the sky."

They sat side by side. Ben made a big blue sky. Lily made a tree with red apples.

"This one is even better," said Lily.

Ben smiled. A real sorry felt much better than a fast one.`,
    },
    characters: ['Ben', 'Lily'],
    forGrownUps:
      'A real apology says what happened, shows care for the other person\'s feelings and tries to make things right. ' +
      'Forcing a quick "sorry" teaches the word but not the meaning. ' +
      'Help your child calm down first, then think about how the other person feels and how to repair things. ' +
      'Say sorry to your child when you get it wrong; it shows them how.',
    activities: [
      {
        title: 'Three-Part Sorry Practice',
        materials: ['two soft toys or puppets'],
        steps: [
          'Act out a small accident with the toys, like one toy knocking over the other\'s blocks.',
          'Help the first toy say what it did: "I knocked over your blocks."',
          'Then say how the other toy might feel: "I think you feel sad."',
          'Then offer to make it right: "Can I help you build them again?"',
          'Swap toys and try a new accident.',
        ],
        note: 'For the youngest, a grown-up speaks for one toy and the child copies. Older children can act out trickier cases, like hurt feelings from unkind words, and think of different ways to make things right.',
      },
      {
        title: 'Make-It-Right Ideas',
        materials: ['paper', 'crayons or pencils'],
        steps: [
          'Fold a sheet of paper in half.',
          'On one side, draw or list small problems, like a spilled drink or a broken drawing.',
          'On the other side, draw or list a way to make each one right.',
          'Keep the sheet somewhere handy for the next time someone needs to say sorry.',
        ],
        note: 'The youngest can draw one problem and one fix with a grown-up. Older children can add ideas for when something cannot be fixed, like writing a kind note or changing what they do next time.',
      },
    ],
    conversationStarters: [
      'How can you tell when a sorry is a real one?',
      'How do you feel when someone says sorry to you?',
      'What are some ways to make things right after a mistake?',
      'Why can saying sorry feel hard?',
      'What can you do if you are not ready to say sorry yet?',
    ],
    sources: [
      {
        claim: 'Children learn communication skills at home: parents can listen with full attention, help children name and talk about feelings, and model respectful, honest talk.',
        title: AAP_COMMUNICATION_TITLE,
        url: AAP_COMMUNICATION,
        read: READ,
        authority: 'public-health',
      },
      casel('Relationship skills include resolving conflicts constructively; social awareness includes showing concern for the feelings of others; responsible decision-making includes anticipating and evaluating the consequences of one\'s actions.'),
    ],
  },
  {
    id: 'honesty',
    week: 24,
    title: 'Honesty',
    description: 'Telling the truth, even when it is hard, builds trust; help children feel safe enough to be honest.',
    ages: { min: 4, max: 10 },
    story: {
      title: 'The Plant in the Hall',
      text: `Omar was playing ball in the hall. He knew the rule: no balls in the house. But he threw it up high anyway.

Crash! The ball hit Mom's plant. The pot fell. Dirt went all over the floor.

Omar's tummy felt funny. He looked at the cat. The cat was asleep by the door.

"I could say the cat did it," Omar thought. But then the cat would be in trouble for no reason. And Omar would know it was not true.

Mom came in. "Oh no! What happened?" she asked.

Omar took a deep breath. "I did it," he said. "I threw my ball in the house. It hit your plant. I am sorry."

Mom knelt down. "Thank you for telling me the truth," she said. "That was brave. I can tell you feel bad."

"Are you mad?" asked Omar.

"I am sad about the pot," said Mom. "But I am glad you told the truth. Now I know I can trust you."

They swept up the dirt. They put the plant in a new pot. Omar gave it some water.

"Next time, I will play ball in the yard," said Omar.

"Good plan," said Mom. And the plant stood up tall again.`,
    },
    characters: ['Omar'],
    forGrownUps:
      'Young children sometimes fib to avoid trouble; it is a normal stage of learning. ' +
      'Make the truth safe: stay calm, thank your child for being honest, then fix the problem together. ' +
      'If you already know what happened, say so instead of asking a question that invites a fib. ' +
      'Children learn honesty by watching us, so keep your own promises.',
    activities: [
      {
        title: 'True or Pretend?',
        materials: ['a few toys or things around the house'],
        steps: [
          'A grown-up holds up a toy and says something about it, true or silly, like "This ball is square."',
          'Your child says "true" or "pretend" and why.',
          'Swap roles and let your child make up the sentences.',
          'Talk about the difference between a pretend game that everyone knows is a game, and a fib that tricks someone.',
        ],
        note: 'Keep it simple for the youngest, with big, funny pretend sentences. Older children can talk about harder cases, like keeping a surprise party secret or a polite thank-you for a present they do not like.',
      },
      {
        title: 'The Trust Jar',
        materials: ['a clean jar', 'paper circles or strips of paper', 'crayons'],
        steps: [
          'Explain that trust grows each time someone tells the truth or keeps a promise.',
          'Each time anyone in the family tells a hard truth or keeps a promise, add a paper circle to the jar.',
          'Say what it was for: "You told me the truth about the spilled paint."',
          'When the jar is full, celebrate together with something simple, like a family game.',
        ],
        note: 'For the youngest, a grown-up adds the paper circles and says what each one was for. Older children can write what happened on each strip and add the grown-ups\' kept promises too.',
      },
    ],
    conversationStarters: [
      'Why do you think telling the truth matters?',
      'When is telling the truth hard?',
      'How does it feel when someone tells you the truth?',
      'What is the difference between a pretend game and a fib?',
      'What can help you be brave enough to tell the truth?',
    ],
    sources: [
      casel('Self-awareness includes demonstrating honesty and integrity; responsible decision-making includes anticipating and evaluating the consequences of one\'s actions.'),
      {
        claim: 'Children learn communication skills at home: parents can listen calmly and with full attention, respond without harsh words, and model respectful, honest talk, which helps children feel safe to talk openly.',
        title: AAP_COMMUNICATION_TITLE,
        url: AAP_COMMUNICATION,
        read: READ,
        authority: 'public-health',
      },
    ],
  },
  {
    id: 'patience-and-waiting',
    week: 25,
    title: 'Patience and Waiting',
    description: 'Waiting is hard for little ones: simple ways to make it easier, from songs and games to watching a seed grow.',
    ages: { min: 3, max: 8 },
    story: {
      title: 'The Bean That Took Its Time',
      text: `Luca and Dad put a bean seed in a pot of soil. Luca gave it a drink of water.

"Now we wait," said Dad.

Luca sat by the pot. He looked and looked. "When will it grow?" he asked.

"Not yet," said Dad. "Seeds take time."

The next day, Luca ran to the pot. Just soil. No plant.

"It is too slow!" he said. He stamped his feet. "I want it now!"

"Waiting is hard," said Dad. "Let's find ways to make it easier."

So Luca sang a song to the pot. He drew a picture of a big bean plant. He played with his cars. Each day he gave the seed a little water.

One day, Luca looked in the pot. A tiny green shoot was poking up!

"It grew!" he said. "It is so small!"

"It will keep growing," said Dad. "You waited so well."

Each day the plant got a bit taller. Soon it had green leaves. Then it grew up a stick, taller than Luca.

"Good things can take time," said Luca. "And waiting is easier when you have fun while you wait."`,
    },
    characters: ['Luca'],
    forGrownUps:
      'Waiting is a skill that grows slowly through childhood, and young children need lots of help with it. ' +
      'Make waits short and clear, and say what will happen next. ' +
      'Give your child something to do while waiting, like a song, an I-spy game or counting. ' +
      'Notice and praise good waiting when it happens.',
    activities: [
      {
        title: 'Grow a Bean',
        materials: ['a dried bean or other large seed', 'a small pot or cup of soil', 'water in a small jug', 'paper and crayons'],
        steps: [
          'A grown-up hands over one seed, and your child pushes it into the soil with a finger.',
          'Give the seed a little water and put the pot in a bright spot.',
          'Each day, look at the pot together and give a little water if the soil is dry.',
          'Draw a picture of the pot each day or two, so you can see the change over time.',
        ],
        note: 'Seeds are for planting, not eating: a grown-up keeps the packet and hands them out one at a time, because small seeds can be a choking risk for young children. Older children can measure the plant and make a growth chart.',
      },
      {
        title: 'Waiting Games',
        materials: ['nothing needed', 'a small bag with a book or paper and crayons for longer waits'],
        steps: [
          'Before a wait, like a line at the store or a car ride, say what you are waiting for and what comes next.',
          'Play I spy with colors: "I spy something red."',
          'Sing a song together or count how many people are wearing hats.',
          'After the wait, say what your child did well: "You waited so calmly."',
        ],
        note: 'The youngest need very short waits and a grown-up to lead the game. Older children can pick the game themselves and take turns being the leader.',
      },
    ],
    conversationStarters: [
      'What is the hardest thing to wait for?',
      'What can you do to make waiting feel shorter?',
      'How did it feel when you finally got the thing you waited for?',
      'What are some good things that take time?',
      'How do you think grown-ups feel when they have to wait?',
    ],
    sources: [
      casel('Self-management includes managing one\'s emotions and exhibiting self-discipline and self-motivation.'),
      {
        claim: 'Structure helps young children know what to expect: consistency, predictability and follow-through, such as saying what will happen next and keeping routines, make daily life easier for them.',
        title: 'CDC: Tips for Building Structure',
        url: 'https://www.cdc.gov/parenting-toddlers/structure-rules/structure.html',
        read: READ,
        authority: 'public-health',
      },
    ],
    simplifications: ['The story shows a bean growing over many days in just a few sentences.'],
  },
  {
    id: 'resilience',
    week: 26,
    title: 'Resilience',
    description: 'Bouncing back from setbacks: name the feeling, take a break, ask for help and try a new way.',
    ages: { min: 5, max: 12 },
    story: {
      title: 'The Plane That Would Not Fly',
      text: `Jay made a paper plane. He threw it hard. It went down, flop, on the floor.

He made another one. Flop!

"I can't do it!" said Jay. He felt hot and cross. He wanted to rip the paper up.

His big sister Mina sat down next to him. "You look upset," she said.

"It won't fly," said Jay. "I am bad at planes."

"You are not bad," said Mina. "You are still learning. Let's take a break first."

They had a drink of water. Jay took a slow breath. His cross feeling got smaller.

"Now, what could we try?" asked Mina.

Jay looked at his plane. "Maybe I can fold it a new way?"

"Good idea," said Mina. "Can I show you one fold?"

Jay made the wings flat and even. He threw it soft, not hard.

The plane flew a bit. Then it fell.

"It went further!" said Jay. "I will try again."

He bent the back of the wings up, just a bit. He threw it soft.

Whoosh! The plane flew all the way to the sofa.

Jay jumped up. "I did it!"

"You kept going," said Mina. "You took a break, you got help, and you tried a new way. That is how we get better."`,
    },
    characters: ['Jay', 'Mina'],
    forGrownUps:
      'Resilience is the ability to cope and bounce back after hard times, and it can be learned. ' +
      'Warm, steady relationships with caring adults are among the strongest supports a child can have. ' +
      'When your child struggles, name the feeling, help them calm down, then ask what they could try next. ' +
      'Praise effort and new strategies rather than only results.',
    activities: [
      {
        title: 'Paper Plane Test Flights',
        materials: ['several sheets of paper', 'a pencil', 'a hallway or open room'],
        steps: [
          'Fold a simple paper plane together and mark a starting line.',
          'Fly it and mark where it lands.',
          'Change one thing, like the wing fold or how hard you throw, and fly again.',
          'Talk about which change helped, and keep going for a few more flights.',
        ],
        note: 'The youngest may need a grown-up to do the folds while they choose the changes. Older children can keep a log of each change and how far the plane went.',
      },
      {
        title: 'My Bounce-Back Plan',
        materials: ['paper', 'crayons or pencils'],
        steps: [
          'Draw a ball bouncing back up, and write "When things go wrong, I can..." at the top.',
          'Together, add three ideas, like take a break, ask for help, or try a new way.',
          'Add the names of grown-ups your child can go to for help.',
          'Stick the plan up and look at it together the next time something feels hard.',
        ],
        note: 'Young children can draw pictures for each idea while a grown-up writes. Older children can add a story of a time they bounced back and what helped.',
      },
    ],
    conversationStarters: [
      'What is something that was hard for you at first but is easier now?',
      'What helps you feel better when something goes wrong?',
      'Who can you ask for help when you feel stuck?',
      'What could you try if your first idea does not work?',
      'What do you think it means to bounce back?',
    ],
    sources: [
      {
        claim: 'Resilience can be built: children draw strength from close connection with family and other caring adults, and from skills such as coping with stress and solving problems (the 7 Cs of resilience: competence, confidence, connection, character, contribution, coping and control).',
        title: 'AAP HealthyChildren.org: Building Resilience in Children',
        url: 'https://www.healthychildren.org/English/healthy-living/emotional-wellness/Building-Resilience/Pages/Building-Resilience-in-Children.aspx',
        read: READ,
        authority: 'public-health',
      },
      {
        claim: 'Resilience can be learned; parents and teachers can help children by making connections, helping others, keeping a routine, taking breaks, setting goals and moving toward them, and keeping things in perspective.',
        title: 'American Psychological Association: Resilience guide for parents and teachers',
        url: 'https://www.apa.org/topics/resilience/guide-parents-teachers',
        read: READ,
        authority: 'science-body',
      },
      {
        claim: 'The single most common factor for children who develop resilience is at least one stable and committed relationship with a supportive parent, caregiver or other adult; resilience also grows as children build skills for managing feelings and behavior.',
        title: 'Center on the Developing Child, Harvard University: Resilience',
        url: 'https://developingchild.harvard.edu/science/key-concepts/resilience/',
        read: READ,
        authority: 'university',
      },
    ],
  },
  {
    id: 'problem-solving-steps',
    week: 27,
    title: 'Problem Solving Steps',
    description: 'Stop and calm down, say the problem, think of ideas, try one and check how it went: problem solving in steps.',
    ages: { min: 5, max: 12 },
    story: {
      title: 'One Ball, Two Games',
      text: `Kit and Zara had one ball. Kit wanted to kick it. Zara wanted to throw it.

"Give it to me!" said Kit.

"No, it is my turn!" said Zara.

They both pulled on the ball. They both felt cross.

Their teacher came over. "Stop. Let's take a big breath first," she said. They took a slow breath in and out.

"Now, what is the problem?" she asked.

"We both want the ball," said Kit. "But I want to kick it and Zara wants to throw it."

"Good. Now think of ideas. Any idea is okay for now."

"We could take turns," said Zara.

"We could kick it for a bit, then throw it for a bit," said Kit.

"We could make up a new game with both," said Zara. "You kick it to me, and I throw it back!"

"Which idea will you try?" asked the teacher.

"The new game!" they both said.

Kit kicked the ball to Zara. Zara caught it and threw it back. They played and played.

At the end, the teacher asked, "How did it go?"

"Good!" said Kit. "It was fun."

"We can use our new game next time too," said Zara.`,
    },
    characters: ['Kit', 'Zara'],
    forGrownUps:
      'Children solve problems better when they have a few simple steps to follow. ' +
      'Calm down, say the problem, think of ideas, choose one to try, then check how it went. ' +
      'Help by asking questions instead of jumping in with your own answer. ' +
      'Let older children solve small disagreements on their own, and stay close in case they need you.',
    activities: [
      {
        title: 'Problem-Solving Hand',
        materials: ['paper', 'a pencil or crayons'],
        steps: [
          'Trace around your child\'s hand on a sheet of paper.',
          'Write or draw one step on each finger: calm down, say the problem, think of ideas, try one, check how it went.',
          'Pick a pretend problem, like two children who both want the same swing, and go through the steps finger by finger.',
          'Stick the hand up where you can use it the next time a real problem comes up.',
        ],
        note: 'For the youngest, use just three steps: stop, think, try. Older children can add a step for thinking about how each idea might make other people feel.',
      },
      {
        title: 'Idea Storm',
        materials: ['a timer', 'paper and a pencil'],
        steps: [
          'Pick a small everyday problem, like "Our shoes are always in a pile by the door."',
          'Set a short timer and say as many ideas as you can, even silly ones, while a grown-up writes them down.',
          'Read the list together and circle the idea you both like best.',
          'Try it for a few days, then talk about whether it worked and what to change.',
        ],
        note: 'Young children can give ideas out loud and point to pictures. Older children can write the list themselves and score each idea for how easy and how fair it is.',
      },
    ],
    conversationStarters: [
      'What is a problem you solved this week?',
      'What helps you calm down before you try to fix a problem?',
      'What can you do if your first idea does not work?',
      'Why is it helpful to think of more than one idea?',
      'Who can you ask for help when a problem feels too big?',
    ],
    sources: [
      {
        claim: 'Help your child through the steps to solve problems when they are upset, and give them simple choices.',
        title: CDC_PRESCHOOL_TITLE,
        url: CDC_PRESCHOOL,
        read: READ,
        authority: 'public-health',
      },
      {
        claim: 'Support your child in taking on new challenges and encourage them to solve problems, such as a disagreement with another child, on their own.',
        title: CDC_MIDDLE_TITLE,
        url: CDC_MIDDLE,
        read: READ,
        authority: 'public-health',
      },
      casel('Responsible decision-making includes identifying solutions for personal and social problems and anticipating and evaluating the consequences of one\'s actions.'),
    ],
  },
  {
    id: 'teamwork',
    week: 28,
    title: 'Teamwork',
    description: 'Working together: sharing jobs, listening to each other\'s ideas and helping so everyone can do their part.',
    ages: { min: 4, max: 12 },
    story: {
      title: 'The Big Puzzle',
      text: `Noah, Ivy and Sam had a big puzzle. It had lots of pieces. There was a red barn, a blue sky and a brown dog.

They all grabbed at the pieces. "That one is mine!" said Noah.

"I need that!" said Ivy.

Sam put a piece in the wrong spot. Noah took it out. Sam felt sad.

Soon the pieces were in a big mess. No one had fun.

Ivy stopped. "This is not working," she said. "Let's be a team. We can each do a job."

"What jobs?" asked Sam.

"Noah can find the edge pieces. They have a flat side," said Ivy. "Sam can find the blue sky. I will do the barn."

They all got to work. Noah found the flat pieces. Sam put all the blue ones in a pile.

"I can't find where this one goes," said Sam.

"I can help," said Noah. He turned it round. Click! It fit.

"Thanks, Noah!" said Sam.

When Ivy got stuck, Sam helped her. When Noah got stuck, Ivy helped him.

At last, they put in the very last piece. It was the dog's nose.

"We did it!" they said. "We did it as a team!"`,
    },
    characters: ['Noah', 'Ivy', 'Sam'],
    forGrownUps:
      'Teamwork means sharing a goal, sharing the jobs and helping each other along the way. ' +
      'Children become more interested in friendships and teamwork as they start school. ' +
      'Give family jobs that need more than one person, and talk about how each person helped. ' +
      'Praise listening and helping as much as finishing.',
    activities: [
      {
        title: 'Family Puzzle Team',
        materials: ['a jigsaw puzzle that suits the youngest child', 'a table or floor space'],
        steps: [
          'Sort the jobs before you start: one person finds edges, one finds a color, one finds a picture part.',
          'Work on your own job, and ask for help when you are stuck.',
          'When someone finishes a job, they ask, "Who needs help?"',
          'When the puzzle is done, each person says one way someone else helped.',
        ],
        note: 'Choose big pieces and few of them for the youngest, with a grown-up on their team. Older children can plan the jobs themselves or try a harder puzzle with a time goal.',
      },
      {
        title: 'Tower Together',
        materials: ['paper cups or building blocks', 'a tape measure or ruler'],
        steps: [
          'Work as a team to build the tallest tower you can.',
          'Before you start, talk about a plan: who will build, who will hand over pieces, and who will hold the base.',
          'Build, and if it falls, talk as a team about what to change.',
          'Measure your best tower and cheer for the team.',
        ],
        note: 'The youngest can be the "hander" who passes pieces while a grown-up builds with them. Older children can switch roles each round and see which plan works best.',
      },
    ],
    conversationStarters: [
      'What makes someone a good teammate?',
      'When have you worked with others to get something done?',
      'What can you do if your team cannot agree?',
      'How can you help a teammate who is stuck?',
      'What job do you like best on a team, and why?',
    ],
    sources: [
      {
        claim: 'Children aged 6 to 8 pay more attention to friendships and teamwork and want to be liked and accepted by friends.',
        title: CDC_MIDDLE_TITLE,
        url: CDC_MIDDLE,
        read: READ,
        authority: 'public-health',
      },
      casel('Relationship skills include practicing teamwork and collaborative problem-solving, communicating effectively, and seeking or offering support and help when needed.'),
    ],
  },
  {
    id: 'responsibility-and-chores',
    week: 29,
    title: 'Responsibility and Chores',
    description: 'Everyday jobs that fit each age help children feel capable, part of the family and proud of what they do.',
    ages: { min: 4, max: 12 },
    story: {
      title: 'Rosie\'s Job',
      text: `Rosie had a new job. She got to feed the fish, Bubbles, each day.

"Just a pinch of food each morning," said Mom. "Bubbles needs you."

The first day, Rosie fed Bubbles. He swam up fast. "He likes me!" said Rosie.

The next day, Rosie fed Bubbles again.

But on the third day, Rosie was busy. She was playing with her blocks. She did not feed Bubbles.

At lunch, Rosie looked at the tank. Bubbles swam up and down. He looked for his food.

"Oh no," said Rosie. "I forgot my job."

"That's okay," said Mom. "You can feed him now. How can you help yourself remember?"

Rosie thought. "I can make a picture chart," she said.

She drew a fish and a sun on a card. She put the card on the fridge. Each morning she gave Bubbles a pinch of food. Then she put a sticker on the chart.

Soon, Rosie did not need Mom to tell her. She fed Bubbles all by herself.

"You are a great fish helper," said Mom.

"Bubbles needs me," said Rosie. She stood up tall. It felt good to do her job.`,
    },
    characters: ['Rosie', 'Bubbles'],
    forGrownUps:
      'Chores help children feel capable and part of the family, and they build habits for later life. ' +
      'Choose jobs that fit your child\'s age, show them how, and accept a job done their way. ' +
      'A simple picture chart helps children remember without reminders. ' +
      'Thank your child for helping, and talk about how their job helps everyone.',
    activities: [
      {
        title: 'Family Job Chart',
        materials: ['a large sheet of paper', 'crayons or markers', 'stickers'],
        steps: [
          'Sit together and list the jobs that keep your home running.',
          'Let your child choose one or two jobs that fit their age.',
          'Draw a picture for each job and make a box for each day of the week.',
          'Add a sticker each day the job is done, and look at the chart together at the end of the week.',
        ],
        note: 'Good jobs for the youngest are putting toys away, putting clothes in the wash basket or setting out napkins, with a grown-up alongside. Older children can take on bigger jobs, like sorting laundry or helping a grown-up make a simple meal, and plan their own chart.',
      },
      {
        title: 'Teach Me a Job',
        materials: ['whatever the job needs, such as a cloth, a basket or a broom'],
        steps: [
          'Pick a job and show each step slowly while your child watches.',
          'Do the job together, side by side.',
          'Let your child do it while you watch and cheer.',
          'Then let your child teach the job back to you, step by step.',
        ],
        note: 'Keep jobs for the youngest short and simple, like matching socks. Older children can learn longer jobs and teach a younger brother or sister. Cleaning sprays, sharp things and anything hot stay with a grown-up.',
      },
    ],
    conversationStarters: [
      'What jobs do you do to help at home?',
      'Which job makes you feel most grown-up?',
      'How does it help the family when you do your job?',
      'What could help you remember your jobs?',
      'What new job would you like to learn next?',
    ],
    sources: [
      {
        claim: 'Chores help children learn responsibility and feel part of the family; give age-appropriate jobs, show children how to do them and praise their effort.',
        title: 'AAP HealthyChildren.org: Chores and Responsibility',
        url: 'https://www.healthychildren.org/English/family-life/family-dynamics/communication-discipline/Pages/Chores-and-Responsibility.aspx',
        read: READ,
        authority: 'public-health',
      },
      {
        claim: 'Let your child help with simple chores.',
        title: CDC_PRESCHOOL_TITLE,
        url: CDC_PRESCHOOL,
        read: READ,
        authority: 'public-health',
      },
      casel('Responsible decision-making includes reflecting on one\'s role to promote personal, family and community well-being; self-management includes using planning and organizational skills.'),
    ],
    simplifications: ['"A pinch of food" keeps fish feeding simple; the amount depends on the fish and the food packet.'],
  },
  {
    id: 'good-sportsmanship',
    week: 30,
    title: 'Good Sportsmanship',
    description: 'Playing fair, winning kindly and losing well: how to be a good sport in games and sports.',
    ages: { min: 5, max: 12 },
    story: {
      title: 'The Race Game',
      text: `Eli and his cousin Jess played a board game. They rolled the dice and moved along the path.

Jess got to the end first. "I win!" she said.

Eli's face went red. "Not fair!" he yelled. "I want to stop!" He pushed the board away.

Jess looked sad. She did not want to play now.

Grandma came over. "Losing feels bad," she said. "It is okay to feel cross. But pushing the board is not okay. Let's take a breath."

Eli took a slow breath. Then one more.

"A good sport plays fair, wins kindly and loses well," said Grandma. "What could you say to Jess?"

Eli looked at Jess. "Good game," he said. "Sorry I pushed the board."

Jess smiled. "Thanks. Do you want to play again?"

They played again. This time, Eli won.

He wanted to jump and shout, "I beat you!" But then he looked at Jess.

"Good game, Jess," said Eli. "You almost won. That last roll was so close."

Jess laughed. "Best of three?"

"Yes!" said Eli. Win or lose, it was more fun to play with a friend who was happy to play.`,
    },
    characters: ['Eli', 'Jess'],
    forGrownUps:
      'Good sportsmanship means playing fair, winning without bragging and losing without blaming. ' +
      'Children learn it mostly by watching the adults around them at games and on the sidelines. ' +
      'Let your child lose at home sometimes, and coach calm words like "good game" after each match. ' +
      'Praise effort, fair play and kindness more than the score.',
    activities: [
      {
        title: 'Good Sport Game Night',
        materials: ['a simple board game or card game'],
        steps: [
          'Before you play, agree on the rules and on good-sport words, like "good game" and "nice move".',
          'Play the game, and say one good-sport word during each turn.',
          'At the end, everyone shakes hands or high-fives and says "good game".',
          'Talk about how it felt to win or to lose, and what helped.',
        ],
        note: 'Choose a short game with simple rules for the youngest, and let a grown-up be on their team. Older children can keep a "good sport" tally and notice when someone plays fair even when no one is watching.',
      },
      {
        title: 'What Would a Good Sport Do?',
        materials: ['paper', 'a pencil', 'a hat or bowl'],
        steps: [
          'Write small game moments on slips of paper, like "You lose a race" or "Your team wins" or "The referee says you were out".',
          'Put the slips in a hat and take turns pulling one out.',
          'Act out what a good sport would do and say.',
          'Then act out what a poor sport would do, and talk about how each one made others feel.',
        ],
        note: 'For the youngest, a grown-up reads the slips and acts it out with them. Older children can write their own moments from real games they have played.',
      },
    ],
    conversationStarters: [
      'What does being a good sport mean to you?',
      'How do you feel when you lose a game?',
      'What could you say to the other player when you win?',
      'Why do you think some people find losing so hard?',
      'Who do you know that is a good sport, and what do they do?',
    ],
    sources: [
      casel('Self-management includes managing one\'s emotions; relationship skills include practicing teamwork, resolving conflicts constructively and developing positive relationships.'),
      {
        claim: 'Children pay more attention to friendships and teamwork in middle childhood; do fun things together as a family, such as playing games, and talk with your child about respecting others.',
        title: CDC_MIDDLE_TITLE,
        url: CDC_MIDDLE,
        read: READ,
        authority: 'public-health',
      },
      {
        claim: 'Children learn communication skills at home, largely from how the adults around them listen, talk and show respect.',
        title: AAP_COMMUNICATION_TITLE,
        url: AAP_COMMUNICATION,
        read: READ,
        authority: 'public-health',
      },
    ],
  },
  {
    id: 'sleep-matters',
    week: 31,
    title: 'Sleep Matters',
    description: 'Why sleep helps children grow, learn and feel good, and how a calm bedtime routine makes it easier.',
    ages: { min: 3, max: 10 },
    story: {
      title: 'Sol and the Sleepy Moon',
      text: `It was bedtime. But Sol did not want to go to bed.

"I am not tired!" said Sol. "I want to play more!"

Mom sat down next to him. "Do you know what sleep does?" she asked.

Sol shook his head.

"When you sleep, your body grows," said Mom. "Your brain keeps the things you learned today. And you wake up with lots of energy."

"Like a phone that charges at night?" asked Sol.

"Yes!" said Mom. "You charge up too."

So they did the bedtime steps. First, a warm bath. Then soft pajamas. Next, they brushed his teeth.

Mom made the lights low. The toys went to bed in the toy box. There was no TV and no tablet, just quiet.

Then they read a book about a sleepy moon. Sol gave Mom a big hug.

"Good night, Sol," said Mom.

"Good night, Mom," said Sol, and he gave a big yawn.

In the morning, Sol woke up with a big smile. He ran and jumped at the park. He built a tall sand castle.

"I feel so good!" said Sol. "I am all charged up!"

Mom smiled. "That is what a good sleep does."`,
    },
    characters: ['Sol'],
    forGrownUps:
      'For ages 3 to 5, the AASM, endorsed by the AAP, advises 10 to 13 hours a day, naps included. ' +
      'For ages 6 to 12, it advises 9 to 12 hours a day. ' +
      'A calm, regular bedtime routine, with screens off well before bed and out of the bedroom, makes sleep easier. ' +
      'Talk to your child\'s doctor about loud snoring, or if your child is often very sleepy in the day.',
    activities: [
      {
        title: 'Bedtime Steps Chart',
        materials: ['paper', 'crayons or markers', 'tape'],
        steps: [
          'Talk about the steps of your bedtime routine, like bath, pajamas, teeth, book and cuddle.',
          'Draw one picture for each step, in order.',
          'Tape the chart near your child\'s bed or the bathroom.',
          'Each night, point to each step as you do it, at about the same time every night.',
        ],
        note: 'For the youngest, keep it to four or five steps with a grown-up leading. Older children can run their own routine, add a wind-down step like reading, and set a time for screens off.',
      },
      {
        title: 'Sleepy Body Stretch',
        materials: ['a bed, rug or soft mat'],
        steps: [
          'Lie down and get cozy under a blanket.',
          'Squeeze your toes tight, then let them go soft and floppy.',
          'Do the same with your legs, tummy, hands, arms and face, one at a time.',
          'End with three slow breaths and a quiet good night.',
        ],
        note: 'A grown-up can say each step in a soft voice for the youngest. Older children can do it on their own and notice which part of the body feels most tense.',
      },
    ],
    conversationStarters: [
      'How do you feel in the morning after a good night\'s sleep?',
      'What is your favorite part of bedtime?',
      'What helps you feel calm and sleepy?',
      'What do you think your body does while you sleep?',
      'What makes it hard to fall asleep sometimes?',
    ],
    sources: [
      {
        claim:
          'The AASM (American Academy of Sleep Medicine) consensus statement, endorsed by the AAP (American Academy of Pediatrics), recommends that children 3 to 5 years of age sleep 10 to 13 hours per 24 hours, including naps, and children 6 to 12 years of age sleep 9 to 12 hours per 24 hours, on a regular basis to promote optimal health.',
        title: 'AAP HealthyChildren.org: Healthy Sleep Habits: How Many Hours Does Your Child Need?',
        url: 'https://www.healthychildren.org/English/healthy-living/sleep/Pages/Healthy-Sleep-Habits-How-Many-Hours-Does-Your-Child-Need.aspx',
        read: READ,
        authority: 'public-health',
        asOf: '2026-11',
      },
      {
        claim: 'The AAP (American Academy of Pediatrics) published an official statement endorsing the AASM consensus statement "Recommended Amount of Sleep for Pediatric Populations".',
        title: 'AASM: AAP publishes endorsement of AASM pediatric sleep duration recommendations',
        url: 'https://aasm.org/aap-publishes-endorsement-of-aasm-pediatric-sleep-duration-recommendations/',
        read: READ,
        authority: 'public-health',
        asOf: '2026-11',
      },
      {
        claim: 'Sleeping the recommended hours on a regular basis is linked with better attention, behavior, learning, memory and emotional regulation; the AAP also recommends turning screens off before bedtime and keeping TVs, computers and other screens out of children\'s bedrooms.',
        title: 'AAP HealthyChildren.org: Healthy Sleep Habits: How Many Hours Does Your Child Need?',
        url: 'https://www.healthychildren.org/English/healthy-living/sleep/Pages/Healthy-Sleep-Habits-How-Many-Hours-Does-Your-Child-Need.aspx',
        read: READ,
        authority: 'public-health',
        asOf: '2026-11',
      },
    ],
    simplifications: [
      '"Your body grows and your brain keeps what you learned" is a simple picture of how sleep supports growth and memory.',
      'Sleep is compared to charging a phone; people are not machines, but the picture helps young children.',
    ],
  },
  {
    id: 'handwashing-and-germs',
    week: 32,
    title: 'Handwashing and Germs',
    description: 'Germs are too small to see; soap, water and a good scrub wash them away and help keep everyone well.',
    ages: { min: 3, max: 8 },
    story: {
      title: 'Jada and the Tiny Germs',
      text: `Jada played in the yard with her dog, Pip. She dug in the dirt. She threw the ball. She gave Pip a big pat.

Then it was time for a snack. Jada ran in and sat down.

"Wait," said Dad. "First, let's wash our hands."

"But my hands look clean," said Jada.

"Germs are so tiny, we can't see them," said Dad. "Some germs can make us sick. Soap and water help wash them off."

Jada went to the sink. She put her hands under the water. Then she took them out fast.

"All done!" she said.

Dad smiled. "Let's do it the best way," he said. "Wet your hands. Now add soap."

Jada rubbed her hands to make lots of bubbles.

"Scrub the backs too," said Dad. "Go in between your fingers. Scrub under your nails."

"How long do I scrub?" asked Jada.

"Sing the birthday song two times," said Dad.

Jada sang and scrubbed. Then she rinsed off all the bubbles. She dried her hands on a clean towel.

"Now my hands are really clean," said Jada.

"Yes," said Dad. "Now we can have our snack."

Pip barked. Jada laughed. "Pip, you need a bath!"`,
    },
    characters: ['Jada', 'Pip'],
    forGrownUps:
      'The CDC advises washing with soap and clean running water, scrubbing for at least 20 seconds, then rinsing and drying. ' +
      'Key times are before eating, after the toilet, after blowing noses and after touching animals. ' +
      'Humming the birthday song twice takes about 20 seconds, so sing it together. ' +
      'Young children learn by copying, so wash your hands with them.',
    activities: [
      {
        title: 'Where Do Germs Go?',
        materials: ['a little washable paint', 'a few plastic toys', 'soap, water and a towel'],
        steps: [
          'A grown-up puts a small dab of washable paint on their own hand, to stand in for germs.',
          'The grown-up shakes your child\'s hand and picks up a toy.',
          'Look together at how the paint spread to your child\'s hand and the toy.',
          'Wash hands together with soap and water, scrubbing backs, fingers and nails, until the paint is gone.',
        ],
        note: 'Keep paint away from mouths and eyes, with a grown-up in charge of it. Older children can time their scrub and talk about why soap works better than water alone.',
      },
      {
        title: 'Handwashing Steps Poster',
        materials: ['paper', 'crayons or markers', 'tape'],
        steps: [
          'Draw five pictures: wet, soap, scrub, rinse, dry.',
          'Color them in and tape the poster up by the sink.',
          'Each time you wash hands, point to each step as you do it.',
          'Sing the birthday song twice while you scrub.',
        ],
        note: 'For the youngest, a grown-up draws the pictures and the child colors them. Older children can add the key times to wash, like before eating and after the toilet.',
      },
    ],
    conversationStarters: [
      'When are some times we should wash our hands?',
      'Why do you think we use soap and not just water?',
      'What song could you sing while you scrub?',
      'Where do you think germs might hide on your hands?',
      'How can clean hands help keep your family well?',
    ],
    sources: [
      {
        claim:
          'The CDC says to wash hands with soap and clean running water: wet your hands, apply soap, lather the backs of your hands, between your fingers and under your nails, scrub for at least 20 seconds (humming the "Happy Birthday" song twice takes about 20 seconds), rinse, and dry with a clean towel. Key times include before eating, after using the toilet, after blowing your nose, coughing or sneezing, and after touching an animal.',
        title: 'CDC: About Handwashing',
        url: 'https://www.cdc.gov/clean-hands/about/index.html',
        read: READ,
        authority: 'public-health',
        asOf: '2026-11',
      },
    ],
    simplifications: [
      'Germs are described as tiny things that can make us sick; not all germs are harmful.',
      '"Sing the birthday song two times" stands in for scrubbing for about 20 seconds.',
    ],
  },
  {
    id: 'road-safety',
    week: 33,
    title: 'Road Safety',
    description: 'Hold a grown-up\'s hand, stop, look and listen, and use crossings: first road safety for young children.',
    ages: { min: 3, max: 8 },
    story: {
      title: 'Stop, Look and Listen',
      text: `Lila and Grandpa walked to the park. Lila held Grandpa's hand.

They came to the edge of the road. "What do we do at the curb?" asked Grandpa.

"Stop!" said Lila. They both stood still on the path.

"Next, we look," said Grandpa. They looked one way. They looked the other way. Then they looked back again.

"And we listen," said Lila. They heard a car. Vroom! The car went past.

They looked and listened again. No cars came.

"Now we can cross," said Grandpa. "We walk. We don't run. And we keep on looking."

They crossed at the crossing with the white stripes. Lila held Grandpa's hand all the way.

At the park, Lila kicked her ball. It rolled out of the gate and onto the path by the road.

Lila stopped. She did not go after it. "Grandpa!" she called. "My ball!"

Grandpa came and got the ball for her. "Thank you for telling me," he said. "That was the safe thing to do."

On the way home, Lila held Grandpa's hand. At each road they stopped, looked and listened.

Later, they went to the shops in Grandpa's car. Lila sat in her car seat in the back seat. Click! went the buckle.

"I am a road safety star," said Lila.

"Yes, you are," said Grandpa.`,
    },
    characters: ['Lila'],
    forGrownUps:
      'Young children cannot yet judge how fast or far away cars are, so they hold a grown-up\'s hand near traffic. ' +
      'Practice stop, look and listen at every curb, and cross at crossings or corners. ' +
      'In the car, children under 13 ride in the back seat, buckled into the right car seat, booster or belt. ' +
      'Teach your child to tell a trusted grown-up if a ball or toy goes near the road.',
    activities: [
      {
        title: 'Stop, Look, Listen Walk',
        materials: ['comfortable shoes', 'a quiet street with a sidewalk and a crossing'],
        steps: [
          'Walk together, holding hands, and let your child lead the safety steps.',
          'At each curb, stop together a step back from the edge.',
          'Look left, look right, look left again (right first where traffic drives on the left), and listen for cars.',
          'Cross only when a grown-up says it is clear, walking straight across and still looking.',
        ],
        note: 'The youngest always hold a grown-up\'s hand and just say the steps out loud. Older children can point out the safest places to cross and explain why, while still crossing with a grown-up.',
      },
      {
        title: 'Traffic Light Game',
        materials: ['red, yellow and green paper', 'an open space at home or in a park, away from roads'],
        steps: [
          'A grown-up holds up a color while your child walks around the space.',
          'Red means stop, yellow means get ready, and green means walk.',
          'Add a "curb" rope or line: when your child reaches it, they stop, look and listen before stepping over.',
          'Swap so your child holds up the colors and the grown-up walks.',
        ],
        note: 'Keep the game to three colors for the youngest, with a grown-up leading. Older children can add crossing signals, like the walking person and the flashing hand, and talk about what each one means.',
      },
    ],
    conversationStarters: [
      'What do we do when we come to a curb?',
      'Why do we hold hands near roads?',
      'What can we listen for before we cross?',
      'What should you do if your ball goes near the road?',
      'Where is the safest place for you to sit in the car?',
    ],
    sources: [
      {
        claim: 'Young children cross roads holding a grown-up\'s hand; everyone stops, looks and listens before crossing, crosses at crosswalks or intersections, and keeps looking for cars while crossing.',
        title: 'NHTSA: Pedestrian Safety',
        url: 'https://www.nhtsa.gov/road-safety/pedestrian-safety',
        read: READ,
        authority: 'public-health',
        asOf: '2026-11',
      },
      {
        claim: 'Children under 13 should ride in the back seat, in the right car seat, booster seat or seat belt for their age and size.',
        title: 'NHTSA: Car Seats and Booster Seats',
        url: 'https://www.nhtsa.gov/vehicle-safety/car-seats-and-booster-seats',
        read: READ,
        authority: 'public-health',
        asOf: '2026-11',
      },
      {
        claim: 'Buckle children aged 12 and under in the back seat, using the car seat, booster seat or seat belt that fits their age and size.',
        title: 'CDC: Preventing Child Passenger Injury',
        url: 'https://www.cdc.gov/child-passenger-safety/prevention/index.html',
        read: READ,
        authority: 'public-health',
        asOf: '2026-11',
      },
    ],
    simplifications: [
      '"Look one way, the other way, then back again" is the left-right-left look; where traffic drives on the left, grown-ups can teach right-left-right.',
    ],
  },
  {
    id: 'water-safety',
    week: 34,
    title: 'Water Safety',
    description: 'Swim only with a grown-up watching, never swim alone, and wear a life jacket on boats: water safety for families.',
    ages: { min: 3, max: 10 },
    story: {
      title: 'Finn at the Lake',
      text: `Finn and his family went to the lake. The water looked cool and blue.

Finn ran to the edge. "Can I go in now?" he asked.

"Not yet," said Mom. "Wait for me. A grown-up must watch when you swim."

Mom put down the bag. She sat by the water and put her phone away. "Now I am watching," she said. "In you go."

Finn splashed and played. He stayed close to Mom, where the water was not deep.

After lunch, Grandpa got the little boat. "Life jackets on first," said Grandpa. He helped Finn do up his life jacket. Then Grandpa put his on too.

"Do I need it if I can swim?" asked Finn.

"Yes," said Grandpa. "Everyone in a boat wears one. Even me."

The boat bobbed on the lake. Finn saw ducks swim by.

Later, Finn's cousin Ruby wanted to swim. But all the grown-ups were packing up the car.

"Let's just go in," said Ruby. "No one will see."

"No," said Finn. "We never swim alone. We need a grown-up to watch."

Finn ran to tell Mom. "Thank you for telling me," said Mom. "I will come and watch you both."

Ruby and Finn swam while Mom watched. Finn felt safe and happy.`,
    },
    characters: ['Finn', 'Ruby'],
    forGrownUps:
      'Children swim only when a grown-up is close and watching, without phones or other distractions. ' +
      'Everyone wears a well-fitting life jacket on boats, and young or weak swimmers wear one near open water. ' +
      'Teach your child never to swim alone, and to tell a trusted grown-up if someone is in trouble. ' +
      'Swim lessons help, but they never replace a grown-up watching.',
    activities: [
      {
        title: 'Water Watcher Badge',
        materials: ['card', 'crayons or markers', 'a piece of string or ribbon'],
        steps: [
          'Make a "Water Watcher" badge together on a piece of card.',
          'Talk about the job: the grown-up wearing the badge watches the swimmers all the time and puts their phone away.',
          'Next time you go swimming, give the badge to the grown-up on watch.',
          'When the watcher needs a break, they pass the badge to another grown-up before they stop watching.',
        ],
        note: 'The youngest can color the badge while a grown-up writes the words. Older children can help remind the family of the swimming rules and check that a grown-up has the badge before anyone gets in.',
      },
      {
        title: 'Life Jacket Check',
        materials: ['a child\'s life jacket, if you have one', 'a mirror'],
        steps: [
          'With a grown-up, put on the life jacket and do up every buckle or zip.',
          'The grown-up lifts the jacket at the shoulders: a good fit does not slide up past the chin or ears.',
          'Look in the mirror and talk about when to wear it: on every boat, and near open water.',
          'If you do not have one, draw a picture of yourself in a life jacket on a boat.',
        ],
        note: 'Grown-ups choose a life jacket made for the child\'s weight and check the fit each season. Older children can learn to check the buckles themselves, with a grown-up checking after them.',
      },
    ],
    conversationStarters: [
      'Who needs to be watching before you go in the water?',
      'When do we wear life jackets?',
      'What would you do if a friend wanted to swim without a grown-up watching?',
      'What should you do if you see someone in trouble in the water?',
      'What is your favorite thing to do in the water, and how do you keep safe while you do it?',
    ],
    sources: [
      {
        claim:
          'Prevent drowning: a responsible adult closely watches children swimming or playing in or around water, without distractions; everyone wears a properly fitted life jacket when boating, and weaker swimmers wear one near open water; no one swims alone; swimming skills help but do not replace supervision.',
        title: 'CDC: Preventing Drowning',
        url: 'https://www.cdc.gov/drowning/prevention/index.html',
        read: READ,
        authority: 'public-health',
        asOf: '2026-11',
      },
      {
        claim:
          'An adult should always be watching children in or near water, within arm\'s reach for young children and weak swimmers, without distractions such as phones; a "water watcher" takes turns with other adults; children wear life jackets on boats and near open water; swim lessons do not replace supervision.',
        title: 'AAP HealthyChildren.org: Water Safety and Young Children',
        url: 'https://www.healthychildren.org/English/safety-prevention/at-play/Pages/Water-Safety-And-Young-Children.aspx',
        read: READ,
        authority: 'public-health',
        asOf: '2026-11',
      },
    ],
  },
];
