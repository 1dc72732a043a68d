import { SITES } from '../links';
import type { ParentEntry } from '../types';

export const nailBiting: ParentEntry = {
  id: 'parent-nail-biting',
  question: 'How can I help my child stop biting their nails?',
  title: 'Helping a Child Stop Biting Their Nails',
  blurb: 'Why children bite their nails, gentle ways to help them stop, and when to see the doctor.',
  standalone: [['nail', 'biting'], ['bite*', 'nail*'], ['bit*', 'nail*'], ['nailbit*'], ['nail', 'biter'], ['chew*', 'nail*'], ['bite*', 'fingernail*'], ['chew*', 'fingernail*']],
  triggers: [['nail', 'biting'], ['bite*', 'nail*'], ['bit*', 'nail*'], ['nailbit*'], ['chew*', 'nail*'], ['chew*', 'fingernail*'], ['bit*', 'fingernail*'], ['nail*', 'mouth'], ['pick*', 'nail*'], ['cuticle*']],
  quickAnswer: 'Nail biting is one of the most common childhood habits, and many children grow out of it. It usually happens when a child is bored, tired, worried or concentrating, often without noticing. Nagging and punishment tend to make it worse, because stress feeds the habit. Instead, help your child notice when it happens, agree a quiet reminder signal, and give their hands something else to do. Keep nails short and smooth, and praise progress. See your doctor if the skin bleeds, looks infected, or the habit seems tied to a lot of worry.',
  takeaways: [
    'Nail biting is common and often fades as children grow.',
    'It is a habit, usually done without noticing, often when bored or worried.',
    'Nagging and punishment add stress, which feeds the habit.',
    'Awareness, a reminder signal and busy hands help most.',
    'See the doctor for infected or bleeding skin, or a lot of worry.',
  ],
  sections: [
    {
      title: 'Why Children Bite Their Nails',
      content: 'Nail biting, like thumb sucking and hair twirling, is a habit: a pattern repeated so often that a child may not notice they are doing it. Children bite their nails out of boredom, to calm themselves when worried, while concentrating, or simply from habit. In most children it is a normal phase, not a sign that something is wrong. It often shows up during screen time, reading, car rides or tests.',
      funFact: { title: 'Habits come in clusters', text: 'A child who bites their nails may also twirl their hair or chew their sleeves.' },
    },
    {
      title: 'Why It Is Worth Helping',
      content: 'Most nail biting is harmless, but it can make the skin around the nails sore and bleeding. Open skin can let germs in and cause infections. Biting can also carry germs from the hands to the mouth, and it can be hard on the teeth. Many older children also feel embarrassed about how their nails look. So a gentle push to stop is reasonable, as long as it does not turn into a battle.',
      funFact: { title: 'Hands to mouth', text: 'Washing hands and keeping nails short means fewer germs reach the mouth when biting happens.' },
    },
    {
      title: 'What Helps a Child Stop',
      content: 'Children stop when they want to, so involve your child rather than acting on them. Help them spot when they bite, such as during shows or homework, and agree a private reminder signal. Give their hands a job: a fidget toy, a stress ball or something to draw with. Keep nails trimmed and smooth, so there are fewer rough edges to chew. Bitter-tasting nail polish helps some older children who want to stop. Praise each day of progress, and expect slips.',
      funFact: { title: 'One nail at a time', text: 'Some children start by "saving" one nail at a time, which makes success feel reachable.' },
    },
  ],
  ageStage: {
    '3-5': 'Young children may bite their nails when tired, bored or upset, often alongside other comfort habits. Gentle redirection and busy hands work better than reminders, because they rarely notice they are doing it. Keep nails short and don\'t make a fuss.',
    '6-8': 'School-age children can start to notice the habit with help. Agree a secret signal, offer a fidget for screen time or homework, and use a simple chart to celebrate nail-biting-free days.',
    '9-12': 'Preteens may bite more during tests, friendship stress or screens, and may feel embarrassed. Let them lead: ask if they want to stop and what would help. Bitter polish or a manicure they are proud of can motivate some.',
    '13+': 'Teenagers who still bite their nails usually want to stop but find it hard. Respect their privacy and offer tools, not reminders. If biting is severe, tied to anxiety, or comes with skin picking or hair pulling, a doctor or therapist can help.',
  },
  brainBehavior: 'Habits are handled by brain circuits that run familiar actions automatically, without conscious choice. That is why a child can bite their nails without noticing. Stress, boredom and deep concentration make automatic habits more likely, and biting can bring a moment of calm, which strengthens the habit. Breaking it means first noticing it, then practising a different action in the same moments.',
  approaches: [
    { strategy: 'Build awareness together', rationale: 'A habit done without noticing can\'t be stopped until it is noticed.', howTo: 'For a few days, note together when and where biting happens, without any blame.' },
    { strategy: 'A private reminder signal', rationale: 'A neutral cue helps the child notice without feeling nagged or shamed.', howTo: 'Agree a word or gesture, such as a tap on the shoulder, and use it calmly.' },
    { strategy: 'Give hands a different job', rationale: 'Replacing the action in the same moments is more effective than just trying to stop.', howTo: 'Offer a fidget toy, stress ball or doodle pad during screens, homework and car rides.' },
    { strategy: 'Nail care', rationale: 'Short, smooth nails leave fewer rough edges to chew and reduce germs.', howTo: 'Trim nails weekly and file rough edges. Some older children like bitter polish or a manicure.' },
    { strategy: 'Praise progress, not perfection', rationale: 'Encouragement keeps motivation up; slips are part of changing any habit.', howTo: 'Celebrate bite-free days or saved nails, and treat slips calmly.' },
  ],
  prosCons: [
    { approach: 'Bitter-tasting nail polish', pros: ['A reminder at the moment of biting', 'Easy to use'], cons: ['Works best if the child wants to stop', 'Can feel like a punishment if forced'], bestFor: 'Older children who choose it themselves' },
    { approach: 'Fidget or stress toy', pros: ['Gives hands a different job', 'Calming for many children'], cons: ['Can distract in class', 'Needs to be handy at the right moments'], bestFor: 'Biting during screens, homework or worry' },
    { approach: 'Reward chart', pros: ['Makes progress visible', 'Motivating for young children'], cons: ['Slips can feel like failure', 'Rewards can lose power'], bestFor: 'School-age children for a few weeks' },
    { approach: 'Waiting it out', pros: ['No pressure or battles', 'Many children stop on their own'], cons: ['Can continue for years', 'Skin problems may develop'], bestFor: 'Mild biting without sore skin' },
  ],
  sources: [
    {
      claim: 'Nail biting is a common habit in children, and fewer adults than children bite their nails. It can make the skin around the nails bleed and the fingers sore, lead to infections when germs get into small open sores, and cause problems with teeth and gums. Paying attention to when you bite and using a special bitter-tasting product on the nails can help.',
      title: 'American Academy of Dermatology: What kids should know about nail biting',
      url: 'https://www.aad.org/public/parents-kids/healthy-habits/nail-biting',
      read: '2026-11-23',
      authority: 'public-health',
    },
    {
      claim: 'Nail biting, thumb sucking, hair twirling and nose picking are among the most common childhood habits. A habit is a repeated pattern the child usually isn\'t aware of, and in most cases it is a phase of normal development, not a cause for alarm. Habits often appear when children are bored, tired or stressed.',
      title: 'KidsHealth (Nemours): Your Child\'s Habits',
      url: 'https://kidshealth.org/en/parents/five-habits.html',
      read: '2026-11-23',
      authority: 'public-health',
    },
  ],
  microTasks: [
    'Watch without comment today: when and where does the biting happen?',
    'Ask your child, kindly, whether they would like to stop, and listen to their reasons.',
    'Agree a private reminder signal together.',
    'Put a fidget toy or stress ball where the biting usually happens.',
    'Trim and file your child\'s nails, and make it a calm weekly routine.',
    'Start a simple chart of bite-free days or "saved" nails.',
    'Look back at the week together and celebrate any progress, however small.',
  ],
  sampleScript: {
    '3-5': '"Let\'s give your hands a job! Can you squeeze this squishy ball while we watch the show? ... Look at your fingers, all busy squeezing!"',
    '6-8': '"I\'ve noticed your nails are getting sore. Would you like some help to stop? We could have a secret signal, like me tapping my nose, to remind you. You choose the signal!"',
    '9-12': '"Nail biting is really common, and it\'s hard to stop because you often don\'t notice you\'re doing it. If you want to stop, what would help? Some people like a fidget for homework, or that bitter nail polish."',
    '13+': '"I\'m not going to nag you about your nails. If you ever want help, I\'m happy to get you a fidget, the bitter polish, or book a chat with the doctor. Just say."',
  },
  ifThisHappens: [
    { scenario: 'The skin around the nails is red, swollen or has pus.', solution: 'This can be an infection. Keep it clean and make an appointment with your child\'s doctor.' },
    { scenario: 'My child bites more when worried about school.', solution: 'Work on the worry too: talk about what is stressful, practise calming breaths, and speak to the teacher. Talk to the doctor if worry is affecting daily life.' },
    { scenario: 'My child also picks skin or pulls out hair.', solution: 'These are related habits. If they cause damage or distress, talk to your child\'s doctor, who can suggest a therapist experienced in habit-reversal approaches.' },
    { scenario: 'Nagging has turned it into a battle.', solution: 'Stop reminding for a week, apologise for the nagging, and let your child choose whether and how they want help.' },
  ],
  pitfalls: [
    'Nagging, teasing or shaming, which adds stress.',
    'Punishing the habit, which makes children hide it.',
    'Forcing bitter polish on a child who does not want to stop.',
    'Expecting an overnight change instead of gradual progress.',
    'Ignoring signs of infection or a lot of worry behind the habit.',
  ],
  tracker: {
    description: 'A two-week log shows when biting happens and what replaces it.',
    categories: ['Time and place', 'Activity (screens, homework, car)', 'Mood (bored, worried, tired)', 'Reminder used', 'What the hands did instead', 'Bite-free day?'],
  },
  weeklyPrompts: [
    'When does my child bite most, and what is going on then?',
    'Which replacement for busy hands worked best?',
    'Did I manage to stop nagging?',
    'Is the skin healing, or is it time to see the doctor?',
  ],
  books: [
    { title: 'What to Do When Bad Habits Take Hold: A Kid\'s Guide to Overcoming Nail Biting and More', author: 'Dawn Huebner' },
    { title: 'What to Do When You Worry Too Much', author: 'Dawn Huebner' },
  ],
  expert: {
    pediatricianTip: 'Pediatricians see nail biting as a common habit that many children outgrow. Keep nails short, avoid punishment, and see the doctor if the skin around the nails is infected, bleeding often, or if the habit seems driven by a lot of worry.',
    psychologistInsight: 'Psychologists treat stubborn habits with approaches such as habit reversal: noticing the habit, then doing a competing action with the hands in the same moments. Motivation matters, so the child needs to want to stop and help choose the plan.',
  },
  discussions: [
    { search: 'child nail biting', title: 'Parents discussing nail biting', snippet: 'What helped other children stop, and what made it worse.' },
    { search: 'bitter nail polish kids', title: 'Parents sharing experiences with bitter nail polish', snippet: 'When families found bitter polish helpful, and when it backfired.' },
    { search: 'fidget toys habits', title: 'Parents talking about fidget toys for habits', snippet: 'How fidget toys helped replace nail biting and other habits.' },
  ],
  glossary: [
    { term: 'Habit', say: 'HAB-it', definition: 'An action repeated so often that it happens without thinking.' },
    { term: 'Cuticle', say: 'KYOO-tih-kul', definition: 'The thin skin at the base of the nail, which can get sore when bitten.' },
    { term: 'Habit reversal', say: 'HAB-it rih-VER-sul', definition: 'A way of breaking a habit by noticing it and doing a different action instead.' },
    { term: 'Fidget toy', say: 'FIJ-it toy', definition: 'A small object to squeeze or turn that keeps hands busy.' },
  ],
  tryIt: [{
    title: 'Save-a-Nail Challenge',
    description: 'A gentle, step-by-step challenge your child chooses to do.',
    steps: [
      'Ask your child to pick one or two nails to "save" this week.',
      'Mark the saved nails with a small sticker on a chart, or a dot of clear polish.',
      'Each evening, check the saved nails together and celebrate any growth.',
      'When the saved nails grow, add another nail to the challenge.',
    ],
    note: 'Keep it a game your child wants to play, and let slips pass without comment.',
  }],
  analogies: [
    { title: 'A path through the grass', content: 'A habit is like a path worn through grass: the more it is walked, the easier it is to follow. A new path, like squeezing a ball, needs walking often before it feels natural.' },
  ],
  realWorld: [
    { title: 'Movie night', content: 'A child who bites their nails during films gets a small squishy ball to hold. After a few weeks, movie night has become bite-free without a single reminder.' },
  ],
  engaging: [
    { question: 'When does your child bite their nails most?', context: 'Screens, homework and car rides are common times.' },
    { question: 'Does your child want to stop?', context: 'Their own wish to stop makes every tool work better.' },
  ],
  quiz: [
    { question: 'Why does nagging rarely work?', right: 'Stress feeds the habit', wrong: ['Children can\'t hear it', 'Nails grow back faster'], skill: 'cause-effect', support: ['Nagging and punishment tend to make it worse, because stress feeds the habit'] },
    { question: 'What helps a child stop?', right: 'Busy hands and a reminder signal', wrong: ['Punishing every single bite', 'Pointing it out in public'], skill: 'recall', support: ['Awareness, a reminder signal and busy hands help most'] },
    { question: 'When should you see the doctor?', right: 'If the skin looks infected', wrong: ['After the first bitten nail', 'Never, it always stops'], skill: 'recall', support: ['See your doctor if the skin bleeds, looks infected'] },
  ],
  related: ['parent-thumb-sucking', 'parent-anxiety', 'parent-praise-motivation'],
  links: [SITES.kidsHealth, SITES.healthyChildren, SITES.childMind],
};
