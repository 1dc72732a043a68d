import { britannica, SITES } from '../links';
import type { KidEntry } from '../types';

// Art & Creativity: mixing colors, and Vincent van Gogh.

const colorMixing: KidEntry = {
  id: 'color-mixing',
  module: 'Art & Creativity',
  question: 'How do you mix colors?',
  title: 'How Do You Mix Colors?',
  blurb: 'Primary and secondary colors, and the color wheel.',
  triggers: [['mix', 'color'], ['mixing', 'color'], ['primary', 'color'], ['secondary', 'color'], ['color', 'wheel'], ['make', 'green'], ['make', 'purple'], ['make', 'orange'], ['make', 'brown'], ['paint', 'color']],
  quickAnswer: {
    '3-5': 'Mix yellow and blue paint: you get green! Red and yellow make orange. Red and blue make purple. Try it!',
    '6-8': 'Red, yellow and blue are called primary colors in painting. Mixing two of them makes a secondary color: yellow and blue make green, red and yellow make orange, and red and blue make purple. Adding white makes a color lighter, and adding black makes it darker.',
    '9-12': 'In painting, mixing two primary colors (red, yellow, blue) makes secondary colors (orange, green, purple), and mixing a primary with a neighbouring secondary gives tertiary colors like blue-green. A color wheel arranges them in a circle; colors opposite each other are complementary, and mixing them makes browns and greys. Light mixes differently: red, green and blue light together make white.',
    '13+': 'Paints mix subtractively: each pigment absorbs some wavelengths and reflects others, so combining pigments absorbs more and the mixture darkens. Printers use cyan, magenta and yellow (plus black) as subtractive primaries, while the traditional painter\'s red-yellow-blue is a practical approximation. Light mixes additively: screens combine red, green and blue light, and all three at full intensity appear white. Hue, value (lightness) and saturation (intensity) describe a color; tints add white, shades add black, and tones add grey.',
  },
  takeaways: {
    young: ['Yellow + blue = green.', 'Red + yellow = orange.', 'Red + blue = purple.'],
    older: ['Mixing two primaries makes a secondary color.', 'Complementary colors sit opposite on the color wheel.', 'Paint mixes differently from light.'],
  },
  sections: [
    {
      title: 'Primary Colors',
      young: 'Red, yellow and blue are special. Painters call them primary colors. You can mix them to make lots of other colors.',
      older: 'Painters traditionally use red, yellow and blue as primary colors because mixing them can produce a wide range of other hues. Printers use a similar idea with cyan (blue-green), magenta (pink-purple) and yellow inks.',
      funFact: { title: 'Printer colors', text: 'Look closely at a printer\'s ink cartridges: they are usually cyan, magenta, yellow and black.' },
    },
    {
      title: 'Mixing New Colors',
      young: 'Put a blob of yellow and a blob of blue together. Swirl them. Green! What happens with red and yellow?',
      older: 'Two primaries make a secondary color: orange, green or purple. Changing the amounts changes the result: more yellow than blue gives a yellowish green. Adding white makes a lighter tint; adding black makes a darker shade.',
      funFact: { title: 'Brown from three', text: 'Mix all three primary paints together and you usually get a brown or muddy grey.' },
    },
    {
      title: 'The Color Wheel',
      young: 'A color wheel is a circle of colors. Colors next to each other are friends. Colors across from each other look bright side by side.',
      older: 'Isaac Newton arranged colors in a circle in the early 1700s, and artists still use color wheels. Colors opposite each other, like red and green or blue and orange, are complementary: side by side they make each other look brighter, and mixed together they make browns and greys.',
      funFact: { title: 'Warm and cool', text: 'Reds, oranges and yellows are called warm colors; blues, greens and purples are called cool colors.' },
    },
  ],
  deeper: {
    title: 'Subtractive and Additive Color',
    content: 'A pigment\'s color is the light it does not absorb. Mixing pigments combines their absorptions, which is subtractive mixing: cyan absorbs red, magenta absorbs green, yellow absorbs blue, and together they absorb nearly everything. Additive mixing combines emitted light: a screen\'s red, green and blue subpixels stimulate the three types of cone cells in our eyes in different proportions, so red plus green light is seen as yellow. Color perception also depends on context: the same grey can look different on different backgrounds, a fact artists use deliberately.',
    funFact: { title: 'Look closer at a screen', text: 'With a magnifying glass you can often see the tiny red, green and blue dots or stripes that make up a screen\'s colors.' },
  },
  glossary: [
    { term: 'Primary colors', say: 'PRY-mair-ee KUL-erz', definition: 'Red, yellow and blue: colors you mix to make others.' },
    { term: 'Secondary colors', say: 'SEK-un-dair-ee KUL-erz', definition: 'Orange, green and purple: made by mixing two primaries.' },
    { term: 'Color wheel', say: 'KUL-er weel', definition: 'A circle showing how colors relate to each other.' },
    { term: 'Complementary colors', say: 'kom-pluh-MEN-tuh-ree KUL-erz', definition: 'Colors opposite each other on the color wheel.' },
    { term: 'Pigment', say: 'PIG-ment', definition: 'The colored powder that gives paint its color.' },
  ],
  tryIt: [{
    title: 'Color-Mixing Lab',
    description: 'Make a color wheel with three paints.',
    steps: [
      'Put small blobs of red, yellow and blue paint on a plate.',
      'Mix a little red with yellow, yellow with blue, and blue with red.',
      'Paint the six colors in a circle on paper: red, orange, yellow, green, blue, purple.',
      'Try adding a dot of white or black to one color. What changes?',
    ],
    note: 'Use washable, non-toxic paint and cover the table. Wash brushes between colors.',
  }],
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
    { question: 'What do yellow and blue paint make?', right: 'Green', wrong: ['Orange', 'Pink'] },
    { question: 'What do red and yellow paint make?', right: 'Orange', wrong: ['Purple', 'Blue'] },
    { question: 'What are colors opposite each other on the color wheel called?', right: 'Complementary colors', wrong: ['Primary colors', 'Neutral colors'], level: 'older' },
  ],
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
    '3-5': 'Vincent van Gogh was a painter from long ago. He painted swirly skies and bright yellow sunflowers. His most famous painting is The Starry Night.',
    '6-8': 'Vincent van Gogh was a painter from the Netherlands who lived in the 1800s. He used bright colors and thick, swirly brushstrokes. His famous paintings include The Starry Night and his paintings of sunflowers. He sold very few paintings while he was alive, but today he is one of the most loved artists in the world.',
    '9-12': 'Vincent van Gogh (1853-1890) was a Dutch painter who became an artist in his late twenties and produced a huge amount of work in about ten years. He used bold color and energetic brushstrokes to show feeling as well as what he saw. He painted The Starry Night in 1889. He struggled with his mental health and with poverty, sold very few works in his lifetime, and was supported by his brother Theo, an art dealer.',
    '13+': 'Vincent van Gogh (1853-1890) was a Dutch Post-Impressionist whose expressive use of color, thick impasto paint and rhythmic brushwork influenced Expressionism and modern art. In roughly a decade he produced around 2,000 works, including some 860 oil paintings, many in his last two years in France at Arles, Saint-Rémy and Auvers-sur-Oise. His hundreds of surviving letters, especially to his brother Theo, give rare insight into his ideas about art. Largely unrecognised in his lifetime, he became one of the most famous artists in history.',
  },
  takeaways: {
    young: ['Van Gogh was a painter.', 'He used bright colors and swirls.', 'He painted The Starry Night.'],
    older: ['Van Gogh was a Dutch painter of the late 1800s.', 'He used bold color and energetic brushstrokes to show feelings.', 'He was barely known in his lifetime but is famous today.'],
  },
  sections: [
    {
      title: 'A Painter From the Netherlands',
      young: 'Vincent was born in the Netherlands. He tried many jobs before he became a painter. He loved to paint people, fields and flowers.',
      older: 'Van Gogh was born in 1853 in the Netherlands. He worked for an art dealer, as a teacher and as a preacher before deciding, in his late twenties, to become an artist. His early paintings were dark, showing farmers and workers, like The Potato Eaters.',
      funFact: { title: 'Lots of letters', text: 'Van Gogh wrote hundreds of letters, many to his brother Theo, and many of them still exist today.' },
    },
    {
      title: 'Bright Colors and Swirls',
      young: 'Van Gogh painted with thick paint. You can almost feel the bumps! He used bright yellows and blues and swirly lines.',
      older: 'After moving to Paris and then to the south of France, van Gogh\'s colors became brighter. He laid paint on thickly (a technique called impasto) with short, energetic strokes, using color to express emotion. His series of sunflower paintings was painted to decorate a house in Arles.',
      funFact: { title: 'Self-portraits', text: 'Van Gogh painted many self-portraits, partly because he often couldn\'t afford to pay models.' },
    },
    {
      title: 'The Starry Night',
      young: 'In The Starry Night, the sky swirls and the stars glow. There is a little village below. People all over the world love this painting.',
      older: 'Van Gogh painted The Starry Night in 1889, at a hospital in Saint-Rémy-de-Provence where he was being cared for. It shows a swirling night sky over a village, and it hangs today in the Museum of Modern Art in New York.',
      funFact: { title: 'A museum for Vincent', text: 'The Van Gogh Museum in Amsterdam has the largest collection of his paintings and letters.' },
    },
  ],
  deeper: {
    title: 'Post-Impressionism and Legacy',
    content: 'Van Gogh absorbed Impressionism\'s bright palette and Japanese woodblock prints\' flat color and bold outlines, then pushed toward expression: color chosen for emotional effect rather than accuracy. Alongside Cézanne, Gauguin and Seurat, he is grouped with the Post-Impressionists, who influenced Fauvism and Expressionism in the early 20th century. His reputation grew rapidly after his death, helped by his sister-in-law Jo van Gogh-Bonger, who exhibited his work and published his letters.',
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
    note: 'Use washable paint. Mixing a little flour into paint makes it thick like van Gogh\'s.',
  }],
  analogies: [
    { title: 'Painting music', content: 'Van Gogh\'s swirling strokes are like rhythm in music: they make the painting feel alive and moving.' },
  ],
  realWorld: [
    { title: 'Museums', content: 'Van Gogh\'s paintings hang in museums around the world, including Amsterdam, New York, Paris and London.' },
  ],
  engaging: [
    { question: 'What feeling do you get from The Starry Night?', context: 'Artists often use color and line to share feelings.' },
    { question: 'If you painted the sky tonight, what would it look like?', context: 'Try it!' },
  ],
  quiz: [
    { question: 'What is van Gogh\'s famous painting of a swirly night sky?', right: 'The Starry Night', wrong: ['The Mona Lisa', 'The Big Wave'] },
    { question: 'What country was van Gogh from?', right: 'The Netherlands', wrong: ['Japan', 'Brazil'] },
    { question: 'What is paint put on very thickly called?', right: 'Impasto', wrong: ['Watercolor', 'Fresco'], level: 'older' },
  ],
  related: ['color-mixing', 'music-feelings', 'write-story'],
  links: [britannica('Vincent van Gogh'), SITES.smithsonian],
};

export const artEntries: KidEntry[] = [colorMixing, vanGogh];
