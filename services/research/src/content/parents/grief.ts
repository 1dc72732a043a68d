import { SITES } from '../links';
import type { ParentEntry } from '../types';

export const grief: ParentEntry = {
  id: 'parent-grief',
  question: 'How can I help my child through grief?',
  title: 'Helping Your Child Through Grief',
  blurb: 'Honest, gentle words about death, what grief looks like at each age, and when to get help.',
  standalone: [['grief'], ['griev*'], ['bereave*'], ['mourn*'], ['explain*', 'death'], ['talk*', 'about', 'death'], ['explain*', 'dying'], ['cope', 'loss'], ['pet', 'loss'], ['loss', 'pet']],
  triggers: [['grief'], ['griev*'], ['bereave*'], ['mourn*'], ['death'], ['died'], ['dying'], ['passed', 'away'], ['funeral'], ['memorial'], ['pet', 'die*']],
  quickAnswer: 'Tell your child what happened soon, in simple and honest words. Use the words "died" and "dead", and explain that the body has stopped working and cannot start again. Avoid phrases like "went to sleep" or "we lost her", which can confuse or frighten children. Answer questions truthfully, even with "I don\'t know". Let your child see that sadness is normal, keep routines steady, and remember the person together. Get help if grief stays intense or gets in the way of daily life.',
  takeaways: [
    'Use clear, honest words: "died" and "dead", not "went to sleep" or "lost".',
    'Children grieve in bursts: sad one minute, playing the next. Both are normal.',
    'Reassure them the death was not their fault and that they will be cared for.',
    'Let them choose how to take part in goodbyes, after you explain what will happen.',
    'Grief that stays intense or disrupts daily life is a reason to talk to your pediatrician.',
  ],
  sections: [
    {
      title: 'Finding the Words',
      content: 'Children need simple, true words. Say that the person or pet died, and explain that their body stopped working and cannot start again. They cannot eat, breathe or feel pain anymore. Gentle phrases like "went to sleep", "passed away" or "we lost him" can confuse young children or make them afraid of sleep. Short answers are fine. Children will come back with more questions when they are ready.',
      funFact: { title: 'Questions come in waves', text: 'Many children ask the same questions again and again. Each answer helps them understand a little more.' },
    },
    {
      title: 'How Children Grieve',
      content: 'Children often grieve in short bursts. They may cry, then ask to play, then seem fine for days. Some feel angry, worried or guilty, and some act younger for a while. Young children may think their thoughts or behaviour caused the death, so say clearly that it was not their fault. Grief can return at birthdays, holidays and new milestones, even years later.',
      funFact: { title: 'Play is coping', text: 'Playing, drawing or acting out a funeral with toys is a normal way for children to work through a loss.' },
    },
    {
      title: 'Goodbyes, Remembering and Getting Help',
      content: 'Explain what a funeral or memorial will be like, then let your child choose whether and how to take part. Give them a trusted adult to stay with them. Keep daily routines steady, and share memories, photos and stories. You can show your own sadness; it teaches that grief is normal. If your child stays withdrawn, cannot manage school, or talks about wanting to join the person who died, talk to your pediatrician or a grief counsellor.',
      funFact: { title: 'Memory boxes', text: 'A box of photos, letters and small objects gives a child a way to remember whenever they want.' },
    },
  ],
  ageStage: {
    '3-5': 'Preschoolers do not yet understand that death is permanent, so they may ask when the person is coming back. Use short, concrete words and repeat them patiently. Expect questions over and over, play about death, and changes in sleep or toileting. Lots of cuddles and steady routines help.',
    '6-8': 'School-age children begin to understand that death is permanent and happens to every living thing. They may ask detailed questions about what happened to the body and worry that others they love will die. Answer honestly and reassure them about who will care for them.',
    '9-12': 'Preteens understand death much like adults but may hide their feelings to protect you or to fit in. Invite them to talk without forcing it, and let teachers know so they can support them. Writing, drawing or a memory project can help.',
    '13+': 'Teens grieve deeply but often turn to friends rather than family. They may show grief as anger, risk-taking or withdrawal. Stay available, share your own feelings, and watch for signs of depression. Get help quickly if they talk about harming themselves.',
  },
  brainBehavior: 'Understanding death takes several ideas that develop through childhood: that death is permanent, that the body stops working completely, that it happens to every living thing, and that it has a cause. Young children are still building these ideas, which is why honest, concrete words matter. Grief is a normal response, not an illness, and most children adjust with time, routine and loving support.',
  approaches: [
    { strategy: 'Honest, concrete language', rationale: 'Euphemisms like "went to sleep" can confuse children and create new fears.', howTo: 'Say "Grandad died. His body stopped working, and it can\'t start again." Answer questions simply, and say "I don\'t know" when you don\'t.' },
    { strategy: 'Reassurance about blame and care', rationale: 'Young children often believe they caused a death, and worry about who will look after them.', howTo: 'Say clearly: "Nothing you thought or did made this happen." Tell them who will take care of them.' },
    { strategy: 'Choice about funerals and memorials', rationale: 'Prepared children usually cope well with taking part, and choice gives them some control.', howTo: 'Explain what they will see and hear, offer ways to take part, and have a trusted adult ready to step out with them.' },
    { strategy: 'Routine and remembering', rationale: 'Predictable days help children feel safe; shared memories keep the bond.', howTo: 'Keep bedtimes, school and meals steady. Look at photos, tell stories, or make a memory box together.' },
    { strategy: 'Know when to get help', rationale: 'Most children adjust, but some need professional support.', howTo: 'Talk to your pediatrician if grief stays intense for months, disrupts school or sleep, or your child talks about wanting to die.' },
  ],
  prosCons: [
    { approach: 'Taking part in the funeral', pros: ['Helps the death feel real', 'A chance to say goodbye with family'], cons: ['Can be overwhelming without preparation', 'Needs a trusted adult alongside'], bestFor: 'Children who have been prepared and want to go' },
    { approach: 'A private goodbye at home', pros: ['Calm and child-paced', 'Easy to adapt to any age'], cons: ['Misses the shared family ritual', 'Still needs honest explanation'], bestFor: 'Very young children, or a child who does not want to attend' },
    { approach: 'Grief support group or counsellor', pros: ['Meets other children who understand', 'Expert guidance for families'], cons: ['Not available everywhere', 'Some children are reluctant at first'], bestFor: 'Children whose grief stays intense or complicated' },
  ],
  sources: [
    {
      claim: 'AAP clinical report Supporting the Grieving Child and Family (Pediatrics, 2024): most children experience the death of a close family member or friend during childhood, and approximately 1 in 20 children in the United States experiences the death of a parent by the age of 16. Use simple, honest words such as "died" and "dead" rather than euphemisms like "went to sleep" or "lost", which can confuse or frighten children. Address guilt and misconceptions, prepare children to take part in funerals if they choose, expect grief triggers on anniversaries, and refer for counselling when grief is complicated.',
      title: 'Pediatrics (AAP): Supporting the Grieving Child and Family',
      url: 'https://publications.aap.org/pediatrics/article/154/1/e2024067212/197497/Supporting-the-Grieving-Child-and-Family-Clinical',
      read: '2026-11-23',
      authority: 'peer-reviewed',
    },
    {
      claim: 'Children\'s Hospital of Philadelphia (CHOP): talk with children about death in concrete, age-appropriate words instead of euphemisms such as "went to sleep"; let them ask questions and answer as honestly as you can; a young child who asks to go and play may be overwhelmed and need a break; explain what will happen, such as a funeral or changes to their routine.',
      title: 'Children\'s Hospital of Philadelphia: How to Help Children Grieve',
      url: 'https://www.chop.edu/news/health-tip/how-help-children-grieve',
      read: '2026-11-23',
      authority: 'university',
    },
  ],
  microTasks: [
    'Plan the first words you will use, with "died" in them, and practise saying them out loud.',
    'Tell your child simply and honestly, and let them ask anything.',
    'Say clearly that nothing they thought or did caused the death, and who will take care of them.',
    'Tell your child\'s teacher or nursery what happened so they can support them.',
    'Explain what the funeral or memorial will be like, and let your child choose how to take part.',
    'Start a memory box or book together with photos, drawings and stories.',
    'Check in on yourself: ask a friend, relative or counsellor for support with your own grief.',
  ],
  sampleScript: {
    '3-5': '"I have some very sad news. Grandma died. Her body stopped working, and it can\'t start working again. She can\'t feel hurt anymore. It\'s OK to feel sad. I\'m sad too. You can ask me anything, and I will always take care of you."',
    '6-8': '"Rufus died today. He was very old and very sick, and his body stopped working. The vet helped so he wasn\'t in pain. Nothing you did made this happen. Would you like to draw a picture of him, or tell me your favourite Rufus story?"',
    '9-12': '"I need to tell you something hard. Uncle Sam died last night. He had a heart attack. That means the blood couldn\'t reach part of his heart, and his heart stopped working. You might feel lots of different things, and that\'s OK. What questions do you have?"',
    '13+': '"I want to be honest with you about what happened, and I\'ll answer whatever I can. There\'s no right way to feel. If you want to talk, I\'m here, and if you\'d rather talk to someone else, we can find someone good."',
  },
  ifThisHappens: [
    { scenario: 'My young child keeps asking when Grandpa is coming back.', solution: 'This is normal for preschoolers. Answer gently and the same way each time: "Grandpa died. He can\'t come back. We can remember him together." Understanding grows slowly.' },
    { scenario: 'My child seems not to care and just plays.', solution: 'Children grieve in short bursts, and play is one way they cope. Stay available; feelings and questions often come later.' },
    { scenario: 'Our pet died and I\'m tempted to say it "ran away".', solution: 'Tell the truth in simple words. A pet\'s death is often a child\'s first loss, and honest words teach them how grief works in a gentler setting.' },
    { scenario: 'Months later my child is still struggling at school and sleep.', solution: 'Talk to your pediatrician or school counsellor. Ongoing, intense grief can need extra support from a grief counsellor or therapist.' },
  ],
  pitfalls: [
    'Using euphemisms like "went to sleep", "went away" or "we lost him".',
    'Hiding the death or keeping a child away from all goodbyes without asking them.',
    'Telling children to be brave or not to cry.',
    'Expecting grief to be over by a certain time.',
    'Forgetting the adults: your own grief needs support too.',
  ],
  tracker: {
    description: 'Notes over the weeks after a loss help you see how your child is coping.',
    categories: ['Sleep', 'Appetite', 'Mood', 'Questions asked', 'School or nursery', 'Memories shared'],
  },
  weeklyPrompts: [
    'What questions did my child ask this week, and how did I answer?',
    'Were sleep, eating and school fairly steady?',
    'Did we share a memory of the person or pet together?',
    'Is there anything that worries me enough to call the pediatrician or a counsellor?',
  ],
  books: [
    { title: 'Lifetimes: The Beautiful Way to Explain Death to Children', author: 'Bryan Mellonie and Robert Ingpen' },
    { title: 'When Dinosaurs Die: A Guide to Understanding Death', author: 'Laurie Krasny Brown and Marc Brown' },
    { title: 'The Invisible String', author: 'Patrice Karst' },
  ],
  expert: {
    pediatricianTip: 'Pediatricians recommend telling children soon and honestly, with the words "died" and "dead", and keeping routines steady. Let your child\'s doctor know about the death, and call them if grief stays intense, affects sleep or school for a long time, or your child talks about harming themselves.',
    psychologistInsight: 'Child psychologists stress that children do not need protecting from the truth, but from facing it alone. Honest words, permission to feel anything, and adults who share their own grief and keep talking help children grieve in a healthy way.',
  },
  discussions: [
    { search: 'explaining death to preschooler', title: 'Parents discussing how they explained a death', snippet: 'The words other families used with young children.' },
    { search: 'child grief grandparent', title: 'Parents sharing how children grieved a grandparent', snippet: 'What helped children after losing a grandparent.' },
    { search: 'pet died how to tell kids', title: 'Parents talking about the death of a pet', snippet: 'How families handled a child\'s first experience of loss.' },
  ],
  glossary: [
    { term: 'Grief', say: 'GREEF', definition: 'The feelings and reactions people have after someone they love dies.' },
    { term: 'Euphemism', say: 'YOO-fuh-miz-um', definition: 'A soft phrase used instead of a direct word, such as "went to sleep" for "died".' },
    { term: 'Bereavement', say: 'bi-REEV-ment', definition: 'The time of loss and adjustment after someone close dies.' },
    { term: 'Grief trigger', say: 'GREEF TRIG-er', definition: 'A date, place or event that brings grief back, such as a birthday.' },
  ],
  tryIt: [{
    title: 'Make a Memory Box',
    description: 'Give your child a way to remember the person or pet whenever they want.',
    steps: [
      'Find a shoebox or small box your child can decorate.',
      'Collect photos, drawings, cards and small objects that bring back memories.',
      'Write or draw favourite memories on cards together and add them.',
      'Keep the box where your child can reach it, and look through it together when they ask.',
    ],
    note: 'Let your child lead; some days they will want the box and some days they won\'t.',
  }],
  analogies: [
    { title: 'Waves on a beach', content: 'Grief comes like waves: some small, some big, sometimes calm between. Over time the waves usually come less often, but a big one can still arrive on a special day.' },
  ],
  realWorld: [
    { title: 'The goldfish funeral', content: 'When a class goldfish dies, a teacher uses the word "died", lets the children ask questions, and holds a small goodbye. It gives the children words and a ritual they can use for bigger losses later.' },
  ],
  engaging: [
    { question: 'What words did you hear about death as a child?', context: 'Your own experience shapes the words you reach for now.' },
    { question: 'Who can support you while you support your child?', context: 'Grieving parents need care too.' },
  ],
  quiz: [
    { question: 'Which words are best to explain a death to a child?', right: '"Died" and "dead"', wrong: ['"Went to sleep"', '"We lost her"'], skill: 'vocabulary', support: ['Use the words "died" and "dead"'] },
    { question: 'Your child cries, then asks to play. What does this usually mean?', right: 'A normal way children grieve', wrong: ['They did not love the person', 'They do not understand anything'], skill: 'inference', support: ['sad one minute, playing the next. Both are normal'] },
    { question: 'What should young children hear about the cause of a death?', right: 'That it was not their fault', wrong: ['That it is a secret', 'That they will understand later'], skill: 'recall', support: ['say clearly that it was not their fault'] },
  ],
  related: ['parent-anxiety', 'parent-big-emotions', 'parent-bedtime'],
  links: [SITES.childMind, SITES.healthyChildren, SITES.kidsHealth],
};
