import type { TopicPack } from './types';

export const puppies: TopicPack = {
  key: 'puppies',
  name: 'Puppies',
  match: /\b(pupp\w*|pups?|dogs?|doggy|doggies|doggo\w*|canines?|labradors?|poodles?|beagles?|retrievers?|dalmatians?|corgis?)\b/i,
  subtopics: /\b(labradors?|poodles?|beagles?|retrievers?|dalmatians?|corgis?)\b/i,
  topicWords: ['dog', 'pup'],
  scene: 'puppy',
  palette: 'meadow',
  chapters: [
    {
      title: 'A new litter',
      pages: [
        {
          heading: 'Tiny and new',
          scene: 'puppy:litter',
          text: {
            '3-5':
              "Shh! Some puppies were just born. Their eyes and ears are closed. They snuggle close to their mom to stay warm. The puppies drink their mom's milk and grow bigger every day. {Hero} looks, but does not touch. Always ask a grown-up and the dog's owner before you touch a dog. Leave mother dogs and sleeping or eating dogs alone.",
            '6-8':
              'In a cozy basket, a mother dog curls around her brand-new puppies. A group of puppies born together is called a litter. Newborn puppies cannot see or hear yet, because their eyes and ears are still closed. They find their mother by smell and warmth, and they drink her milk to grow strong.',
            '9-10':
              'A group of puppies born together is called a litter, and the mother dog feeds them with her milk. Newborn puppies are born with their eyes and ear canals closed, so they rely on touch, warmth and smell. Their eyes usually open at around two weeks old, and they begin to hear soon after. For these first weeks, they spend nearly all their time sleeping and feeding.',
          },
        },
        {
          heading: 'Eyes wide open',
          scene: 'puppy:eyes',
          text: {
            '3-5':
              'After about two weeks, the puppies open their eyes. Hello, world! Soon they can hear too. They wobble around on their wobbly legs. Step, step, plop!',
            '6-8':
              'At about two weeks old, the puppies open their eyes for the first time. Soon their ears open too, and the world fills with sounds. The puppies start to wobble around on shaky legs. They bump into each other and tumble over. {Hero} giggles as they practice walking.',
            '9-10':
              "By around two to three weeks, the puppies' eyes and ears are open, and they take their first wobbly steps. This is when puppies begin to explore and play with their littermates. Play-fighting with brothers and sisters teaches important lessons, such as how hard they can bite without hurting. {Hero} notices that each puppy already has its own personality: one is bold, another is shy.",
          },
        },
        {
          heading: 'Sleepy puppies',
          scene: 'puppy:sleep',
          text: {
            '3-5':
              'Puppies play a little, and then they sleep a lot! Sleep helps their bodies and brains grow. Zzz. {Hero} whispers very softly, so the puppies can rest.',
            '6-8':
              'Puppies play hard, but they sleep even harder! Young puppies sleep for most of the day, because sleep helps their growing bodies and brains. While they sleep, their paws may twitch, as if they are running in a dream. {Hero} tiptoes past the basket and whispers goodnight.',
            '9-10':
              "Young puppies sleep for most of the day. Sleep is when their growing bodies and brains do much of their important work. Like people, dogs have dream-like stages of sleep, and a sleeping puppy's paws may twitch or paddle. {Hero} learns that a good owner gives a young dog a quiet, safe place to rest and never wakes it just to play.",
          },
        },
      ],
    },
    {
      title: 'Super senses',
      pages: [
        {
          heading: 'The amazing nose',
          scene: 'puppy:sniff',
          text: {
            '3-5':
              'Sniff, sniff! Dogs have amazing noses. They can smell things that we cannot smell at all. A puppy can find a treat hidden under a cup just by sniffing!',
            '6-8':
              "Sniff, sniff! A dog's nose is its superpower. Dogs can smell thousands of times better than people can. That is why dogs can help find lost people and discover hidden things. And here is a fun fact: every dog's nose print is unique, just like your fingerprint.",
            '9-10':
              "A dog's sense of smell is estimated to be tens of thousands of times more sensitive than ours. Dogs have far more scent receptors in their noses, and a large part of their brain is devoted to analyzing smells. That is why trained dogs can search for missing people and sniff out things people cannot detect. Each dog's nose has a pattern of ridges as unique as a human fingerprint.",
          },
        },
        {
          heading: 'Wags and barks',
          scene: 'puppy:play',
          text: {
            '3-5':
              'Wag, wag! A wagging tail can mean a puppy is happy. Dogs talk with their tails, their ears and their barks. Woof! What is the puppy trying to say?',
            '6-8':
              'Dogs cannot use words, but they talk with their bodies. A loose, wagging tail and a wiggly body often mean a happy, friendly dog. Ears pinned back or a tucked tail can mean a dog feels scared. {Hero} learns to always ask the owner before petting a dog. Then {hero} lets the dog sniff a hand first.',
            '9-10':
              'Dogs communicate mostly with body language. A relaxed, wagging tail and soft eyes often signal friendliness, but a wag alone does not always mean happy: a stiff, high wag can signal excitement or tension. A play bow, with front legs down and bottom up, is an invitation to play. {Hero} learns the golden rule: ask the owner first, then let the dog choose to come closer.',
          },
        },
        {
          heading: 'Puppy teeth',
          scene: 'puppy:chew',
          text: {
            '3-5':
              'Puppies love to chew! They get sharp little baby teeth. Later, the baby teeth fall out and grown-up teeth grow in, just like yours will. A chew toy keeps the shoes safe!',
            '6-8':
              'Chomp, chomp! Puppies get sharp baby teeth when they are a few weeks old. Later, just like children, they lose their baby teeth and grow adult teeth. Chewing soothes their sore gums, so puppies need safe chew toys. A grown-up dog usually has 42 teeth, many more than a grown-up person.',
            '9-10':
              "Puppies grow 28 baby teeth, which start to appear at about three weeks old. From around three or four months, these are replaced by 42 adult teeth. That is more teeth than a grown-up person has. Teething makes puppies want to chew everything, so owners give them safe chew toys and gently teach them what is allowed. Chewing also keeps dogs' teeth clean and their minds busy.",
          },
        },
      ],
    },
    {
      title: 'Growing up',
      pages: [
        {
          heading: 'Learning together',
          scene: 'puppy:training',
          text: {
            '3-5':
              'Puppies can learn! {Hero} says sit, and the puppy sits. Good puppy! A little treat and kind words help puppies learn. Being gentle and patient is the best way to teach.',
            '6-8':
              'Puppies learn fast. With kind words, patience and small treats, {hero} helps a puppy learn to sit, come and stay. Short, happy practice times work best, because puppies get tired quickly. When you reward good behavior, the puppy learns what you want it to do.',
            '9-10':
              'Puppies learn best through positive reinforcement: rewarding a behavior makes it more likely to happen again. {Hero} practices sit and come in short, cheerful sessions, rewarding the puppy the moment it gets it right. Puppies also need gentle socialization, meeting new people, sounds and places, so they grow into calm, confident adult dogs.',
          },
        },
        {
          heading: 'Best friends',
          scene: 'puppy:friends',
          text: {
            '3-5':
              'Puppies need food, water, walks and lots of love. Then they grow into big dogs. A dog can be a very good friend. {Hero} asks a grown-up and the owner first. Then {hero} gently pats the puppy. Best friends!',
            '6-8':
              "Caring for a puppy is a big job. It needs fresh water, healthy food, walks, visits to the vet and lots of play. Most puppies grow into adult dogs when they are one or two years old. People and dogs have been friends for thousands of years. {Hero} gently strokes the puppy's soft ears, and the puppy wags its tail.",
            '9-10':
              'Dogs were the first animals that people tamed, thousands of years before farm animals like sheep or cows. Over time, people bred dogs for different jobs, which is why breeds look so different, from tiny lap dogs to giants. Most puppies become adults between one and two years old. {Hero} realizes that owning a dog is a promise: years of care, training and friendship.',
          },
        },
      ],
    },
  ],
  facts: {
    '3-5': [
      "Always ask a grown-up and the dog's owner before you touch a dog.",
      'Leave mother dogs and sleeping or eating dogs alone.',
      'Puppies are born with their eyes closed.',
      "Baby puppies drink their mom's milk.",
      'Puppies sleep a lot.',
      'Dogs have amazing noses.',
      'Puppies lose their baby teeth, just like children.',
      'A wagging tail can mean a dog is happy.',
      'Dogs can hear sounds that people cannot hear.',
      'A dog\'s whiskers help it feel things close to its nose.',
      'Dogs lap up water by curling their tongue like a spoon.',
    ],
    '6-8': [
      'A group of puppies born together is called a litter.',
      'Puppies open their eyes at about two weeks old.',
      "A dog's sense of smell is thousands of times better than ours.",
      "Every dog's nose print is unique, like a fingerprint.",
      'Adult dogs usually have 42 teeth.',
      'Dogs cool down mostly by panting.',
      'Dogs were the first animals that people tamed.',
      'Dogs can hear sounds that are too high for people to hear.',
      'Dogs see fewer colors than people do; they see blue and yellow best.',
      'In dim light, a dog\'s eyes work better than ours.',
    ],
    '9-10': [
      'Puppies have 28 baby teeth, and adult dogs have 42 teeth.',
      "A large part of a dog's brain is devoted to analyzing smells.",
      'Dogs were tamed thousands of years before farm animals like sheep or cows.',
      "A play bow, with front legs down and bottom up, is a dog's invitation to play.",
      'Dogs sweat only a little, through their paw pads, so they mostly cool down by panting.',
      'Rewarding good behavior, called positive reinforcement, is a kind and effective way to train a dog.',
      'Dogs have dream-like stages of sleep, just like people.',
      'Dogs can hear higher sounds than people can, which is why a dog whistle seems silent to us.',
      'Dogs see mostly blues and yellows, because their eyes have two kinds of color cells instead of our three.',
    ],
  },
  vocabulary: [
    { word: 'Litter', meaning: 'A group of puppies born to the same mother at the same time.' },
    { word: 'Breed', meaning: 'A type of dog, like a beagle or a poodle.' },
    { word: 'Veterinarian', meaning: 'An animal doctor, often called a vet.' },
    { word: 'Scent', meaning: 'A smell that an animal can notice and follow.' },
    { word: 'Teething', meaning: 'When new teeth are growing in and the gums feel sore.' },
    { word: 'Reward', meaning: 'Something nice you give for doing a good job.' },
    { word: 'Socialize', meaning: 'To help a puppy get used to new people, places and sounds.' },
    { word: 'Communicate', meaning: 'To share feelings or information with others.' },
  ],
  imagine: [
    'Imagine you could understand what puppies say when they bark. What would they tell you?',
    'Imagine your very own puppy. What is its name, and what game would you play together?',
    "If you had a dog's super sniffer for one day, what would you try to smell first?",
  ],
  matching: {
    '3-5': [
      { left: 'Bone', right: 'A yummy chew', icon: 'bone' },
      { left: 'Ball', right: 'Fun to fetch', icon: 'ball' },
      { left: 'Bowl', right: 'Food and water go here', icon: 'bowl' },
      { left: 'Paw', right: "A dog's foot", icon: 'paw' },
    ],
    '6-8': [
      { left: 'Litter', right: 'Puppies born together' },
      { left: 'Nose', right: "A dog's superpower" },
      { left: 'Wagging tail', right: 'Often a happy dog' },
      { left: 'Vet', right: 'An animal doctor' },
      { left: 'Chew toy', right: 'Safe for sore puppy gums' },
    ],
    '9-10': [
      { left: 'Positive reinforcement', right: 'Rewarding good behavior' },
      { left: 'Socialization', right: 'Meeting new people, sounds and places' },
      { left: 'Play bow', right: 'An invitation to play' },
      { left: 'Scent receptors', right: 'Help dogs detect smells' },
      { left: 'Breed', right: 'A type of dog bred for certain jobs' },
    ],
  },
  counting: [
    { label: 'paw prints', icon: 'paw' },
    { label: 'bones', icon: 'bone' },
    { label: 'balls', icon: 'ball' },
    { label: 'bowls', icon: 'bowl' },
  ],
  tracing: ['PUP', 'DOG', 'PAW', 'BONE'],
  wordSearch: {
    '6-8': ['PUPPY', 'PAW', 'TAIL', 'BARK', 'NOSE', 'BONE', 'LITTER', 'WAG'],
    '9-10': ['LITTER', 'BREED', 'SCENT', 'TEETHING', 'VETERINARY', 'TRAINING', 'REWARD', 'PANTING', 'LEASH', 'LOYAL'],
  },
  quiz: {
    '6-8': [
      { question: 'What is a group of puppies born together called?', options: ['A herd', 'A litter', 'A flock'], answerIndex: 1 },
      { question: 'When do puppies usually open their eyes?', options: ['The day they are born', 'At about two weeks old', 'When they are one year old'], answerIndex: 1 },
      { question: "What is a dog's super sense?", options: ['Taste', 'Seeing in the dark', 'Smell'], answerIndex: 2 },
      { question: 'How do dogs mostly cool down?', options: ['By panting', 'By shivering', 'By sneezing'], answerIndex: 0 },
      { question: 'How many teeth does an adult dog usually have?', options: ['12', '42', '100'], answerIndex: 1 },
    ],
    '9-10': [
      { question: 'How many teeth does an adult dog usually have?', options: ['28', '32', '42'], answerIndex: 2 },
      { question: 'What is positive reinforcement?', options: ['Rewarding good behavior', 'Shouting at a puppy', 'Ignoring a puppy all day'], answerIndex: 0 },
      { question: 'What does a play bow mean?', options: ["I'm hungry", "Let's play!", "I'm sleepy"], answerIndex: 1 },
      { question: 'Which animal did people tame first?', options: ['The cow', 'The sheep', 'The dog'], answerIndex: 2 },
      { question: 'Why can trained dogs help search for missing people?', options: ['They can run forever', 'Their sense of smell is extremely sensitive', 'They can see through walls'], answerIndex: 1 },
    ],
  },
  drawing: {
    '3-5': 'Draw a puppy playing with its favorite toy!',
    '6-8': 'Draw a puppy care poster that shows everything a puppy needs to be happy and healthy.',
    '9-10': 'Plan the perfect day for a puppy, from morning to night. Draw it as a comic strip with captions.',
  },
  sources: [
    {
      claim: 'Puppies have 28 baby (deciduous) teeth, which start to come in at about three weeks old; from about three or four months they are replaced by 42 adult teeth, so a grown-up dog usually has 42 teeth.',
      title: 'Merck Veterinary Manual: Dental Development of Dogs',
      url: 'https://www.merckvetmanual.com/dog-owners/digestive-disorders-of-dogs/dental-development-of-dogs',
      read: '2026-11-23',
      authority: 'reference',
    },
  ],
};
