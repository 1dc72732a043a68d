import { britannica, SITES } from '../links';
import type { KidEntry } from '../types';

// People and places: saying sorry and unkindness (Social Skills), skin colour and food around the world
// (Cultural Awareness), life before electricity, the first people on the Moon and the Vikings (History Explorers).

const READ = '2026-11-23';

const saySorry: KidEntry = {
  id: 'say-sorry',
  module: 'Social Skills',
  question: 'How do I say sorry?',
  title: 'How Do I Say Sorry?',
  blurb: 'A real apology: say what happened, say sorry, and make it right.',
  triggers: [['say', 'sorry'], ['saying', 'sorry'], ['apolog*'], ['how', 'apolog*'], ['how', 'say', 'sorry'], ['sorry', 'mean'], ['make', 'it', 'right'], ['make', 'up', 'with'], ['sorry', 'friend'], ['hurt', 'friend', 'feeling*'], ['hurt', 'feeling*', 'sorry']],
  quickAnswer: {
    '3-5': 'Look at the person. Say "I am sorry I pushed you." Then ask, "Are you OK?" Try to help. A hug or a kind act can help too, if they want it.',
    '6-8': 'A good sorry has three parts. First, say what you did: "I\'m sorry I broke your tower." Next, show you care how they feel: "That must have made you sad." Then try to fix it: "Can I help build it again?" Saying sorry can feel hard, but it helps friends feel better. You may feel better too.',
    '9-12': 'A real apology names what you did, shows you understand how it affected the other person, and offers to make it right. For example: "I\'m sorry I laughed at your drawing. That was unkind, and I can see it upset you. I won\'t do it again." Skip "sorry, but…", because "but" cancels the apology. The other person may need time, and that is OK. Apologising is a skill, and it gets easier with practice.',
    '13+': 'An effective apology takes responsibility without excuses, acknowledges the impact on the other person and commits to repair or change. "I\'m sorry if you were offended" shifts blame to the listener. "I\'m sorry I shared your secret; it broke your trust" owns the action. Apologising shows empathy, and it doesn\'t mean you are a bad person: everyone makes mistakes. The other person decides if and when to forgive, and actions afterwards show whether the apology was meant.',
  },
  takeaways: {
    little: ['Say what you did and say sorry.', 'Ask if they are OK.', 'Try to help make it better.'],
    young: ['Say what you did.', 'Show you care how they feel.', 'Try to fix it.'],
    older: ['Name what you did, without "but".', 'Show you understand how it affected them.', 'Make it right, and give them time.'],
  },
  sections: [
    {
      title: 'Say What Happened',
      little: 'Say what you did. "I am sorry I took your car." Use a kind voice. Look at the person.',
      young: 'A sorry is stronger when you say exactly what you did. "Sorry" is good. "Sorry I knocked over your juice" is even better. It shows you really noticed.',
      older: 'Naming the action shows you take responsibility. Compare "Sorry, whatever" with "I\'m sorry I left you out at lunch." The second one tells your friend you understand what went wrong.',
      funFact: { title: 'Even for accidents', text: 'You can say sorry even for an accident. It shows you care that someone got hurt.' },
    },
    {
      title: 'Think How They Feel',
      little: 'Look at their face. Are they sad? Ask, "Are you OK?" That shows you care.',
      young: 'Imagine how you would feel if it happened to you. Then say it: "That must have hurt." Caring about someone\'s feelings is called empathy.',
      older: 'Showing you understand the impact matters as much as the word "sorry". "You were excited about that game, and I ruined it" tells the other person their feelings count.',
      funFact: { title: 'Feeling better', text: 'After a real apology, the person who was hurt often feels better, and so does the person who said sorry.' },
    },
    {
      title: 'Make It Right',
      little: 'Can you fix it? Help build the tower again. Give back the toy. Share your crayons.',
      young: 'Try to fix what went wrong. Help clean up. Give something back. Or promise to try to do better next time, and then really try.',
      older: 'Repair turns words into action: replace what broke, include the friend you left out, or change what you do next time. If they aren\'t ready to make up, give them space. You can\'t make someone forgive you, but you can keep being kind.',
      funFact: { title: 'Actions count', text: 'What you do after a sorry shows that you meant it.' },
    },
  ],
  deeper: {
    title: 'What Makes an Apology Work',
    content: 'A full apology usually includes taking responsibility, naming the specific action, acknowledging the harm, expressing regret, offering repair and committing to change. Non-apologies avoid responsibility: "I\'m sorry you feel that way," "mistakes were made," or "sorry, but you started it." Apologies work best when they are sincere rather than forced, so a calm moment can help. The person who was hurt is not obliged to forgive at once. Trust is rebuilt through consistent behaviour over time.',
    funFact: { title: 'The passive trick', text: '"Mistakes were made" is a famous non-apology: it admits something went wrong without saying who did it.' },
  },
  glossary: [
    { term: 'Sorry', say: 'SOR-ee', definition: 'A word that shows you feel bad about hurting someone.' },
    { term: 'Apology', say: 'uh-POL-uh-jee', definition: 'Saying sorry for something you did.' },
    { term: 'Empathy', say: 'EM-puh-thee', definition: 'Understanding how someone else feels.' },
    { term: 'Forgive', say: 'for-GIV', definition: 'To stop being upset with someone after they said sorry.' },
    { term: 'Responsibility', say: 'ree-spon-suh-BIL-ih-tee', definition: 'Owning up to what you did.' },
  ],
  tryIt: [{
    title: 'Teddy Says Sorry',
    description: 'Practise saying sorry with toys.',
    steps: [
      'Take two toys. Teddy takes Bunny\'s ball.',
      'Bunny is sad. What can Teddy say?',
      'Help Teddy say, "Sorry I took your ball. Are you OK?"',
      'Teddy gives the ball back. How does Bunny feel now?',
    ],
    note: 'A grown-up can play one of the toys.',
    bands: ['3-5'],
  }, {
    title: 'Sorry Steps Practice',
    description: 'Turn a quick "sorry" into a real apology.',
    steps: [
      'Think of a small thing that could go wrong between friends, like a broken pencil.',
      'Write a sorry that says what happened.',
      'Add a line about how the other person might feel.',
      'Add a way to fix it. Read it out loud with a grown-up or friend.',
    ],
    note: 'Older kids: spot the non-apology in "I\'m sorry you feel that way" and rewrite it.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'Fixing a bridge', content: 'A friendship is like a bridge. Hurting someone cracks it; a real sorry and a kind act help repair it.' },
  ],
  realWorld: [
    { title: 'At school', content: 'Bumping into someone, saying something mean or breaking a rule can all call for a sorry.' },
    { title: 'At home', content: 'Grown-ups say sorry too, to each other and to children.' },
  ],
  engaging: [
    { question: 'How do you feel when someone says sorry to you?', context: 'Does it help when they mean it?' },
    { question: 'Why can saying sorry feel hard?', context: 'Think about feeling embarrassed or still upset.' },
  ],
  quiz: [
    {
      question: 'What makes a sorry stronger?', right: 'Saying what you did', wrong: ['Saying it very fast', 'Saying it to a different person'],
      skill: 'recall', support: ['Say what you did', 'say exactly what you did', 'names what you did', 'Naming the action shows you take responsibility'],
    },
    {
      question: 'After you say sorry, what can you do?', right: 'Help make it better', wrong: ['Walk away and forget it', 'Do the same thing again'],
      skill: 'sequence', support: ['Try to help make it better', 'Try to fix it', 'offers to make it right', 'Make it right'],
    },
    {
      question: 'Why should you skip "sorry, but…"?', right: 'The "but" cancels the apology', wrong: ['It is too polite to say', 'It makes the sorry too long'],
      skill: 'cause-effect', bands: ['9-12', '13+'], support: ['"but" cancels the apology', 'Name what you did, without "but"', 'Non-apologies avoid responsibility'],
    },
  ],
  sources: [
    {
      claim: 'Apologizing tells someone you are sorry for the hurt you caused, even by accident; it involves thinking about how the other person felt, can include promising to do better and fixing or replacing what was broken, and afterwards both people often feel better. A real apology says what you did.',
      title: 'KidsHealth (Nemours): Saying You\'re Sorry',
      url: 'https://kidshealth.org/en/kids/sorry.html',
      read: READ,
      authority: 'public-health',
    },
    {
      claim: 'An apology tells someone we are sorry for the hurt we caused, even if we did not do it on purpose; it says we are aware of what we did and will try to do better, shows empathy and respect for the other person\'s feelings, and is more than words; examples name the specific action ("I\'m sorry I pushed you when I was mad. That was wrong.").',
      title: 'KidsHealth (Nemours) for teens: Apologies',
      url: 'https://kidshealth.org/en/teens/apologies.html',
      read: READ,
      authority: 'public-health',
    },
  ],
  related: ['make-friends', 'feel-angry', 'someone-unkind'],
  links: [SITES.kidsHealth, SITES.childMind],
};

const unkind: KidEntry = {
  id: 'someone-unkind',
  module: 'Social Skills',
  question: 'What can I do when someone is unkind to me?',
  title: 'What Can I Do When Someone Is Unkind to Me?',
  blurb: 'Staying calm, speaking up, and telling a trusted grown-up.',
  triggers: [['someone', 'unkind'], ['unkind'], ['being', 'mean', 'to', 'me'], ['mean', 'to', 'me'], ['bully'], ['bullied'], ['bullying'], ['tease*'], ['teasing'], ['pick*', 'on', 'me'], ['call*', 'me', 'name*'], ['laugh*', 'at', 'me'], ['kid', 'mean', 'me'], ['push*', 'me'], ['being', 'bullied'], ['bully', 'me'], ['get*', 'bullied']],
  quickAnswer: {
    '3-5': 'If someone is unkind, you can say "Stop! I don\'t like that." Then walk away. Go to a grown-up you trust and tell them. It is not your fault. Grown-ups can help.',
    '6-8': 'When someone is unkind, you can say "Stop. I don\'t like that," in a strong, calm voice. Then walk away to a friend or a grown-up. Tell a trusted grown-up, like a parent or a teacher. Telling is not tattling: it is getting help. Being treated unkindly is never your fault.',
    '9-12': 'If someone is unkind to you, stay as calm as you can, say clearly "Stop, that\'s not OK," and walk away. Stick with friends, since people who pick on others often target someone alone. If it keeps happening, it may be bullying: unkind acts done on purpose again and again. Tell a trusted adult, such as a parent, teacher or school counsellor. Keep telling until someone helps. It is never your fault.',
    '13+': 'Unkindness can be one-off or part of a pattern. Bullying is unwanted, aggressive behaviour, repeated or likely to be repeated, with a real or perceived power imbalance. Useful responses: stay calm, set a clear boundary ("Stop"), leave, and stay near supportive friends. For online harassment, don\'t reply; save screenshots and block or report. Tell a trusted adult, parent, teacher or counsellor, and keep going until someone acts. Schools are expected to respond to bullying. The fault lies with the person who is unkind, not with you.',
  },
  takeaways: {
    little: ['Say "Stop! I don\'t like that."', 'Walk away.', 'Tell a grown-up you trust.'],
    young: ['Say "Stop" in a strong, calm voice.', 'Walk away to a friend or grown-up.', 'Telling is getting help, not tattling.'],
    older: ['Stay calm, say "Stop", and walk away.', 'Stick with friends.', 'Tell a trusted adult, and keep telling until someone helps.'],
  },
  sections: [
    {
      title: 'Use Your Strong Voice',
      little: 'Stand tall. Say it loud and clear: "Stop! I don\'t like that." You are brave!',
      young: 'Stand up straight, look at the person and say, "Stop. I don\'t like that." A calm, strong voice shows you won\'t be pushed around.',
      older: 'A short, calm boundary works better than an insult back. Try "Stop, that\'s not OK," then leave. Fighting back or being mean in return can make things worse and get you in trouble too.',
      funFact: { title: 'Practice helps', text: 'Practising your strong voice at home with a grown-up makes it easier to use when you need it.' },
    },
    {
      title: 'Tell a Grown-Up',
      little: 'Tell a grown-up you trust. Mom, Dad or your teacher can help. Telling is a good thing to do.',
      young: 'Tell a grown-up you trust: a parent, a teacher, a coach. Say what happened and who did it. If the first grown-up doesn\'t help, tell another one.',
      older: 'Adults can change things that kids can\'t, like seating, supervision and talking with the other child\'s family. Tell them what happened, when and where. If it continues, keep telling, or ask a parent to talk with the school.',
      funFact: { title: 'Tattling or telling?', text: 'Tattling is trying to get someone in trouble. Telling is trying to get someone out of trouble, including yourself.' },
    },
    {
      title: 'It\'s Not Your Fault',
      little: 'If someone is mean to you, it is not your fault. You are a good friend. You deserve kindness.',
      young: 'When someone is unkind, it says something about them, not about you. Spend time with people who make you feel good.',
      older: 'People may be unkind because they want power, attention or to fit in. Whatever the reason, it\'s not your fault. Doing things you enjoy with kind friends helps you feel strong. If you ever feel very sad or scared because of it, talk with a grown-up right away.',
      funFact: { title: 'Helpers matter', text: 'When other kids speak up or stand beside the person being picked on, the unkind behaviour often stops.' },
    },
  ],
  deeper: {
    title: 'Bullying, Bystanders and Online Harm',
    content: 'Bullying is commonly defined by three features: it is intentional, repeated (or likely to be), and involves a power imbalance, physical or social. It can be physical, verbal, social (excluding, spreading rumours) or online. Bystanders matter: peers who step in, or support the target afterwards, can help stop it. Online, don\'t respond or retaliate. Keep evidence, and use block and report tools. Tell an adult who can act, such as a parent, teacher or school counsellor. Unkindness is never deserved, and getting support is a strength.',
    funFact: { title: 'Upstanders', text: 'Someone who speaks up or helps when another person is being picked on is sometimes called an upstander.' },
  },
  glossary: [
    { term: 'Unkind', say: 'un-KYND', definition: 'Mean; not caring about someone\'s feelings.' },
    { term: 'Trusted grown-up', say: 'TRUST-id GROHN-up', definition: 'An adult you know who keeps you safe, like a parent or teacher.' },
    { term: 'Bullying', say: 'BULL-ee-ing', definition: 'Being unkind to someone on purpose, again and again.' },
    { term: 'Boundary', say: 'BOWN-duh-ree', definition: 'A clear line about what is not OK with you.' },
    { term: 'Bystander', say: 'BY-stan-der', definition: 'Someone who sees something happen to another person.' },
  ],
  tryIt: [{
    title: 'Strong Voice Practice',
    description: 'Practise standing tall and saying stop.',
    steps: [
      'Stand tall like a tree with a grown-up.',
      'Take a big breath.',
      'Say in a strong voice: "Stop! I don\'t like that."',
      'Now practise walking away to the grown-up.',
    ],
    note: 'Talk about which grown-ups you can tell at home, at school and at the park.',
    bands: ['3-5'],
  }, {
    title: 'My Helper Map',
    description: 'Plan who you can go to for help.',
    steps: [
      'Draw yourself in the middle of a page.',
      'Around you, draw or write the trusted grown-ups you can tell: at home, at school, at clubs.',
      'Add the friends who make you feel safe.',
      'Practise with a grown-up what you would say: "Stop, that\'s not OK," and then who you would tell.',
    ],
    note: 'Keep your map somewhere you can see it. Older kids: add how to block and report online.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'A shield and a team', content: 'Your strong voice is like a shield, and your trusted grown-ups are your team: you don\'t have to face it alone.' },
  ],
  realWorld: [
    { title: 'At school', content: 'Teachers and playground helpers are there to help when someone is unkind.' },
    { title: 'Online', content: 'Games and apps have block and report buttons for unkind messages.' },
  ],
  engaging: [
    { question: 'Who are three grown-ups you could tell?', context: 'Think of home, school and clubs.' },
    { question: 'How could you help a friend who is being picked on?', context: 'Stand with them, and get a grown-up.' },
  ],
  quiz: [
    {
      question: 'Someone is unkind to you. Who should you tell?', right: 'A grown-up you trust', wrong: ['Nobody at all', 'Only the unkind kid'],
      skill: 'recall', support: ['Tell a grown-up you trust', 'Tell a trusted grown-up', 'Tell a trusted adult'],
    },
    {
      question: 'Is it your fault when someone is unkind to you?', right: 'No, it is never your fault', wrong: ['Yes, you must have asked for it', 'Yes, if you are quiet'],
      skill: 'recall', support: ['It is not your fault', 'is never your fault', 'It is never your fault', 'not with you'],
    },
    {
      question: 'What is the difference between telling and tattling?', right: 'Telling is getting help', wrong: ['Telling is always rude', 'There is no difference'],
      skill: 'vocabulary', bands: ['6-8', '9-12', '13+'], support: ['Telling is not tattling: it is getting help', 'Telling is getting help, not tattling', 'Telling is trying to get someone out of trouble'],
    },
  ],
  sources: [
    {
      claim: 'Bullying is unwanted, aggressive behaviour among school-aged children that involves a real or perceived power imbalance and is repeated, or has the potential to be repeated; it can be physical, verbal, social or online (cyberbullying). Children should tell a trusted adult such as a parent, teacher or school counsellor; schools are expected to respond; bystanders who support the target can help.',
      title: 'StopBullying.gov (US Department of Health and Human Services): What Is Bullying',
      url: 'https://www.stopbullying.gov/bullying/what-is-bullying',
      read: READ,
      authority: 'public-health',
    },
    {
      claim: 'Kids who are bullied can tell a trusted adult, ignore or walk away, say "Stop" calmly and firmly, avoid fighting back, stay with friends (bullies often target kids alone), and remember it is not their fault; telling an adult is not tattling. Online, do not respond, save evidence, and block and report.',
      title: 'KidsHealth (Nemours): Dealing With Bullies',
      url: 'https://kidshealth.org/en/kids/bullies.html',
      read: READ,
      authority: 'public-health',
    },
  ],
  simplifications: ['Every band is pointed to a trusted grown-up; this lesson is not a crisis guide (urgent questions are answered by the safety route).'],
  related: ['make-friends', 'feel-angry', 'say-sorry'],
  links: [SITES.kidsHealth, SITES.childMind],
};

const skinColour: KidEntry = {
  id: 'skin-colour',
  module: 'Cultural Awareness',
  question: 'Why do people have different skin colours?',
  title: 'Why Do People Have Different Skin Colours?',
  blurb: 'Melanin, sunshine and the long story of where our families come from.',
  triggers: [['skin', 'color'], ['skin', 'colour'], ['skin', 'tone*'], ['melanin'], ['different', 'skin'], ['brown', 'skin'], ['dark', 'skin'], ['light', 'skin'], ['black', 'skin'], ['white', 'skin'], ['skin', 'darker'], ['skin', 'lighter']],
  quickAnswer: {
    '3-5': 'Your skin has a color called melanin. Some people have lots of it. Their skin is darker. Some have less. Their skin is lighter. All skin colors are good, and everyone is equal.',
    '6-8': 'Skin gets its color from melanin. Melanin is a natural color made in your skin. More melanin makes skin darker. Less makes it lighter. You get your skin color from your family. Long ago, people who lived in very sunny places had darker skin. Melanin helps protect skin from strong sun. Every skin color is normal. People of all colors are the same on the inside.',
    '9-12': 'Skin color comes mostly from melanin, a pigment made by skin cells called melanocytes. The difference between skin colors is how much melanin is made, and what kind. Over many thousands of years, people whose ancestors lived near the equator tended to have darker skin. The sunlight there is strong. Melanin helps protect the body from the sun\'s ultraviolet rays. Where sunlight is weaker, lighter skin helps the body make vitamin D.',
    '13+': 'Human skin color varies continuously and is set mainly by the amount and type of melanin (brown-black eumelanin and red-yellow pheomelanin) made by melanocytes. Many genes contribute, so skin color is inherited but not in a single simple pattern. The leading explanation for its geographic pattern balances two needs. Darker skin protects against UV radiation, which can break down folate, near the equator. Lighter skin lets more UVB through to make vitamin D where sunlight is weak. Skin color says nothing about a person\'s abilities or worth, and it is a poor guide to ancestry or genetic relatedness.',
  },
  takeaways: {
    little: ['Melanin gives skin its color.', 'More melanin makes darker skin.', 'All skin colors are good.'],
    young: ['Melanin makes skin lighter or darker.', 'Skin color comes from your family.', 'Everyone needs sun care, whatever their skin color.'],
    older: ['Skin color comes mostly from melanin: how much the skin makes.', 'It reflects where people\'s ancestors lived and how strong the sunlight was.', 'Skin color says nothing about what a person is like.'],
  },
  sections: [
    {
      title: 'Melanin: Skin\'s Own Color',
      little: 'Skin makes its own color. It is called melanin. Lots of melanin makes brown skin. A little makes light skin.',
      young: 'Tiny cells in your skin make melanin. Some people\'s skin makes a lot of melanin, and some makes a little. That is why skin comes in so many shades.',
      older: 'Melanocytes in the lower part of the skin make melanin and pass it to other skin cells. The amount and type of melanin, set mostly by your genes, decide your shade. Melanin also colors hair and eyes.',
      funFact: { title: 'Freckles', text: 'Freckles are small spots where the skin has made extra melanin.' },
    },
    {
      title: 'From Your Family',
      little: 'You get your skin color from your family. Families can have many skin colors. That is OK!',
      young: 'You got your skin color from your parents and your grandparents, like your eye color. Brothers and sisters can have different shades, too.',
      older: 'Skin color is inherited through many genes, each adding a little. That is why children can be lighter or darker than either parent, and why siblings can differ.',
      funFact: { title: 'Many shades', text: 'There is no set number of skin colors: human skin comes in a smooth range of shades.' },
    },
    {
      title: 'Sunshine and Skin',
      young: 'Long ago, people whose families lived where the sun is very strong had darker skin. Melanin works a bit like a shade, helping protect the skin from strong sun.',
      older: 'The sun\'s ultraviolet rays can harm skin, and melanin absorbs some of them. But our bodies also need some sunlight to make vitamin D. So over many generations, darker skin was common near the equator, and lighter skin where sunlight is weaker.',
      funFact: { title: 'Sun care for all', text: 'Everyone, with any skin color, can get sun damage, so hats, shade and sunscreen help all of us.' },
    },
  ],
  deeper: {
    title: 'Eumelanin, Pheomelanin and the Vitamin D–Folate Balance',
    content: 'Melanocytes package melanin into melanosomes and transfer them to keratinocytes. Eumelanin absorbs UV strongly; pheomelanin less so. Variants in many genes affect pigmentation. The vitamin D–folate hypothesis proposes a trade-off. Near the equator, intense UV can degrade folate, which matters for healthy development, so darker skin was favoured. At higher latitudes, lighter skin allows enough vitamin D synthesis. Skin color is a visible trait shaped by sunlight, not a marker of separate groups.',
    funFact: { title: 'Tanning', text: 'A tan is the skin making extra melanin after sun exposure. It gives only a little protection, so sunscreen still matters.' },
  },
  glossary: [
    { term: 'Melanin', say: 'MEL-uh-nin', definition: 'The natural color in skin, hair and eyes.' },
    { term: 'Skin', say: 'SKIN', definition: 'The outer covering of your body.' },
    { term: 'Ancestor', say: 'AN-ses-ter', definition: 'A family member who lived long before you, like a great-great-grandparent.' },
    { term: 'Ultraviolet', say: 'ul-truh-VY-uh-lit', definition: 'An invisible kind of sunlight that can burn skin.' },
    { term: 'Vitamin D', say: 'VY-tuh-min DEE', definition: 'Something our bodies need for strong bones. Skin makes it using sunlight.' },
  ],
  tryIt: [{
    title: 'Skin Color Mix',
    description: 'Paint all the shades of the people you love.',
    steps: [
      'With a grown-up, put out brown, white, red and yellow paint.',
      'Mix a little of each to match your hand.',
      'Now mix colors for other people in your family.',
      'Paint a picture of everyone together. Look at all the shades!',
    ],
    note: 'Crayons made in many skin tones work too.',
    bands: ['3-5'],
  }, {
    title: 'A Rainbow of Shades',
    description: 'See how smoothly human skin colors change.',
    steps: [
      'With a grown-up, mix a light paint and a dark brown paint in small steps to make a row of ten shades.',
      'Put your hand next to the row. Which shade is closest?',
      'Notice there is no sharp line between "light" and "dark".',
      'Talk about it: why is it unfair to judge anyone by their shade?',
    ],
    note: 'Older kids: find where you live on a map. Is the sunlight strong or weak there?',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'Paint with more or less brown', content: 'Skin shades are like paint with more or less brown mixed in: one ingredient, many shades.' },
  ],
  realWorld: [
    { title: 'Sun care', content: 'People of every skin color use hats, shade and sunscreen to protect their skin.' },
    { title: 'Crayons and bandages', content: 'Many crayons and bandages now come in many skin shades, so everyone can find their own.' },
  ],
  engaging: [
    { question: 'How many shades can you see in your own family or class?', context: 'Look at the back of your hands side by side.' },
    { question: 'What things about a person matter more than their skin color?', context: 'Think of kindness, humour, what they love to do.' },
  ],
  quiz: [
    {
      question: 'What gives skin its color?', right: 'Melanin', wrong: ['The food you eat', 'Paint in your blood'],
      skill: 'vocabulary', support: ['Melanin gives skin its color', 'Skin gets its color from melanin', 'Skin color comes mostly from melanin', 'It is called melanin'],
    },
    {
      question: 'Where do you get your skin color from?', right: 'Your family', wrong: ['Your favorite toy', 'The clothes you wear'],
      skill: 'recall', bands: ['3-5', '6-8'], support: ['You get your skin color from your family', 'Skin color comes from your family'],
    },
    {
      question: 'Why did darker skin help people in very sunny places?', right: 'Melanin helps protect skin from strong sun', wrong: ['Darker skin keeps people cooler in snow', 'Darker skin makes people grow taller'],
      skill: 'cause-effect', bands: ['6-8', '9-12', '13+'], support: ['which protects from strong sun', 'helping protect the skin from strong sun', 'Melanin helps protect the body from the sun', 'Darker skin protects against UV radiation'],
    },
  ],
  sources: [
    {
      claim: 'Human skin pigmentation varies along clines produced by natural selection in response to ultraviolet (UV) radiation: near the equator, high UV favoured dark, eumelanin-rich skin that protects against UV damage and the breakdown of folate; away from the tropics, low UVB favoured lighter skin that lets enough UVB through to make vitamin D (the vitamin D–folate balance); tanning (facultative pigmentation) developed where UVB varies by season; lighter skin evolved several times through independent genetic changes in many genes.',
      title: 'Jablonski NG, Chaplin G (2010). Human skin pigmentation as an adaptation to UV radiation. PNAS 107 (Suppl 2):8962-8968.',
      url: 'https://pmc.ncbi.nlm.nih.gov/articles/PMC3024016',
      read: READ,
      authority: 'peer-reviewed',
    },
    {
      claim: 'Melanin is the pigment of skin, hair and eyes, made by melanocytes and transferred in melanosomes to keratinocytes; it absorbs ultraviolet light; tanning is increased melanin production after sun exposure.',
      title: 'Britannica: melanin',
      url: 'https://www.britannica.com/science/melanin',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'Anyone can get sunburn and skin damage regardless of skin color; shade, clothing and hats, and broad-spectrum sunscreen protect skin; a tan offers little protection.',
      title: 'CDC: Sun Safety',
      url: 'https://www.cdc.gov/skin-cancer/sun-safety/index.html',
      read: READ,
      authority: 'public-health',
      asOf: '2026-11',
    },
  ],
  simplifications: ['For 3-8, "melanin is skin\'s own color" stands for a pigment made by melanocytes; the ancestry story is told as "families who lived where the sun is very strong".'],
  related: ['greetings-world', 'holidays-world', 'make-friends'],
  links: [SITES.kidsHealth, SITES.smithsonian],
};

const beforeElectricity: KidEntry = {
  id: 'before-electricity',
  module: 'History Explorers',
  question: 'How did people live before electricity?',
  title: 'How Did People Live Before Electricity?',
  blurb: 'Fire, candles, wells and hard work: everyday life without a plug.',
  triggers: [['before', 'electricity'], ['without', 'electricity'], ['no', 'electricity'], ['before', 'electric*'], ['before', 'light', 'bulb*'], ['life', 'long', 'ago'], ['people', 'live', 'long', 'ago'], ['olden', 'days'], ['old', 'days'], ['before', 'lightbulb*'], ['candle', 'light'], ['oil', 'lamp']],
  quickAnswer: {
    '3-5': 'Long ago, there were no lights to switch on. People used candles and fires to see at night. They cooked on a fire. They went to bed when it got dark.',
    '6-8': 'For most of history, people lived without electricity. They lit candles and oil lamps at night and cooked over fires. They fetched water from wells and washed clothes by hand. Food was kept cool in cellars, or salted and dried. Many people went to bed soon after dark and got up with the sun.',
    '9-12': 'Before electricity reached homes, daily life ran on muscle, fire and daylight. Light came from candles, oil lamps and later gas lamps. Fires in hearths and stoves cooked food and heated homes. Water was carried from wells or pumps. Food was preserved by salting, drying, smoking and pickling, or kept in cellars and iceboxes. Messages went by letter and travel went by foot, horse or boat, so news could take weeks.',
    '13+': 'Electric lighting and power spread to many city homes in wealthy countries from the late 1800s into the 1900s, and much later in many rural areas. Before that, households depended on tallow and wax candles, whale-oil and then kerosene lamps, and coal gas lighting in cities. Heat came from wood or coal. Labour was manual: hand-pumped water, scrubbing boards, treadle and hand tools. Daylight shaped work and sleep. Practical incandescent bulbs, developed around 1879 by Thomas Edison and Joseph Swan, began the change. Even today, hundreds of millions of people live without reliable electricity.',
  },
  takeaways: {
    little: ['Long ago, there were no light switches.', 'People used candles and fires.', 'They cooked on a fire.'],
    young: ['People used candles and oil lamps for light.', 'They cooked and kept warm with fires.', 'They fetched water and washed clothes by hand.'],
    older: ['Light came from candles, oil lamps and gas lamps.', 'Fires in hearths and stoves cooked food and heated homes.', 'Food was preserved by salting, drying and smoking.'],
  },
  sections: [
    {
      title: 'Light in the Dark',
      little: 'At night it was very dark. People lit candles. The light was soft and small. So they went to bed early.',
      young: 'When the sun went down, people lit candles or oil lamps. They gave only a little light, so people often went to bed soon after dark.',
      older: 'Candles were made from animal fat (tallow) or beeswax. Oil lamps burned plant oils, whale oil and later kerosene. In some cities, gas lamps lit streets in the 1800s. Light was costly, so evenings were dim and short.',
      funFact: { title: 'Smelly candles', text: 'Cheap tallow candles were made from animal fat and could smell of it when they burned.' },
    },
    {
      title: 'Fire for Cooking and Warmth',
      little: 'People cooked on a fire. The fire kept the house warm too. Grown-ups looked after the fire.',
      young: 'Families cooked over a fire in a fireplace or on a wood stove. The same fire kept the house warm. Someone had to chop wood and keep the fire going.',
      older: 'The hearth was the heart of the home. Wood or coal fires cooked meals, heated water and warmed rooms. Keeping the fire going was daily work, and sparks made house fires a real danger.',
      funFact: { title: 'Bed warmers', text: 'In cold houses, people sometimes warmed their beds with pans of hot coals or hot stones wrapped in cloth.' },
    },
    {
      title: 'Work by Hand',
      young: 'There were no washing machines or fridges. People carried water from a well, scrubbed clothes by hand and kept food cool in a cellar.',
      older: 'Chores took muscle and time. Laundry meant hauling water, heating it and scrubbing. Without fridges, food was salted, dried, smoked or pickled, or kept in cool cellars. Later, iceboxes used blocks of ice cut from frozen lakes.',
      funFact: { title: 'Icehouses', text: 'Before fridges, some homes had an icehouse outside, packed with winter ice to keep food cold.' },
    },
  ],
  deeper: {
    title: 'From Tallow to the Grid',
    content: 'Lighting technology moved from rushlights and tallow candles to spermaceti candles and whale-oil lamps. Kerosene lamps spread in the mid-1800s. Coal gas lit city streets and some homes from the early 1800s. Practical incandescent lamps, developed around 1879 by Thomas Edison in the US and Joseph Swan in Britain, needed power stations and wiring, so electrification spread unevenly. Cities came first; many rural homes waited decades. Electric pumps, washing machines and refrigerators then cut household labour sharply. Electric light also stretched the useful day.',
    funFact: { title: 'Still today', text: 'Hundreds of millions of people around the world still live without reliable electricity at home.' },
  },
  glossary: [
    { term: 'Electricity', say: 'ih-lek-TRIS-ih-tee', definition: 'Energy that flows through wires to power lights and machines.' },
    { term: 'Candle', say: 'KAN-dul', definition: 'A stick of wax or fat with a string that burns to give light.' },
    { term: 'Well', say: 'WEL', definition: 'A deep hole dug to reach water under the ground.' },
    { term: 'Hearth', say: 'HARTH', definition: 'The floor of a fireplace, where fires were made for cooking and warmth.' },
    { term: 'Icebox', say: 'YSE-boks', definition: 'A cupboard kept cold with a block of ice, used before fridges.' },
  ],
  tryIt: [{
    title: 'Night Without Lamps',
    description: 'Find out what a dim evening feels like.',
    steps: [
      'With a grown-up, turn off the big lights one evening.',
      'Use one small battery lantern or torch, like a candle long ago.',
      'Tell a story or sing songs in the soft light.',
      'Talk about it: what could you do, and what was hard?',
    ],
    note: 'Use a battery light, not a real candle. Real candles are only for grown-ups.',
    bands: ['3-5'],
  }, {
    title: 'An Unplugged Hour',
    description: 'Try an hour of life with no plugs or screens.',
    steps: [
      'With your family, pick an hour and switch off screens and devices.',
      'Do things people did long ago: read, play a board game, sew or draw.',
      'Wash a pair of socks by hand in a bowl of cool water.',
      'Write down three things that would be hard without electricity.',
    ],
    note: 'Use a battery lantern if it gets dark: open flames are for grown-ups only.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'Camping every day', content: 'Life before electricity was a bit like camping all the time: fire for cooking, lanterns for light and water carried by hand.' },
  ],
  realWorld: [
    { title: 'Museums', content: 'History museums show old candle holders, oil lamps, washboards and iceboxes you can look at.' },
    { title: 'Power cuts', content: 'During a power cut, we get a small taste of life before electricity.' },
  ],
  engaging: [
    { question: 'Which machine at home would you miss most?', context: 'Think of the fridge, the lights, the washing machine.' },
    { question: 'How did people know the time without clocks that plug in?', context: 'Think of the sun, church bells and wind-up clocks.' },
  ],
  quiz: [
    {
      question: 'What did people use for light at night long ago?', right: 'Candles and lamps', wrong: ['Electric light bulbs', 'Glowing phone screens'],
      skill: 'recall', support: ['People used candles and fires', 'They lit candles and oil lamps', 'Light came from candles, oil lamps', 'People lit candles'],
    },
    {
      question: 'How did people cook before electricity?', right: 'Over a fire', wrong: ['In a microwave', 'With an electric kettle'],
      skill: 'recall', support: ['They cooked on a fire', 'People cooked on a fire', 'cooked over fires', 'Fires in hearths and stoves cooked food'],
    },
    {
      question: 'Why did many people go to bed soon after dark?', right: 'Their light was dim and costly', wrong: ['Going to bed late was against the law', 'They had no beds to sleep in'],
      skill: 'cause-effect', bands: ['6-8', '9-12', '13+'], support: ['They gave only a little light', 'Light was costly, so evenings were dim and short', 'Daylight shaped work and sleep'],
    },
  ],
  sources: [
    {
      claim: 'Before electric lighting, people lit homes with tallow (animal fat) and beeswax candles, rushlights, oil lamps burning plant oils and whale oil (and spermaceti candles), then kerosene lamps from the mid-1800s; coal gas lighting lit city streets and some homes from the early 1800s (in the 1800s). Light was costly and evenings dim. Electric lighting, needing power stations and wiring, spread to homes from the late 1800s into the 1900s, cities first and many rural areas decades later.',
      title: 'Smithsonian National Museum of American History: Lighting a Revolution',
      url: 'https://americanhistory.si.edu/lighting/',
      read: READ,
      authority: 'museum',
    },
    {
      claim: 'Practical incandescent electric lamps were developed around 1879 by Thomas Edison in the US and Joseph Swan in Britain.',
      title: 'Britannica: incandescent lamp',
      url: 'https://www.britannica.com/technology/incandescent-lamp',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'Long before refrigerators, people preserved food by drying, salting, smoking and fermenting or pickling, and kept it cool in snow and ice, streams, caves and underground cellars; insulated icehouses stored ice (cut from frozen lakes and ponds in winter) outside homes, and kitchens had iceboxes, insulated boxes filled with ice.',
      title: 'Britannica Kids: food processing (preserving food; refrigerating and freezing)',
      url: 'https://kids.britannica.com/kids/article/food-processing/623544',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'Hundreds of millions of people worldwide still lack access to electricity, most of them in sub-Saharan Africa.',
      title: 'International Energy Agency / World Bank: Tracking SDG 7, The Energy Progress Report',
      url: 'https://trackingsdg7.esmap.org/',
      read: READ,
      authority: 'science-body',
      asOf: '2026-11',
    },
  ],
  simplifications: ['"Long ago" covers all of history before homes were wired; 13+ explains that electrification spread from the late 1800s, unevenly.'],
  related: ['castles', 'invention-of-writing', 'pyramids'],
  links: [SITES.smithsonian, britannica('history of lighting')],
};

const moonLanding: KidEntry = {
  id: 'first-moon-landing',
  module: 'History Explorers',
  question: 'Who were the first people on the Moon?',
  title: 'Who Were the First People on the Moon?',
  blurb: 'Apollo 11: Neil Armstrong, Buzz Aldrin and Michael Collins.',
  triggers: [['first', 'moon'], ['walk*', 'moon'], ['moon', 'landing'], ['land*', 'moon'], ['apollo'], ['neil', 'armstrong'], ['armstrong'], ['buzz', 'aldrin'], ['astronaut', 'moon'], ['people', 'moon'], ['man', 'moon'], ['been', 'to', 'moon'], ['go', 'to', 'moon'], ['went', 'moon']],
  quickAnswer: {
    '3-5': 'The first people on the Moon were astronauts. Neil Armstrong stepped out first. Buzz Aldrin came next. They bounced in their space suits! Michael Collins flew their ship around the Moon.',
    '6-8': 'The first people to walk on the Moon were Neil Armstrong and Buzz Aldrin, in July 1969. They flew there on the Apollo 11 mission. Neil Armstrong stepped out first. A third astronaut, Michael Collins, stayed in the spaceship going around the Moon. They all came home safely.',
    '9-12': 'On July 20, 1969, the Apollo 11 lander, named Eagle, set down on the Moon. Neil Armstrong was the first person to step onto it. He said, "That\'s one small step for man, one giant leap for mankind." Buzz Aldrin followed him. Michael Collins stayed in orbit in the main ship, Columbia. The astronauts picked up Moon rocks, set up tests and flew safely home to Earth.',
    '13+': 'Apollo 11 launched on July 16, 1969, on a Saturn V rocket. On July 20, Neil Armstrong and Buzz Aldrin landed the lunar module Eagle in the Sea of Tranquility while Michael Collins orbited in Columbia. Armstrong stepped onto the surface first, followed by Aldrin. They spent about two and a half hours outside, collecting samples and deploying experiments. Between 1969 and 1972, twelve astronauts walked on the Moon in six Apollo landings.',
  },
  takeaways: {
    little: ['Neil Armstrong stepped on the Moon first.', 'Buzz Aldrin came next.', 'They flew in a spaceship.'],
    young: ['Neil Armstrong and Buzz Aldrin walked on the Moon in 1969.', 'Neil Armstrong stepped out first.', 'Michael Collins flew around the Moon.'],
    older: ['Apollo 11 landed on the Moon on July 20, 1969.', 'Armstrong and Aldrin walked on it; Collins stayed in orbit.', 'Twelve astronauts walked on the Moon between 1969 and 1972.'],
  },
  sections: [
    {
      title: 'The Big Trip',
      little: 'A giant rocket took three astronauts up into space. They flew for days. At last, they got to the Moon!',
      young: 'A huge rocket blasted three astronauts into space. The trip to the Moon took about three days. Then two astronauts flew down to the Moon in a small lander called Eagle.',
      older: 'Apollo 11 launched from Florida on a Saturn V rocket. After about three days, it reached the Moon. Armstrong and Aldrin took the lunar module Eagle down to the surface, while Collins stayed in orbit in Columbia.',
      funFact: { title: 'The Eagle has landed', text: 'After landing, Neil Armstrong radioed, "The Eagle has landed."' },
    },
    {
      title: 'Footprints on the Moon',
      little: 'Neil Armstrong stepped down first. Then Buzz Aldrin. They hopped and bounced! Their boots made footprints.',
      young: 'Neil Armstrong climbed down the ladder and stepped onto the dusty ground. Buzz Aldrin joined him. They bounced around because the Moon\'s pull is much weaker than Earth\'s.',
      older: 'Armstrong\'s first words on the surface became famous: "That\'s one small step for man, one giant leap for mankind." The astronauts collected rocks and soil, took photos and set up experiments. They left a plaque and a flag.',
      funFact: { title: 'Footprints that last', text: 'There is no wind on the Moon, so the astronauts\' footprints can stay there for a very long time.' },
    },
    {
      title: 'Home Again',
      young: 'After their Moon walk, the astronauts flew back up to Columbia. All three splashed down safely in the ocean and were welcomed as heroes.',
      older: 'Eagle\'s top half lifted off to rejoin Columbia, and the crew headed home. They splashed down in the Pacific Ocean on July 24, 1969. More Apollo missions followed, and twelve people in all walked on the Moon.',
      funFact: { title: 'Moon rocks', text: 'The Apollo missions brought hundreds of kilograms of Moon rocks back to Earth for scientists to study.' },
    },
  ],
  deeper: {
    title: 'The Apollo Program',
    content: 'Apollo 11 fulfilled a national goal set in 1961 to land people on the Moon and return them safely. The lunar module descended to the Sea of Tranquility, and the astronauts\' surface walk lasted about two and a half hours. They gathered about 21.5 kilograms of samples and deployed a seismometer and a laser reflector, still used to measure the distance from Earth to the Moon. Six Apollo missions landed between 1969 and 1972, carrying twelve moonwalkers. Apollo 13 aborted its landing after an oxygen tank failure but returned safely.',
    funFact: { title: 'A mirror on the Moon', text: 'Scientists still bounce lasers off the reflector that Apollo 11 left, to measure how far away the Moon is.' },
  },
  glossary: [
    { term: 'Astronaut', say: 'AS-truh-nawt', definition: 'A person trained to travel in space.' },
    { term: 'Rocket', say: 'ROK-it', definition: 'A machine that blasts up into space.' },
    { term: 'Lunar module', say: 'LOO-ner MOJ-ool', definition: 'The small spacecraft that landed on the Moon.' },
    { term: 'Orbit', say: 'OR-bit', definition: 'To travel around a planet or moon in a curved path.' },
    { term: 'Mission', say: 'MISH-un', definition: 'A special trip with an important job.' },
  ],
  tryIt: [{
    title: 'Moon Walk',
    description: 'Bounce like an astronaut.',
    steps: [
      'Put on a big coat and gloves like a space suit.',
      'Take slow, big, bouncy steps across the room.',
      'Step into a tray of flour or sand with a grown-up to make a footprint.',
      'Say, "One small step!"',
    ],
    note: 'Clear a safe space first, away from stairs and sharp corners.',
    bands: ['3-5'],
  }, {
    title: 'Mission Timeline',
    description: 'Map out the Apollo 11 trip.',
    steps: [
      'Draw a long line on paper, from Earth on the left to the Moon on the right.',
      'Mark the launch, the landing, the Moon walk and the splashdown with their dates.',
      'Add who was where: two on the Moon, one in orbit.',
      'Look at the Moon tonight. Can you spot the dark patch called the Sea of Tranquility?',
    ],
    note: 'Older kids: find out which other Apollo missions landed and who walked there.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'A ship and a rowboat', content: 'Columbia was like a big ship waiting offshore, and Eagle was the little rowboat that went to the beach and came back.' },
  ],
  realWorld: [
    { title: 'Museums', content: 'You can see the Columbia spaceship in a museum in Washington, D.C.' },
    { title: 'Going back', content: 'Space agencies are planning new missions to take astronauts back to the Moon.' },
  ],
  engaging: [
    { question: 'What would you take to the Moon?', context: 'Remember there is no air, food or water there.' },
    { question: 'Why do you think only two went down to the surface?', context: 'Someone had to look after the ride home.' },
  ],
  quiz: [
    {
      question: 'Who was the first person to step on the Moon?', right: 'Neil Armstrong', wrong: ['Buzz Aldrin', 'Michael Collins'],
      skill: 'recall', support: ['Neil Armstrong stepped out first', 'Neil Armstrong stepped on the Moon first', 'Neil Armstrong became the first person', 'Neil Armstrong was the first person', 'Armstrong stepped onto the surface first'],
    },
    {
      question: 'What did Michael Collins do?', right: 'Flew the ship around the Moon', wrong: ['Walked on the Moon first', 'Stayed at home on Earth'],
      skill: 'recall', support: ['Michael Collins flew their ship around the Moon', 'Michael Collins flew around the Moon', 'stayed in the spaceship going around the Moon', 'Michael Collins stayed in orbit', 'Collins orbited in Columbia'],
    },
    {
      question: 'In which year did people first walk on the Moon?', right: '1969', wrong: ['1869', '2019'],
      skill: 'recall', bands: ['6-8', '9-12', '13+'], support: ['walked on the Moon in 1969', 'in July 1969', 'On July 20, 1969'],
    },
  ],
  sources: [
    {
      claim: 'Apollo 11 launched on July 16, 1969, on a Saturn V rocket from Florida (Kennedy Space Center) with Neil Armstrong, Buzz Aldrin and Michael Collins. On July 20, 1969, the lunar module Eagle landed in the Sea of Tranquility ("The Eagle has landed"); Armstrong stepped onto the surface first ("That\'s one small step for man, one giant leap for mankind"), followed by Aldrin, while Collins stayed in lunar orbit in the command module Columbia. They spent about two and a half hours outside, collected about 21.5 kilograms of samples, deployed experiments including a seismometer and a laser ranging retroreflector, left a plaque and a flag, and splashed down in the Pacific Ocean on July 24, 1969. The trip to the Moon took about three days. The mission met the national goal set in 1961 by President Kennedy.',
      title: 'NASA: Apollo 11',
      url: 'https://www.nasa.gov/mission/apollo-11/',
      read: READ,
      authority: 'science-body',
    },
    {
      claim: 'Six Apollo missions landed on the Moon between 1969 and 1972, and twelve astronauts walked on its surface; Apollo 13 aborted its landing after an oxygen tank failure and returned safely; the Apollo missions returned hundreds of kilograms of lunar samples (about 382 kilograms).',
      title: 'Britannica: Apollo (space program)',
      url: 'https://www.britannica.com/science/Apollo-space-program',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'The Apollo 11 command module Columbia is displayed by the Smithsonian\'s National Air and Space Museum, a museum in Washington, D.C.',
      title: 'Smithsonian National Air and Space Museum: Command Module, Apollo 11 (collection object A19700102000)',
      url: 'https://airandspace.si.edu/es/collection-objects/command-module-apollo-11/nasm_A19700102000',
      read: '2026-11-28',
      authority: 'museum',
    },
  ],
  simplifications: ['For 3-5, Collins "flew their ship around the Moon" stands for staying in lunar orbit in the command module.'],
  related: ['moon-phases', 'gravity', 'black-holes'],
  links: [SITES.nasa, SITES.spacePlace, SITES.smithsonian],
};

const vikings: KidEntry = {
  id: 'vikings',
  module: 'History Explorers',
  question: 'Who were the Vikings?',
  title: 'Who Were the Vikings?',
  blurb: 'Seafarers from Scandinavia who raided, traded, explored and settled.',
  triggers: [['viking'], ['vikings'], ['norse'], ['norsemen'], ['longship*'], ['leif', 'erikson'], ['leif', 'eriksson']],
  quickAnswer: {
    '3-5': 'The Vikings lived long ago, in cold lands in the north. They built fast wooden boats. They sailed far across the sea. Some were farmers. Some traded things. Some fought.',
    '6-8': 'The Vikings were people from the lands we now call Norway, Denmark and Sweden. They lived more than a thousand years ago. They were great sailors, and they built fast boats called longships. Some Vikings raided other places and took treasure. But most were farmers. Many were traders and explorers too. They found new lands and made homes there.',
    '9-12': 'The Vikings were sailors and farmers from Scandinavia. From the late 700s to the 1000s, they raided, traded and settled across Europe. In 793 they raided the monks of Lindisfarne, an island in England. They made homes in Britain, Ireland, Iceland and Greenland. Some, led by Leif Erikson, even reached North America about the year 1000. That was five hundred years before Columbus! At home, most Vikings were farmers.',
    '13+': 'The Viking Age, roughly 793 to 1066, saw Scandinavians expand by sea through raiding, trade, colonisation and state-building. Shallow-draught longships let them cross open sea and row up rivers. Norse settlers colonised Iceland and Greenland, traded along Russian rivers as far as Constantinople, and ruled parts of England and Normandy. Norse explorers reached Newfoundland around 1000, confirmed by the site at L\'Anse aux Meadows. Popular images of horned helmets are a later invention: no horned battle helmet from the Viking Age has been found.',
  },
  takeaways: {
    little: ['The Vikings lived long ago, in the north.', 'They built fast wooden boats.', 'Many were farmers.'],
    young: ['Vikings came from Norway, Denmark and Sweden.', 'They were great sailors with longships.', 'Many were farmers and traders, not just raiders.'],
    older: ['Vikings raided, traded and settled from the late 700s to the 1000s.', 'They reached Iceland, Greenland and North America.', 'Horned helmets are a myth.'],
  },
  sections: [
    {
      title: 'Longships',
      little: 'Viking boats were long and thin. They had a big sail and lots of oars. Some had a dragon head at the front!',
      young: 'Viking longships were long, narrow and fast. They had a big square sail and oars for rowing. They could sail across the sea and up rivers too.',
      older: 'Longships were built of overlapping oak planks, which made them light and flexible. Their shallow hulls could cross oceans, row up rivers and land right on beaches. That speed made surprise raids possible.',
      funFact: { title: 'Dragon ships', text: 'Some Viking ships had carved dragon or snake heads on the front.' },
    },
    {
      title: 'Farmers, Traders and Raiders',
      little: 'Most Vikings lived on farms. They kept cows and sheep. They made cloth and tools. Some went on long trips.',
      young: 'Most Vikings were farmers who grew crops and kept animals. Some went on trips to trade furs and amber. Some went raiding, which made them feared.',
      older: 'Raids on monasteries and towns gave Vikings a fierce reputation. But most Scandinavians were farmers, and many voyages were for trade: furs, walrus ivory and amber went out; silver, silk and spices came back.',
      funFact: { title: 'Far-off silver', text: 'Coins from the Arab world have been found in Viking treasure hoards in Scandinavia.' },
    },
    {
      title: 'Explorers',
      young: 'Vikings sailed to Iceland and Greenland. A Viking called Leif Erikson reached North America, about a thousand years ago.',
      older: 'Vikings settled Iceland and Greenland. Leif Erikson led a voyage to North America around 1000. Remains of a Norse settlement at L\'Anse aux Meadows, in Newfoundland, prove they were there.',
      funFact: { title: 'Days of the week', text: 'Thursday is named after Thor, a god the Vikings believed in.' },
    },
  ],
  deeper: {
    title: 'The Viking Age and Its Myths',
    content: 'Historians often date the Viking Age from the Lindisfarne raid in 793 to the Battle of Stamford Bridge in 1066. Scandinavians founded towns such as Dublin, and the Danelaw covered much of eastern England. Normandy takes its name from "Northmen". In the east, Scandinavians known as Rus travelled river routes to Constantinople. Much of what we know comes from archaeology, runestones and later Icelandic sagas. The horned helmet comes from 1800s art and opera. The few Viking Age helmets that have been found have no horns.',
    funFact: { title: 'Runes', text: 'Vikings wrote with runes, letters made of straight lines that were easy to carve in wood and stone.' },
  },
  glossary: [
    { term: 'Viking', say: 'VY-king', definition: 'A seafaring person from the far north of Europe, long ago.' },
    { term: 'Longship', say: 'LONG-ship', definition: 'A long, fast Viking boat with a sail and oars.' },
    { term: 'Scandinavia', say: 'skan-dih-NAY-vee-uh', definition: 'The northern lands of Norway, Denmark and Sweden.' },
    { term: 'Saga', say: 'SAH-guh', definition: 'A long story about heroes and families, told by people of Iceland and Norway.' },
    { term: 'Rune', say: 'ROON', definition: 'A letter of the old Viking alphabet.' },
  ],
  tryIt: [{
    title: 'Build a Longship',
    description: 'Make a Viking boat from a box.',
    steps: [
      'Find a long cardboard box with a grown-up.',
      'Draw a dragon head and stick it on the front.',
      'Add a paper sail and some straw oars.',
      'Sit inside and row across the sea!',
    ],
    note: 'A grown-up can help with any cutting.',
    bands: ['3-5'],
  }, {
    title: 'Write Your Name in Runes',
    description: 'Try the Viking alphabet.',
    steps: [
      'Ask a grown-up to help you find a chart of the runes (the Younger Futhark) in a library book or on a museum website.',
      'Match each sound in your name to a rune.',
      'Draw your runes with straight lines, as if carving them.',
      'Make a runestone from card with your message.',
    ],
    note: 'Notice there are no curves: runes were carved into wood and stone.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'Sea roads', content: 'For the Vikings, the sea was like a road network, and longships were their fast cars.' },
  ],
  realWorld: [
    { title: 'Place names', content: 'Some English town names end in "-by", a Norse word for a farm or village.' },
    { title: 'Museums', content: 'Real Viking ships and treasures can be seen in museums in Scandinavia.' },
  ],
  engaging: [
    { question: 'Would you rather be a Viking farmer, trader or explorer?', context: 'Think about what each one did every day.' },
    { question: 'Why do you think people imagine Vikings with horns?', context: 'Think about movies and cartoons.' },
  ],
  quiz: [
    {
      question: 'What kind of boats did the Vikings build?', right: 'Fast wooden longships', wrong: ['Big metal steamships', 'Small rubber rafts'],
      skill: 'recall', support: ['They built fast wooden boats', 'who built fast longships', 'Viking longships were long, narrow and fast', 'Longships were built of overlapping oak planks'],
    },
    {
      question: 'What did most Vikings do?', right: 'They were farmers', wrong: ['They were kings', 'They were pirates only'],
      skill: 'recall', support: ['Many were farmers', 'Most Vikings lived on farms', 'Most Vikings were farmers', 'most Scandinavians were farmers', 'most were farmers'],
    },
    {
      question: 'Did Vikings wear horned helmets in battle?', right: 'No, that is a later myth', wrong: ['Yes, all of them did', 'Yes, but only the kings'],
      skill: 'inference', bands: ['9-12', '13+'], support: ['Horned helmets are a myth', 'horned helmets are a later invention', 'neither has horns'],
    },
  ],
  sources: [
    {
      claim: 'The Vikings were Scandinavian seafarers from Norway, Denmark and Sweden (Scandinavia) who raided, traded, explored and settled in wide areas of Europe from the late 700s (8th century) to the 1000s (11th century); the Viking Age is often dated from the raid on the monastery of Lindisfarne in England in 793 to 1066 (Battle of Stamford Bridge). Most Scandinavians were farmers. Their longships were clinker-built of overlapping oak planks with a square sail and oars, shallow enough to row up rivers, some with carved dragon heads. They settled Britain, Ireland (founding Dublin), Iceland and Greenland, controlled the Danelaw in eastern England and Normandy (named for the Northmen), and as the Rus traded along Russian rivers to Constantinople; they traded furs, walrus ivory and amber for silver (including Arab coins), silk and spices. Leif Erikson (Leif Eriksson) reached North America about 1000 (the year 1000), about five hundred years before Columbus; the Vikings lived more than a thousand years ago. Vikings wrote in runes (the Younger Futhark) on runestones; Icelandic sagas record their stories; Thursday is named for the god Thor; English place names ending in -by come from Norse.',
      title: 'Britannica: Viking (people)',
      url: 'https://www.britannica.com/topic/Viking-people',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'L\'Anse aux Meadows, in Newfoundland, Canada, holds the remains of an 11th-century Norse (Viking) settlement from around 1000, the first evidence of Europeans in North America.',
      title: 'UNESCO World Heritage Centre: L\'Anse aux Meadows National Historic Site',
      url: 'https://whc.unesco.org/en/list/4/',
      read: READ,
      authority: 'governing-body',
    },
    {
      claim: 'No horned helmet from the Viking Age has been found: the one complete Viking helmet, the 10th-century Gjermundbu helmet found in Norway in 1943, has no horns. The image of horned Viking helmets dates from the 1800s, from Scandinavian artists and the costumes for Wagner\'s Ring opera cycle in the 1870s (1800s art and opera).',
      title: 'History.com: Did Vikings Really Wear Horned Helmets?',
      url: 'https://www.history.com/articles/did-vikings-really-wear-horned-helmets',
      read: READ,
      authority: 'reference',
    },
  ],
  simplifications: ['For 3-5, Vikings are people who "lived long ago, in cold lands in the north"; raiding is mentioned only as "some fought".'],
  related: ['castles', 'invention-of-writing', 'pyramids'],
  links: [britannica('Vikings'), SITES.natGeoKids],
};

const worldFoods: KidEntry = {
  id: 'world-foods',
  module: 'Cultural Awareness',
  question: 'Why do people eat different foods around the world?',
  title: 'Why Do People Eat Different Foods Around the World?',
  blurb: 'Climate, what grows nearby, history and trade shape every kitchen.',
  triggers: [['food', 'around', 'world'], ['food', 'different', 'country'], ['different', 'food'], ['food', 'other', 'country'], ['eat', 'around', 'world'], ['food', 'culture'], ['world', 'food'], ['eat', 'different', 'country'], ['people', 'eat', 'different']],
  quickAnswer: {
    '3-5': 'People eat what grows near them. Where rice grows, people eat lots of rice. Near the sea, people eat fish. Families also cook the way their grandparents did. That is why food is different in each place.',
    '6-8': 'People around the world eat different foods because each place grows different plants. Rice grows well in warm, wet places. Wheat grows in cooler, drier ones. People by the sea eat more fish. Families pass their best recipes down, from grandparents to grandchildren. And long ago, travellers and traders took foods to new lands.',
    '9-12': 'What people eat depends on climate, land, history and beliefs. Farmers grow what suits the local weather and soil. So rice is a staple in much of Asia, and maize is a staple in much of the Americas. Recipes are handed down, so they become part of a culture. Religions and traditions guide some choices too. And trade has always mixed foods up. Tomatoes, potatoes and chili peppers came from the Americas. They spread around the world only after the 1490s.',
    '13+': 'Cuisines are shaped by ecology, meaning which crops and animals thrive locally. Trade, migration, religion and identity shape them too. The Columbian Exchange after 1492 moved maize, potatoes, tomatoes, cacao and chili peppers from the Americas to Europe, Africa and Asia. Wheat, rice, cattle and sugarcane went the other way. So many "traditional" dishes, like tomato sauce on pasta or chili curries, are only a few centuries old. Today, trade and migration mix cuisines faster than ever.',
  },
  takeaways: {
    little: ['People eat what grows near them.', 'Families cook like their grandparents did.', 'Every place has its own yummy food.'],
    young: ['Each place grows different plants.', 'Families pass recipes down.', 'Traders carried foods to new lands.'],
    older: ['Farmers grow what suits the local weather and soil.', 'Recipes are handed down and become part of a culture.', 'Trade and travel have always mixed foods.'],
  },
  sections: [
    {
      title: 'What Grows Nearby',
      little: 'Rice likes warm, wet fields. Wheat grows in big, dry fields. People cook with what grows near home.',
      young: 'Long ago, people could only eat what grew or lived nearby. Rice grows in warm, wet places. Potatoes grow in cool hills. Fish come from the sea. So each place cooked with different things.',
      older: 'A staple is the main food that gives most of the energy in a diet. Staples follow climate: rice in warm, wet lowlands, wheat in temperate plains, maize in much of the Americas, cassava and yams in parts of the tropics.',
      funFact: { title: 'Three big staples', text: 'Rice, wheat and maize (corn) are the most popular food crops in the world.' },
    },
    {
      title: 'Family Recipes',
      little: 'Grandma makes a soup. She learned it from her grandma. Now you can learn it too! Recipes go on and on.',
      young: 'Families pass recipes down, from grandparents to parents to children. Festivals and holidays have special foods too. That is how food becomes part of who we are.',
      older: 'Cooking methods, spices and dishes are handed down and tied to celebrations, religion and identity. Some faiths have food rules, such as not eating certain meats, which also shape what a region eats.',
      funFact: { title: 'Festival foods', text: 'Many holidays around the world have a special food that families make only once a year.' },
    },
    {
      title: 'Foods That Travelled',
      young: 'Traders and travellers carried foods across the world. Tomatoes, potatoes and chocolate first came from the Americas. Now people eat them everywhere!',
      older: 'After 1492, ships carried crops between the Americas and the rest of the world. Tomatoes reached Italy, chili peppers reached India and Thailand, and potatoes became a staple in Europe. Meanwhile wheat, rice and cattle came to the Americas.',
      funFact: { title: 'Chocolate\'s home', text: 'Cacao, the bean chocolate is made from, first grew in the Americas.' },
    },
  ],
  deeper: {
    title: 'Ecology, Exchange and Identity',
    content: 'Before long-distance trade, diets were tied closely to local ecology: people farmed the crops and raised the animals that suited their land. The Columbian Exchange after 1492 redistributed crops and animals across the oceans and transformed diets worldwide. Migration carries cuisines with people, and dishes adapt to new ingredients. Food is also a marker of identity, shaped by religion, class and celebration. That is why sharing a meal is such a common way to welcome others.',
    funFact: { title: 'A young tradition', text: 'Tomato sauce on pasta became common in Italy only after tomatoes arrived from the Americas.' },
  },
  glossary: [
    { term: 'Recipe', say: 'RES-ih-pee', definition: 'Steps that tell you how to cook a dish.' },
    { term: 'Culture', say: 'KUL-cher', definition: 'The way a group of people live: their food, language, clothes and celebrations.' },
    { term: 'Staple', say: 'STAY-pul', definition: 'The main food people eat most days, like rice or bread.' },
    { term: 'Climate', say: 'KLY-mit', definition: 'The usual weather in a place over many years.' },
    { term: 'Trade', say: 'TRAYD', definition: 'Swapping or selling things between people or places.' },
  ],
  tryIt: [{
    title: 'Food Map',
    description: 'Find where foods come from.',
    steps: [
      'Look at pictures of rice, bread, potatoes and fish with a grown-up.',
      'Talk about where each one grows or lives.',
      'Draw each food on a big paper map.',
      'Which one do you eat most?',
    ],
    note: 'A grown-up can show you a globe or a map of the world.',
    bands: ['3-5'],
  }, {
    title: 'Kitchen Detectives',
    description: 'Find out how far your food travelled.',
    steps: [
      'With a grown-up, look at the labels on five foods in your kitchen.',
      'Write down where each one was grown or made.',
      'Find those places on a map. Which came from farthest away?',
      'Ask an older relative about a family recipe and where it comes from.',
    ],
    note: 'Any cooking or tasting is done with a grown-up, who checks for allergies.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'A recipe library', content: 'Every culture\'s food is like a library of recipes, written by its land, its weather and its history.' },
  ],
  realWorld: [
    { title: 'Your plate', content: 'A single meal can hold foods first grown on different continents, like tomatoes, rice and chocolate.' },
    { title: 'Restaurants', content: 'Many towns have restaurants cooking food from many countries.' },
  ],
  engaging: [
    { question: 'What is your family\'s favourite special food?', context: 'Who taught them to make it?' },
    { question: 'What would your meals be like if only local food existed?', context: 'Think about what grows near you.' },
  ],
  quiz: [
    {
      question: 'Why do people in different places eat different foods?', right: 'Different foods grow in each place', wrong: ['Everyone must eat the same food', 'Food tastes the same everywhere'],
      skill: 'cause-effect', support: ['People eat what grows near them', 'different plants and animals live in each place', 'Farmers grow what suits the local weather and soil', 'Each place grows different plants'],
    },
    {
      question: 'How do families keep their recipes?', right: 'They pass them down', wrong: ['They throw them away', 'They keep them secret from kids'],
      skill: 'recall', support: ['Families cook like their grandparents did', 'Families pass recipes down', 'Recipes are handed down', 'Recipes go on and on'],
    },
    {
      question: 'Where did tomatoes and potatoes first come from?', right: 'The Americas', wrong: ['Italy and Ireland', 'The North Pole'],
      skill: 'recall', bands: ['6-8', '9-12', '13+'], support: ['Tomatoes, potatoes and chocolate first came from the Americas', 'tomatoes, potatoes and chili peppers came from the Americas', 'maize, potatoes, tomatoes, cacao and chili peppers from the Americas'],
    },
  ],
  sources: [
    {
      claim: 'The Columbian Exchange, after Columbus\'s voyage of 1492 (the 1490s), moved plants, animals and foods between the Americas and Europe, Africa and Asia: maize, potatoes, tomatoes, cacao (chocolate) and chili peppers went from the Americas to the rest of the world (tomatoes to Italy, chili peppers to India and Thailand, potatoes becoming a staple in Europe), while wheat, rice, cattle and sugarcane came to the Americas, transforming diets worldwide.',
      title: 'Britannica: Columbian exchange',
      url: 'https://www.britannica.com/event/Columbian-exchange',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'A food staple makes up the dominant part of a population\'s diet, is eaten regularly, even daily, and supplies a major part of energy needs; climate, accessibility, trade and culture influence which food crops are popular in a region; grains such as corn (maize), wheat and rice are the world\'s most popular food crops and the basis of many staples, alongside cassava, plantains, potatoes, sorghum, sweet potatoes and yams.',
      title: 'National Geographic Education: Staple Food Crops of the World',
      url: 'https://education.nationalgeographic.org/resource/wbt-staple-food-crops-world/',
      read: READ,
      authority: 'reference',
    },
  ],
  simplifications: ['For 3-5, "people eat what grows near them" stands for the role of climate, farming and tradition.'],
  related: ['holidays-world', 'greetings-world', 'plants-food'],
  links: [SITES.natGeoKids, britannica('cuisine')],
};

const birthdays: KidEntry = {
  id: 'birthdays',
  module: 'Cultural Awareness',
  question: 'Why do we celebrate birthdays?',
  title: 'Why Do We Celebrate Birthdays?',
  blurb: 'One more trip around the Sun, and many ways to celebrate it.',
  triggers: [['birthday'], ['birthdays'], ['birth', 'day'], ['bday'], ['quinceanera']],
  quickAnswer: {
    '3-5': 'A birthday is the day you were born. Each year, on that day, you are one year older! People sing, share food and say "we are glad you are here".',
    '6-8': 'Your birthday marks the day you were born. Every year, the Earth goes once all the way around the Sun. So each birthday means you have gone around the Sun one more time! Families celebrate to show they love you. They cheer how much you have grown. People celebrate in different ways around the world. Some families don\'t celebrate birthdays at all, and that is OK.',
    '9-12': 'A birthday is the yearly anniversary of the day someone was born. A year is the time Earth takes to travel once around the Sun, so each birthday marks one more orbit. Celebrating is a way to honour a person and to mark growing up. Customs differ: cakes and candles, special noodles or sweets, gifts, songs and big parties for certain ages. In many Latin American families, a quinceañera marks a girl\'s fifteenth birthday. Some families celebrate other days instead.',
    '13+': 'Birthdays mark the anniversary of birth. In our calendar, that means one more orbit of Earth around the Sun. Marking them is a social ritual. It affirms a person\'s place in a family and community, and often signals new roles, like the quinceañera at fifteen. Customs vary widely, and some religious communities do not celebrate birthdays at all. Many families sing a birthday song, share food and give small gifts. People born on February 29 have a calendar birthday only in leap years.',
  },
  takeaways: {
    little: ['A birthday is the day you were born.', 'Each birthday, you are one year older.', 'People show they are glad you are here.'],
    young: ['A birthday marks the day you were born.', 'Each year, Earth goes once around the Sun.', 'People celebrate in many different ways.'],
    older: ['A birthday is the yearly anniversary of your birth.', 'Each birthday marks one more trip of Earth around the Sun.', 'Customs differ around the world, and some families don\'t celebrate.'],
  },
  sections: [
    {
      title: 'One More Trip Around the Sun',
      little: 'The Earth goes around the Sun. One trip takes a whole year. On your birthday, you have been around one more time!',
      young: 'It takes Earth one year to go all the way around the Sun. So if you are seven, you have been around the Sun seven times!',
      older: 'A year is one orbit of Earth around the Sun, about 365 days. Your age is simply the number of orbits since you were born. On other planets, a "year" is a different length, so your age would be different there.',
      funFact: { title: 'Ages on Mars', text: 'A year on Mars is almost two Earth years long, so you would have fewer birthdays there.' },
    },
    {
      title: 'Why We Celebrate',
      little: 'A birthday says "we love you". Friends and family come. They sing and play. It is a happy day!',
      young: 'Birthdays are a way to say "we are glad you were born". They are also a way to notice how much you have grown and learned in a year.',
      older: 'Celebrations bring people together and mark change. A birthday honours one person and shows they belong. Some ages are treated as special steps toward growing up, with bigger parties or new freedoms.',
      funFact: { title: 'Birthday wishes', text: 'In many places, people sing a birthday song and make a wish.' },
    },
    {
      title: 'Birthdays Around the World',
      young: 'People celebrate in lots of ways: with cake and candles, special foods, games, songs or presents. Some families don\'t celebrate birthdays, and that is OK too.',
      older: 'Traditions vary. Some families eat long noodles for a long life, others share cake or special sweets. A quinceañera celebrates a girl turning fifteen in many Latin American families. Some communities celebrate name days instead, or don\'t mark birthdays at all.',
      funFact: { title: 'Long noodles', text: 'In some families, long noodles on a birthday stand for a long life.' },
    },
  ],
  deeper: {
    title: 'Calendars, Leap Days and Rites of Passage',
    content: 'Our birthday dates come from the Gregorian calendar. It adds a leap day, February 29, in most years divisible by four, to stay in step with Earth\'s orbit. People born on that day often celebrate on February 28 or March 1 in other years. Socially, birthday rituals mark identity and life stages, from first birthdays to coming-of-age celebrations such as the quinceañera. Anthropologists call such events rites of passage: ceremonies that mark a change in a person\'s place in their community. Not every culture counts or celebrates age in the same way.',
    funFact: { title: 'Leap-day babies', text: 'Someone born on February 29 has a real calendar birthday only once every four years.' },
  },
  glossary: [
    { term: 'Birthday', say: 'BURTH-day', definition: 'The day each year when you remember the day you were born.' },
    { term: 'Celebrate', say: 'SEL-uh-brayt', definition: 'To do something special and happy for an important day.' },
    { term: 'Orbit', say: 'OR-bit', definition: 'A trip around a planet or star, like Earth around the Sun.' },
    { term: 'Tradition', say: 'truh-DISH-un', definition: 'Something a family or group does again and again, year after year.' },
    { term: 'Anniversary', say: 'an-ih-VUR-suh-ree', definition: 'The same date as something that happened in an earlier year.' },
  ],
  tryIt: [{
    title: 'Walk Around the Sun',
    description: 'Walk one trip around the Sun for each year of your life.',
    steps: [
      'Put a yellow pillow on the floor. That is the Sun.',
      'You are the Earth! Walk once around the pillow.',
      'That is one year. Walk around again for each year you are old.',
      'Count your trips with a grown-up. Happy birthday!',
    ],
    note: 'Clear a safe space so nobody trips.',
    bands: ['3-5'],
  }, {
    title: 'Birthday Traditions Survey',
    description: 'Find out how people you know celebrate.',
    steps: [
      'Ask three relatives or friends how they celebrate birthdays, or if they do.',
      'Write down the foods, songs, games and special ages they mention.',
      'Make a chart of what is the same and what is different.',
      'Check the birthdays in your class. Do any two people share one?',
    ],
    note: 'Remember that some families don\'t celebrate birthdays: be kind and curious.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'A lap of the track', content: 'Each birthday is like finishing a lap on a giant running track around the Sun.' },
  ],
  realWorld: [
    { title: 'Class birthdays', content: 'Many classes mark each child\'s birthday with a song or a special job for the day.' },
    { title: 'Big numbers', content: 'Some birthdays, like turning ten, get extra-big celebrations.' },
  ],
  engaging: [
    { question: 'How does your family celebrate birthdays?', context: 'Think about food, songs and games.' },
    { question: 'How many times have you gone around the Sun?', context: 'It is the same as your age!' },
  ],
  quiz: [
    {
      question: 'What does a birthday mark?', right: 'The day you were born', wrong: ['The first day of school', 'The longest day of the year'],
      skill: 'recall', support: ['A birthday is the day you were born', 'Your birthday marks the day you were born', 'A birthday marks the day you were born', 'the yearly anniversary of the day someone was born', 'the anniversary of birth'],
    },
    {
      question: 'What happens between one birthday and the next?', right: 'Earth goes once around the Sun', wrong: ['The Moon goes around once', 'Earth spins around once'],
      skill: 'cause-effect', bands: ['6-8', '9-12', '13+'], support: ['Every year, the Earth goes once all the way around the Sun', 'Each year, Earth goes once around the Sun', 'each birthday marks one more orbit', 'one more orbit of Earth around the Sun'],
    },
    {
      question: 'On your birthday, how much older are you?', right: 'One year older', wrong: ['One day older', 'Ten years older'],
      skill: 'recall', bands: ['3-5'], support: ['you are one year older', 'Each birthday, you are one year older'],
    },
  ],
  sources: [
    {
      claim: 'A year is the time Earth takes to orbit the Sun once, about 365 days (365.25); other planets have years of different lengths: a year on Mars is about 687 Earth days, almost two Earth years.',
      title: 'NASA Space Place: How Long Is a Year on Other Planets?',
      url: 'https://spaceplace.nasa.gov/years-on-other-planets/en/',
      read: READ,
      authority: 'science-body',
    },
    {
      claim: 'The quinceañera celebrates a girl\'s fifteenth birthday (turning fifteen) as a coming-of-age rite in many Latin American families and communities.',
      title: 'Britannica: quinceañera',
      url: 'https://www.britannica.com/topic/quinceanera',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'The Gregorian calendar adds a leap day, February 29, in years divisible by four (except century years not divisible by 400), keeping the calendar in step with Earth\'s orbit; people born on that day (February 28 or March 1 in other years) have it only in leap years.',
      title: 'Britannica: leap year',
      url: 'https://www.britannica.com/science/leap-year-calendar',
      read: READ,
      authority: 'reference',
    },
  ],
  simplifications: ['For 3-5, a year is "one trip around the Sun"; the exact year length is given from 9-12.'],
  related: ['holidays-world', 'world-foods', 'greetings-world'],
  links: [SITES.spacePlace, britannica('birthday')],
};

export const peopleAndPlacesEntries: KidEntry[] = [saySorry, unkind, skinColour, beforeElectricity, moonLanding, vikings, worldFoods, birthdays];
