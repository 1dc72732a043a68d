import { britannica, SITES } from '../links';
import type { KidEntry, Source } from '../types';

// Art & Creativity, Music Fundamentals, Physical Movement, Chess Mastery (issue 10 §1, batch 3).

const READ = '2026-11-23';

const BRITANNICA_LEONARDO: Source = {
  claim: 'Leonardo da Vinci (born April 15, 1452, Anchiano, near Vinci, Republic of Florence, Italy; died May 2, 1519, Amboise, France) was an Italian painter, draftsman, sculptor, architect and engineer of the Renaissance in Europe. His paintings include the Last Supper (about 1495-98), a wall painting in Milan, and the Mona Lisa (begun about 1503), now in the Louvre in Paris. He filled notebooks with drawings and studies of anatomy, plants, water, machines and flight, often written in mirror writing from right to left, and drew the Vitruvian Man (about 1490), which shows the proportions of the human body described by the Roman architect Vitruvius, with the arm span equal to the height. He spent his last years in France.',
  title: 'Britannica: Leonardo da Vinci',
  url: 'https://www.britannica.com/biography/Leonardo-da-Vinci',
  read: READ,
  authority: 'reference',
};

const leonardo: KidEntry = {
  id: 'leonardo-da-vinci',
  module: 'Art & Creativity',
  question: 'Who was Leonardo da Vinci?',
  title: 'Who Was Leonardo da Vinci?',
  blurb: 'The painter of the Mona Lisa, who also studied machines, bodies and birds.',
  triggers: [['leonardo'], ['da', 'vinci'], ['davinci'], ['mona', 'lisa'], ['last', 'supper'], ['vitruvian']],
  quickAnswer: {
    '3-5': 'Leonardo da Vinci was a painter. He lived long, long ago. He painted the Mona Lisa. She is a lady with a soft smile. He loved to draw birds and plants. He drew machines too. He wanted to know how things work!',
    '6-8': 'Leonardo da Vinci was an artist who lived in Italy long ago. He painted the Mona Lisa. It is one of the most famous paintings in the world. He also drew birds, plants and bodies. He drew plans for flying machines, too. He wrote many notes backwards, in mirror writing!',
    '9-12': 'Leonardo da Vinci (1452-1519) was an Italian artist and thinker. He painted the Mona Lisa and the Last Supper. He was also very curious about science. His notebooks are full of drawings of bodies, water, plants and birds. They also hold plans for machines, like flying machines. Nobody could build them in his time. He often wrote in mirror writing, from right to left.',
    '13+': 'Leonardo da Vinci (1452-1519) is often held up as the model of the Renaissance polymath. As a painter, he pioneered soft shading and subtle modelling of faces, seen in the Mona Lisa. His Last Supper, a wall painting in Milan, captures a dramatic moment. His notebooks combine art and science: dissection-based anatomy drawings, studies of water and flight, and engineering designs. He drew the Vitruvian Man to show ideal human proportions. He spent his final years in France.',
  },
  takeaways: {
    little: ['Leonardo painted the Mona Lisa.', 'He loved to draw and to ask how things work.', 'He lived long ago.'],
    young: ['Leonardo da Vinci painted the Mona Lisa.', 'He drew birds, bodies and flying machines.', 'He wrote in mirror writing.'],
    older: ['Leonardo was a Renaissance painter and thinker.', 'His notebooks mix art and science.', 'He designed machines long before they could be built.'],
  },
  sections: [
    {
      title: 'A Famous Smile',
      little: 'The Mona Lisa is a painting of a lady. She has a gentle smile. Lots of people visit her in a big museum.',
      young: 'The Mona Lisa is a painting of a woman with a quiet smile. Leonardo used soft shadows, so her face looks real. Today it hangs in a big museum in Paris, called the Louvre.',
      older: 'In the Mona Lisa, Leonardo blended light and shadow so softly that edges seem to melt. This makes the face look alive and the smile hard to read. The painting hangs in the Louvre in Paris.',
      funFact: { title: 'Behind glass', text: 'The Mona Lisa is kept behind protective glass in the Louvre.' },
    },
    {
      title: 'Notebooks Full of Ideas',
      little: 'Leonardo drew all the time. He drew birds flying. He drew plants and water. He drew machines he dreamed up!',
      young: 'Leonardo watched birds to learn how they fly. Then he drew flying machines for people. He drew plants, water and bodies too. He drew what he saw, again and again.',
      older: 'Leonardo\'s notebooks hold thousands of pages of sketches and notes: anatomy, flowing water, plants, bird flight and machines. Many of his machine designs, like flying machines, could not be built with the materials of his time.',
      funFact: { title: 'Mirror writing', text: 'Leonardo often wrote from right to left. You need a mirror to read it easily!' },
    },
    {
      title: 'Art and Science Together',
      young: 'For Leonardo, art and science went together. He learned how bones and muscles work. That helped him paint people who looked real.',
      older: 'Leonardo believed that to paint something well, you must understand it. His studies of anatomy, light and nature fed straight into his art, and his art helped him record what he discovered.',
      funFact: { title: 'As tall as wide', text: 'Leonardo\'s Vitruvian Man drawing shows that a person\'s arm span is about the same as their height.' },
    },
  ],
  deeper: {
    title: 'Sfumato, Anatomy and the Renaissance Polymath',
    content: 'Leonardo trained as an apprentice in a Florence workshop, learning painting, sculpture and engineering. His technique of sfumato builds soft transitions from thin layers of glaze, giving the Mona Lisa its hazy depth. The Last Supper was painted on a dry wall with an experimental method, and it began to flake in his lifetime. His anatomy drawings, based on dissections, were remarkably accurate. He also drew the Vitruvian Man, showing proportions described by the Roman architect Vitruvius. Because the notebooks were scattered after his death, much of his science stayed unknown for centuries.',
    funFact: { title: 'Few finished paintings', text: 'Leonardo finished only a small number of paintings, because he spent so much time studying and experimenting.' },
  },
  glossary: [
    { term: 'Renaissance', say: 'REN-uh-sahns', definition: 'A time in Europe long ago, when art and new ideas grew fast.' },
    { term: 'Inventor', say: 'in-VEN-ter', definition: 'A person who thinks up new machines or ideas.' },
    { term: 'Sketch', say: 'SKECH', definition: 'A quick drawing.' },
    { term: 'Anatomy', say: 'uh-NAT-uh-mee', definition: 'The study of how bodies are built.' },
  ],
  tryIt: [{
    title: 'Draw Like Leonardo',
    description: 'Look closely and draw something from nature.',
    steps: [
      'Find a leaf, a flower or a shell with a grown-up.',
      'Look at it for a long time. What shapes do you see?',
      'Draw it slowly on paper.',
      'Tell a grown-up one new thing you noticed.',
    ],
    note: 'Leonardo looked very closely at everything he drew.',
    bands: ['3-5'],
  }, {
    title: 'Mirror Writing and the Arm-Span Test',
    description: 'Try two of Leonardo\'s ideas.',
    steps: [
      'Write your name backwards, from right to left, then read it in a mirror.',
      'Ask a grown-up to measure your arm span, fingertip to fingertip, with a tape measure.',
      'Now measure your height. Are the two nearly the same, like in the Vitruvian Man?',
      'Keep a notebook for a week: sketch one thing each day and write a question about it.',
    ],
    note: 'Leonardo\'s notebooks are full of questions as well as drawings.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'A curious explorer', content: 'Leonardo was like an explorer of everything: instead of maps, he filled notebooks with drawings of how the world works.' },
  ],
  realWorld: [
    { title: 'Museums today', content: 'Millions of people visit the Louvre in Paris, many of them to see the Mona Lisa.' },
  ],
  engaging: [
    { question: 'If you kept a notebook like Leonardo, what would you draw first?', context: 'Pick something you wonder about.' },
    { question: 'Why do you think the Mona Lisa is so famous?', context: 'Think about the smile, the eyes and the story of the painting.' },
  ],
  quiz: [
    {
      question: 'Which famous painting did Leonardo make?', right: 'The Mona Lisa', wrong: ['The Starry Night', 'The Sunflowers'],
      skill: 'recall', support: ['painted the Mona Lisa', 'Mona Lisa'],
    },
    {
      question: 'What did Leonardo love to draw?', right: 'Birds, plants and machines', wrong: ['Only cartoons of cats', 'Only maps of the sea'],
      skill: 'recall', support: ['draw birds and plants', 'draw birds, plants and machines', 'drawings of birds, bodies, plants', 'studies of human anatomy, water, plants and birds', 'flying machines'],
    },
    {
      question: 'What is mirror writing?', right: 'Writing from right to left', wrong: ['Writing on a mirror', 'Writing very large'],
      skill: 'vocabulary', bands: ['6-8', '9-12', '13+'], support: ['mirror writing', 'right to left'],
    },
  ],
  sources: [BRITANNICA_LEONARDO, {
    claim: 'The Mona Lisa, painted by Leonardo da Vinci from about 1503, is a portrait famous for its subtle smile and soft sfumato shading; it is in the Louvre Museum in Paris, where it is displayed behind protective glass and seen by millions of visitors each year.',
    title: 'Britannica: Mona Lisa',
    url: 'https://www.britannica.com/topic/Mona-Lisa-painting',
    read: READ,
    authority: 'reference',
  }],
  simplifications: ['For 3-5, "a painter from long ago" leaves out his engineering and science, which 6-8 and up introduce.'],
  related: ['van-gogh', 'portraits', 'picasso'],
  links: [britannica('Leonardo da Vinci'), SITES.smithsonian],
};

const picasso: KidEntry = {
  id: 'picasso',
  module: 'Art & Creativity',
  question: 'Who was Pablo Picasso?',
  title: 'Who Was Pablo Picasso?',
  blurb: 'The Spanish artist who painted faces from many sides at once.',
  triggers: [['picasso'], ['cubism'], ['cubist'], ['guernica'], ['blue', 'period']],
  quickAnswer: {
    '3-5': 'Pablo Picasso was a famous artist. He liked to try new ways to paint. Some of his faces show the front and the side at once! He made paintings and sculptures too.',
    '6-8': 'Pablo Picasso was an artist from Spain. He lived from 1881 to 1973. He kept trying new ways to make art. For a while, he painted mostly in blue. Later he helped invent cubism. Cubism shows things from many sides at once, with flat shapes. He also made sculptures and pots.',
    '9-12': 'Pablo Picasso (1881-1973) was a Spanish artist who lived mostly in France. He is one of the most famous artists of the 1900s. His early Blue Period paintings are sad and mostly blue. Then he and Georges Braque made a new style, cubism. It breaks things into flat shapes seen from several sides. His huge painting Guernica shows the pain of war.',
    '13+': 'Pablo Picasso (1881-1973), born in Málaga, Spain, worked mostly in France. He changed styles throughout a long career: the Blue and Rose periods, cubism, classicism and surrealist-influenced work. With Georges Braque he developed cubism, which broke objects into geometric facets seen from multiple viewpoints. Later they pioneered collage. Guernica (1937) responds to the bombing of a Basque town during the Spanish Civil War. He also worked in sculpture, ceramics and printmaking.',
  },
  takeaways: {
    little: ['Picasso was a famous artist.', 'He made faces from the front and side at once.', 'He painted and made sculptures.'],
    young: ['Picasso was an artist from Spain.', 'He helped invent cubism.', 'He kept trying new styles.'],
    older: ['Picasso co-created cubism with Georges Braque.', 'His style changed many times.', 'Guernica is a painting against war.'],
  },
  sections: [
    {
      title: 'Many Styles',
      little: 'Picasso liked to try new things. One time he painted lots of blue pictures. Another time he used pink and orange.',
      young: 'Picasso did not stick to one way of painting. In his Blue Period, he painted sad pictures mostly in blue. In his Rose Period, he used warm pinks and painted circus performers.',
      older: 'Picasso\'s style kept changing. The Blue Period showed poor and lonely people in cold blues. The Rose Period brought warmer colours and circus scenes. Then came cubism, and later many other experiments. He also made sculptures, pottery and prints.',
      funFact: { title: 'Early talent', text: 'Picasso\'s father was an art teacher, and Picasso drew skilfully as a child.' },
    },
    {
      title: 'Cubism: Many Sides at Once',
      little: 'Look at a cup from the front. Now from the top. Picasso painted both at once! That looks funny and fun.',
      young: 'In cubism, Picasso painted things from many sides at the same time. A face could show one eye from the front and a nose from the side. Things looked like they were made of blocks and flat shapes.',
      older: 'Cubism broke objects into geometric planes and showed them from several viewpoints at once. Instead of copying what the eye sees in one moment, it showed what the mind knows about an object from all sides.',
      funFact: { title: 'A name from a joke', text: 'The name cubism came from a critic who said the paintings were made of little cubes.' },
    },
    {
      title: 'A Painting Against War',
      young: 'Picasso painted Guernica after a town in Spain was bombed in a war. The huge black, white and grey painting shows people and animals crying out. It asks people to remember the harm war does.',
      older: 'Guernica (1937) responds to the bombing of the town of Guernica during the Spanish Civil War. Painted in black, white and grey, with screaming figures and a broken horse, it became one of the best-known anti-war images.',
      funFact: { title: 'Huge', text: 'Guernica is so big that it covers a whole wall of the museum where it hangs.' },
    },
  ],
  deeper: {
    title: 'Analytic and Synthetic Cubism',
    content: 'Art historians divide cubism into two phases. In analytic cubism, Picasso and Georges Braque fragmented their subjects into many small, overlapping planes in muted browns and greys. In synthetic cubism, they built images from fewer, bolder shapes. They also glued real materials onto the canvas, an early use of collage in fine art. Cubism influenced many later movements, from futurism to abstract art. Picasso\'s huge output spans painting, sculpture, ceramics and prints, and his work is held by museums around the world.',
    funFact: { title: 'Real things in paintings', text: 'Picasso and Braque glued newspaper, wallpaper and rope into some of their artworks.' },
  },
  glossary: [
    { term: 'Cubism', say: 'KYOO-biz-um', definition: 'An art style that shows things from many sides at once, using flat shapes.' },
    { term: 'Style', say: 'STYLE', definition: 'A special way an artist makes things look.' },
    { term: 'Sculpture', say: 'SKULP-cher', definition: 'Art you can walk around, made from clay, stone, metal or other things.' },
    { term: 'Collage', say: 'kuh-LAHZH', definition: 'Art made by gluing paper, cloth or other things onto a surface.' },
  ],
  tryIt: [{
    title: 'Two-Way Face',
    description: 'Draw a face from the front and the side at once.',
    steps: [
      'Draw a big circle for a head.',
      'Draw one eye looking at you.',
      'Draw a nose pointing to the side, like a face turned away.',
      'Add a smile and bright colours. Picasso did this too!',
    ],
    note: 'There is no wrong way: have fun with it.',
    bands: ['3-5'],
  }, {
    title: 'Cubist Collage',
    description: 'Show one object from several viewpoints.',
    steps: [
      'Put a mug or a toy on the table.',
      'Draw it from the front, from the top and from the side on separate scraps of paper.',
      'Tear or fold the drawings into pieces and glue them together on one page.',
      'Add paper scraps like newspaper, as Picasso and Braque did.',
    ],
    note: 'Ask a grown-up to help with the glue, and use child-safe scissors if you cut.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'A photo from everywhere', content: 'Cubism is like taking photos of a toy from every side and then making one picture out of all of them.' },
  ],
  realWorld: [
    { title: 'In museums', content: 'Picasso\'s art is in museums around the world, and people travel to see it.' },
  ],
  engaging: [
    { question: 'Why might an artist want to show many sides at once?', context: 'Think about what you know about a thing that you cannot see in one look.' },
    { question: 'Can a painting help stop a war?', context: 'Think about how pictures make people feel.' },
  ],
  quiz: [
    {
      question: 'What did Picasso make?', right: 'Paintings and sculptures', wrong: ['Cars, trains and planes', 'Songs and cartoon films'],
      skill: 'recall', support: ['made paintings and sculptures', 'also made sculptures', 'sculpture, ceramics', 'made sculptures'],
    },
    {
      question: 'How did Picasso show faces in some paintings?', right: 'From many sides at once', wrong: ['Only from the back', 'Always as tiny dots'],
      skill: 'recall', support: ['show the front and the side at once', 'from many sides at once', 'several viewpoints', 'multiple viewpoints'],
    },
    {
      question: 'What is cubism?', right: 'A style with flat shapes and many views', wrong: ['A kind of ice cube sculpture', 'A way of painting only dots'],
      skill: 'vocabulary', bands: ['6-8', '9-12', '13+'], support: ['Cubism shows things from many sides', 'breaks things into flat shapes', 'geometric facets', 'geometric planes'],
    },
  ],
  sources: [
    {
      claim: 'Pablo Picasso (born October 25, 1881, Málaga, Spain; died April 8, 1973, Mougins, France) was a Spanish painter, sculptor, printmaker, ceramicist and stage designer, one of the greatest and most influential artists of the 1900s (20th century), who lived mostly in France. His father was an art teacher. His Blue Period (1901-04) and Rose Period (1904-06), with circus performers, were followed by cubism, which he created with Georges Braque; the name came from a critic\'s remark about little cubes. Analytic and synthetic cubism used fragmented planes and, later, collage with pasted paper and materials. Guernica (1937), a large black, white and grey painting, responds to the bombing of the Basque town of Guernica during the Spanish Civil War.',
      title: 'Britannica: Pablo Picasso',
      url: 'https://www.britannica.com/biography/Pablo-Picasso',
      read: READ,
      authority: 'reference',
    },
  ],
  related: ['leonardo-da-vinci', 'van-gogh', 'portraits'],
  links: [britannica('Pablo Picasso'), SITES.smithsonian],
};

const portraits: KidEntry = {
  id: 'portraits',
  module: 'Art & Creativity',
  question: 'What is a portrait?',
  title: 'What Is a Portrait?',
  blurb: 'Pictures of a person: what they look like and who they are.',
  triggers: [['portrait'], ['portraits'], ['self', 'portrait'], ['selfportrait'], ['portraiture'], ['paint*', 'person'], ['picture', 'of', 'a', 'person']],
  quickAnswer: {
    '3-5': 'A portrait is a picture of a person. It can be a painting or a drawing. It can be a photo too. A picture you make of you is a self-portrait. Smile!',
    '6-8': 'A portrait is a picture of a real person. It often shows the face. It can be painted, drawn, carved or made with a camera. A good portrait shows how someone looks. It shows a bit about who they are, too. When artists make a picture of themselves, it is a self-portrait.',
    '9-12': 'A portrait is an artwork that shows a particular person. Portraits have been made for thousands of years, as paintings, sculptures, coins and photographs. Artists choose the pose, clothes, background and expression to say something about the person. People once paid for portraits to show their power or to remember loved ones. A self-portrait is a portrait artists make of themselves.',
    '13+': 'Portraiture is the art of showing a specific person, balancing likeness with meaning. Portraits record how people look. They also display status and power, remember the dead and explore identity. Pose, gaze, clothes, setting and symbolic objects all shape how we read a sitter. Photography, from the 1800s, made portraits cheap and common. Self-portraits let artists study themselves, and some artists painted themselves many times.',
  },
  takeaways: {
    little: ['A portrait is a picture of a person.', 'It can be a painting or a photo.', 'A picture of you is a self-portrait.'],
    young: ['A portrait shows a real person.', 'It can show who they are, not just their face.', 'A self-portrait is a picture of the artist.'],
    older: ['Portraits show a particular person.', 'Pose, clothes and background tell a story.', 'Photography made portraits common.'],
  },
  sections: [
    {
      title: 'Pictures of People',
      little: 'Look at a photo of your family. That is a kind of portrait! Painters make portraits with paint and brushes.',
      young: 'Portraits can be paintings, drawings, sculptures or photos. Your school photo is a portrait too! Some portraits show only the face. Others show the whole body.',
      older: 'A portrait can be a head, a bust or a full figure. It can be painted, sculpted, drawn, printed or photographed. Coins with a ruler\'s head are portraits too.',
      funFact: { title: 'In your pocket', text: 'Many coins and bank notes carry a portrait of a famous person.' },
    },
    {
      title: 'More Than a Face',
      little: 'A portrait can show how a person feels. Happy? Sleepy? Silly? Look at the face!',
      young: 'Artists add clues to show who someone is. A book might show they love reading. A big smile shows they are cheerful. A fancy hat might show they are important.',
      older: 'Everything in a portrait is a choice. The pose, the direction of the gaze, the clothes, the light and objects in the background all suggest the sitter\'s personality, job or status.',
      funFact: { title: 'Sitting still', text: 'Before cameras, people sat still for hours, often many times, while an artist painted them.' },
    },
    {
      title: 'Self-Portraits',
      young: 'A self-portrait is a picture an artist makes of themselves. Artists often use a mirror. Some artists made many self-portraits as they grew older.',
      older: 'Self-portraits were a cheap model for practice: the artist was always available. They also let artists explore their feelings and how they changed over a lifetime.',
      funFact: { title: 'Always available', text: 'An artist is their own model who never gets tired of posing.' },
    },
  ],
  deeper: {
    title: 'Likeness, Status and Identity',
    content: 'Portraiture has always balanced accuracy and meaning. Ancient Roman portrait busts could be strikingly realistic, while royal portraits often flattered their sitters to project power. During the Renaissance, portraits of merchants and their families spread beyond royalty. Photography, from the 1800s, made portraits affordable to almost everyone. Painters then explored what a camera could not show, such as mood, identity and the painter\'s own view. Today, national portrait galleries collect portraits as a record of a nation\'s people, and the selfie has made everyone a portraitist.',
    funFact: { title: 'The selfie', text: 'A selfie is a modern self-portrait, taken with a phone camera.' },
  },
  glossary: [
    { term: 'Portrait', say: 'POR-trit', definition: 'A picture or sculpture of a particular person.' },
    { term: 'Self-portrait', say: 'self-POR-trit', definition: 'A portrait an artist makes of themselves.' },
    { term: 'Pose', say: 'POHZ', definition: 'The way someone sits or stands for a picture.' },
    { term: 'Sitter', say: 'SIT-er', definition: 'The person shown in a portrait.' },
  ],
  tryIt: [{
    title: 'Mirror Me',
    description: 'Draw your own face.',
    steps: [
      'Sit in front of a mirror with a grown-up.',
      'Look at your eyes, nose, mouth and hair.',
      'Draw a big circle, then add what you see.',
      'Add something you love, like a pet or a ball!',
    ],
    note: 'That is your very own self-portrait.',
    bands: ['3-5'],
  }, {
    title: 'Portrait With Clues',
    description: 'Make a portrait that tells a story.',
    steps: [
      'Pick someone you know well, or yourself.',
      'List three things about them: what they love, what they do, how they feel.',
      'Draw or photograph them with clues for each: an object, a background, an expression.',
      'Show a friend and see if they can read the clues.',
    ],
    note: 'Always ask a person before you draw or photograph them.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'A picture biography', content: 'A portrait is like a short biography told in a single picture.' },
  ],
  realWorld: [
    { title: 'School photos', content: 'School photos, passport photos and family pictures are all portraits.' },
  ],
  engaging: [
    { question: 'What would you put in a portrait of yourself?', context: 'Think of something that shows who you are.' },
    { question: 'How is a painted portrait different from a photo?', context: 'Think about time, choices and feelings.' },
  ],
  quiz: [
    {
      question: 'What is a portrait?', right: 'A picture of a person', wrong: ['A picture of a tree', 'A map of a town'],
      skill: 'vocabulary', support: ['A portrait is a picture of a person', 'A portrait is a picture of a real person', 'artwork that shows a particular person', 'art of showing a specific person'],
    },
    {
      question: 'What is a picture you make of yourself called?', right: 'A self-portrait', wrong: ['A landscape', 'A still life'],
      skill: 'vocabulary', support: ['self-portrait', 'Self-portraiture'],
    },
    {
      question: 'Why might an artist paint a book beside someone?', right: 'To show they love reading', wrong: ['To fill up empty space', 'To make the painting heavier'],
      skill: 'inference', bands: ['6-8', '9-12', '13+'], support: ['A book might show they love reading', 'objects in the background all suggest', 'symbolic objects'],
    },
  ],
  sources: [
    {
      claim: 'Portraiture is the art of representing a particular individual in painting, sculpture, drawing, photography or other media; portraits have been made for thousands of years, including ancient Roman portrait busts and rulers\' heads on coins, and have served to record likeness, display status and power and commemorate the dead. Renaissance merchants commissioned portraits, photography from the 1800s (19th century) made portraits widely affordable, and self-portraits are portraits of artists by themselves, often made with a mirror. National portrait galleries collect portraits of a country\'s people.',
      title: 'Britannica: portraiture',
      url: 'https://www.britannica.com/art/portraiture',
      read: READ,
      authority: 'reference',
    },
  ],
  related: ['leonardo-da-vinci', 'draw-person', 'van-gogh'],
  links: [britannica('portraiture'), SITES.smithsonian],
};

const origami: KidEntry = {
  id: 'origami',
  module: 'Art & Creativity',
  question: 'What is origami?',
  title: 'What Is Origami?',
  blurb: 'The art of folding paper into animals, boxes and more.',
  triggers: [['origami'], ['paper', 'fold*'], ['fold*', 'paper'], ['paper', 'crane'], ['fold', 'crane']],
  quickAnswer: {
    '3-5': 'Origami is folding paper to make things. You can fold a square of paper into a boat, a frog or a bird. No glue needed! Just fold, fold, fold.',
    '6-8': 'Origami is the art of folding paper into shapes. You can make animals, boxes and flowers. Origami comes from Japan. Its name means "folding paper". You start with one square of paper. Then you fold it, with no cutting and no glue. A paper crane is a famous origami bird.',
    '9-12': 'Origami is the Japanese art of paper folding: "ori" means fold and "kami" means paper. Most models start from one square sheet, folded without cuts or glue. A few basic folds, like valley and mountain folds, combine into endless shapes. Each crease makes lines, angles and shapes, so origami is geometry too. Engineers even use origami ideas to pack big things, like solar panels, into small spaces.',
    '13+': 'Origami, from the Japanese "ori" (fold) and "kami" (paper), is the art of shaping a single sheet by folding alone. Modern origami uses a shared diagram notation for valley folds, mountain folds and reverse folds. This lets designs travel around the world. Origami has become a field of mathematics, with rules about which crease patterns can fold flat. Engineers apply these ideas to deployable structures, such as solar arrays, stents and airbags, that must pack small and open reliably.',
  },
  takeaways: {
    little: ['Origami is folding paper.', 'You can fold a boat or a bird.', 'No glue needed!'],
    young: ['Origami is paper folding from Japan.', 'Traditional origami uses one square and no cuts.', 'The paper crane is a famous model.'],
    older: ['Origami means folding paper in Japanese.', 'A few basic folds make endless shapes.', 'Origami ideas help engineers fold big things small.'],
  },
  sections: [
    {
      title: 'Just Paper and Folds',
      little: 'Take a square of paper. Fold it in half. Fold it again. Look! It is starting to look like something!',
      young: 'All you need for origami is paper and careful hands. Press each fold flat with your finger. Neat, sharp folds make the model look good.',
      older: 'Origami starts with a few basic folds. A valley fold makes a dip, and a mountain fold makes a ridge. Combined in order, they make bases, and bases become animals, flowers and boxes.',
      funFact: { title: 'Any paper works', text: 'You can practise origami with any thin paper, even an old magazine page cut square by a grown-up.' },
    },
    {
      title: 'The Paper Crane',
      little: 'A crane is a tall bird. You can fold a paper crane! It has a long neck and two wings.',
      young: 'The crane is a famous origami model from Japan. It has a long neck, a pointy tail and wide wings. Some paper birds can even flap their wings!',
      older: 'The crane is a classic origami model, folded from a base called the bird base. In Japan, the crane is a symbol of long life and good luck, and people fold strings of paper cranes as gifts and wishes.',
      funFact: { title: 'Flapping birds', text: 'Some paper birds flap their wings when you gently pull their tails.' },
    },
    {
      title: 'Origami and Science',
      young: 'Origami is full of shapes: triangles, squares and diamonds. When you fold, you do math with your hands!',
      older: 'Mathematicians study the rules of folding, such as which crease patterns can fold flat. Engineers use these ideas to pack large objects, like solar panels for spacecraft, into small spaces that unfold later.',
      funFact: { title: 'Folding in space', text: 'Some spacecraft parts are folded like origami to fit inside a rocket, then unfold in space.' },
    },
  ],
  deeper: {
    title: 'Crease Patterns and Deployable Structures',
    content: 'A crease pattern is the map of all the folds in a model. Mathematicians have proven rules for flat folding. At any point where creases meet, mountain and valley folds differ in number by exactly two. Computer programs can now design crease patterns for complex models, such as insects with many legs. Engineers use folding to design deployable structures: solar arrays and antennas that launch folded and open in space, medical stents that expand inside the body, and airbags that fold tightly. A simple sheet of paper turns out to be a powerful tool for thinking about shape.',
    funFact: { title: 'Maekawa\'s rule', text: 'In a flat-folded model, the mountain and valley folds meeting at a point always differ by two.' },
  },
  glossary: [
    { term: 'Origami', say: 'or-ih-GAH-mee', definition: 'The art of folding paper into shapes.' },
    { term: 'Crease', say: 'KREESS', definition: 'The line left on paper after you fold it.' },
    { term: 'Valley fold', say: 'VAL-ee fohld', definition: 'A fold that makes a dip, like a valley.' },
    { term: 'Mountain fold', say: 'MOWN-tun fohld', definition: 'A fold that makes a ridge, like a mountain top.' },
  ],
  tryIt: [{
    title: 'Fold a Paper Cup... or Hat',
    description: 'Make a simple folded shape.',
    steps: [
      'A grown-up gives you a square of paper.',
      'Fold it in half, corner to corner, to make a triangle.',
      'Fold the two side corners across, like arms hugging.',
      'Fold the top flaps down. Now you have a little cup or hat!',
    ],
    note: 'Press each fold flat with your finger.',
    bands: ['3-5'],
  }, {
    title: 'Fold a Jumping Frog or a Crane',
    description: 'Follow a real origami diagram.',
    steps: [
      'Find a beginner origami diagram for a jumping frog or a crane, in a library book or with a grown-up online.',
      'Learn the symbols: a dashed line is a valley fold, and a dash-dot line is a mountain fold.',
      'Fold slowly, making every crease sharp.',
      'Unfold a finished model and look at the crease pattern. What shapes can you find?',
    ],
    note: 'If a step is confusing, look at the next picture to see what the fold should make.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'Paper magic', content: 'Origami is like a magic trick where a flat square turns into an animal, with nothing added and nothing taken away.' },
  ],
  realWorld: [
    { title: 'Maps and tents', content: 'Folding maps, pop-up tents and fans all use folding ideas like origami.' },
  ],
  engaging: [
    { question: 'What animal would you like to fold?', context: 'Think about its shape: long neck? Big ears?' },
    { question: 'Why do you think engineers study paper folding?', context: 'Think about packing a big thing into a small box.' },
  ],
  quiz: [
    {
      question: 'What do you do in origami?', right: 'Fold paper into shapes', wrong: ['Paint on rocks', 'Build with bricks'],
      skill: 'recall', support: ['Origami is folding paper', 'art of folding paper', 'art of paper folding', 'shaping a single sheet by folding'],
    },
    {
      question: 'Which famous bird do people fold?', right: 'A crane', wrong: ['A penguin', 'An ostrich'],
      skill: 'recall', support: ['paper crane', 'The crane is'],
    },
    {
      question: 'Where does origami come from?', right: 'Japan', wrong: ['Brazil', 'Egypt'],
      skill: 'recall', bands: ['6-8', '9-12', '13+'], support: ['Origami comes from Japan', 'Japanese art of paper folding', 'from the Japanese'],
    },
  ],
  sources: [
    {
      claim: 'Origami is the art of paper folding, associated with Japanese culture (Japan), from the Japanese ori (folding) and kami (paper); traditional origami folds a single square sheet without cutting or gluing. Modern origami uses a standard diagram notation of valley folds and mountain folds. The folded paper crane is a classic model and, in Japan, a symbol of long life and good luck. Origami principles are studied in mathematics and applied in engineering to deployable structures such as solar arrays, stents and airbags.',
      title: 'Britannica: origami',
      url: 'https://www.britannica.com/art/origami',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'Maekawa\'s theorem: at any vertex of a flat-folded crease pattern, the numbers of mountain and valley folds differ by exactly two.',
      title: 'MIT: Erik Demaine, Folding and Unfolding (computational origami)',
      url: 'https://erikdemaine.org/folding/',
      read: READ,
      authority: 'university',
    },
  ],
  related: ['sculpture', 'patterns', 'color-mixing'],
  links: [britannica('origami'), SITES.smithsonian],
};

const drawPerson: KidEntry = {
  id: 'draw-person',
  module: 'Art & Creativity',
  question: 'How do I draw a person?',
  title: 'How Do I Draw a Person?',
  blurb: 'Simple shapes, a few proportions and lots of looking.',
  triggers: [['draw', 'person'], ['draw', 'people'], ['draw', 'body'], ['draw', 'face'], ['draw', 'human'], ['draw', 'man'], ['draw', 'woman'], ['draw', 'girl'], ['draw', 'boy'], ['drawing', 'people'], ['drawing', 'person'], ['stick', 'figure'], ['figure', 'drawing']],
  quickAnswer: {
    '3-5': 'Start with a circle for the head. Add a body shape under it. Draw two arms and two legs. Then add eyes, a nose and a smile. Hello, person!',
    '6-8': 'Drawing a person is easier with simple shapes. Draw an oval for the head and a longer oval or rectangle for the body. Add lines for arms and legs, with circles for hands and feet. Then put the eyes about halfway down the face. Look at real people to see how they stand and move.',
    '9-12': 'Artists start a figure with light, simple shapes, then refine them. Begin with a quick line for the pose, called a gesture line. Build the head, chest and hips as ovals and boxes, and link them with the spine. Artists measure in head lengths: a grown-up is many heads tall. The eyes sit about halfway down the head. Your arm span is about the same as your height. Sketch lightly, then darken the lines you keep.',
    '13+': 'Figure drawing combines gesture, structure and proportion. A gesture drawing captures movement in a few fast lines. Structure comes from simple volumes for head, ribcage and pelvis, joined by a flexible spine. Proportion is measured in head lengths, and adult figures are many heads tall while children have larger heads relative to their bodies. Classic rules of thumb include eyes at the head\'s midpoint and an arm span about equal to height. Drawing from life, not only from photos, trains accurate seeing.',
  },
  takeaways: {
    little: ['Start with a circle for the head.', 'Add a body, arms and legs.', 'Draw the face last.'],
    young: ['Build a person from simple shapes.', 'Eyes go halfway down the face.', 'Look at real people as you draw.'],
    older: ['Start with a gesture line for the pose.', 'Measure in head lengths.', 'Sketch lightly, then strengthen good lines.'],
  },
  sections: [
    {
      title: 'Shapes First',
      little: 'A person is made of shapes. A circle for the head. A big oval for the tummy. Long sticks for arms and legs!',
      young: 'Look for shapes in a person. The head is an oval. The body is like a long egg or a box. Arms and legs are long tubes that bend at elbows and knees.',
      older: 'Simplify the body into basic forms: an oval head, a box or egg for the ribcage, a smaller box for the hips, and cylinders for limbs. Draw these lightly first. They are scaffolding you will draw over.',
      funFact: { title: 'Artists use shapes too', text: 'Many artists start every figure with simple shapes before adding details.' },
    },
    {
      title: 'Where the Face Goes',
      little: 'Eyes go in the middle of the head. Not at the very top! The nose is under the eyes. The mouth is under the nose.',
      young: 'Most people draw eyes too high. Really, the eyes sit about halfway down the head. The nose comes next, and the mouth sits between the nose and the chin.',
      older: 'On a front view of an adult face, the eyes sit on a line about halfway down the head. The bottom of the nose is about halfway between the eyes and the chin. The ears line up roughly between the brows and the nose.',
      funFact: { title: 'Try it on yourself', text: 'Put a finger at your eye level and feel how much head is above it.' },
    },
    {
      title: 'Bodies in Motion',
      young: 'People bend and twist. Draw a quick wiggly line first to show how the body leans, then add the shapes on top. A running person leans forward!',
      older: 'A gesture line through the head, spine and leading leg sets the action. Shoulders and hips tilt in opposite directions when someone stands on one leg, which makes a figure look natural instead of stiff.',
      funFact: { title: 'Same as your height', text: 'Stretch your arms out wide: your arm span is about the same as how tall you are.' },
    },
  ],
  deeper: {
    title: 'Gesture, Structure and Proportion',
    content: 'Figure-drawing classes often begin with short gesture poses, timed in seconds, to train the eye to see movement before detail. Longer poses build structure. Artists think of the ribcage and pelvis as solid forms that turn in space, and they use landmarks such as the collarbones, the knees and the ankle bones. Proportion systems measure in head lengths. The Vitruvian Man, drawn by Leonardo da Vinci, illustrates the classical idea that the arm span equals the height. Real people vary, and children\'s heads are larger relative to their bodies, so artists always check against the model in front of them.',
    funFact: { title: 'Old rules', text: 'Artists have studied human proportions for thousands of years, since ancient Egypt and Greece.' },
  },
  glossary: [
    { term: 'Proportion', say: 'pruh-POR-shun', definition: 'How big each part is compared with the others.' },
    { term: 'Gesture', say: 'JES-cher', definition: 'A quick line or drawing that shows how a body moves.' },
    { term: 'Sketch', say: 'SKECH', definition: 'A quick, light drawing.' },
    { term: 'Oval', say: 'OH-vul', definition: 'A stretched circle, like an egg.' },
  ],
  tryIt: [{
    title: 'Shape Person',
    description: 'Build a person from shapes.',
    steps: [
      'Draw a circle for the head.',
      'Draw a big oval under it for the body.',
      'Add two lines for arms and two for legs.',
      'Put the eyes in the middle of the head. Add a smile and hair!',
    ],
    note: 'Now draw someone in your family the same way.',
    bands: ['3-5'],
  }, {
    title: 'One-Minute Poses',
    description: 'Draw people fast, the way art classes do.',
    steps: [
      'Ask a family member to hold a pose for one minute: reaching, sitting, running on the spot.',
      'Draw one wiggly gesture line first, then add shapes for head, chest and hips.',
      'Do five quick poses, then one longer five-minute drawing.',
      'Check the proportions: are the eyes halfway down the head? Is the arm span about the height?',
    ],
    note: 'Quick drawings are meant to be messy. They train your eye.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'A snowman first', content: 'Drawing a person is like building a snowman: first the big round shapes, then the arms, then the face.' },
  ],
  realWorld: [
    { title: 'Cartoons and comics', content: 'Cartoonists build characters from simple shapes so they can draw them again and again.' },
  ],
  engaging: [
    { question: 'How is drawing a running person different from drawing a standing one?', context: 'Think about leaning and bent legs.' },
    { question: 'Where are your eyes on your head?', context: 'Feel with your fingers, then check in a mirror.' },
  ],
  quiz: [
    {
      question: 'What shape can you start a head with?', right: 'A circle', wrong: ['A star', 'A heart'],
      skill: 'recall', support: ['circle for the head', 'oval for the head', 'The head is an oval', 'an oval head'],
    },
    {
      question: 'Where do the eyes go on a face?', right: 'About halfway down the head', wrong: ['At the very top of the head', 'Down by the chin'],
      skill: 'recall', support: ['Eyes go in the middle of the head', 'halfway down', 'midpoint'],
    },
    {
      question: 'Your arm span is about the same as what?', right: 'Your height', wrong: ['Your foot', 'Your hand'],
      skill: 'recall', bands: ['6-8', '9-12', '13+'], support: ['arm span is about the same', 'arm span about equal to height', 'arm span equals the height'],
    },
  ],
  sources: [
    {
      claim: 'Drawing the human figure is a basic discipline of art training: artists study from life, begin with gesture drawings that capture movement and build the figure from simple volumes, using proportions measured in head lengths (children\'s heads are larger relative to the body). Artists have studied human proportions since ancient Egypt and Greece.',
      title: 'Britannica: drawing (art)',
      url: 'https://www.britannica.com/art/drawing-art',
      read: READ,
      authority: 'reference',
    },
    BRITANNICA_LEONARDO,
  ],
  simplifications: ['"Eyes halfway down the head" and "arm span equals height" are artists\' rules of thumb; real people vary.'],
  related: ['portraits', 'comics', 'color-mixing'],
  links: [britannica('drawing'), SITES.smithsonian],
};

const orchestra: KidEntry = {
  id: 'orchestra',
  module: 'Music Fundamentals',
  question: 'What is an orchestra?',
  title: 'What Is an Orchestra?',
  blurb: 'A big team of musicians in four instrument families, led by a conductor.',
  triggers: [['orchestra'], ['orchestras'], ['symphony'], ['conductor', 'music'], ['conductor', 'orchestra'], ['conductor', 'baton'], ['conductor', 'do'], ['instrument', 'family'], ['instrument', 'families'], ['string', 'section']],
  quickAnswer: {
    '3-5': 'An orchestra is a big group of musicians. They play music together. Some play violins. Some blow horns. Some bang drums! A leader waves a stick to help them play together.',
    '6-8': 'An orchestra is a big group of people who play music together. Some play strings, like violins. Some blow into woodwinds or brass horns. Some hit drums. The string players are the biggest group. A leader stands in front and waves a stick. The leader, called the conductor, shows when to play, how fast and how loud.',
    '9-12': 'An orchestra is a large group of instrumental musicians. A symphony orchestra can have about 100 players. They sit in four sections: strings, woodwinds, brass and percussion. The conductor keeps the beat with a baton and shapes the music, like how loud or gentle each part should be. Each section adds its own colour of sound, and together they can sound like one giant instrument.',
    '13+': 'A symphony orchestra is a large ensemble built around four sections. Strings are violins, violas, cellos and double basses. Woodwinds are flutes, oboes, clarinets and bassoons. Brass are horns, trumpets, trombones and tuba. Percussion includes timpani and more. Orchestras began in Europe in the 1600s and took their modern shape in the 1700s and 1800s. Composers then wrote symphonies and concertos for larger and larger forces. The conductor sets tempo, balances the sections and interprets the score.',
  },
  takeaways: {
    little: ['An orchestra is a big music group.', 'They play violins, horns and drums.', 'A leader helps them play together.'],
    young: ['Orchestras have four instrument families.', 'The strings are the biggest group.', 'The conductor leads the music.'],
    older: ['A symphony orchestra can have about 100 players.', 'Strings, woodwinds, brass and percussion each add their own sound.', 'The conductor shapes tempo and balance.'],
  },
  sections: [
    {
      title: 'Four Instrument Families',
      little: 'Strings have strings to play. Woodwinds and brass are blown. Drums are hit. Four families, one big band!',
      young: 'Strings, like violins, are played with a bow or plucked. Woodwinds, like flutes, and brass, like trumpets, are blown. Percussion, like drums, is hit or shaken.',
      older: 'Each family makes sound differently: strings vibrate, woodwinds and brass vibrate a column of air, and percussion is struck. Woodwinds use a reed or an edge, while brass players buzz their lips into a mouthpiece.',
      funFact: { title: 'Wooden? Not always', text: 'Flutes are woodwinds even though most modern flutes are made of metal.' },
    },
    {
      title: 'The Conductor',
      little: 'The leader is called a conductor. The conductor waves a little stick. It shows when to play fast or slow, loud or soft.',
      young: 'The conductor stands in front of the orchestra and faces the players. With a thin stick called a baton, the conductor shows the beat, when to start, and how loud or soft to play.',
      older: 'The conductor beats time with a baton, cues entrances and balances the sections so no part drowns out another. In rehearsals, the conductor decides how the piece should be played.',
      funFact: { title: 'No sound', text: 'The conductor is the only person on stage who makes no sound at all!' },
    },
    {
      title: 'Where Everyone Sits',
      young: 'Strings sit at the front, near the conductor. Woodwinds sit in the middle. Brass and percussion sit at the back, because they are loud!',
      older: 'A typical layout places strings in a fan around the conductor, woodwinds behind them, and brass and percussion at the back. Quieter instruments sit closer to the audience so they can be heard.',
      funFact: { title: 'Tuning up', text: 'Before a concert, an oboe plays one note, and everyone tunes to it.' },
    },
  ],
  deeper: {
    title: 'Growth of the Symphony Orchestra',
    content: 'The word orchestra comes from ancient Greek theatre, where it meant the space in front of the stage for the chorus. Orchestras began in Europe in the 1600s and took their modern shape in the 1700s and 1800s. They began with string groups and a keyboard player. Composers added woodwinds and horns, then trumpets, trombones and timpani. By the 1800s, composers wrote for huge orchestras to get new colours and power. Conducting with a baton became a separate role. Orchestration, the art of choosing which instruments play which lines, is as important to the sound as the melody itself.',
    funFact: { title: 'A dancing floor', text: 'In ancient Greek theatres, the orchestra was the space where the chorus sang and danced.' },
  },
  glossary: [
    { term: 'Orchestra', say: 'OR-kuh-struh', definition: 'A large group of musicians playing many instruments together.' },
    { term: 'Conductor', say: 'kun-DUK-ter', definition: 'The leader who guides an orchestra as it plays.' },
    { term: 'Baton', say: 'buh-TON', definition: 'The thin stick a conductor uses to show the beat.' },
    { term: 'Percussion', say: 'per-KUSH-un', definition: 'Instruments you hit or shake, like drums.' },
  ],
  tryIt: [{
    title: 'Kitchen Orchestra',
    description: 'Make a little orchestra at home.',
    steps: [
      'Find safe things that make sounds: a pot and a wooden spoon, a box of rice, a rubber band on a box.',
      'Give one to each person.',
      'One person is the conductor and waves a spoon.',
      'Play loud when the spoon goes up and soft when it goes down!',
    ],
    note: 'Ask a grown-up which kitchen things are safe to use.',
    bands: ['3-5'],
  }, {
    title: 'Listen for the Families',
    description: 'Hear each section of an orchestra.',
    steps: [
      'With a grown-up, find a recording of an orchestra playing a piece for young listeners.',
      'Listen for the strings, then the woodwinds, brass and percussion.',
      'Raise one finger for strings, two for woodwinds, three for brass and four for percussion when each stands out.',
      'Try conducting along: beat the time and show loud and soft with your hands.',
    ],
    note: 'Many orchestras run free family concerts: ask at a library or concert hall.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'A sports team', content: 'An orchestra is like a team: every player has a position, and the conductor is the coach who helps them work together.' },
  ],
  realWorld: [
    { title: 'Film music', content: 'Many film soundtracks are played by orchestras.' },
  ],
  engaging: [
    { question: 'Which orchestra family would you like to join?', context: 'Do you want to blow, bow, pluck or hit?' },
    { question: 'Why do you think orchestras need a conductor?', context: 'Think about what would happen with nobody keeping the beat.' },
  ],
  quiz: [
    {
      question: 'Who leads an orchestra?', right: 'The conductor', wrong: ['The drummer', 'The audience'],
      skill: 'recall', support: ['called a conductor', 'A conductor stands in front', 'The conductor', 'conductor'],
    },
    {
      question: 'What does a conductor hold?', right: 'A thin stick', wrong: ['A big drum', 'A microphone'],
      skill: 'recall', support: ['waves a little stick', 'waves a stick', 'thin stick called a baton', 'baton'],
    },
    {
      question: 'Which family is the biggest in an orchestra?', right: 'The strings', wrong: ['The brass', 'The percussion'],
      skill: 'recall', bands: ['6-8', '9-12', '13+'], support: ['string players are the biggest group', 'The strings are the biggest group', 'strings in a fan around the conductor'],
    },
  ],
  sources: [
    {
      claim: 'An orchestra is a large ensemble of instrumentalists; the modern symphony orchestra has four sections (strings, woodwinds, brass and percussion), with strings the largest section, and can number about 100 players or more. The orchestra developed in Europe in the 1600s, 1700s and 1800s, adding woodwinds, horns, trumpets, trombones and timpani; a conductor with a baton directs tempo and balance. The word comes from the orchestra of ancient Greek theatre, the space in front of the stage where the chorus sang and danced. Before a concert, orchestras tune to a note given by the oboe.',
      title: 'Britannica: orchestra',
      url: 'https://www.britannica.com/art/orchestra',
      read: READ,
      authority: 'reference',
    },
  ],
  related: ['music-instruments', 'melody', 'rhythm'],
  links: [britannica('orchestra'), SITES.smithsonian],
};

const melody: KidEntry = {
  id: 'melody',
  module: 'Music Fundamentals',
  question: 'What is a melody?',
  title: 'What Is a Melody?',
  blurb: 'The tune of a song: notes going up and down in a pattern.',
  triggers: [['melody'], ['melodies'], ['melodic'], ['tune'], ['tunes'], ['catchy', 'song'], ['hum', 'song']],
  quickAnswer: {
    '3-5': 'A melody is the tune of a song. It is the part you can hum. The notes go up high and down low. Hum your favorite song. That is a melody!',
    '6-8': 'A melody is the tune of a piece of music, the part you can sing or hum. It is a row of notes, one after another. Some notes are high and some are low. Some are long and some are short. The way the notes go up, down and repeat makes the melody easy to remember.',
    '9-12': 'A melody is a series of musical notes heard as one tune. Two things shape it: pitch, how high or low each note is, and rhythm, how long each note lasts. Melodies move by small steps or bigger leaps. Most are built from phrases, like sentences in music, and often repeat ideas so they are easy to remember. Harmony is what plays underneath the melody.',
    '13+': 'A melody is a succession of pitches in rhythm that the listener hears as a coherent whole. Its shape, or contour, rises and falls. It moves by conjunct steps and disjunct leaps, usually within a scale. Melodies are organized into phrases and cadences, points of rest, much like sentences and punctuation. Repetition and variation of short motifs make a melody memorable. Melody is the horizontal line of music, while harmony is the vertical stack of notes sounding together.',
  },
  takeaways: {
    little: ['A melody is the tune of a song.', 'It is the part you can hum.', 'Notes go up and down.'],
    young: ['A melody is a row of notes.', 'Notes can be high or low, long or short.', 'Repeating parts make a melody easy to remember.'],
    older: ['A melody combines pitch and rhythm.', 'Melodies are built from phrases.', 'Harmony supports the melody.'],
  },
  sections: [
    {
      title: 'Up and Down',
      little: 'Sing "la" low, like a bear. Now sing "la" high, like a bird. A melody goes up and down like that!',
      young: 'Every note in a melody has a pitch: how high or low it sounds. A melody might climb up like stairs, then jump down. You can draw its shape in the air with your hand.',
      older: 'The shape of a melody is called its contour. Moving by step, to the next note, sounds smooth. Jumping by a leap sounds bold. Many melodies rise to a high point and then settle back down.',
      funFact: { title: 'Draw a song', text: 'Try drawing a line that goes up and down as you hum. You are drawing the melody\'s shape!' },
    },
    {
      title: 'Long and Short',
      little: 'Some notes are short: ta, ta. Some notes are long: taaaa. Long and short notes make a tune fun.',
      young: 'Notes in a melody can be short and quick or long and slow. Clap the rhythm of "Twinkle, Twinkle, Little Star". Now hum it. That mix of high, low, long and short is the melody.',
      older: 'Rhythm gives a melody its movement. The same pitches with a different rhythm can sound like a new tune. Composers often change rhythm to make a familiar melody feel fresh.',
      funFact: { title: 'Same tune, new words', text: '"Twinkle, Twinkle, Little Star" and the alphabet song share the same melody.' },
    },
    {
      title: 'Why Tunes Stick',
      young: 'Melodies often repeat a short pattern. Repeating helps your brain remember the tune, which is why you can sing songs you heard long ago.',
      older: 'Most melodies are made of phrases that answer each other, like a question and a reply. Repeated patterns, called motifs, make a tune memorable. That is also why some tunes get stuck in your head.',
      funFact: { title: 'Earworms', text: 'A tune that keeps playing in your head is sometimes called an earworm.' },
    },
  ],
  deeper: {
    title: 'Contour, Motif and Harmony',
    content: 'Music theory describes melody with several terms. Range is the distance from the lowest to the highest note. Contour is the overall shape. Intervals are the distances between notes, either steps or leaps. Melodies usually draw on a scale, such as major or minor, which gives them their mood. A motif is a short idea, like the famous four-note opening of a symphony. Composers repeat, invert and vary motifs. Phrases end in cadences that sound open or closed. Harmony, the chords beneath a melody, can change how the same notes feel.',
    funFact: { title: 'Four notes', text: 'A melody can be built from a tiny motif of just a few notes, repeated and changed.' },
  },
  glossary: [
    { term: 'Melody', say: 'MEL-uh-dee', definition: 'The tune of a song: notes one after another.' },
    { term: 'Pitch', say: 'PICH', definition: 'How high or low a sound is.' },
    { term: 'Tune', say: 'TOON', definition: 'Another word for a melody.' },
    { term: 'Harmony', say: 'HAR-muh-nee', definition: 'Notes played together underneath or alongside a melody.' },
  ],
  tryIt: [{
    title: 'Hum and Move',
    description: 'Show a melody with your body.',
    steps: [
      'Hum a song you know with a grown-up.',
      'When the tune goes high, reach up tall.',
      'When it goes low, crouch down small.',
      'Make up your own little tune and move to it!',
    ],
    note: 'There are no wrong notes when you make up a tune.',
    bands: ['3-5'],
  }, {
    title: 'Write a Five-Note Melody',
    description: 'Compose a tiny tune.',
    steps: [
      'Use a keyboard app, a xylophone or your voice.',
      'Pick five notes next to each other and play them in a new order.',
      'Give some notes long beats and some short beats.',
      'Repeat your first idea at the end, so the melody sounds finished.',
      'Draw the contour: a line going up and down with the notes.',
    ],
    note: 'Ending on the note you started with often makes a tune sound complete.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'A path for your voice', content: 'A melody is like a path through hills: it goes up, down and along, and you can walk it again and again.' },
  ],
  realWorld: [
    { title: 'Ringtones and jingles', content: 'Doorbells, ringtones and adverts use short melodies so you remember them.' },
  ],
  engaging: [
    { question: 'What melody do you hum the most?', context: 'Why do you think it stuck in your head?' },
    { question: 'Can the same melody feel happy and sad?', context: 'Try humming it fast, then slow.' },
  ],
  quiz: [
    {
      question: 'What is a melody?', right: 'The tune of a song', wrong: ['The loudness of a song', 'The name of a song'],
      skill: 'vocabulary', support: ['A melody is the tune', 'melody is the tune', 'heard as one tune', 'succession of pitches'],
    },
    {
      question: 'What do the notes of a melody do?', right: 'Go up and down', wrong: ['Stay on one note', 'Get louder only'],
      skill: 'recall', support: ['go up high and down low', 'goes up and down', 'Notes go up and down', 'rises and falls', 'climb up'],
    },
    {
      question: 'What is pitch?', right: 'How high or low a note is', wrong: ['How long the song is', 'How many singers there are'],
      skill: 'vocabulary', bands: ['6-8', '9-12', '13+'], support: ['how high or low'],
    },
  ],
  sources: [
    {
      claim: 'A melody is an aesthetic product of a succession of musical tones perceived as a unit, organized by pitch and rhythm; melodies have contour, move by steps and leaps within a scale, are built of phrases ending in cadences and are developed from short motifs through repetition and variation; harmony is the simultaneous sounding of tones that supports a melody. The alphabet song and "Twinkle, Twinkle, Little Star" share one traditional melody.',
      title: 'Britannica: melody',
      url: 'https://www.britannica.com/art/melody',
      read: READ,
      authority: 'reference',
    },
  ],
  simplifications: ['For 3-5 and 6-8, a melody is "the part you can hum"; 9-12 and up add rhythm, phrases and harmony.'],
  related: ['rhythm', 'read-music', 'why-sing'],
  links: [britannica('melody'), SITES.smithsonian],
};

const whySing: KidEntry = {
  id: 'why-sing',
  module: 'Music Fundamentals',
  question: 'Why do people sing?',
  title: 'Why Do People Sing?',
  blurb: 'Singing to share feelings, to celebrate, to soothe babies and to feel close.',
  triggers: [['why', 'people', 'sing'], ['why', 'we', 'sing'], ['why', 'humans', 'sing'], ['why', 'sing'], ['singing'], ['how', 'sing'], ['sing', 'voice'], ['lullaby'], ['lullabies'], ['choir'], ['sing', 'together']],
  quickAnswer: {
    '3-5': 'People sing because it feels good! We sing when we are happy. We sing lullabies to help babies sleep. We sing together at parties. Singing is a way to share feelings.',
    '6-8': 'People sing to share feelings, to have fun and to feel close to each other. Parents sing lullabies to calm babies. Friends sing at birthdays and games. People sing while they work, to tell stories and to pray. Every culture in the world has songs. Singing together can make a group feel like a team.',
    '9-12': 'Singing is found in every human culture. Scientists who compared songs from hundreds of societies found lullabies, dance songs, healing songs and love songs everywhere. People sing to express feelings, celebrate, comfort babies, tell stories, worship and keep a steady pace while working. Singing together in time can help a group bond quickly. Your voice makes the sound: air from your lungs makes your vocal folds vibrate.',
    '13+': 'Song appears to be a human universal. A 2019 study in Science analyzed music from 315 societies and found song in every one. Songs with similar uses, such as lullabies, dance songs and healing songs, shared features across cultures. Singing serves emotional expression, social bonding, storytelling, ritual and coordination of work. Research on choirs suggests that singing together can build social closeness quickly. Physically, singing controls breath pressure from the lungs and vibration of the vocal folds in the larynx.',
  },
  takeaways: {
    little: ['Singing helps us share feelings.', 'Lullabies help babies sleep.', 'Singing together is fun.'],
    young: ['Every culture has songs.', 'People sing to celebrate, calm and work together.', 'Singing together can make a group feel like a team.'],
    older: ['Song is found in every human culture.', 'Similar kinds of songs appear around the world.', 'Singing together helps people bond.'],
  },
  sections: [
    {
      title: 'Songs for Feelings',
      little: 'Happy? Sing a bouncy song! Sad? A slow song can help. Songs help us show how we feel.',
      young: 'Songs can be happy, sad, silly or brave. Singing lets you show a feeling out loud, even one that is hard to say in plain words.',
      older: 'Singing is a powerful way to express emotion. Melody, rhythm and words together can carry joy, grief or hope. Many people sing to lift their mood or to get through something hard.',
      funFact: { title: 'Sing it out', text: 'Many people feel calmer or happier after singing a favourite song.' },
    },
    {
      title: 'Songs Around the World',
      little: 'Mums and dads sing to babies everywhere. Shh, shh, time to sleep. That song is a lullaby.',
      young: 'All over the world, people sing lullabies to babies, dance songs at parties and songs to tell old stories. The words are different, but the reasons are often the same.',
      older: 'Researchers comparing songs from many societies found that lullabies tend to be slow and soothing, while dance songs are fast and rhythmic, in every part of the world.',
      funFact: { title: 'Lullabies everywhere', text: 'Lullabies are sung to babies in cultures all over the world.' },
    },
    {
      title: 'Singing Together',
      young: 'Singing in a group, like a choir or a class, feels special. Everyone breathes and sings at the same time. It can make a group of strangers feel like friends.',
      older: 'When people sing in time together, they breathe and move in step. Studies of choirs found that singing together helped new members feel close quickly. This may be one reason songs are part of sports, ceremonies and celebrations.',
      funFact: { title: 'Work songs', text: 'Sailors and farm workers once sang work songs to pull and dig in time together.' },
    },
  ],
  deeper: {
    title: 'Song as a Human Universal',
    content: 'Researchers led by Samuel Mehr built a database of songs from 315 societies. Song was present in all of them and was used for infant care, healing, dance and love, among other purposes. Songs with the same function shared acoustic features across cultures: lullabies were slower and smoother, and dance songs faster and more rhythmic. Other studies of community choirs found fast social bonding among singers. The physiology is the same everywhere. The breath supplies pressure, the vocal folds vibrate to set pitch, and the throat, mouth and nose shape the tone.',
    funFact: { title: 'Your body is the instrument', text: 'Singers control pitch by changing how tightly their vocal folds are stretched.' },
  },
  glossary: [
    { term: 'Lullaby', say: 'LUL-uh-by', definition: 'A soft, gentle song to help a baby sleep.' },
    { term: 'Choir', say: 'KWY-er', definition: 'A group of people who sing together.' },
    { term: 'Vocal folds', say: 'VOH-kul fohldz', definition: 'Two bands in your throat that vibrate to make your voice.' },
    { term: 'Culture', say: 'KUL-cher', definition: 'The way of life, songs and customs of a group of people.' },
  ],
  tryIt: [{
    title: 'Feelings Song',
    description: 'Sing a song in different moods.',
    steps: [
      'Pick a song you know with a grown-up.',
      'Sing it in a happy, bouncy way.',
      'Now sing it slow and sleepy, like a lullaby.',
      'Which way did you like best?',
    ],
    note: 'Sing a lullaby to a teddy at bedtime.',
    bands: ['3-5'],
  }, {
    title: 'Family Song Survey',
    description: 'Find out why the people you know sing.',
    steps: [
      'Ask three family members or friends what songs they remember from childhood.',
      'Ask when they sang them: at bedtime, at parties, at school, at work?',
      'Sort the songs by purpose: calming, celebrating, storytelling, fun.',
      'Teach one song to someone else and sing it together.',
    ],
    note: 'Notice how singing together feels compared with singing alone.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'A feelings messenger', content: 'A song is like a messenger that carries a feeling from one person to another.' },
  ],
  realWorld: [
    { title: 'Stadiums and birthdays', content: 'Crowds sing at sports games and families sing at birthdays: singing brings people together.' },
  ],
  engaging: [
    { question: 'When do you like to sing?', context: 'In the bath, in the car, with friends?' },
    { question: 'Why do you think lullabies are slow and soft?', context: 'Think about what a sleepy baby needs.' },
  ],
  quiz: [
    {
      question: 'What is a song that helps babies sleep?', right: 'A lullaby', wrong: ['A marching song', 'A cheer'],
      skill: 'vocabulary', support: ['lullaby', 'lullabies'],
    },
    {
      question: 'Why do people often sing together?', right: 'To feel close', wrong: ['To get taller', 'To stop the rain'],
      skill: 'cause-effect', support: ['We sing together at parties', 'feel close', 'bond', 'feel like a team', 'social closeness'],
    },
    {
      question: 'Which cultures have songs?', right: 'Every culture in the world', wrong: ['Only a few big countries', 'Only places with radios'],
      skill: 'recall', bands: ['6-8', '9-12', '13+'], support: ['Every culture in the world has songs', 'found in every human culture', 'song in every one'],
    },
  ],
  sources: [
    {
      claim: 'Mehr and colleagues (Samuel Mehr, Science, 2019) built a cross-cultural database of music from 315 societies and found song in every one; songs with the same behavioural function, such as lullabies (infant care), dance songs, healing songs and love songs, shared acoustic features across cultures (lullabies slower and smoother, dance songs faster and more rhythmic).',
      title: 'Mehr S. A. et al. (2019). Universality and diversity in human song. Science 366(6468).',
      url: 'https://doi.org/10.1126/science.aax0868',
      read: READ,
      authority: 'peer-reviewed',
    },
    {
      claim: 'In a study of adult community classes, singing classes produced faster social bonding among new members than non-singing classes (the "ice-breaker effect"); research on choirs suggests singing together builds social closeness.',
      title: 'Pearce E., Launay J. and Dunbar R. I. M. (2015). The ice-breaker effect: singing mediates fast social bonding. Royal Society Open Science 2(10).',
      url: 'https://doi.org/10.1098/rsos.150221',
      read: READ,
      authority: 'peer-reviewed',
    },
  ],
  simplifications: ['For 3-5, "singing is a way to share feelings" stands for the many functions of song (bonding, soothing, celebrating).'],
  related: ['music-feelings', 'melody', 'hearing-sounds'],
  links: [britannica('song'), SITES.smithsonian],
};

const dance: KidEntry = {
  id: 'dance',
  module: 'Physical Movement',
  question: 'What is dance?',
  title: 'What Is Dance?',
  blurb: 'Moving your body to rhythm and music, to tell stories and have fun.',
  triggers: [['dance'], ['dances'], ['dancing'], ['dancer'], ['dancers'], ['ballet'], ['hip', 'hop'], ['breakdanc*'], ['tap', 'danc*']],
  quickAnswer: {
    '3-5': 'Dance is moving your body to music. You can spin, hop, sway and clap. Dancing is fun! It is also a way to show how you feel.',
    '6-8': 'Dance is moving your body in a rhythm, usually to music. People dance to have fun and to celebrate. They dance to tell stories and to show feelings. There are many kinds, like ballet, hip hop, tap and folk dances. Dancing is also great exercise for your heart and muscles.',
    '9-12': 'Dance is moving the body in a rhythm, usually to music. People dance to show ideas or feelings, or just because moving is fun. Every culture has dances, for parties, ceremonies, stories and fun. Styles range from ballet, with its trained positions, to hip hop, tap and folk dances. Dancers practise balance, strength, flexibility and timing. Dancing also makes your heart work harder.',
    '13+': 'Dance is the rhythmic movement of the body within a space, usually to music, to express emotion, tell a story, mark a ritual or simply for pleasure. It exists in every known culture. Theatrical forms include ballet, which grew from Italian Renaissance court entertainments and developed in France, and modern and contemporary dance. Social and folk forms range from hip hop to traditional dances. Choreographers design sequences of movement. Physically, dance builds cardiovascular fitness, strength, flexibility and coordination.',
  },
  takeaways: {
    little: ['Dance is moving to music.', 'You can spin, hop and sway.', 'Dancing shows how you feel.'],
    young: ['People dance for fun, stories and feelings.', 'There are many kinds of dance.', 'Dancing is good exercise.'],
    older: ['Every culture has dance.', 'Styles include ballet, hip hop, tap and folk.', 'Dance builds fitness, balance and timing.'],
  },
  sections: [
    {
      title: 'Moving to the Music',
      little: 'Listen to the music. Is it fast? Jump and wiggle! Is it slow? Sway like a tree in the wind.',
      young: 'Dancers listen closely to music. They move faster when the beat is fast and slower when it is slow. Clapping and stepping on the beat is a great way to start.',
      older: 'Dance is built on rhythm. Dancers count beats, match steps to the music and use changes in speed and energy to show different moods.',
      funFact: { title: 'Babies bop', text: 'Even babies often bounce and wiggle when they hear music with a beat.' },
    },
    {
      title: 'Dances Everywhere',
      little: 'People dance all over the world. Some dance in a circle. Some dance on their toes. Some dance in a line!',
      young: 'People dance at weddings, festivals and parties. Ballet dancers spin on their toes. Tap dancers click their shoes. Hip hop dancers pop and lock. Many families have their own special dances.',
      older: 'Dance forms vary a lot. Ballet has turned-out legs and dancing on the toes. Tap has clicking footwork. Hip hop has breaking and popping. Folk dances pass down a community\'s history.',
      funFact: { title: 'Dancing stories', text: 'Some dances tell whole stories without a single spoken word.' },
    },
    {
      title: 'Dance Is Exercise',
      young: 'Dancing makes your heart beat faster and your muscles stronger. It helps your balance, too. And it is fun, so you want to keep doing it!',
      older: 'Dancing is active play that gets you breathing harder. It builds heart fitness, strength, flexibility and coordination. Warm up first, and stop if anything hurts.',
      funFact: { title: 'Athletes too', text: 'Dancers train as hard as many athletes, practising for hours each week.' },
    },
  ],
  deeper: {
    title: 'Choreography, Culture and the Body',
    content: 'Choreography is the art of designing dance: choosing steps, their order, timing, spacing and dynamics. Ballet developed from court entertainments in Renaissance Italy and was codified in France, which is why its terms, like plié and pirouette, are French. Modern dance in the 1900s rejected ballet\'s rules in favour of natural and expressive movement. Social and street dances, like hip hop, grew in communities and spread worldwide. Anthropologists study dance as a record of culture. Physiologists note its fitness benefits, which are why dance is often recommended as a fun way to stay active.',
    funFact: { title: 'French words', text: 'Ballet steps have French names, like plié (bend) and jeté (throw).' },
  },
  glossary: [
    { term: 'Dance', say: 'DANSS', definition: 'Moving your body to rhythm or music.' },
    { term: 'Rhythm', say: 'RITH-um', definition: 'A steady pattern of beats in music.' },
    { term: 'Ballet', say: 'bal-AY', definition: 'A style of dance with graceful, trained steps, often on tiptoe.' },
    { term: 'Choreographer', say: 'kor-ee-OG-ruh-fer', definition: 'A person who makes up dances.' },
  ],
  tryIt: [{
    title: 'Freeze Dance',
    description: 'Dance and freeze like a statue.',
    steps: [
      'A grown-up plays music.',
      'Dance any way you like!',
      'When the music stops, freeze like a statue.',
      'When it starts again, dance a new way: like a frog, a bird or a robot.',
    ],
    note: 'Clear a space so nobody bumps into furniture.',
    bands: ['3-5'],
  }, {
    title: 'Make Up a Dance',
    description: 'Be a choreographer.',
    steps: [
      'Pick a song you like and clap its beat.',
      'Make up four moves: a step, a turn, a jump and an arm move.',
      'Put them in an order that fits eight counts, and repeat.',
      'Teach your dance to a friend or family member.',
    ],
    note: 'Warm up first, dance on a non-slip floor, and stop if anything hurts.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'Talking with your body', content: 'Dance is like talking without words: your arms, legs and face tell the story.' },
  ],
  realWorld: [
    { title: 'Celebrations', content: 'Weddings, festivals and birthday parties around the world often include dancing.' },
  ],
  engaging: [
    { question: 'How would you dance a happy feeling? A sleepy one?', context: 'Try it and see how your body changes.' },
    { question: 'What dances does your family know?', context: 'Ask a grown-up to teach you one.' },
  ],
  quiz: [
    {
      question: 'What is dance?', right: 'Moving your body to music', wrong: ['Sitting very still', 'Reading a music book'],
      skill: 'vocabulary', support: ['Dance is moving your body to music', 'Dance is moving your body in a rhythm', 'rhythmic movement of the body', 'Dance is moving to music', 'Dance is moving the body in a rhythm'],
    },
    {
      question: 'Why do people dance?', right: 'For fun and to show feelings', wrong: ['To make it rain', 'To grow taller fast'],
      skill: 'cause-effect', support: ['way to show how you feel', 'to have fun', 'express', 'show feelings', 'Dancing shows how you feel'],
    },
    {
      question: 'What does dancing do for your body?', right: 'Makes your heart and muscles work', wrong: ['Makes your bones soft', 'Makes you sleepy all day'],
      skill: 'cause-effect', bands: ['6-8', '9-12', '13+'], support: ['great exercise for your heart and muscles', 'makes your heart work harder', 'Dancing also makes your heart work harder', 'builds heart fitness', 'cardiovascular fitness'],
    },
  ],
  sources: [
    {
      claim: 'Dance is the movement of the body in a rhythmic way, usually to music and within a given space, for the purpose of expressing an idea or emotion, releasing energy or simply taking delight in the movement itself; it is found in all known cultures, for ritual, celebration, storytelling and social life. Ballet developed from court entertainments of the Italian Renaissance (Renaissance Italy) and was codified in France, so its terms are French (plié, jeté, pirouette); modern dance of the 1900s (20th century) rejected ballet\'s conventions; hip hop and other social and folk dances grew in communities. Choreography is the art of designing dances.',
      title: 'Britannica: dance',
      url: 'https://www.britannica.com/art/dance',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'Dancing counts as moderate- to vigorous-intensity aerobic physical activity for children and adolescents, which strengthens the heart and muscles and improves fitness.',
      title: 'CDC: Physical Activity Guidelines for School-Aged Children and Adolescents',
      url: 'https://www.cdc.gov/physical-activity-basics/guidelines/children.html',
      read: READ,
      authority: 'public-health',
      asOf: '2026-11',
    },
  ],
  related: ['rhythm', 'exercise', 'yoga'],
  links: [britannica('dance'), SITES.kidsHealth],
};

const yoga: KidEntry = {
  id: 'yoga',
  module: 'Physical Movement',
  question: 'What is yoga?',
  title: 'What Is Yoga?',
  blurb: 'Poses, breathing and calm: an old practice from India.',
  triggers: [['yoga'], ['yoga', 'pose'], ['yoga', 'poses'], ['asana'], ['asanas'], ['downward', 'dog'], ['tree', 'pose'], ['cobra', 'pose']],
  quickAnswer: {
    '3-5': 'Yoga is a way to move and breathe. You hold fun poses. Stand like a tree! Stretch like a cat! Then you breathe slowly and feel calm.',
    '6-8': 'Yoga began in India long ago. You hold poses, breathe slowly and rest. Many poses are named after animals and plants, like cat, cobra and tree. Yoga can help you feel strong, bendy and calm. Move gently and never push into pain.',
    '9-12': 'Yoga began in ancient India as a spiritual practice. Today many people do it as exercise. A yoga session mixes poses, called asanas, with slow breathing and rest or quiet thinking. Holding poses builds strength, balance and flexibility. Slow breathing can help you feel calmer. Go at your own pace: yoga is not a contest, and a pose should never hurt.',
    '13+': 'Yoga is a family of practices that began in ancient India as a spiritual and philosophical discipline. The modern exercise form centres on physical postures (asanas), breath control (pranayama) and meditation or relaxation. Health agencies describe yoga as a mind and body practice. It can improve balance, flexibility and strength, and it may help with stress. Poses should be adapted to the body: injuries come mostly from forcing positions. Beginners do best with a qualified teacher.',
  },
  takeaways: {
    little: ['Yoga is moving and breathing.', 'Stand like a tree, stretch like a cat!', 'Breathe slowly and feel calm.'],
    young: ['Yoga began in India long ago.', 'It mixes poses, breathing and relaxing.', 'Move gently, never into pain.'],
    older: ['Yoga combines postures, breathing and relaxation.', 'It builds strength, balance and flexibility.', 'Go at your own pace; a pose should never hurt.'],
  },
  sections: [
    {
      title: 'Animal Poses',
      little: 'Get on your hands and knees. Round your back like a cat. Now drop your tummy like a cow. Meow, moo!',
      young: 'Many yoga poses are named after animals. In cat pose, you round your back. In cobra pose, you lie on your tummy and lift your chest like a snake. In tree pose, you balance on one leg.',
      older: 'Poses, or asanas, include standing poses like tree, stretches like cat and cow, gentle backbends like cobra and restful poses like child\'s pose. Each works different muscles and challenges balance or flexibility.',
      funFact: { title: 'Tree pose', text: 'In tree pose you stand on one foot. Looking at one spot helps you balance.' },
    },
    {
      title: 'Slow Breathing',
      little: 'Breathe in through your nose. Fill your tummy like a balloon. Breathe out slowly. Ahhh. Calm!',
      young: 'Yoga uses slow, deep breaths. Breathing in slowly and out even more slowly can help your body relax. You can do it any time you feel worried or grumpy.',
      older: 'Breath control is a core part of yoga. Slow breathing, especially with a long out-breath, can help the body shift toward a calmer state, which is why it is used for relaxation.',
      funFact: { title: 'Balloon belly', text: 'Put a hand on your tummy and watch it rise as you breathe in deeply.' },
    },
    {
      title: 'Be Kind to Your Body',
      young: 'In yoga, you only stretch as far as feels good. If something hurts, stop. Every body is different, and that is okay.',
      older: 'Yoga is not about forcing your body into shapes. Move slowly, keep breathing and stop if you feel pain. Learning from a trained teacher, or a grown-up with a good guide, helps you do poses safely.',
      funFact: { title: 'Not a contest', text: 'In yoga, there is no winner: each person works at their own level.' },
    },
  ],
  deeper: {
    title: 'Asana, Pranayama and the Evidence',
    content: 'Classical yoga, described in ancient Indian texts, was a path of mental discipline and meditation. Physical postures became central much later, and modern postural yoga spread worldwide in the 1900s. Today\'s health agencies classify yoga as a mind and body practice. Studies suggest it can improve flexibility, balance and strength. It may also help with stress and some kinds of pain, though results vary and research quality is mixed. Injuries are uncommon but can happen when poses are forced. Beginners should learn modifications, avoid extreme positions and tell a teacher about any health condition.',
    funFact: { title: 'An old word', text: 'The word yoga comes from Sanskrit, an ancient language of India, and is often linked to the idea of joining or yoking.' },
  },
  glossary: [
    { term: 'Yoga', say: 'YOH-guh', definition: 'A practice of poses, breathing and relaxing that began in India.' },
    { term: 'Pose', say: 'POHZ', definition: 'A way of holding your body still for a while.' },
    { term: 'Balance', say: 'BAL-unss', definition: 'Staying steady without falling.' },
    { term: 'Asana', say: 'AH-suh-nuh', definition: 'The yoga word for a pose.' },
  ],
  tryIt: [{
    title: 'Animal Yoga',
    description: 'Try three gentle animal poses.',
    steps: [
      'Find a soft space with a grown-up.',
      'Cat: on hands and knees, round your back. Meow!',
      'Dog: push your bottom up high, hands and feet on the floor.',
      'Butterfly: sit, put your feet together and flap your knees.',
      'Lie down and take three slow balloon breaths.',
    ],
    note: 'Move gently. Stop if anything hurts.',
    bands: ['3-5'],
  }, {
    title: 'Five-Minute Calm Flow',
    description: 'A short yoga routine for focus.',
    steps: [
      'Stand tall in mountain pose and take three slow breaths.',
      'Try tree pose on each leg for five breaths, looking at one spot.',
      'Move through cat and cow five times, breathing in and out.',
      'Finish in child\'s pose, then lie flat for one minute of slow breathing.',
    ],
    note: 'Use a non-slip surface, move slowly and stop if you feel pain.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'A reset button', content: 'Yoga breathing is like a reset button for a busy mind: slow breaths help everything settle.' },
  ],
  realWorld: [
    { title: 'At school', content: 'Some classes do a few yoga stretches and breaths to calm down before learning.' },
  ],
  engaging: [
    { question: 'Which animal pose would you invent?', context: 'How would a giraffe or a crab pose look?' },
    { question: 'When could slow breathing help you?', context: 'Before a test, at bedtime, when you feel cross?' },
  ],
  quiz: [
    {
      question: 'What do you do in yoga?', right: 'Poses and slow breathing', wrong: ['Run races very fast', 'Throw and catch balls'],
      skill: 'recall', support: ['You hold fun poses', 'You hold poses, breathe slowly', 'mixes poses, breathing', 'poses, called asanas', 'physical postures'],
    },
    {
      question: 'What should you do if a pose hurts?', right: 'Stop', wrong: ['Push harder', 'Hold it longer'],
      skill: 'cause-effect', bands: ['6-8', '9-12', '13+'], support: ['never push into pain', 'If something hurts, stop', 'stop if you feel pain', 'should never hurt'],
    },
    {
      question: 'Which animal is a yoga pose named after?', right: 'A cat', wrong: ['A shark', 'A bat'],
      skill: 'recall', bands: ['3-5', '6-8', '9-12'], support: ['Stretch like a cat', 'like cat, cobra and tree', 'stretches like cat and cow'],
    },
    {
      question: 'Where did yoga begin?', right: 'In India', wrong: ['In Iceland', 'In Peru'],
      skill: 'recall', bands: ['13+'], support: ['began in ancient India'],
    },
  ],
  sources: [
    {
      claim: 'Yoga is an ancient and complex practice, rooted in Indian philosophy (India); modern yoga typically combines physical postures, breathing techniques and meditation or relaxation and is classed as a mind and body practice. Research suggests yoga may help with balance, flexibility and strength, stress and some kinds of pain, though study quality is mixed; it is generally safe when practised appropriately, injuries being uncommon, and people should go slowly, avoid extreme positions, learn from a qualified instructor and adapt poses to their health.',
      title: 'NCCIH (National Institutes of Health): Yoga: What You Need To Know',
      url: 'https://www.nccih.nih.gov/health/yoga-what-you-need-to-know',
      read: READ,
      authority: 'public-health',
      asOf: '2026-11',
    },
    {
      claim: 'Yoga is one of the six orthodox systems of Indian philosophy, described in ancient Indian texts; its name is from Sanskrit and is related to "yoking" or joining; the classical system is a discipline of meditation, with postures (asanas) and breath control (pranayama) among its practices; modern postural yoga spread worldwide in the 1900s (20th century).',
      title: 'Britannica: Yoga (philosophy)',
      url: 'https://www.britannica.com/topic/Yoga-philosophy',
      read: READ,
      authority: 'reference',
    },
  ],
  related: ['stretching', 'exercise', 'feel-angry'],
  links: [britannica('yoga'), SITES.kidsHealth],
};

const CDC_KIDS_ACTIVITY: Source = {
  claim: 'CDC guidelines: children and adolescents aged 6 to 17 need 60 minutes or more of moderate-to-vigorous physical activity every day: most of it aerobic (activities that make the heart beat faster, such as running, dancing and swimming), with muscle-strengthening activity (such as climbing) and bone-strengthening activity (such as jumping and running) on at least 3 days a week; preschool-aged children (3 to 5) should be physically active throughout the day. Active play, games that involve catching and throwing, and team sports all count.',
  title: 'CDC: Physical Activity Guidelines for School-Aged Children and Adolescents',
  url: 'https://www.cdc.gov/physical-activity-basics/guidelines/children.html',
  read: READ,
  authority: 'public-health',
  asOf: '2026-11',
};

const WHO_ACTIVITY: Source = {
  claim: 'WHO guidelines: children and adolescents (5-17 years) should do at least an average of 60 minutes per day of moderate-to-vigorous, mostly aerobic, physical activity across the week, with vigorous activities and those that strengthen muscle and bone on at least 3 days a week, and limit sedentary time, especially recreational screen time. In children, physical activity improves physical fitness (heart, lungs and muscles), bone health, cardiometabolic health, cognitive outcomes (including academic performance and executive function) and mental health, with fewer symptoms of depression.',
  title: 'WHO: Physical activity (fact sheet)',
  url: 'https://www.who.int/news-room/fact-sheets/detail/physical-activity',
  read: READ,
  authority: 'public-health',
  asOf: '2026-11',
};

const teamwork: KidEntry = {
  id: 'teamwork',
  module: 'Physical Movement',
  question: 'What is teamwork in sports?',
  title: 'What Is Teamwork in Sports?',
  blurb: 'Passing, talking, cheering and trying together.',
  triggers: [['teamwork'], ['team', 'work'], ['team', 'player'], ['team', 'sport'], ['team', 'sports'], ['good', 'teammate'], ['teammate'], ['teammates'], ['work', 'together', 'team'], ['why', 'pass', 'ball']],
  quickAnswer: {
    '3-5': 'Teamwork is playing together. The team has one goal. Teammates pass the ball. They cheer for each other. They help a friend who falls. Together is better!',
    '6-8': 'Teamwork means players working together to reach the same goal. In soccer or basketball, teammates pass the ball and talk to each other. A good teammate cheers others on and shares the ball. A good teammate stays kind, win or lose. A team that works together can beat a team of stars who play alone.',
    '9-12': 'Teamwork in sports means every player does their part so the team succeeds. It takes communication, like calling for the ball, and trust that teammates will be in position. It also takes roles: defenders, attackers and goalkeepers each have a job. Good teammates encourage each other, accept mistakes and play fair. Team sports also help children stay active, make friends and build social skills.',
    '13+': 'Teamwork in sport combines shared goals, clear roles, communication and trust. Effective teams coordinate movement without a pause: a pass goes to where a teammate will be, not where they are. Psychologists describe team cohesion as task cohesion, commitment to the shared goal, and social cohesion, how well members get on. Both relate to performance and enjoyment. Pediatric guidance notes that organized sports can build fitness, social skills and self-esteem, and that fun is the main reason children keep playing.',
  },
  takeaways: {
    little: ['Teamwork is playing together.', 'Teammates pass and cheer.', 'Together is better!'],
    young: ['Teammates share the ball and talk.', 'Good teammates cheer each other on.', 'Be kind when you win or lose.'],
    older: ['Teamwork needs communication, roles and trust.', 'Good teammates encourage each other.', 'Team sports build friendships and skills.'],
  },
  sections: [
    {
      title: 'Pass and Share',
      little: 'In a ball game, you can pass the ball to a friend. Then they pass it back. Pass, pass, goal!',
      young: 'Passing is the heart of teamwork. When you pass, the ball moves faster than any player can run. Look for a teammate who is free, and pass to them.',
      older: 'Passing spreads the play and stretches the other team. A quick pass to an open teammate beats dribbling past three defenders. Sharing the ball also keeps everyone involved and trusting each other.',
      funFact: { title: 'Ball beats feet', text: 'A passed ball travels faster than a player can run with it.' },
    },
    {
      title: 'Talk and Cheer',
      little: 'Teammates talk. "Here! Pass to me!" They say "Good try!" when someone misses. Kind words help the team.',
      young: 'Good teams talk all the time: "I\'m open!", "Behind you!", "Nice pass!". Cheering for a teammate after a mistake helps them try again.',
      older: 'Communication lets players act as one: calling for the ball, warning of an opponent, organizing a defence. Encouragement after a mistake keeps confidence up, which matters more than one missed shot.',
      funFact: { title: 'Captains', text: 'Many teams choose a captain to help teammates talk and stay calm.' },
    },
    {
      title: 'Every Player Has a Job',
      young: 'On a team, players have different jobs. Some defend, some attack, and one might guard the goal. When everyone does their job, the team works like a machine.',
      older: 'Roles let a team cover the whole field. A defender who stays in position lets a teammate attack. Doing your job well, even when it is not the exciting part, is a big part of teamwork.',
      funFact: { title: 'Quiet heroes', text: 'Some of the most important players never score: they stop goals or set them up.' },
    },
  ],
  deeper: {
    title: 'Cohesion, Roles and Youth Sport',
    content: 'Sport psychologists study group cohesion in two forms. Task cohesion is commitment to team goals. Social cohesion is how members relate off the field. Both predict satisfaction, and task cohesion is linked with performance. Coaches build teamwork through clear roles, shared goals, practice that needs cooperation, and feedback that praises effort. Pediatricians recommend that young children sample several sports and enjoy free play rather than specialize early. Fun, friendship and skill growth keep children in sport, while too much pressure drives them out.',
    funFact: { title: 'Fun first', text: 'Having fun is the top reason children give for playing sports.' },
  },
  glossary: [
    { term: 'Teamwork', say: 'TEEM-wurk', definition: 'People working together to reach a goal.' },
    { term: 'Teammate', say: 'TEEM-mayt', definition: 'Someone on the same team as you.' },
    { term: 'Pass', say: 'PASS', definition: 'To send the ball to a teammate.' },
    { term: 'Sportsmanship', say: 'SPORTS-mun-ship', definition: 'Playing fair and being kind, whether you win or lose.' },
  ],
  tryIt: [{
    title: 'Pass It Round',
    description: 'A simple passing game.',
    steps: [
      'Sit in a circle with family or friends.',
      'Roll a soft ball to someone and say their name.',
      'They roll it to someone else and say a name.',
      'Can everyone get the ball? That is teamwork!',
    ],
    note: 'Cheer each time the ball gets to someone new.',
    bands: ['3-5'],
  }, {
    title: 'No-Dribble Challenge',
    description: 'Win only by passing.',
    steps: [
      'Play a small game of soccer or basketball in a safe, open space.',
      'New rule: nobody may run with the ball or dribble. You may only pass.',
      'Count how many passes your team makes before scoring.',
      'Talk afterward: what helped your team work together?',
    ],
    note: 'Play away from roads, with a grown-up nearby.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'A machine with many parts', content: 'A team is like a machine: each part has a job, and it only works when every part does its share.' },
  ],
  realWorld: [
    { title: 'Not just sports', content: 'Bands, class projects and families all need teamwork too.' },
  ],
  engaging: [
    { question: 'What makes someone a great teammate?', context: 'Think about a time someone helped you in a game.' },
    { question: 'How can you cheer up a teammate after a mistake?', context: 'What would you want someone to say to you?' },
  ],
  quiz: [
    {
      question: 'What is teamwork?', right: 'Playing together toward one goal', wrong: ['Winning by yourself', 'Keeping the ball all game'],
      skill: 'vocabulary', support: ['Teamwork is playing together', 'working together to reach the same goal', 'every player does their part', 'shared goals'],
    },
    {
      question: 'What can you say when a teammate misses?', right: '"Good try!"', wrong: ['"You lost it!"', '"Go away!"'],
      skill: 'inference', bands: ['3-5', '6-8'], support: ['Good try', 'Cheering for a teammate after a mistake'],
    },
    {
      question: 'Why do teams pass the ball?', right: 'It moves faster than a runner', wrong: ['So the ball gets tired', 'To slow the game down'],
      skill: 'cause-effect', bands: ['6-8', '9-12', '13+'], support: ['the ball moves faster than any player can run', 'A quick pass to an open teammate', 'a pass goes to where a teammate will be'],
    },
    {
      question: 'What is one good thing team sports give children?', right: 'Friends and social skills', wrong: ['Longer summer holidays', 'Less need to sleep'],
      skill: 'recall', bands: ['9-12', '13+'], support: ['make friends and build social skills', 'social skills and self-esteem'],
    },
  ],
  sources: [
    {
      claim: 'The American Academy of Pediatrics clinical report on organized sports (Logan and Cuff, Pediatrics, 2019) states that organized sports can benefit children through physical activity, social skills, teamwork, self-esteem and friendships; recommends free play and sampling several sports rather than early specialization; notes that having fun is the main reason children play sports and that pressure and lack of enjoyment drive dropout.',
      title: 'Logan K., Cuff S. et al. (2019). Organized Sports for Children, Preadolescents, and Adolescents. Pediatrics 143(6).',
      url: 'https://doi.org/10.1542/peds.2019-0997',
      read: READ,
      authority: 'public-health',
      asOf: '2026-11',
    },
    {
      claim: 'Sport psychologists describe team cohesion as task cohesion (commitment to shared team goals) and social cohesion (how well members get on); cohesion relates to performance and satisfaction.',
      title: 'Carron A. V. et al. (2002). Cohesion and performance in sport: a meta-analysis. Journal of Sport and Exercise Psychology 24(2).',
      url: 'https://doi.org/10.1123/jsep.24.2.168',
      read: READ,
      authority: 'peer-reviewed',
    },
    CDC_KIDS_ACTIVITY,
  ],
  related: ['exercise', 'catch-ball', 'make-friends'],
  links: [britannica('team sport'), SITES.kidsHealth],
};

const jumpHigher: KidEntry = {
  id: 'jump-higher',
  module: 'Physical Movement',
  question: 'How can I jump higher?',
  title: 'How Can I Jump Higher?',
  blurb: 'Bend, swing, push and land softly.',
  triggers: [['jump', 'higher'], ['jump', 'high'], ['jumping', 'higher'], ['jump', 'far', 'ther'], ['jump', 'further'], ['jump', 'farther'], ['better', 'jump*'], ['vertical', 'jump'], ['how', 'jump'], ['land', 'jump']],
  quickAnswer: {
    '3-5': 'To jump high, bend your knees like a spring. Swing your arms up. Push off the ground hard. Then land softly, with bent knees. Boing!',
    '6-8': 'To jump higher, crouch down by bending your knees and hips. Swing your arms back, then swing them up hard as you push the ground away with your feet. Reach for the sky! Land softly on the balls of your feet, with your knees bent. Jumping a lot, like playing hopscotch or skipping rope, makes your legs stronger.',
    '9-12': 'A good jump uses your whole body. First, bend your knees and hips to load your leg muscles like a spring. Then straighten them quickly while swinging your arms upward, which adds extra push. Finish by pressing through your toes. Land softly with bent knees to protect your joints. Playing games with lots of jumping builds stronger muscles and bones, so you gradually jump higher.',
    '13+': 'Jump height depends on how much force you push into the ground, and how fast. A countermovement, a quick dip before the jump, stretches the leg muscles and tendons so they contract more forcefully. A vigorous arm swing increases the upward push. Full extension of hips, knees and ankles adds the final drive. Plyometric activities, like skipping, hopping and bounding, train this stretch-shortening cycle. They also count as bone-strengthening activity. Soft, bent-knee landings reduce the load on joints.',
  },
  takeaways: {
    little: ['Bend your knees like a spring.', 'Swing your arms up.', 'Land softly.'],
    young: ['Crouch, swing your arms, then push hard.', 'Land softly with bent knees.', 'Jumping games make legs stronger.'],
    older: ['Load your legs by bending, then extend fast.', 'An arm swing adds height.', 'Practice and play build jumping power.'],
  },
  sections: [
    {
      title: 'Be a Spring',
      little: 'Squish down like a spring. Then boing! Push up fast. The lower you squish, the more bounce you get.',
      young: 'Your legs work like a spring. Bend your knees and hips to squish the spring. Then push up as fast as you can. A quick dip right before you jump helps.',
      older: 'A quick dip before the jump stretches the muscles and tendons of your legs. Like a stretched rubber band, they snap back harder. That is why you jump higher with a dip than from a still squat.',
      funFact: { title: 'Frogs and fleas', text: 'Frogs and fleas have springy legs that store energy for huge jumps.' },
    },
    {
      title: 'Swing Your Arms',
      little: 'Swing your arms back. Now swing them up high as you jump. Whoosh! Your arms help lift you.',
      young: 'Try jumping with your hands on your hips. Now jump swinging your arms up. Which was higher? Swinging your arms helps lift your body.',
      older: 'Swinging your arms upward during the push adds force against the ground and helps your legs push longer. Jumping without an arm swing usually gives a lower jump.',
      funFact: { title: 'Try both', text: 'Most people jump higher with an arm swing than with hands on their hips.' },
    },
    {
      title: 'Land Softly',
      young: 'What goes up comes down! Land on the front of your feet and bend your knees, like a cat. A soft landing is quiet and kind to your joints.',
      older: 'Landing with straight legs jolts your knees. Land on the balls of your feet, bend your hips and knees and keep your knees pointing over your toes. Jump on grass, mats or other soft ground.',
      funFact: { title: 'Quiet landing', text: 'Coaches often say: a good landing is a quiet landing.' },
    },
  ],
  deeper: {
    title: 'Force, Impulse and the Stretch-Shortening Cycle',
    content: 'Take-off speed decides jump height, and take-off speed comes from the impulse you apply to the ground: force multiplied by time. The countermovement jump uses the stretch-shortening cycle. Muscles stretched under load just before contracting produce more force, helped by elastic energy in tendons. An arm swing raises the centre of mass and increases ground force during the push. Training for young people should be play-based, like hopping games, skipping and jumping on soft surfaces. Jumping also loads bones, which helps them grow strong.',
    funFact: { title: 'Bones like jumping', text: 'Jumping and running count as bone-strengthening activities for children.' },
  },
  glossary: [
    { term: 'Crouch', say: 'KROWCH', definition: 'To bend your knees and get low.' },
    { term: 'Muscle', say: 'MUSS-ul', definition: 'A body part that pulls to make you move.' },
    { term: 'Landing', say: 'LAN-ding', definition: 'Coming back down to the ground.' },
    { term: 'Tendon', say: 'TEN-dun', definition: 'A strong cord that joins a muscle to a bone.' },
  ],
  tryIt: [{
    title: 'Frog Jumps',
    description: 'Jump like a frog on soft ground.',
    steps: [
      'Find a soft space, like grass or a mat.',
      'Squat down low like a frog.',
      'Swing your arms and jump up and forward. Ribbit!',
      'Land softly with bent knees. Do five frog jumps.',
    ],
    note: 'A grown-up can make sure there is lots of space.',
    bands: ['3-5'],
  }, {
    title: 'Jump and Reach Test',
    description: 'Measure your jump, then improve it.',
    steps: [
      'Stand beside a wall with a grown-up and reach up high. They mark the spot with a sticky note.',
      'Jump from standing with hands on hips and touch the wall. Mark it.',
      'Now dip and swing your arms as you jump. Mark it again.',
      'Compare. Then play jumping games, like skipping rope, for a few weeks and test again.',
    ],
    note: 'Use a non-slip floor, land softly and stop if anything hurts.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'A pogo stick', content: 'Your legs are like a pogo stick: squash the spring, and it bounces you up.' },
  ],
  realWorld: [
    { title: 'Sports', content: 'Basketball players, volleyball players and high jumpers all practise jumping this way.' },
  ],
  engaging: [
    { question: 'Which animal is the best jumper you know?', context: 'Think of kangaroos, frogs and grasshoppers.' },
    { question: 'Why do you think landing softly matters?', context: 'Think about what your knees feel.' },
  ],
  quiz: [
    {
      question: 'What should you do with your knees before you jump?', right: 'Bend them', wrong: ['Lock them straight', 'Cross them'],
      skill: 'recall', support: ['bend your knees', 'Bend your knees'],
    },
    {
      question: 'What helps lift you higher?', right: 'Swinging your arms up', wrong: ['Holding your breath', 'Closing your eyes'],
      skill: 'cause-effect', support: ['Swing your arms up', 'swing them up', 'Swinging your arms helps', 'arm swing'],
    },
    {
      question: 'How should you land?', right: 'Softly, with bent knees', wrong: ['Flat, with straight legs', 'On your hands first'],
      skill: 'recall', support: ['land softly', 'Land softly', 'bent-knee landings'],
    },
  ],
  sources: [
    CDC_KIDS_ACTIVITY,
    {
      claim: 'An arm swing enhances performance in the vertical jump: swinging the arms increases jump height, partly by increasing the force against the ground and allowing the legs to push for longer.',
      title: 'Lees A., Vanrenterghem J. and De Clercq D. (2004). Understanding how an arm swing enhances performance in the vertical jump. Journal of Biomechanics 37(12).',
      url: 'https://doi.org/10.1016/j.jbiomech.2004.02.021',
      read: READ,
      authority: 'peer-reviewed',
    },
  ],
  related: ['exercise', 'sore-muscles', 'catch-ball'],
  links: [SITES.kidsHealth, SITES.cdc],
};

const playOutside: KidEntry = {
  id: 'play-outside',
  module: 'Physical Movement',
  question: 'Why is playing outside good for you?',
  title: 'Why Is Playing Outside Good for You?',
  blurb: 'Running, exploring and daylight: what outdoor play does for body and mind.',
  triggers: [['play', 'outside'], ['playing', 'outside'], ['play', 'outdoors'], ['go', 'outside'], ['outdoor', 'play'], ['outside', 'good'], ['fresh', 'air'], ['nature', 'good'], ['why', 'outside']],
  quickAnswer: {
    '3-5': 'Playing outside is great for you! You can run, climb and jump. Your body gets strong. You see bugs, birds and trees. Playing outside makes lots of kids feel happy.',
    '6-8': 'Playing outside lets you run, climb and jump, which makes your heart, muscles and bones stronger. You explore nature, make up games and play with friends. Outdoor time also helps your eyes, because looking far away is good for them. Wear a hat and sunscreen on sunny days, and play where a grown-up says it is safe.',
    '9-12': 'Outdoor play gets you moving, and children need at least an hour of active play every day. Running and climbing build strong hearts, muscles and bones. Free play outside helps you solve problems, make up rules and get along with others. Studies found that children who spend more time outdoors are less likely to become short-sighted. Time in nature can also help you feel calmer. Protect your skin from the sun, and stay where a grown-up knows you are.',
    '13+': 'Outdoor play supports health in several ways. It is the easiest way to reach the daily 60 minutes of moderate-to-vigorous activity that health agencies recommend for young people. Active play builds cardiorespiratory fitness, muscle and bone. Unstructured play builds creativity, problem-solving and social skills. Trials in schools found that adding outdoor time reduced the number of children who became short-sighted. Physical activity is also linked to better mood and focus. Sun protection and safe places remain important.',
  },
  takeaways: {
    little: ['Outside, you can run and climb.', 'It makes your body strong.', 'Wear a hat when it is sunny.'],
    young: ['Outdoor play makes your heart, muscles and bones strong.', 'Looking far away is good for your eyes.', 'Play where a grown-up says it is safe.'],
    older: ['Kids need at least an hour of active play a day.', 'Outdoor time is linked to less short-sightedness.', 'Free play builds creativity and friendships.'],
  },
  sections: [
    {
      title: 'A Strong Body',
      little: 'Run fast! Climb up! Jump high! Moving like this makes your legs and arms strong. Your heart gets strong too.',
      young: 'Outside there is room to run, climb, jump and throw. These moves make your heart pump hard and your muscles and bones grow strong. Wear a hat and sunscreen when it is sunny.',
      older: 'Outdoor space invites vigorous play: sprinting, climbing, chasing. This kind of activity builds heart and lung fitness, muscle strength and strong bones, and it counts toward your daily hour of activity. Use sunscreen and a hat in strong sun.',
      funFact: { title: 'An hour a day', text: 'Health experts say children need at least an hour of active play every day.' },
    },
    {
      title: 'Happy Eyes',
      little: 'Outside, you look far away. You see clouds and hills and birds. Looking far is good for your eyes!',
      young: 'Inside, we often look at things close up, like books and screens. Outside, your eyes look far away and get lots of daylight. Children who play outside more are less likely to need glasses for seeing far.',
      older: 'School studies found that children given extra outdoor time were less likely to become short-sighted (myopic). Bright daylight seems to be part of the reason. Never look straight at the Sun, though.',
      funFact: { title: 'Bright days', text: 'Daylight outside is far brighter than the light in most rooms.' },
    },
    {
      title: 'A Happy Mind',
      young: 'Outside, you make up games, explore and share with friends. Being in nature can help you feel calm and happy.',
      older: 'Unstructured outdoor play lets children invent games, take small risks, negotiate rules and solve problems together. Physical activity is linked to better mood and concentration.',
      funFact: { title: 'Your own rules', text: 'Making up rules for a game with friends is great practice for getting along.' },
    },
  ],
  deeper: {
    title: 'Activity, Myopia and the Power of Play',
    content: 'Guidelines from the WHO and CDC ask children and teens to get an average of 60 minutes of moderate-to-vigorous activity daily. They should also build muscle and bone on at least 3 days a week and limit long sitting. Outdoor settings make this easier. A randomized trial in schools in China, published in JAMA in 2015, found that adding 40 minutes of outdoor activity each school day reduced new cases of myopia. The AAP\'s clinical report on play describes how free play supports executive function, social skills and stress management.',
    funFact: { title: 'Play is serious', text: 'Pediatricians have written reports explaining why play matters for children\'s development.' },
  },
  glossary: [
    { term: 'Outdoors', say: 'owt-DORZ', definition: 'Outside, not in a building.' },
    { term: 'Exercise', say: 'EK-ser-size', definition: 'Moving your body to keep it healthy.' },
    { term: 'Short-sighted', say: 'short-SY-tid', definition: 'Seeing close things clearly but far things blurry.' },
    { term: 'Sunscreen', say: 'SUN-skreen', definition: 'A cream that protects your skin from the sun.' },
  ],
  tryIt: [{
    title: 'Outdoor Treasure Hunt',
    description: 'Explore outside with a grown-up.',
    steps: [
      'Go outside with a grown-up. Put on a hat if it is sunny.',
      'Find something green, something round and something soft.',
      'Run to a tree and back. Jump over a stick!',
      'Look far away. What is the farthest thing you can see?',
    ],
    note: 'Stay where your grown-up can see you.',
    bands: ['3-5'],
  }, {
    title: 'Make Up an Outdoor Game',
    description: 'Invent a game and test it with friends.',
    steps: [
      'In a park or garden a grown-up says is safe, gather two or more friends.',
      'Invent a game with running in it. Agree on three rules.',
      'Play it for ten minutes, then change one rule to make it fairer or more fun.',
      'Keep a one-week log of your outdoor minutes. Did you reach an hour a day?',
    ],
    note: 'Wear sunscreen and a hat in strong sun, drink water, and stay away from roads.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'Charging your batteries', content: 'Outdoor play is like charging your batteries: your body and mind come back inside full of energy.' },
  ],
  realWorld: [
    { title: 'Recess', content: 'Many schools give outdoor break time because moving helps children learn better afterward.' },
  ],
  engaging: [
    { question: 'What is your favourite outdoor game?', context: 'What makes it so fun?' },
    { question: 'How do you feel after playing outside?', context: 'Tired? Happy? Hungry?' },
  ],
  quiz: [
    {
      question: 'What does running and climbing outside make strong?', right: 'Your heart, muscles and bones', wrong: ['Your hair and nails', 'Your shoes and socks'],
      skill: 'cause-effect', support: ['Your body gets strong', 'heart, muscles and bones', 'makes your legs and arms strong', 'muscle and bone'],
    },
    {
      question: 'What should you wear outside on a sunny day?', right: 'A hat and sunscreen', wrong: ['A big winter coat', 'Nothing on your head'],
      skill: 'recall', bands: ['3-5', '6-8', '9-12'], support: ['Wear a hat', 'hat and sunscreen', 'sunscreen and a hat', 'Protect your skin from the sun'],
    },
    {
      question: 'How much active play do children need each day?', right: 'At least an hour', wrong: ['About one minute', 'None at all'],
      skill: 'recall', bands: ['9-12', '13+'], support: ['at least an hour of active play', '60 minutes'],
    },
  ],
  sources: [
    WHO_ACTIVITY,
    CDC_KIDS_ACTIVITY,
    {
      claim: 'In a cluster randomized trial in schools in Guangzhou, China (He et al., JAMA, 2015), adding 40 minutes of outdoor activity at school each day reduced the 3-year incidence of myopia (short-sightedness) compared with control schools; time outdoors, with bright daylight, is thought to protect against myopia.',
      title: 'He M. et al. (2015). Effect of Time Spent Outdoors at School on the Development of Myopia Among Children in China. JAMA 314(11).',
      url: 'https://doi.org/10.1001/jama.2015.10803',
      read: READ,
      authority: 'peer-reviewed',
    },
    {
      claim: 'The American Academy of Pediatrics clinical report "The Power of Play" (Yogman et al., AAP, 2018) explains that play, including unstructured free play, supports children\'s executive function, language, social-emotional skills, problem-solving and stress management, and that pediatricians should encourage it.',
      title: 'Yogman M. et al. (2018). The Power of Play: A Pediatric Role in Enhancing Development in Young Children. Pediatrics 142(3).',
      url: 'https://doi.org/10.1542/peds.2018-2058',
      read: READ,
      authority: 'public-health',
      asOf: '2026-11',
    },
    {
      claim: 'Sun safety for children: seek shade, wear a hat and sunglasses and use broad-spectrum sunscreen, even on cloudy days.',
      title: 'CDC: Sun Safety',
      url: 'https://www.cdc.gov/skin-cancer/sun-safety/index.html',
      read: READ,
      authority: 'public-health',
      asOf: '2026-11',
    },
  ],
  related: ['exercise', 'how-eyes-see', 'teamwork'],
  links: [SITES.kidsHealth, SITES.healthyChildren],
};

const catchBall: KidEntry = {
  id: 'catch-ball',
  module: 'Physical Movement',
  question: 'How do you catch a ball?',
  title: 'How Do You Catch a Ball?',
  blurb: 'Watch it, reach out with soft hands, and hug it in.',
  triggers: [['catch', 'ball'], ['catching', 'ball'], ['catch', 'better'], ['how', 'catch'], ['get', 'better', 'catching'], ['drop', 'ball'], ['throw', 'catch'], ['soft', 'hands']],
  quickAnswer: {
    '3-5': 'Watch the ball all the way. Hold your hands out, ready. When the ball comes, close your hands around it. Hug it to your tummy. Got it!',
    '6-8': 'To catch a ball, keep your eyes on it the whole time. Hold your hands out in front, fingers spread. For a high ball, put your thumbs together. For a low ball, put your little fingers together. When it arrives, let your hands give a little and pull the ball in to your body. Start with a big, soft ball and get closer to your partner.',
    '9-12': 'Catching is about tracking and timing. Watch the ball from the thrower\'s hand into yours. Move your feet to get in line with it. Reach out early with relaxed hands: thumbs together above your waist, little fingers together below it. As it lands, bend your elbows and draw it in. These "soft hands" slow the ball down gently so it does not bounce out.',
    '13+': 'Catching combines visual tracking, prediction and a controlled absorption of momentum. Keep your eyes on the ball to predict where it will arrive. Move your body into its path, and present a relaxed, cupped target with your hands. Above the waist, thumbs point together; below it, little fingers. On contact, flex at the elbows and wrists so the ball stops over a longer time, which lowers the peak force and reduces rebound. Catching develops with practice from early childhood.',
  },
  takeaways: {
    little: ['Watch the ball.', 'Hands out, ready.', 'Hug it in!'],
    young: ['Keep your eyes on the ball.', 'Thumbs together high, little fingers together low.', 'Pull the ball in gently.'],
    older: ['Track the ball and move your feet.', 'Reach early with relaxed hands.', 'Soft hands absorb the ball\'s speed.'],
  },
  sections: [
    {
      title: 'Eyes on the Ball',
      little: 'Look at the ball. Keep looking! Watch it fly all the way to your hands.',
      young: 'The most important trick is to watch the ball. Look at it in the thrower\'s hand, follow it through the air, and keep watching until it is in your hands.',
      older: 'Your brain predicts where a ball will land by watching its path. Keep your eyes on it the whole way, and move your feet so the ball comes to the middle of your body.',
      funFact: { title: 'Brain maths', text: 'Your brain works out where a ball will land without you doing any sums.' },
    },
    {
      title: 'Ready Hands',
      little: 'Hold your hands out in front. Make a little basket. Now you are ready!',
      young: 'Get your hands ready before the ball arrives. Above your tummy, touch your thumbs together. Below it, touch your little fingers together. Spread your fingers wide, like a net.',
      older: 'Hand position depends on height. For balls above the waist, thumbs together make a W shape. For balls below, little fingers together make a scoop. Fingers are relaxed and spread, never stiff.',
      funFact: { title: 'The W', text: 'Thumbs and pointer fingers together make a W shape, a good target for a high ball.' },
    },
    {
      title: 'Soft Hands',
      young: 'When the ball touches your hands, let your arms bend and pull it to your chest. Stiff hands make the ball bounce away. Soft hands keep it.',
      older: 'Giving with the ball spreads the stop over more time, so the force on your hands is smaller and the ball does not rebound. Practise with a soft, large ball first, then smaller and faster ones.',
      funFact: { title: 'Like catching an egg', text: 'Players practise "soft hands" by catching water balloons without popping them.' },
    },
  ],
  deeper: {
    title: 'Tracking, Prediction and Impulse',
    content: 'Catching is a complex skill. The visual system tracks the ball, and the brain predicts its flight from its early path. A fielder running to a fly ball can keep the ball\'s image rising steadily in view, and this guides them to the right spot. At contact, the ball\'s momentum must be brought to zero. Stretching the contact time by moving the hands back lowers the average force, just as air bags do in cars. Children develop catching gradually: by around age 4 most can catch a large ball most of the time, and skill keeps improving with practice.',
    funFact: { title: 'Gloves help', text: 'Baseball mitts and goalkeeper gloves add padding and a bigger catching area.' },
  },
  glossary: [
    { term: 'Catch', say: 'KACH', definition: 'To stop and hold something that is moving toward you.' },
    { term: 'Track', say: 'TRAK', definition: 'To follow something with your eyes.' },
    { term: 'Soft hands', say: 'SOFT handz', definition: 'Relaxed hands that give a little as the ball arrives.' },
    { term: 'Momentum', say: 'moh-MEN-tum', definition: 'How hard a moving thing is to stop.' },
  ],
  tryIt: [{
    title: 'Big Soft Ball Catch',
    description: 'Practise catching with a grown-up.',
    steps: [
      'Use a big, soft ball.',
      'Stand close to a grown-up.',
      'They toss it gently. Watch it and hug it in!',
      'Take one step back each time you catch it.',
    ],
    note: 'A big, soft ball is slow and easy to catch.',
    bands: ['3-5'],
  }, {
    title: 'Catch Ladder',
    description: 'Level up your catching.',
    steps: [
      'With a partner, start with a large soft ball at three big steps apart.',
      'Catch five in a row, then take one step back or switch to a smaller ball.',
      'Practise high catches (thumbs together) and low catches (little fingers together).',
      'Try catching with one hand, then with your other hand.',
    ],
    note: 'Play in an open space away from windows and roads.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'A pillow for the ball', content: 'Soft hands are like a pillow: they slow the ball down gently instead of making it bounce.' },
  ],
  realWorld: [
    { title: 'Many sports', content: 'Baseball, cricket, basketball, netball and rugby all need good catching.' },
  ],
  engaging: [
    { question: 'Is it easier to catch a big ball or a small one?', context: 'Try both and see.' },
    { question: 'Why do you think a ball bounces out of stiff hands?', context: 'Think about a ball hitting a wall.' },
  ],
  quiz: [
    {
      question: 'Where should you look when you catch?', right: 'At the ball', wrong: ['At your feet', 'Up at the sky'],
      skill: 'recall', support: ['Watch the ball', 'watch the ball', 'eyes on it', 'Look at the ball'],
    },
    {
      question: 'What do you do when the ball reaches your hands?', right: 'Pull it in gently', wrong: ['Push it away fast', 'Clap your hands hard'],
      skill: 'sequence', support: ['Hug it to your tummy', 'Hug it in', 'pull the ball in', 'draw it in', 'pull it to your chest', 'moving the hands back'],
    },
    {
      question: 'How do you hold your hands for a high ball?', right: 'Thumbs together', wrong: ['Hands behind your back', 'Fists closed tight'],
      skill: 'recall', bands: ['6-8', '9-12', '13+'], support: ['thumbs together', 'Thumbs together', 'thumbs point together'],
    },
  ],
  sources: [
    {
      claim: 'Developmental milestones by 4 years include catching a large ball most of the time.',
      title: 'CDC: Milestones by 4 Years (Learn the Signs. Act Early.)',
      url: 'https://www.cdc.gov/act-early/milestones/4-years.html',
      read: READ,
      authority: 'public-health',
      asOf: '2026-11',
    },
    CDC_KIDS_ACTIVITY,
    {
      claim: 'Fielders catching fly balls run so that the ball\'s image keeps rising steadily in their view (optical acceleration cancellation), which guides them to where the ball will land.',
      title: 'McLeod P. and Dienes Z. (1996). Do fielders know where to go to catch the ball or only how to get there? Journal of Experimental Psychology: Human Perception and Performance 22(3).',
      url: 'https://doi.org/10.1037/0096-1523.22.3.531',
      read: READ,
      authority: 'peer-reviewed',
    },
  ],
  related: ['teamwork', 'jump-higher', 'how-eyes-see'],
  links: [SITES.kidsHealth, SITES.cdc],
};

const learnSwim: KidEntry = {
  id: 'learn-swim',
  module: 'Physical Movement',
  question: 'How do people learn to swim?',
  title: 'How Do People Learn to Swim?',
  blurb: 'Step by step, with a grown-up watching: floating, kicking and breathing.',
  triggers: [['learn', 'swim'], ['learning', 'swim'], ['how', 'swim'], ['swim', 'lesson'], ['swim', 'lessons'], ['swimming', 'lesson*'], ['teach', 'swim'], ['float', 'water'], ['how', 'float'], ['cant', 'swim'], ['scared', 'swim*'], ['water', 'safety'], ['swim', 'underwater']],
  quickAnswer: {
    '3-5': 'People learn to swim with a teacher, one small step at a time. First you play in shallow water. You blow bubbles. You kick your legs. A grown-up must always watch you in the water. Never go in the water without a grown-up.',
    '6-8': 'Most people learn to swim in lessons, step by step. Only swim when a grown-up is watching you, every time. First you get used to the water and blow bubbles. Next you learn to float on your back and front. Then you learn to kick and move your arms. Last, you learn to breathe while you swim. Swim teachers also teach how to get out of the water safely.',
    '9-12': 'People learn to swim through lessons that build skills in order. Always swim where a grown-up is watching, and never swim alone. Lessons start with feeling safe in the water, blowing bubbles and floating. Then come kicking, arm strokes and breathing. Pediatricians say swim lessons can help lower the risk of drowning for many children from age 1. But no child is "drown-proof", so close watching by an adult is still needed.',
    '13+': 'Learning to swim follows a sequence: water comfort, breath control, floating, propulsion with kicks and strokes, and rhythmic breathing. Water-safety programs also teach water competency. That means entering the water, resurfacing, turning, floating or treading water, swimming about 25 yards and getting out. The AAP recommends swim lessons as one layer of protection against drowning, for many children from age 1. Lessons never replace close adult supervision, barriers around pools, and life jackets.',
  },
  takeaways: {
    little: ['A grown-up always watches you in the water.', 'Blow bubbles and kick your legs.', 'Learn one step at a time.'],
    young: ['Only swim with a grown-up watching.', 'First floating, then kicking, then strokes.', 'Lessons teach how to get out safely too.'],
    older: ['Never swim alone: an adult must watch.', 'Lessons build skills step by step.', 'Lessons help, but nobody is drown-proof.'],
  },
  sections: [
    {
      title: 'Safety First',
      little: 'Water is fun, but you must be safe. A grown-up must always watch you. Never go near water on your own.',
      young: 'The first swimming rule: only go in the water when a grown-up is watching you. At a pool or beach, swim where a lifeguard or grown-up can see you. Wear a life jacket in a boat.',
      older: 'Drowning can happen quickly and quietly. Always swim with an adult watching, never alone, and only in places meant for swimming. Wear a life jacket on boats. Even strong swimmers follow these rules.',
      funFact: { title: 'Water watcher', text: 'Some families choose one grown-up to be the "water watcher" who keeps eyes on the swimmers.' },
    },
    {
      title: 'Getting Used to the Water',
      little: 'Splash! Sit in shallow water with a grown-up. Put your face in and blow bubbles. Bubble, bubble!',
      young: 'In early lessons, you splash, walk in shallow water and blow bubbles with your face in. Blowing bubbles teaches you to breathe out underwater, so water stays out of your nose.',
      older: 'Early lessons build comfort and breath control: putting the face in, blowing bubbles, then bobbing under and back up. Learning to float on your back, with your ears in and tummy up, is a key safety skill.',
      funFact: { title: 'Star float', text: 'Spreading your arms and legs wide like a star can make floating easier.' },
    },
    {
      title: 'Kicks, Strokes and Breathing',
      young: 'Next, you hold a float board and kick your legs. Then you learn arm strokes. Last, you learn to turn your head to breathe while you swim.',
      older: 'With floating mastered, swimmers add flutter kicks, then arm strokes. Rhythmic breathing, turning the head to the side for air, joins it all together. Many programs also teach swimming to the wall, turning around and climbing out.',
      funFact: { title: 'Many strokes', text: 'Front crawl, backstroke, breaststroke and butterfly are the four main swimming strokes.' },
    },
  ],
  deeper: {
    title: 'Water Competency and Layers of Protection',
    content: 'Drowning prevention relies on layers of protection, because no single measure is enough. These include close, constant supervision by an adult. They also include four-sided fencing around pools, life jackets, learning CPR and swim lessons. The AAP recommends swim lessons for many children from age 1, chosen to fit the child\'s readiness. Quality programs teach water competency: entering the water, getting back to the surface, turning around, floating or treading water, swimming about 25 yards and exiting safely. Skills learned in a pool do not make open water, with currents, cold and waves, safe without supervision.',
    funFact: { title: 'Reach or throw', text: 'Water-safety teachers say to reach or throw something to a person in trouble, and shout for an adult, rather than go in after them.' },
  },
  glossary: [
    { term: 'Float', say: 'FLOHT', definition: 'To lie on top of the water without sinking.' },
    { term: 'Stroke', say: 'STROHK', definition: 'A way of moving your arms to swim.' },
    { term: 'Life jacket', say: 'LYF JAK-it', definition: 'A vest that helps keep you floating in water.' },
    { term: 'Lifeguard', say: 'LYF-gard', definition: 'A trained person who watches swimmers and helps keep them safe.' },
  ],
  tryIt: [{
    title: 'Bath-Time Bubbles',
    description: 'Practise blowing bubbles with a grown-up.',
    steps: [
      'At bath time, a grown-up stays right beside you.',
      'Put your lips in the water and blow bubbles.',
      'Hum while you blow: mmm-bubble!',
      'Kick your feet gently and splash.',
    ],
    note: 'A grown-up stays within arm\'s reach the whole time.',
    bands: ['3-5'],
  }, {
    title: 'Dry-Land Swim Practice',
    description: 'Practise swimming moves on land, then in a lesson.',
    steps: [
      'Lie on your tummy on a bed or mat and practise flutter kicks with straight legs.',
      'Stand and practise front-crawl arms, turning your head to the side to "breathe".',
      'Ask a grown-up about swim lessons at a local pool with trained teachers.',
      'At the pool, practise floating on your back with your swim teacher.',
    ],
    note: 'Only swim where a grown-up is watching and a lifeguard or teacher is present. Never swim alone.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'Like learning to ride a bike', content: 'Learning to swim is like learning to ride a bike: small steps, lots of practice, and a grown-up close by.' },
  ],
  realWorld: [
    { title: 'Lifeguards', content: 'Lifeguards at pools and beaches are trained to watch swimmers and help them.' },
  ],
  engaging: [
    { question: 'What would you like to learn first in the water?', context: 'Floating? Kicking? Blowing bubbles?' },
    { question: 'Who is your water watcher when you swim?', context: 'Talk with your family about the water rules.' },
  ],
  quiz: [
    {
      question: 'Who must watch you when you are in the water?', right: 'A grown-up', wrong: ['Nobody at all', 'A toy duck'],
      skill: 'recall', support: ['A grown-up must always watch you', 'grown-up is watching', 'adult watching', 'A grown-up always watches you'],
    },
    {
      question: 'Why do swimmers blow bubbles in the water?', right: 'To breathe out underwater', wrong: ['To make the water warm', 'To call the fish'],
      skill: 'cause-effect', bands: ['6-8', '9-12', '13+'], support: ['teaches you to breathe out underwater', 'breath control', 'blowing bubbles'],
    },
    {
      question: 'What do you do in the water at first?', right: 'Blow bubbles', wrong: ['Dive in the deep end', 'Swim far out'],
      skill: 'sequence', bands: ['3-5'], support: ['You blow bubbles', 'blow bubbles'],
    },
    {
      question: 'Do swim lessons mean you can swim with no one watching?', right: 'No, an adult must still watch', wrong: ['Yes, after one lesson', 'Yes, if you can float'],
      skill: 'inference', bands: ['9-12', '13+'], support: ['close watching by an adult is still needed', 'never replace close adult supervision'],
    },
  ],
  sources: [
    {
      claim: 'The American Academy of Pediatrics (AAP) recommends swim lessons as a layer of protection against drowning that can begin for many children starting at age 1, based on readiness; infant programs under 1 are not shown to lower drowning risk. Lessons should teach water competency: entering the water, getting back to the surface, turning around, floating, swimming at least 25 yards and getting out. No child is "drown-proof": swim lessons never replace close, constant adult supervision, pool fencing and life jackets.',
      title: 'HealthyChildren.org (AAP): Swim Lessons: When to Start & What Parents Should Know',
      url: 'https://www.healthychildren.org/English/safety-prevention/at-play/Pages/Swim-Lessons.aspx',
      read: READ,
      authority: 'public-health',
      asOf: '2026-11',
    },
    {
      claim: 'The AAP policy statement on drowning prevention (Denny et al., Pediatrics, 2019) supports swim lessons for most children 1 year and older as one layer of protection, together with close, constant, capable adult supervision, pool fencing, life jackets and CPR.',
      title: 'Denny S. A. et al. (2019). Prevention of Drowning. Pediatrics 143(5).',
      url: 'https://doi.org/10.1542/peds.2019-0850',
      read: READ,
      authority: 'public-health',
      asOf: '2026-11',
    },
    {
      claim: 'To prevent drowning: learn basic swimming and water safety skills, supervise children closely and constantly in and around water (designate a water watcher), use life jackets, build four-sided fences around pools and learn CPR; drowning can happen quickly and quietly.',
      title: 'CDC: Preventing Drowning',
      url: 'https://www.cdc.gov/drowning/prevention/index.html',
      read: READ,
      authority: 'public-health',
      asOf: '2026-11',
    },
    {
      claim: 'Competitive swimming uses four main strokes: front crawl (freestyle), backstroke, breaststroke and butterfly.',
      title: 'Britannica: swimming (sport)',
      url: 'https://www.britannica.com/sports/swimming-sport',
      read: READ,
      authority: 'reference',
    },
  ],
  simplifications: ['For 3-5, "a grown-up must always watch you" stands for close, constant supervision (within arm\'s reach for young children).'],
  related: ['exercise', 'sore-muscles', 'fish-breathe'],
  links: [SITES.healthyChildren, SITES.kidsHealth],
};

const FIDE_CASTLING_PROMOTION: Source = {
  claim: 'The FIDE Laws of Chess (Article 3): castling is a move of the king and either rook of the same colour along the player\'s first rank, counting as a single move of the king: the king moves two squares towards the rook, then the rook crosses over the king to the square the king has just crossed. Castling is not allowed if the king or that rook has already moved, if any square between them is occupied, if the king is in check, or if the king would cross or land on a square attacked by an opposing piece. Kingside castling is written 0-0 and queenside castling 0-0-0. Under the touch-move rule (Article 4), a player who deliberately touches a rook and then the king may not castle on that side on that move. A pawn that reaches the rank furthest from its starting position (the last rank) must, as part of the same move, be exchanged for a new queen, rook, bishop or knight of the same colour, whatever pieces are still on the board (promotion). White moves first.',
  title: 'FIDE Laws of Chess (taking effect from 1 January 2023), Articles 3 and 4 and Appendix C',
  url: 'https://handbook.fide.com/chapter/E012023',
  read: READ,
  authority: 'governing-body',
};

const BRITANNICA_CHESS: Source = {
  claim: 'Chess strategy: in the opening, players aim to control the centre of the board with pawns and pieces, develop the knights and bishops quickly, castle to make the king safe and connect the rooks, and avoid moving the same piece repeatedly or bringing the queen out too early. Promotion to a queen is called queening; promoting to another piece is underpromotion, sometimes chosen because a knight can give a check the queen cannot.',
  title: 'Britannica: chess',
  url: 'https://www.britannica.com/topic/chess',
  read: READ,
  authority: 'reference',
};

const castling: KidEntry = {
  id: 'castling',
  module: 'Chess Mastery',
  question: 'What is castling in chess?',
  title: 'What Is Castling in Chess?',
  blurb: 'The special move that tucks your king away safely behind a rook.',
  triggers: [['castling*'], ['what', 'castling*'], ['how', 'castling*'], ['castling*', 'chess'], ['castle', 'chess'], ['castle', 'king'], ['castle', 'rook'], ['castle', 'check'], ['can', 'you', 'castle'], ['can', 'i', 'castle'], ['when', 'can', 'castle'], ['king', 'rook', 'swap'], ['king', 'rook', 'switch'], ['king', 'rook', 'move', 'same']],
  quickAnswer: {
    '3-5': 'Castling is a special chess move. The king and a rook move at the same time! The king steps two squares to the side. The rook hops over him. Now the king is safe.',
    '6-8': 'Castling is a special move in chess where the king and a rook move at once. The king moves two squares toward the rook. Then the rook jumps over to the king\'s other side. It tucks your king into a safe corner and gets your rook ready to play. You can only castle once a game.',
    '9-12': 'Castling moves the king two squares toward one of its rooks, and that rook hops to the square the king just crossed. It is the only move where two of your pieces move at once. You may castle only if neither piece has moved yet, the squares between them are empty, and your king is not in check. The king also cannot pass through or land on an attacked square. Castling protects the king and brings a rook toward the centre.',
    '13+': 'Castling is a single king move. The king travels two squares toward a rook, and that rook crosses to the square on its other side. The FIDE Laws forbid it in four cases. The king or that rook has already moved. A square between them is occupied. The king is in check, or would cross or land on an attacked square. Because castling counts as a king move, the king is touched first: under FIDE\'s touch-move rule, a player who touches the rook first may not castle with it. Kingside castling is written 0-0, queenside 0-0-0. Castling early is a core opening principle: it shelters the king behind pawns and connects the rooks.',
  },
  takeaways: {
    little: ['Castling moves the king and a rook.', 'The rook hops over the king.', 'It keeps the king safe.'],
    young: ['The king moves two squares; the rook jumps over.', 'You can castle only once a game.', 'Castling keeps your king safe.'],
    older: ['Castling is the only move of two pieces at once.', 'Neither piece may have moved, and the king may not be in check.', 'Castle early to protect your king.'],
  },
  sections: [
    {
      title: 'How to Castle',
      little: 'The king walks two steps toward the rook. Then the rook jumps over and stands next to him. Two pieces move in one turn!',
      young: 'Move your king two squares toward a rook. Then lift that rook over the king and put it on the square right next to him. It counts as one move, even though two pieces moved.',
      older: 'Touch the king first and move it two squares toward the rook, then move the rook over it to the square beside it. On the kingside the rook travels two squares; on the queenside it travels three.',
      funFact: { title: 'Two sides', text: 'You can castle on the king\'s side, a short hop, or on the queen\'s side, a longer one.' },
    },
    {
      title: 'The Rules',
      little: 'You can castle only one time. The king and the rook must not have moved yet. No pieces can be in the way.',
      young: 'You can castle only if the king and that rook have not moved yet, and nothing is between them. You cannot castle when your king is in check, either.',
      older: 'Castling is illegal if the king or that rook has already moved, if a piece stands between them, if the king is in check, or if the king would pass through or land on a square an enemy piece attacks.',
      funFact: { title: 'A rook that moved', text: 'If a rook has moved and come back, you still cannot castle with it.' },
    },
    {
      title: 'Why Castle?',
      young: 'In the middle of the board, your king is easy to attack. Castling tucks him behind a wall of pawns. It also brings your rook out to join the game.',
      older: 'Early in the game, the centre opens up and the king becomes a target. Castling moves the king to the side behind his pawns and brings a rook toward the centre, so the two rooks can protect each other.',
      funFact: { title: 'Strong players castle', text: 'Experienced players castle in most of their games, usually in the opening.' },
    },
  ],
  deeper: {
    title: 'Castling in the Laws and in Strategy',
    content: 'The FIDE Laws define castling as a king move, so the king must be touched first, and a player who touches the rook first may not castle with it. The right to castle is lost for good once the king moves. It is lost for one side once that rook moves. In notation, 0-0 is kingside and 0-0-0 queenside. Strategically, castling early shelters the king behind an intact pawn wall and connects the rooks on the back rank. Players sometimes castle on opposite sides, then race to attack each other\'s kings with pawn storms.',
    funFact: { title: 'A late rule', text: 'Castling was added to chess centuries after the game began, as the rules changed over time.' },
  },
  glossary: [
    { term: 'Castling', say: 'KASS-ling', definition: 'A special chess move of the king and a rook together.' },
    { term: 'Rook', say: 'ROOK', definition: 'A chess piece shaped like a tower that moves in straight lines.' },
    { term: 'Check', say: 'CHEK', definition: 'When a king is under attack.' },
    { term: 'Kingside', say: 'KING-side', definition: 'The half of the board where the kings start.' },
  ],
  tryIt: [{
    title: 'Castle on a Board',
    description: 'Practise castling with a grown-up.',
    steps: [
      'Set up the king and a rook in the corner of a chess board.',
      'Take away the pieces between them.',
      'Walk the king two squares toward the rook.',
      'Hop the rook over to stand next to the king. You castled!',
    ],
    note: 'Say "king first, then rook" to remember the order.',
    bands: ['3-5'],
  }, {
    title: 'Can I Castle? Quiz Boards',
    description: 'Set up positions and decide if castling is legal.',
    steps: [
      'With a friend, set up a king and both rooks on their starting squares.',
      'Place an enemy bishop so it attacks a square the king would cross. Can you castle on that side?',
      'Put the king in check. Can you castle now?',
      'Play a game where both players try to castle within their first ten moves.',
    ],
    note: 'A free chess app or website with a grown-up can show you which moves are legal.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'A bodyguard swap', content: 'Castling is like a bodyguard stepping in front of the king while the king steps into a safe room.' },
  ],
  realWorld: [
    { title: 'Notation', content: 'Chess players write castling as 0-0 for the short side and 0-0-0 for the long side.' },
  ],
  engaging: [
    { question: 'Why do you think the king needs a safe place?', context: 'What happens to the game if the king is trapped?' },
    { question: 'Which side would you castle on, and why?', context: 'Think about which side has fewer pieces in the way.' },
  ],
  quiz: [
    {
      question: 'Which two pieces move when you castle?', right: 'The king and a rook', wrong: ['The queen and a pawn', 'Two knights'],
      skill: 'recall', support: ['king and a rook', 'king and the rook'],
    },
    {
      question: 'How many times can you castle in one game?', right: 'Once', wrong: ['Every turn', 'Ten times'],
      skill: 'recall', bands: ['3-5', '6-8'], support: ['You can castle only one time', 'only once a game', 'You can castle only once'],
    },
    {
      question: 'Can you castle when your king is in check?', right: 'No, never', wrong: ['Yes, always', 'Only on Sundays'],
      skill: 'recall', bands: ['6-8', '9-12', '13+'], support: ['You cannot castle when your king is in check', 'your king is not in check', 'if the king is in check', 'The king is in check'],
    },
    {
      question: 'Why do players castle?', right: 'To keep the king safe', wrong: ['To win a pawn', 'To end the game'],
      skill: 'cause-effect', support: ['Now the king is safe', 'keeps the king safe', 'safe corner', 'protects the king', 'shelters the king', 'protect your king'],
    },
  ],
  sources: [FIDE_CASTLING_PROMOTION, BRITANNICA_CHESS],
  related: ['chess-pieces', 'chess-opening', 'chess-checkmate'],
  links: [SITES.lichess, SITES.chessCom, britannica('chess')],
};

const chessOpening: KidEntry = {
  id: 'chess-opening',
  module: 'Chess Mastery',
  question: 'How should I start a chess game?',
  title: 'How Should I Start a Chess Game?',
  blurb: 'Middle pawns out, knights and bishops next, then castle.',
  triggers: [['start', 'chess'], ['begin*', 'chess'], ['chess', 'opening'], ['chess', 'openings'], ['opening', 'move'], ['opening', 'moves'], ['first', 'move', 'chess'], ['first', 'moves', 'chess'], ['best', 'first', 'move'], ['open', 'chess', 'game']],
  quickAnswer: {
    '3-5': 'Start with a middle pawn. Move it up two squares. Next, bring out your horses, the knights. Then move your bishops. Keep your king safe in the corner!',
    '6-8': 'A good chess start has three steps. First, move one of your middle pawns forward to take space in the center. Next, bring out your knights and bishops so they can join the game. Then castle to keep your king safe. Try not to move the same piece again and again, and keep your queen home at first.',
    '9-12': 'The opening is the first part of a chess game, and a few ideas work in almost every game. Control the centre: move a centre pawn, like the king\'s pawn two squares, and aim pieces at the middle squares. Develop your knights and bishops early. Castle soon to protect your king. Avoid moving one piece many times, and do not bring your queen out too early, where it can be chased.',
    '13+': 'Opening play rests on principles rather than memorized lines. Fight for the centre with pawns and pieces. Develop minor pieces quickly and toward the centre. Castle early for king safety, and connect your rooks. Avoid premature queen sorties, which lose time as the queen is harassed. Don\'t move a piece twice without reason. Named openings, such as the Italian Game, are tested ways of following these principles. Understanding the ideas matters more than memorizing move orders.',
  },
  takeaways: {
    little: ['Move a middle pawn first.', 'Bring out knights and bishops.', 'Keep your king safe.'],
    young: ['Move a middle pawn to the center.', 'Bring out knights and bishops.', 'Castle to keep your king safe.'],
    older: ['Control the centre.', 'Develop knights and bishops early.', 'Castle soon; keep the queen back at first.'],
  },
  sections: [
    {
      title: 'Take the Middle',
      little: 'The middle of the board is the best place. Move a middle pawn up. Now it guards the middle!',
      young: 'The four squares in the middle of the board are the most important. Pieces in the middle can reach more squares. So start by moving a middle pawn two squares forward.',
      older: 'Central squares give pieces the most mobility: a knight in the centre attacks up to eight squares, but only two from a corner. Opening with a centre pawn stakes a claim and opens lines for your bishop and queen.',
      funFact: { title: 'Knight in the corner', text: 'A knight in the corner can reach only two squares, but in the middle it can reach eight.' },
    },
    {
      title: 'Wake Up Your Pieces',
      little: 'At the start, your pieces are asleep. Wake up the knights! Wake up the bishops! Now they can help.',
      young: 'Pieces that stay on the back row can\'t help. Bring your knights and bishops out early, usually knights first. Aim them toward the middle.',
      older: 'Development means getting pieces off the back rank to useful squares. Develop knights and bishops before moving your queen or rooks, and try to make each move bring a new piece into play.',
      funFact: { title: 'Knights before bishops', text: 'A common tip is "knights before bishops", because knights have fewer good squares to choose from.' },
    },
    {
      title: 'King Safety',
      young: 'After your knights and bishops come out, castle. Your king hides behind his pawns, and your rook joins the game.',
      older: 'Castle within the first several moves to protect your king from attacks through the open centre. After castling, your rooks can connect along the back rank and move to open files.',
      funFact: { title: 'Queen at home', text: 'Bringing the queen out too early can let your opponent chase it with pieces while they develop.' },
    },
  ],
  deeper: {
    title: 'Principles, Tempo and Named Openings',
    content: 'Opening theory is about time, space and safety. Each move is a tempo, and wasting tempi lets the opponent develop faster. Controlling the centre, with pawns on the central squares or pieces aimed at them, restricts the opponent. Open games start with the king\'s pawn moving two squares on each side. Closed games often start with the queen\'s pawn. Named openings, such as the Italian Game, encode these ideas. Beginners gain more from playing by principles and reviewing their games than from memorizing long move sequences.',
    funFact: { title: 'Thousands of names', text: 'Chess openings have hundreds of named variations, but all follow the same basic ideas.' },
  },
  glossary: [
    { term: 'Opening', say: 'OH-puh-ning', definition: 'The first part of a chess game.' },
    { term: 'Center', say: 'SEN-ter', definition: 'The four middle squares of the chess board.' },
    { term: 'Develop', say: 'dih-VEL-up', definition: 'To move your pieces off the back row into the game.' },
    { term: 'Castle', say: 'KASS-ul', definition: 'To move the king and a rook together to keep the king safe.' },
  ],
  tryIt: [{
    title: 'Wake-Up Game',
    description: 'Wake up your pieces one by one.',
    steps: [
      'Set up a chess board with a grown-up.',
      'Move a middle pawn up two squares.',
      'Jump a knight out. Then slide a bishop out.',
      'Count: how many pieces are awake now?',
    ],
    note: 'Let the grown-up do the same, and take turns.',
    bands: ['3-5'],
  }, {
    title: 'Opening Checklist Game',
    description: 'Play a game while ticking off opening goals.',
    steps: [
      'Write a checklist: centre pawn, both knights out, both bishops out, castled.',
      'Play a game with a friend or family member and tick each goal as you do it.',
      'Try to finish the checklist within your first ten moves.',
      'Afterward, look back: did you move any piece twice? Did your queen come out early?',
    ],
    note: 'Playing through your own games afterward is one of the best ways to improve.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'Getting ready for a match', content: 'The opening is like a team warming up and taking positions before the real action starts.' },
  ],
  realWorld: [
    { title: 'Opening books', content: 'Chess players study famous openings in books and apps, and name them after places and players.' },
  ],
  engaging: [
    { question: 'Why are middle squares more powerful than corner squares?', context: 'Count how many squares a knight can reach from each.' },
    { question: 'What could happen if you only move your queen at the start?', context: 'Think about what the other player\'s pieces could do.' },
  ],
  quiz: [
    {
      question: 'Which pawn is a good first move?', right: 'A middle pawn', wrong: ['A pawn at the edge', 'No pawn at all'],
      skill: 'recall', support: ['Start with a middle pawn', 'move one of your middle pawns', 'move a centre pawn', 'Move a middle pawn', 'Fight for the centre with pawns', 'Opening with a centre pawn'],
    },
    {
      question: 'Which pieces should you bring out early?', right: 'Knights and bishops', wrong: ['The king and queen', 'Only the rooks'],
      skill: 'recall', support: ['knights and bishops', 'Bring out knights and bishops', 'Develop minor pieces'],
    },
    {
      question: 'Why castle early?', right: 'To keep your king safe', wrong: ['To get a new queen', 'To skip a turn'],
      skill: 'cause-effect', bands: ['6-8', '9-12', '13+'], support: ['castle to keep your king safe', 'Castle soon to protect your king', 'Castle early for king safety'],
    },
  ],
  sources: [BRITANNICA_CHESS, FIDE_CASTLING_PROMOTION, {
    claim: 'Named chess openings include the Italian Game (1.e4 e5 2.Nf3 Nc6 3.Bc4); open games begin with the king\'s pawn advanced two squares by both sides, closed games often with the queen\'s pawn. A knight reaches up to eight squares from the centre but only two from a corner.',
    title: 'Britannica: chess (opening theory)',
    url: 'https://www.britannica.com/topic/chess',
    read: READ,
    authority: 'reference',
  }],
  related: ['castling', 'chess-pieces', 'chess-checkmate'],
  links: [SITES.lichess, SITES.chessCom, britannica('chess opening')],
};

const pawnPromotion: KidEntry = {
  id: 'pawn-promotion',
  module: 'Chess Mastery',
  question: 'What happens when a pawn reaches the end of the board?',
  title: 'What Happens When a Pawn Reaches the End of the Board?',
  blurb: 'Promotion: the little pawn becomes a queen, rook, bishop or knight.',
  triggers: [['pawn', 'promot*'], ['promot*', 'chess'], ['pawn', 'end'], ['pawn', 'other', 'side'], ['pawn', 'last', 'row'], ['pawn', 'far', 'side'], ['pawn', 'become*'], ['pawn', 'turn', 'into'], ['pawn', 'reach*'], ['queening*'], ['underpromot*'], ['two', 'queens', 'chess'], ['have', 'two', 'queens'], ['second', 'queen']],
  quickAnswer: {
    '3-5': 'When a pawn walks all the way to the other side, it gets a prize! It turns into a new piece. Most people pick a queen. A tiny pawn becomes a mighty queen!',
    '6-8': 'When a pawn reaches the last row on the other side of the board, it must change into another piece. This is called promotion. You can pick a queen, a rook, a bishop or a knight. Most players pick a queen, because she is the strongest. You can even have two queens!',
    '9-12': 'A pawn that reaches the far rank is promoted. In the same move, it must be swapped for a queen, rook, bishop or knight of the same colour. It cannot stay a pawn or become a king. Your choice does not depend on which pieces were captured, so you can have two or more queens. Most players choose a queen, but sometimes a knight is better.',
    '13+': 'Under the FIDE Laws, a pawn reaching the rank furthest from its start must, as part of the same move, be replaced by a queen, rook, bishop or knight of the same colour. The choice is not limited to captured pieces. Promoting to a queen, called queening, is usual. Underpromotion to a knight can give a check a queen cannot. Promoting to a rook or bishop can avoid stalemate. Because promotion can decide a game, pushing a passed pawn is a major theme of endgames.',
  },
  takeaways: {
    little: ['A pawn at the far side gets a prize.', 'It turns into a new piece.', 'Most people pick a queen!'],
    young: ['Reaching the last row is called promotion.', 'The pawn can become a queen, rook, bishop or knight.', 'You can have two queens.'],
    older: ['Promotion happens in the same move the pawn arrives.', 'The pawn cannot become a king or stay a pawn.', 'Sometimes a knight is the better choice.'],
  },
  sections: [
    {
      title: 'A Pawn\'s Long Walk',
      little: 'Pawns walk forward, step by step. They never go back. If a pawn gets all the way across, hooray!',
      young: 'Pawns only move forward, so reaching the other side takes a long trip. Each step is risky, because other pieces can capture the pawn on the way.',
      older: 'A pawn needs at least five moves to reach the last rank from its starting square. A pawn with no enemy pawns able to stop it is called a passed pawn, and it becomes a big threat.',
      funFact: { title: 'Small but mighty', text: 'The pawn is the only piece that can change into a different piece.' },
    },
    {
      title: 'Choose Your Piece',
      little: 'The pawn can be a queen. Or a rook. Or a bishop. Or a knight. Which one would you pick?',
      young: 'When your pawn arrives, you swap it for a queen, rook, bishop or knight of your own colour. It cannot become a king. Most of the time, a queen is the best choice.',
      older: 'The new piece appears on the promotion square straight away and can act from the next move. If you have no spare queen piece, many players use an upside-down rook to stand for the second queen, though in official games an arbiter provides a real queen.',
      funFact: { title: 'Upside-down rook', text: 'In friendly games, people sometimes use an upside-down rook to show a second queen.' },
    },
    {
      title: 'When a Knight Is Better',
      young: 'Sometimes a knight is a better pick than a queen, because a knight can jump and attack in its own special way.',
      older: 'Choosing a piece other than a queen is called underpromotion. A knight can give check from a square a queen cannot, and a rook or bishop can avoid stalemating the opponent when a queen would leave them no legal move.',
      funFact: { title: 'Queening', text: 'Promoting a pawn to a queen is often called queening.' },
    },
  ],
  deeper: {
    title: 'Promotion in the Endgame',
    content: 'Promotion shapes endgame strategy. A passed pawn, one that no enemy pawn can stop, ties down the opponent\'s pieces. The rule of the square helps you judge whether a king can catch a passed pawn. In king and pawn endings, getting the king in front of the pawn is often the key. Underpromotion is rare but famous in puzzles. Promoting to a knight may fork or check, and promoting to a rook avoids a stalemate that a queen would cause. The FIDE Laws also require the promotion to be completed in the same move.',
    funFact: { title: 'Nine queens', text: 'In theory, a player could have nine queens: the original plus eight promoted pawns.' },
  },
  glossary: [
    { term: 'Promotion', say: 'pruh-MOH-shun', definition: 'When a pawn reaches the other side and becomes a new piece.' },
    { term: 'Pawn', say: 'PAWN', definition: 'The smallest chess piece. It moves forward one square at a time.' },
    { term: 'Queen', say: 'KWEEN', definition: 'The strongest chess piece. It moves any distance in any direction.' },
    { term: 'Passed pawn', say: 'PAST pawn', definition: 'A pawn that no enemy pawn can stop on its way forward.' },
  ],
  tryIt: [{
    title: 'Pawn Race',
    description: 'Race pawns across the board.',
    steps: [
      'Put one pawn for you and one for a grown-up on a chess board.',
      'Take turns moving your pawn one step forward.',
      'Who reaches the other side first?',
      'When you get there, swap your pawn for a queen!',
    ],
    note: 'Say "promotion!" when your pawn arrives.',
    bands: ['3-5'],
  }, {
    title: 'Pawn Wars',
    description: 'A mini-game about promotion.',
    steps: [
      'Set up only the pawns of both sides on their starting rows.',
      'Play by normal pawn rules: one step forward (two on the first move), capture diagonally.',
      'The first player to get a pawn to the far row wins.',
      'Then play again with kings added, and think about which piece you would promote to.',
    ],
    note: 'Pawn Wars is a classic way chess coaches teach pawn play.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'From small to mighty', content: 'Promotion is like a small caterpillar finishing its long journey and turning into a butterfly.' },
  ],
  realWorld: [
    { title: 'Endgames', content: 'Many chess games are won by pushing a pawn all the way to promotion.' },
  ],
  engaging: [
    { question: 'Which piece would you choose, and why?', context: 'Think about what each piece can do.' },
    { question: 'Why might a player protect their pawn on its long walk?', context: 'Think about what happens when it reaches the end.' },
  ],
  quiz: [
    {
      question: 'What can a pawn become at the far side?', right: 'A new piece', wrong: ['A second king', 'Nothing at all'],
      skill: 'recall', support: ['turns into a new piece', 'change into another piece', 'swap it for a queen', 'be swapped for a queen', 'replaced by a queen'],
    },
    {
      question: 'What is the most common choice?', right: 'A queen', wrong: ['A king', 'A pawn again'],
      skill: 'recall', support: ['Most people pick a queen', 'Most players pick a queen', 'Most players choose a queen', 'queening, is usual'],
    },
    {
      question: 'What is this change called?', right: 'Promotion', wrong: ['Castling', 'Checkmate'],
      skill: 'vocabulary', bands: ['6-8', '9-12', '13+'], support: ['This is called promotion', 'is promoted', 'Promotion'],
    },
  ],
  sources: [FIDE_CASTLING_PROMOTION, BRITANNICA_CHESS],
  simplifications: ['For 3-5, "the other side" stands for the last rank; older bands name it.'],
  related: ['chess-pieces', 'castling', 'chess-checkmate'],
  links: [SITES.lichess, SITES.chessCom, britannica('chess')],
};

export const artsAndGamesEntries: KidEntry[] = [leonardo, picasso, portraits, origami, drawPerson, orchestra, melody, whySing, dance, yoga, teamwork, jumpHigher, playOutside, catchBall, learnSwim, castling, chessOpening, pawnPromotion];
