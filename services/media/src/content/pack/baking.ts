import type { TopicPack } from './types';

const READ = '2026-11-23';

export const baking: TopicPack = {
  key: 'baking',
  name: 'Baking',
  match: /\b(bak\w*|cakes?|cupcakes?|cookies?|biscuits?|muffins?|breads?|pies?|pastr\w*|brownies?|cooking|kitchen|ovens?|dough|flour|frosting|icing|croissants?|pancakes?|desserts?)\b/i,
  subtopics: /\b(cakes?|cupcakes?|cookies?|biscuits?|muffins?|breads?|pies?|pastr\w*|brownies?|cooking|kitchen|ovens?|dough|flour|frosting|icing|croissants?|pancakes?|desserts?)\b/i,
  scene: 'baking',
  palette: 'candy',
  chapters: [
    {
      title: 'Getting ready',
      pages: [
        {
          heading: 'Apron on!',
          scene: 'baking:kitchen',
          text: {
            '3-5':
              '{Hero} puts on an apron. Today we are baking cupcakes! First, we wash our hands with soap and water. A grown-up helps, because the oven gets very hot.',
            '6-8':
              '{Hero} ties on an apron and rolls up both sleeves. Today is baking day! Every good baker starts the same way. Wash your hands with soap, and read the whole recipe first. Ask a grown-up to help with the oven and anything sharp. A recipe is like a map. It shows the way to something yummy.',
            '9-10':
              '{Hero} ties on an apron and reads the recipe from top to bottom before touching a single ingredient. Professional bakers do this too. They also measure everything out first, a habit chefs call mise en place, which means everything in its place. Hands are washed, a grown-up preheats the oven, and the kitchen adventure can begin.',
          },
        },
        {
          heading: 'Measuring magic',
          scene: 'baking:bowl',
          text: {
            '3-5':
              'We measure flour, sugar, butter and eggs. Scoop, pour, level! Measuring carefully helps the cupcakes turn out just right. Flour is made from wheat, a kind of grass.',
            '6-8':
              'Baking is a kind of kitchen science, so measuring with care really matters. {Hero} scoops flour, which is made by grinding grains of wheat. Then {hero} levels it off with the back of a butter knife. Next come the sugar, the butter and the eggs. Too much or too little of one thing can change the whole cake!',
            '9-10':
              'Baking is chemistry you can eat, so measuring carefully matters. Many bakers weigh their ingredients on a scale. A cup of flour can hold more or less, depending on how tightly it is packed. Flour is ground from wheat grains. When it is mixed with water, proteins in it form gluten, a stretchy network that gives baked goods their structure.',
          },
        },
        {
          heading: 'Mix it up',
          scene: 'baking:mixing',
          text: {
            '3-5':
              'Now we mix! Stir, stir, stir. The butter and sugar get soft and fluffy. Crack! The eggs go in. The batter gets smooth and creamy.',
            '6-8':
              'Whirr! {Hero} beats the butter and sugar together until they are pale and fluffy. This traps tiny bubbles of air in the mix. Next, the eggs go in, one at a time. Eggs help hold everything together, a bit like glue. Last of all, the flour is gently stirred in to make a smooth batter.',
            '9-10':
              '{Hero} creams the butter and sugar, beating them until pale and fluffy. The sugar crystals cut tiny pockets into the butter that trap air, and those pockets will grow in the oven. Eggs go in next. Their proteins set when heated, which holds the cake together. The flour is folded in gently, because too much mixing makes too much gluten and a tough cake.',
          },
        },
      ],
    },
    {
      title: 'Oven science',
      pages: [
        {
          heading: 'Bubbles that rise',
          scene: 'baking:bubbles',
          text: {
            '3-5':
              'We add a little baking powder. It is a magic helper! It makes tiny bubbles. The bubbles help the cupcakes grow big and fluffy in the oven.',
            '6-8':
              'Here comes the secret helper: baking powder. When it gets wet and warm, it makes tiny bubbles of a gas called carbon dioxide. Those bubbles puff up the batter in the oven. That is how the cupcakes rise tall and fluffy. Bread uses a different helper called yeast. Yeast is a tiny living thing!',
            '9-10':
              'Cakes rise thanks to leaveners. Baking powder mixes baking soda with a dry acid. Once wet and heated, they react and release carbon dioxide gas, which swells the air pockets made during creaming. Bread uses yeast, a living single-celled fungus. Yeast feeds on sugars and gives off carbon dioxide, slowly filling the dough with bubbles. Either way, gas makes baked goods light.',
          },
        },
        {
          heading: 'Into the oven',
          scene: 'baking:oven',
          text: {
            '3-5':
              'A grown-up puts the cupcakes into the hot oven. We wait and watch through the little window. The cupcakes puff up and turn golden. Mmm, it smells so good!',
            '6-8':
              'A grown-up slides the tray into the hot oven. Inside, the heat makes the bubbles grow bigger and bigger. The batter sets firm around them, like a sponge. {Hero} watches through the oven window as the cupcakes rise and turn golden brown. The whole kitchen smells wonderful!',
            '9-10':
              'In the oven, several changes happen at once. Heat makes the trapped gases expand, and water turns to steam that pushes the batter up. The egg proteins and starches set into a firm, spongy structure. On the surface, sugars and proteins react in the heat. They turn golden brown and create new flavors and that wonderful smell. This browning is called the Maillard reaction.',
          },
        },
        {
          heading: 'Is it ready?',
          scene: 'baking:cool',
          text: {
            '3-5':
              'Ding! Time to check. A grown-up pokes a cupcake with a toothpick. It comes out clean. They are ready! Now the cupcakes must cool down.',
            '6-8':
              'Ding! The timer rings. Are the cupcakes baked? A grown-up pokes one with a toothpick to test. If it comes out clean, with no wet batter, they are ready. The cupcakes need to cool before we decorate them. If not, the frosting would melt and slide right off!',
            '9-10':
              'When the timer rings, {hero} and a grown-up check whether the cupcakes are done. The tops spring back when pressed lightly, and a toothpick comes out clean. The cupcakes rest in the pan for a few minutes, then move to a wire rack. Air flows all around them there, so steam escapes instead of making the bottoms soggy. Frosting must wait until they are completely cool.',
          },
        },
      ],
    },
    {
      title: 'Share and enjoy',
      pages: [
        {
          heading: 'Decorate!',
          scene: 'baking:cupcakes',
          text: {
            '3-5':
              'Now for the fun part! {Hero} spreads creamy frosting on top. Then come the sprinkles. Pink, blue, yellow! Every cupcake looks different.',
            '6-8':
              'Now for the most fun part: decorating! {Hero} swirls creamy frosting onto each cupcake and adds bright sprinkles. Frosting is often made by beating butter and powdered sugar together until smooth. Every baker can make a cupcake look different. Each one becomes a tiny work of art.',
            '9-10':
              'Decorating is where art meets baking. {Hero} makes a simple buttercream by beating soft butter with powdered sugar. Powdered sugar is ground so finely that it makes a smooth frosting instead of a gritty one. A piping bag pushes the frosting through a shaped tip to make swirls and stars. A few sprinkles later, each cupcake is a small sculpture you can eat.',
          },
        },
        {
          heading: 'Sharing is sweet',
          scene: 'baking:share',
          text: {
            '3-5':
              '{Hero} shares the cupcakes with family and friends. Yum! Baking together is fun, and sharing makes everyone smile. Then we all help clean up the kitchen.',
            '6-8':
              'The best part of baking is sharing. {Hero} gives cupcakes to family and friends, and everyone smiles. Then it is time to clean up, because good bakers always leave the kitchen tidy. {Hero} is already dreaming about the next recipe. Maybe bread, cookies or a birthday cake?',
            '9-10':
              '{Hero} sets the cupcakes on a plate and shares them with family and neighbors. People have been baking for thousands of years. In many cultures, sharing bread and cake is a way to celebrate and show kindness. After the dishes are washed, {hero} writes notes on the recipe card about what worked and what to try next time. That is how every great baker gets better.',
          },
        },
      ],
    },
  ],
  facts: {
    '3-5': [
      'Flour is made from wheat.',
      'Eggs help hold a cake together.',
      'Baking powder makes tiny bubbles.',
      'The oven is very hot, so a grown-up should help.',
      'We wash our hands before we bake.',
      'Butter is made from cream.',
      'Cold butter is hard, and warm butter is soft.',
      'Cookies spread out in the oven as their butter melts.',
      'Sugar makes cakes sweet and helps them stay soft.',
    ],
    '6-8': [
      'Flour is made by grinding grains of wheat.',
      'Baking powder makes bubbles of carbon dioxide gas that help cakes rise.',
      'Yeast, used to make bread, is a tiny living thing.',
      'Beating butter and sugar together traps air in the batter.',
      'A toothpick that comes out clean shows that a cake is baked.',
      'Butter is made by churning cream.',
      'People have been baking bread for thousands of years.',
      'Cookies spread out in the oven because the butter in them melts.',
      'Salt in bread dough adds flavor and makes the dough stronger and stretchier.',
      'Chocolate melts at about the warmth of your mouth, which is why it melts on your tongue.',
    ],
    '9-10': [
      'Gluten, a stretchy network of proteins, forms when wheat flour is mixed with water.',
      'Yeast is a single-celled fungus that gives off carbon dioxide as it feeds on sugars.',
      'The browning of baked food is called the Maillard reaction.',
      'Weighing ingredients is more accurate than measuring flour in cups.',
      "Egg proteins set when heated, which holds a cake's shape.",
      'A bread crust browns more than the soft inside, because its surface gets hotter and drier.',
      'Powdered sugar is sugar ground so finely that it makes smooth frosting.',
      'Cookies spread as the butter in the dough melts, so chilling the dough first keeps them thicker.',
      'Salt tightens gluten, which makes bread dough stronger and stretchier.',
      'Cocoa butter melts just below body temperature, which is why chocolate melts in your mouth.',
    ],
  },
  vocabulary: [
    { word: 'Recipe', meaning: 'Steps that tell you how to make a food.' },
    { word: 'Batter', meaning: 'A runny mix, like the one used for cakes and pancakes.' },
    { word: 'Dough', meaning: 'A thick mix, like the one used for bread and cookies.' },
    { word: 'Yeast', meaning: 'A tiny living thing that makes bread dough rise.' },
    { word: 'Ingredient', meaning: 'One of the foods that go into a recipe.' },
    { word: 'Knead', meaning: 'To press, fold and stretch dough with your hands.' },
    { word: 'Preheat', meaning: 'To heat the oven before the food goes in.' },
    { word: 'Gluten', meaning: 'Stretchy proteins in wheat flour that give bread its chewiness.' },
  ],
  imagine: [
    'Imagine you could bake a cake in any shape at all. What shape would you choose?',
    'Imagine a cupcake with a brand-new flavor that nobody has ever tasted. What is in it?',
    'If you opened your own bakery, what would it be called, and what would you sell?',
  ],
  matching: {
    '3-5': [
      { left: 'Cupcake', right: 'A small cake', icon: 'cupcake' },
      { left: 'Egg', right: 'Goes into the batter', icon: 'egg' },
      { left: 'Oven', right: 'Gets very hot', icon: 'oven' },
      { left: 'Whisk', right: 'Mixes very fast', icon: 'whisk' },
    ],
    '6-8': [
      { left: 'Flour', right: 'Made from wheat' },
      { left: 'Baking powder', right: 'Makes bubbles so cakes rise' },
      { left: 'Yeast', right: 'A tiny living thing used for bread' },
      { left: 'Eggs', right: 'Hold the cake together' },
      { left: 'Oven', right: 'Bakes food with heat' },
    ],
    '9-10': [
      { left: 'Gluten', right: 'A stretchy protein network in dough' },
      { left: 'Leavener', right: 'Makes baked goods rise' },
      { left: 'Maillard reaction', right: 'Browning that adds flavor' },
      { left: 'Creaming', right: 'Beating butter and sugar with air' },
      { left: 'Mise en place', right: 'Everything in its place' },
    ],
  },
  counting: [
    { label: 'cupcakes', icon: 'cupcake' },
    { label: 'eggs', icon: 'egg' },
    { label: 'cookies', icon: 'cookie' },
    { label: 'whisks', icon: 'whisk' },
  ],
  tracing: ['CAKE', 'BAKE', 'EGG', 'MIX'],
  wordSearch: {
    '6-8': ['FLOUR', 'SUGAR', 'EGG', 'BUTTER', 'OVEN', 'MIX', 'BAKE', 'CAKE'],
    '9-10': ['RECIPE', 'INGREDIENT', 'BATTER', 'YEAST', 'GLUTEN', 'KNEAD', 'PREHEAT', 'WHISK', 'DOUGH', 'FROSTING'],
  },
  quiz: {
    '6-8': [
      { question: 'What is flour made from?', options: ['Rocks', 'Wheat', 'Milk'], answerIndex: 1 },
      { question: 'What does baking powder do?', options: ['Makes bubbles that help cakes rise', 'Makes cakes blue', 'Keeps cakes cold'], answerIndex: 0 },
      { question: 'Who should help you use the oven?', options: ['A puppy', 'Nobody', 'A grown-up'], answerIndex: 2 },
      { question: 'How can you tell that a cupcake is baked?', options: ['It starts to sing', 'A toothpick comes out clean', 'It turns green'], answerIndex: 1 },
      { question: 'What is yeast?', options: ['A tiny living thing', 'A kind of sugar', 'A spoon'], answerIndex: 0 },
    ],
    '9-10': [
      { question: 'What gas makes cakes and bread rise?', options: ['Oxygen', 'Carbon dioxide', 'Helium'], answerIndex: 1 },
      { question: 'What is yeast?', options: ['A kind of sugar', 'A type of flour', 'A living single-celled fungus'], answerIndex: 2 },
      { question: 'What is the browning of baked food called?', options: ['The Maillard reaction', 'Photosynthesis', 'Evaporation'], answerIndex: 0 },
      { question: 'Why do many bakers weigh their flour?', options: ['Flour is too heavy to lift', 'A scale is more accurate than a cup', 'Cups are not allowed'], answerIndex: 1 },
      { question: 'What forms when wheat flour is mixed with water?', options: ['Salt', 'Butter', 'Gluten'], answerIndex: 2 },
    ],
  },
  drawing: {
    '3-5': 'Draw the biggest, most colorful cupcake you can imagine!',
    '6-8': 'Draw your dream cake and label every ingredient that goes into it.',
    '9-10': 'Design a bakery window display. Draw it and write a short menu with a description of each treat.',
  },
  sources: [
    {
      claim: 'The Maillard reaction between sugars and proteins in heated food causes browning and new flavors, as in bread crust and baked goods.',
      title: 'Encyclopaedia Britannica: Maillard reaction',
      url: 'https://www.britannica.com/science/Maillard-reaction',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'Yeast is a single-celled fungus; in bread dough it feeds on sugars and gives off carbon dioxide, which makes the dough rise.',
      title: 'Encyclopaedia Britannica: Yeast',
      url: 'https://www.britannica.com/science/yeast-fungus',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'Gluten is a stretchy network of wheat proteins that forms when flour is mixed with water and gives bread dough its structure.',
      title: 'Encyclopaedia Britannica: Gluten',
      url: 'https://www.britannica.com/science/gluten',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'Baking powder is baking soda mixed with a dry acid; when wet and heated it releases carbon dioxide gas that makes cakes rise.',
      title: 'Encyclopaedia Britannica: Baking powder',
      url: 'https://www.britannica.com/topic/baking-powder',
      read: READ,
      authority: 'reference',
    },
  ],
};
