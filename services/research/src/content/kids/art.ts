import { britannica, SITES } from '../links';
import type { KidEntry } from '../types';

// Art & Creativity: mixing colors, and Vincent van Gogh.

const READ = '2026-11-23';

const colorMixing: KidEntry = {
  id: 'color-mixing',
  module: 'Art & Creativity',
  question: 'How do you mix colors?',
  title: 'How Do You Mix Colors?',
  blurb: 'Primary and secondary colors, and the color wheel.',
  triggers: [['mix', 'color'], ['mixing', 'color'], ['primary', 'color'], ['secondary', 'color'], ['color', 'wheel'], ['make', 'green'], ['make', 'purple'], ['make', 'orange'], ['make', 'brown'], ['paint', 'color']],
  quickAnswer: {
    '3-5': 'Mix yellow and blue paint. You get green! Red and yellow make orange. Red and blue make purple. Try it!',
    '6-8': 'Red, yellow and blue are the main paint colors. Painters call them primary colors. Mix two of them to make a new color. Yellow and blue make green. Red and yellow make orange. Red and blue make purple. Add white to make a color lighter. Add black to make it darker.',
    '9-12': 'In painting, red, yellow and blue are the primary colors. Mix two of them and you get a secondary color: orange, green or purple. Mix a primary with the secondary next to it and you get a color in between, like blue-green. A color wheel puts all of these in a circle. Colors across from each other are called complementary. Mixed, they make browns and grays. Light mixes in a different way: red, green and blue light together look white.',
    '13+': 'Paints mix by subtraction. Each pigment absorbs some wavelengths of light and reflects the rest, so mixing pigments absorbs more and the mix gets darker. Printers use cyan, magenta and yellow, plus black, as their primaries. The painter\'s red, yellow and blue are a practical shortcut. Light mixes by addition: screens combine red, green and blue light, and all three at full strength look white. Three terms describe a color: hue, value (how light it is) and saturation (how strong it is). A tint adds white, a shade adds black, and a tone adds gray.',
  },
  takeaways: {
    little: ['Yellow and blue make green.', 'Red and yellow make orange.', 'Red and blue make purple.'],
    young: ['Yellow + blue = green.', 'Red + yellow = orange.', 'Red + blue = purple.'],
    older: ['Mixing two primaries makes a secondary color.', 'Complementary colors sit opposite on the color wheel.', 'Paint mixes differently from light.'],
  },
  sections: [
    {
      title: 'Primary Colors',
      little: 'Red, yellow and blue are special paint colors. Mix them, and you can make lots of new colors!',
      young: 'Red, yellow and blue are special. Painters call them primary colors. You can mix them to make lots of other colors.',
      older: 'Painters have long used red, yellow and blue as primary colors, because mixing them can make many other hues. Printers use a similar idea with cyan (blue-green), magenta (pink-purple) and yellow inks.',
      funFact: { title: 'Printer colors', text: 'Look closely at a printer\'s ink cartridges: they are usually cyan, magenta, yellow and black.' },
    },
    {
      title: 'Mixing New Colors',
      little: 'Put a blob of yellow paint on a plate. Add a blob of blue. Swirl, swirl, swirl. Now it is green!',
      young: 'Put a blob of yellow and a blob of blue together. Swirl them. Green! What happens with red and yellow?',
      older: 'Two primaries make a secondary color: orange, green or purple. Changing the amounts changes the result: more yellow than blue gives a yellowish green. Adding white makes a lighter tint; adding black makes a darker shade.',
      funFact: { title: 'Brown from three', text: 'Mix all three primary paints together and you usually get a brown or muddy grey.' },
    },
    {
      title: 'The Color Wheel',
      little: 'A color wheel is a circle of colors. It looks like a rainbow bent into a ring!',
      young: 'A color wheel is a circle of colors. Colors next to each other are friends. Colors across from each other look bright side by side.',
      older: 'Isaac Newton set the colors of the rainbow around a circle in his book Opticks, in 1704. Artists still use color wheels today. Colors across from each other, like red and green or blue and orange, are complementary. Side by side, they make each other look brighter. Mixed together, they make browns and grays.',
      funFact: { title: 'Warm and cool', text: 'Reds, oranges and yellows are called warm colors; blues, greens and purples are called cool colors.' },
    },
  ],
  deeper: {
    title: 'Subtractive and Additive Color',
    content: 'A pigment\'s color is the light it does not absorb. Mixing pigments combines what they absorb, which is subtractive mixing: cyan absorbs red, magenta absorbs green, and yellow absorbs blue. Together they absorb nearly everything. Additive mixing combines light that is given off. A screen\'s red, green and blue subpixels stimulate the three types of cone cells in our eyes in different amounts, so red plus green light is seen as yellow. Color perception also depends on context: the same gray can look different on different backgrounds, a fact artists use on purpose.',
    funFact: { title: 'Look closer at a screen', text: 'With a magnifying glass you can often see the tiny red, green and blue dots or stripes that make up a screen\'s colors.' },
  },
  glossary: [
    { term: 'Primary colors', say: 'PRY-mair-ee KUL-erz', definition: 'Red, yellow and blue: colors you mix to make others.' },
    { term: 'Secondary colors', say: 'SEK-un-dair-ee KUL-erz', definition: 'Orange, green and purple: made by mixing two primaries.' },
    { term: 'Color wheel', say: 'KUL-er weel', definition: 'A circle showing how colors relate to each other.' },
    { term: 'Complementary colors', say: 'kom-pluh-MEN-tuh-ree KUL-erz', definition: 'Colors opposite each other on the color wheel.' },
    { term: 'Pigment', say: 'PIG-ment', definition: 'The colored powder that gives paint its color.' },
  ],
  tryIt: [
    {
      title: 'Swirl Some Green',
      description: 'Make a new color with two paints.',
      steps: [
        'Ask a grown-up for a plate with a blob of yellow paint and a blob of blue paint.',
        'Swirl them together with a brush or your finger.',
        'What color did you make? Paint a green leaf or a green frog!',
        'Now try red and yellow. What color is that?',
      ],
      note: 'Use washable, non-toxic paint and cover the table. Wash hands after painting.',
      bands: ['3-5'],
    },
    {
      title: 'Color-Mixing Lab',
      description: 'Make a color wheel with three paints.',
      steps: [
        'Put small blobs of red, yellow and blue paint on a plate.',
        'Mix a little red with yellow, yellow with blue, and blue with red.',
        'Paint the six colors in a circle on paper: red, orange, yellow, green, blue, purple.',
        'Try adding a dot of white or black to one color. What changes?',
      ],
      note: 'Use washable, non-toxic paint and cover the table. Wash brushes between colors.',
      bands: ['6-8', '9-12', '13+'],
    },
  ],
  analogies: [
    { title: 'A recipe for colors', content: 'Mixing paint is like baking: change the amount of each ingredient and you get a different result.' },
  ],
  realWorld: [
    { title: 'Paint shops', content: 'Paint shops mix a few base colors by machine to make thousands of wall colors.' },
    { title: 'Screens', content: 'Phone and TV screens make every color you see from tiny red, green and blue lights.' },
  ],
  engaging: [
    { question: 'What color do you think you\'d get mixing orange and purple?', context: 'Try it and see!' },
    { question: 'Which colors make you feel calm, and which feel exciting?', context: 'Artists choose colors to create moods.' },
  ],
  quiz: [
    { question: 'What do yellow and blue paint make?', right: 'Green', wrong: ['Orange', 'Pink'], skill: 'recall', bands: ['3-5', '6-8'], support: ['yellow and blue make green', 'yellow + blue = green'] },
    { question: 'What do red and yellow paint make?', right: 'Orange', wrong: ['Purple', 'Blue'], skill: 'recall', bands: ['3-5', '6-8'], support: ['red and yellow make orange', 'red + yellow = orange'] },
    { question: 'What are colors opposite each other on the color wheel called?', right: 'Complementary colors', wrong: ['Primary colors', 'Neutral colors'], skill: 'vocabulary', bands: ['9-12', '13+'], support: ['complementary'] },
    {
      question: 'What happens when you add white paint to a color?',
      right: 'It gets lighter',
      wrong: ['It gets darker', 'It turns brown'],
      skill: 'cause-effect',
      bands: ['6-8', '9-12', '13+'],
      support: ['add white to make a color lighter', 'adding white makes a lighter tint', 'a tint adds white'],
    },
    {
      question: 'Why does a mix of paints usually look darker than the paints alone?',
      right: 'Mixed pigments absorb more light',
      wrong: ['Mixing adds tiny bits of black', 'Paint loses its color over time'],
      skill: 'cause-effect',
      bands: ['13+'],
      support: ['mixing pigments absorbs more'],
    },
  ],
  sources: [
    {
      claim: 'Painters traditionally use red, yellow and blue as primary colours: mixing two gives a secondary colour (yellow and blue make green, red and yellow make orange, red and blue make purple), and a colour wheel places complementary colours, such as red and green, opposite each other. Mixing pigments is subtractive (each pigment absorbs some wavelengths), so printers use cyan, magenta and yellow inks plus black, while light mixes additively: red, green and blue light together look white.',
      title: 'Britannica: colour (colour mixing, primary colours and the colour wheel)',
      url: 'https://www.britannica.com/science/color',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'Isaac Newton\'s Opticks, or a Treatise on the Reflexions, Refractions and Colours of Light, published in 1704, describes his prism experiments showing that white sunlight is split into a spectrum of colours, and covers the rainbow and the colour wheel (the colours set around a circle).',
      title: 'State Library of New South Wales: The colour\'d image of the Sun (Newton\'s Opticks, 1704)',
      url: 'https://www.sl.nsw.gov.au/blogs/colourd-image-sun',
      read: '2026-11-28',
      authority: 'reference',
    },
  ],
  simplifications: ['Red, yellow and blue are called "the" primary colors, as painters traditionally teach; the 9-12 and 13+ text explains that printers use cyan, magenta and yellow and that light mixes differently.'],
  related: ['van-gogh', 'rainbows', 'leaves-change-color'],
  links: [britannica('color wheel'), SITES.smithsonian],
};

const vanGogh: KidEntry = {
  id: 'van-gogh',
  module: 'Art & Creativity',
  question: 'Who was Vincent van Gogh?',
  title: 'Who Was Vincent van Gogh?',
  blurb: 'The Dutch painter of The Starry Night and Sunflowers.',
  triggers: [['van', 'gogh'], ['starry', 'night'], ['sunflowers', 'painting'], ['famous', 'painter'], ['famous', 'artist'], ['famous', 'painting']],
  quickAnswer: {
    '3-5': 'Vincent van Gogh was a painter. He lived long ago. He painted swirly skies and big sunflowers. His best-known one is The Starry Night.',
    '6-8': 'Vincent van Gogh was a painter from the Netherlands who lived in the 1800s. He used bright colors and thick, swirly brushstrokes. His famous paintings include The Starry Night and his sunflowers. He sold very few paintings while he was alive. Today he is one of the most loved artists in the world.',
    '9-12': 'Vincent van Gogh (1853-1890) was a Dutch painter. He became an artist in his late twenties and made a huge amount of work in about ten years. He used bold color and lively brushstrokes to show feelings as well as what he saw. He painted The Starry Night in 1889. He struggled with his mental health and with being poor, and he sold very few works while he lived. His brother Theo, an art dealer, helped him.',
    '13+': 'Vincent van Gogh (1853-1890) was a Dutch Post-Impressionist. His expressive color, thick impasto paint and rhythmic brushwork influenced Expressionism and modern art. In about ten years he made hundreds of paintings and drawings, many in his last two years in France, at Arles, Saint-Rémy and Auvers-sur-Oise. His many surviving letters, especially to his brother Theo, show his ideas about art. Little known in his lifetime, he became one of the most famous artists in history.',
  },
  takeaways: {
    little: ['Van Gogh was a painter.', 'He painted swirly skies and sunflowers.'],
    young: ['Van Gogh was a painter.', 'He used bright colors and swirls.', 'He painted The Starry Night.'],
    older: ['Van Gogh was a Dutch painter of the late 1800s.', 'He used bold color and lively brushstrokes to show feelings.', 'He was little known in his lifetime but is famous today.'],
  },
  sections: [
    {
      title: 'A Painter From the Netherlands',
      little: 'Vincent lived a long time ago. He loved to paint. He painted fields, flowers and people.',
      young: 'Vincent was born in the Netherlands. He tried many jobs before he became a painter. He loved to paint people, fields and flowers.',
      older: 'Van Gogh was born in 1853 in the Netherlands. He worked for art dealers, and as a teacher and a preacher, before he chose, in his late twenties, to become an artist. His early paintings were dark and showed farmers and workers, like The Potato Eaters.',
      funFact: { title: 'Lots of letters', text: 'Van Gogh wrote hundreds of letters, many to his brother Theo, and many of them still exist today.' },
    },
    {
      title: 'Bright Colors and Swirls',
      little: 'Van Gogh used thick, bumpy paint. He loved bright yellow and blue. He made swirly lines.',
      young: 'Van Gogh painted with thick paint. You can almost feel the bumps! He used bright yellows and blues and swirly lines.',
      older: 'After he moved to Paris and then to the south of France, van Gogh\'s colors became brighter. He laid paint on thickly, a technique called impasto, with short, lively strokes, and used color to show emotion. He painted his sunflower series to decorate a house in Arles.',
      funFact: { title: 'Self-portraits', text: 'Van Gogh painted many self-portraits, partly because he often couldn\'t afford to pay models.' },
    },
    {
      title: 'The Starry Night',
      little: 'Look at The Starry Night. The sky swirls! The stars glow! A little town sleeps below.',
      young: 'In The Starry Night, the sky swirls and the stars glow. There is a little village below. People all over the world love this painting.',
      older: 'Van Gogh painted The Starry Night in 1889 at Saint-Rémy-de-Provence, in the south of France, where he was being cared for in a hospital. It shows a swirling night sky over a village, and today it hangs in the Museum of Modern Art in New York.',
      funFact: { title: 'A museum for Vincent', text: 'The Van Gogh Museum in Amsterdam has the largest collection of his paintings and letters.' },
    },
  ],
  deeper: {
    title: 'Post-Impressionism and Legacy',
    content: 'Van Gogh took in Impressionism\'s bright palette and the flat color and bold outlines of Japanese woodblock prints. Then he pushed toward expression: he chose color for its emotional effect rather than accuracy. With Cézanne, Gauguin and Seurat, he is grouped with the Post-Impressionists, who influenced Fauvism and Expressionism in the early 20th century. His fame grew fast after his death. His sister-in-law, Jo van Gogh-Bonger, showed his work and published his letters.',
    funFact: { title: 'Japanese inspiration', text: 'Van Gogh collected Japanese prints and even painted copies of some of them.' },
  },
  glossary: [
    { term: 'Painter', say: 'PAYN-ter', definition: 'An artist who makes pictures with paint.' },
    { term: 'Brushstroke', say: 'BRUSH-strohk', definition: 'A mark made by one movement of a paintbrush.' },
    { term: 'Self-portrait', say: 'self-POR-trit', definition: 'A picture an artist makes of themselves.' },
    { term: 'Impasto', say: 'im-PAS-toh', definition: 'Paint put on so thickly that it stands up from the surface.' },
    { term: 'Post-Impressionism', say: 'post-im-PRESH-uh-niz-um', definition: 'An art movement of the late 1800s that used bold color and form to express ideas and feelings.' },
  ],
  tryIt: [{
    title: 'Paint a Starry Night',
    description: 'Try swirly, thick brushstrokes like van Gogh.',
    steps: [
      'Look at a picture of The Starry Night in a library book with a grown-up.',
      'On dark blue paper, paint swirls with white, yellow and light blue paint.',
      'Add round glowing stars with short strokes around them.',
      'Paint a little town or your own house at the bottom.',
    ],
    note: 'Use washable paint. A grown-up can stir a little flour into the paint to make it thick like van Gogh\'s.',
  }],
  analogies: [
    { title: 'Painting music', content: 'Van Gogh\'s swirling strokes are like rhythm in music: they make the painting feel alive and moving.' },
  ],
  realWorld: [
    { title: 'Museums', content: 'Van Gogh\'s paintings hang in museums around the world, including the Van Gogh Museum in Amsterdam and the Museum of Modern Art in New York.' },
  ],
  engaging: [
    { question: 'What feeling do you get from The Starry Night?', context: 'Artists often use color and line to share feelings.' },
    { question: 'If you painted the sky tonight, what would it look like?', context: 'Try it!' },
  ],
  quiz: [
    { question: 'What is van Gogh\'s famous painting of a swirly night sky?', right: 'The Starry Night', wrong: ['The Mona Lisa', 'The Big Wave'], skill: 'recall', support: ['the starry night'] },
    { question: 'What kind of paint made van Gogh\'s paintings bumpy?', right: 'Thick paint', wrong: ['Thin, watery paint', 'Glittery glue'], skill: 'recall', support: ['thick, bumpy paint', 'thick paint', 'thick, swirly brushstrokes', 'laid paint on thickly', 'thick impasto paint'] },
    { question: 'What country was van Gogh from?', right: 'The Netherlands', wrong: ['Japan', 'The United States'], skill: 'recall', bands: ['6-8', '9-12', '13+'], support: ['netherlands', 'dutch'] },
    { question: 'What is paint put on very thickly called?', right: 'Impasto', wrong: ['Watercolor', 'Fresco'], skill: 'vocabulary', bands: ['9-12', '13+'], support: ['impasto'] },
  ],
  sources: [
    {
      claim: 'Vincent van Gogh, a Dutch painter who lived in the 1800s, was born in 1853 at Zundert in the Netherlands and died in 1890 at Auvers-sur-Oise, France. He worked for art dealers in The Hague, London and Paris before turning to art; his early pictures of peasant life, such as The Potato Eaters (1885), are dark. In 1886 he joined his brother Theo, an art dealer, in Paris, where he met Impressionism and Post-Impressionism and his colours brightened; in 1888 he moved to Arles in the south of France, where he painted sunflowers, and in 1889 he entered an asylum at Saint-Rémy. He was a Dutch Post-Impressionist painter, almost unknown in his lifetime.',
      title: 'Britannica: Vincent van Gogh (summary)',
      url: 'https://www.britannica.com/summary/Vincent-van-Gogh',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'Vincent van Gogh painted The Starry Night at Saint-Rémy-de-Provence in June 1889, from the view from his window with a partly invented village below a swirling night sky; it is in the collection of the Museum of Modern Art, New York.',
      title: 'The Museum of Modern Art: Vincent van Gogh, The Starry Night (1889)',
      url: 'https://www.moma.org/collection/works/79802',
      read: READ,
      authority: 'museum',
    },
    {
      claim: 'The Van Gogh Museum in Amsterdam holds the largest collection of works by Vincent van Gogh, with paintings, drawings and hundreds of his letters, many written to his brother Theo, and the Japanese prints he collected and copied in paint. He painted many self-portraits partly because he could not afford models. After his death his sister-in-law Jo van Gogh-Bonger exhibited his work and published his letters.',
      title: 'Van Gogh Museum, Amsterdam',
      url: 'https://www.vangoghmuseum.nl/en',
      read: READ,
      authority: 'museum',
    },
    {
      claim: 'Post-Impressionism was a movement of French painting that followed Impressionism in the 1880s; its leading figures, the Post-Impressionists Paul Cézanne, Paul Gauguin, Vincent van Gogh and Georges Seurat, used bold colour and form to express ideas and feelings and influenced Fauvism, Expressionism and other movements of the early 20th century.',
      title: 'Britannica: Post-Impressionism',
      url: 'https://www.britannica.com/art/Post-Impressionism',
      read: READ,
      authority: 'reference',
    },
  ],
  related: ['color-mixing', 'music-feelings', 'write-story'],
  links: [britannica('Vincent van Gogh'), SITES.smithsonian],
};

export const artEntries: KidEntry[] = [colorMixing, vanGogh];
