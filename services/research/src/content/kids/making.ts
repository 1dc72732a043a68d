import { britannica, SITES } from '../links';
import type { KidEntry } from '../types';

// Making and playing: chess pieces (Chess Mastery), sculpture (Art & Creativity), rhythm and reading music
// (Music Fundamentals), mazes (Problem Solving), the internet and robots (Coding Basics).

const READ = '2026-11-23';

const chessPieces: KidEntry = {
  id: 'chess-pieces',
  module: 'Chess Mastery',
  question: 'How does each chess piece move?',
  title: 'How Does Each Chess Piece Move?',
  blurb: 'King, queen, rook, bishop, knight and pawn: who goes where.',
  triggers: [['chess', 'piece', 'move*'], ['piece', 'move*', 'chess'], ['bishop'], ['rook'], ['pawn'], ['queen', 'chess'], ['queen', 'move*'], ['king', 'move*'], ['each', 'piece'], ['all', 'piece', 'move*']],
  quickAnswer: {
    '3-5': 'Each chess piece moves its own way. The rook goes straight. The bishop goes on a slant. The queen can go both ways. The king takes one small step. The knight jumps. The pawn walks forward.',
    '6-8': 'Every chess piece has its own move. The rook moves in straight lines, up, down or sideways. The bishop moves diagonally, on a slant. The queen can move straight or diagonally, as far as she likes. The king moves one square in any direction. The knight jumps in an L shape. Pawns move forward one square, but capture one square diagonally.',
    '9-12': 'Each side starts with a king, a queen, two rooks, two bishops, two knights and eight pawns. Rooks slide any distance along ranks and files. Bishops slide along diagonals, so each stays on one colour. The queen combines the two. The king moves one square in any direction and must never move into check. Knights jump in an L, two squares then one across, over other pieces. Pawns move straight forward and capture diagonally. From its starting square a pawn may move two squares.',
    '13+': 'Under the FIDE Laws of Chess, the rook moves along ranks and files, the bishop along diagonals and the queen along both. None of these may jump over pieces. The king moves one square in any direction and may castle with an unmoved rook under set conditions. The knight moves to the nearest square not on its rank, file or diagonal, leaping over pieces. Pawns advance one square, or two from their starting square, capture diagonally, capture en passant, and promote on reaching the last rank.',
  },
  takeaways: {
    little: ['Each piece has its own move.', 'The rook goes straight; the bishop goes on a slant.', 'The knight jumps!'],
    young: ['Rooks go straight; bishops go diagonally.', 'The queen goes both ways; the king goes one square.', 'Knights jump in an L; pawns go forward.'],
    older: ['Rooks, bishops and the queen slide any distance but cannot jump.', 'The king moves one square and must stay out of check.', 'Pawns move forward but capture diagonally.'],
  },
  sections: [
    {
      title: 'Straight and Slanting',
      little: 'The rook is like a tower. It goes in a straight line. The bishop has a pointy hat. It goes on a slant, like a slide.',
      young: 'The rook moves in straight lines, as far as it likes, until something is in the way. The bishop moves on slants called diagonals. A bishop on a white square stays on white squares all game.',
      older: 'Rooks move along ranks (rows) and files (columns); bishops along diagonals. Both can go any number of empty squares but can\'t jump. Because diagonals keep the same colour, each bishop lives on one colour all game.',
      funFact: { title: 'The castle that isn\'t', text: 'Many people call the rook a castle because of its tower shape.' },
    },
    {
      title: 'The Queen and the King',
      little: 'The queen is strong! She goes straight or on a slant. The king is slow. He takes one step at a time.',
      young: 'The queen is the strongest piece. She moves like a rook and a bishop together. The king is the most important piece, but he only moves one square at a time. Keep him safe!',
      older: 'The queen combines rook and bishop moves, so she controls many squares. The king moves one square in any direction, and may never move onto a square where he could be captured. Once per game he can castle: he moves two squares toward a rook, which hops over to his other side.',
      funFact: { title: 'Not always strongest', text: 'Long ago, the queen was a weak piece that moved only one square diagonally. Her big moves came later.' },
    },
    {
      title: 'The Knight and the Pawn',
      little: 'The knight looks like a horse. It jumps over other pieces! The pawn is small. It walks forward, one step.',
      young: 'The knight moves in an L shape and can jump over pieces. Pawns move forward one square, or two on their first move. They capture one square diagonally. A pawn that reaches the far side can become a queen!',
      older: 'The knight\'s L-shaped jump is the only move that passes over other pieces. Pawns never move backwards. They capture diagonally forward. A pawn reaching the last rank is promoted, usually to a queen.',
      funFact: { title: 'Pawn power', text: 'When a pawn reaches the other side of the board, it can turn into a queen, rook, bishop or knight.' },
    },
  ],
  deeper: {
    title: 'Castling, En Passant and Promotion',
    content: 'Three special moves complete the rules. Castling: if neither the king nor that rook has moved, the squares between are empty, and the king is not in check and does not pass through or land on an attacked square, the king moves two squares toward the rook, and the rook crosses to the square beside him. En passant: if a pawn advances two squares and lands beside an enemy pawn, that pawn may capture it as if it had moved one square, but only on the very next move. Promotion: a pawn reaching the last rank must become a queen, rook, bishop or knight of the same colour.',
    funFact: { title: 'Underpromotion', text: 'Players sometimes promote to a knight instead of a queen, because the knight\'s jump gives a check the queen cannot.' },
  },
  glossary: [
    { term: 'Rook', say: 'ROOK', definition: 'A chess piece that moves in straight lines.' },
    { term: 'Bishop', say: 'BISH-up', definition: 'A chess piece that moves on slants, called diagonals.' },
    { term: 'Diagonal', say: 'dy-AG-uh-nul', definition: 'A slanting line from corner to corner.' },
    { term: 'Pawn', say: 'PAWN', definition: 'The smallest chess piece. It moves forward and captures on a slant.' },
    { term: 'Promotion', say: 'pruh-MOH-shun', definition: 'When a pawn reaches the far side and becomes another piece.' },
  ],
  tryIt: [{
    title: 'Be a Chess Piece',
    description: 'Move like the pieces on a big floor board.',
    steps: [
      'A grown-up makes a grid on the floor with tape or cushions.',
      'Be a rook: walk in a straight line.',
      'Be a bishop: walk on a slant.',
      'Be a king: take one small step. Now jump like a knight!',
    ],
    note: 'Take turns choosing which piece to be.',
    bands: ['3-5'],
  }, {
    title: 'One Piece at a Time',
    description: 'Learn each move with mini-games.',
    steps: [
      'Set up a board with only pawns on their starting squares.',
      'Play "pawn war": the first to get a pawn to the other side wins.',
      'Add the rooks and play again, then the bishops, knights, queens and kings.',
      'Last, set up the whole board and play a full game.',
    ],
    note: 'Free chess sites have lessons on each piece: ask a grown-up before making an account.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'A team of players', content: 'Chess pieces are like players on a team: each has a special job, and they win by working together.' },
  ],
  realWorld: [
    { title: 'Chess clubs', content: 'Schools and libraries often run chess clubs where beginners learn the moves.' },
  ],
  engaging: [
    { question: 'Which piece would you like to be?', context: 'Think about how it moves.' },
    { question: 'Why do you think pawns can never move backwards?', context: 'It makes every pawn move a big decision.' },
  ],
  quiz: [
    {
      question: 'Which piece moves in straight lines?', right: 'The rook', wrong: ['The bishop', 'The knight'],
      skill: 'recall', support: ['The rook goes straight', 'The rook moves in straight lines', 'Rooks go straight', 'A chess piece that moves in straight lines'],
    },
    {
      question: 'How does the king move?', right: 'One square at a time', wrong: ['As far as he likes', 'In an L shape'],
      skill: 'recall', support: ['The king takes one small step', 'The king moves one square in any direction', 'the king goes one square', 'He takes one step at a time', 'he only moves one square at a time'],
    },
    {
      question: 'How does a pawn capture?', right: 'Diagonally forward', wrong: ['Straight forward', 'Straight backwards'],
      skill: 'recall', bands: ['6-8', '9-12', '13+'], support: ['capture one square diagonally', 'They capture one square diagonally', 'Pawns move forward but capture diagonally', 'capture diagonally'],
    },
  ],
  sources: [
    {
      claim: 'FIDE Laws of Chess: each player starts with one king, one queen, two rooks, two bishops, two knights and eight pawns. The rook moves along the file or rank, the bishop along a diagonal, the queen along file, rank or diagonal, none jumping over pieces; the king moves to an adjoining square not attacked and may castle with an unmoved rook (king two squares toward the rook, rook to the square the king crossed) if the squares between are empty and the king is not in check and does not cross or land on an attacked square; the knight moves to a nearest square not on its rank, file or diagonal (an L shape), passing over pieces; the pawn moves forward one square, or two from its starting square, captures diagonally forward, may capture en passant on the next move only, and on reaching the last rank is promoted to a queen, rook, bishop or knight of the same colour.',
      title: 'FIDE Handbook: Laws of Chess (E.01)',
      url: 'https://handbook.fide.com/chapter/E012023',
      read: READ,
      authority: 'governing-body',
    },
    {
      claim: 'In medieval chess the queen (fers) was a weak piece moving one square diagonally; her modern long-range move appeared in the late 15th century.',
      title: 'Britannica: chess (history)',
      url: 'https://www.britannica.com/topic/chess',
      read: READ,
      authority: 'reference',
    },
  ],
  simplifications: ['For 3-8, castling, en passant and the pawn\'s two-square first move are left to older bands (6-8 get the two-square first move).'],
  related: ['chess-knight', 'chess-checkmate', 'puzzles'],
  links: [SITES.lichess, SITES.chessCom],
};

const sculpture: KidEntry = {
  id: 'sculpture',
  module: 'Art & Creativity',
  question: 'What is a sculpture?',
  title: 'What Is a Sculpture?',
  blurb: 'Art you can walk around: carved, modelled, cast or built.',
  triggers: [['sculpture'], ['sculptor'], ['sculpt*'], ['statue'], ['carv*', 'stone'], ['clay', 'art'], ['3d', 'art'], ['three', 'dimensional', 'art']],
  quickAnswer: {
    '3-5': 'A sculpture is art you can walk around. It is not flat like a painting. People make sculptures from clay, stone, wood or metal. You can make one from play dough!',
    '6-8': 'A sculpture is a work of art with three dimensions: it has height, width and depth, so you can look at it from all sides. Artists carve sculptures from stone or wood, shape them from clay, pour them in metal, or build them from all sorts of things. Statues in parks are sculptures. So is a clay animal you make at school.',
    '9-12': 'A sculpture is three-dimensional art. Sculptors use four main methods. They carve, cutting away material like stone or wood. They model, building up soft clay or wax. They cast, pouring molten metal or plaster into a mould. And they assemble, joining found objects together. Some sculptures stand free, while reliefs rise from a flat background. Famous examples range from ancient statues to the statue of David by Michelangelo.',
    '13+': 'Sculpture is the art of shaping three-dimensional form in space. Traditional processes are subtractive (carving marble, wood or stone), additive (modelling clay or wax), and casting, often in bronze by the lost-wax method. Modern sculptors added assemblage, welded metal, kinetic works that move, and installations that fill whole rooms. Relief sculpture stays attached to a background, while sculpture in the round can be viewed from every side. Sculptors consider mass, space, light, texture and the viewer\'s movement around the work.',
  },
  takeaways: {
    little: ['A sculpture is art you can walk around.', 'It can be made of clay, stone, wood or metal.', 'You can make one from play dough!'],
    young: ['Sculptures have three dimensions.', 'They can be carved, shaped, poured or built.', 'Statues are sculptures.'],
    older: ['Sculpture is three-dimensional art.', 'The main methods are carving, modelling, casting and assembling.', 'Reliefs rise from a flat background.'],
  },
  sections: [
    {
      title: 'Art You Can Walk Around',
      little: 'A painting is flat. A sculpture is not! You can walk all around it. You can see its back and its sides.',
      young: 'A painting is flat, but a sculpture has depth. You can walk around it and see the front, the back and the sides. Light and shadow change how it looks.',
      older: 'Because sculpture occupies real space, viewers experience it by moving around it. Sculptors plan every side, and think about how light will fall on the surfaces.',
      funFact: { title: 'Touchable art', text: 'Some museums let visitors touch certain sculptures, especially for people who are blind.' },
    },
    {
      title: 'Take Away or Add On',
      little: 'Some artists take away. They chip a big stone until a shape comes out. Some artists add on. They press clay bits together.',
      young: 'Carving takes material away: an artist chips at stone or wood until a shape appears. Modelling adds material: an artist builds up soft clay, bit by bit.',
      older: 'Carving is subtractive: once stone is cut away, it can\'t go back. Modelling is additive and forgiving: clay can be pushed, pinched and added to. Many bronze statues began as clay or wax models.',
      funFact: { title: 'One block', text: 'Michelangelo carved his famous statue of David from a single block of marble.' },
    },
    {
      title: 'Pouring and Building',
      young: 'Some sculptures are poured. Hot metal is poured into a mould and left to cool. Other sculptures are built from boxes, wire, bottle tops and more.',
      older: 'Casting lets artists make strong metal copies of a model: molten bronze fills a mould shaped by the original. Assemblage builds sculpture from found objects, and some modern works even move with wind or motors.',
      funFact: { title: 'Moving art', text: 'A mobile is a sculpture made of hanging parts that turn in the air.' },
    },
  ],
  deeper: {
    title: 'Processes and Ideas in Sculpture',
    content: 'Lost-wax casting, used for thousands of years, begins with a wax model covered in a heat-resistant mould. The wax is melted out, and molten bronze is poured into the hollow. Stone carvers rough out forms with points and chisels, then refine with rasps and abrasives. In the twentieth century, sculptors questioned the pedestal and the solid mass. They used open forms, welded steel and motion, as in the hanging mobiles of Alexander Calder. Installation and land art made the setting itself part of the work.',
    funFact: { title: 'Mobiles', text: 'The artist Alexander Calder is famous for inventing hanging mobiles that move in the air.' },
  },
  glossary: [
    { term: 'Sculpture', say: 'SKULP-cher', definition: 'Art that is not flat: you can walk around it.' },
    { term: 'Clay', say: 'KLAY', definition: 'Soft, squishy earth that you can shape and then let harden.' },
    { term: 'Sculptor', say: 'SKULP-ter', definition: 'An artist who makes sculptures.' },
    { term: 'Carve', say: 'KARV', definition: 'To cut away material to make a shape.' },
    { term: 'Statue', say: 'STACH-oo', definition: 'A sculpture of a person or animal.' },
  ],
  tryIt: [{
    title: 'Dough Animals',
    description: 'Make a little sculpture with play dough.',
    steps: [
      'Get some play dough with a grown-up.',
      'Roll a ball for a body and a small ball for a head.',
      'Pinch out ears, a nose or a tail.',
      'Turn it around. Does it look good from every side?',
    ],
    note: 'Play dough is for making, not for eating.',
    bands: ['3-5'],
  }, {
    title: 'Found-Object Sculpture',
    description: 'Build a sculpture from things you would recycle.',
    steps: [
      'Collect clean boxes, tubes, bottle caps and paper.',
      'Plan your sculpture: an animal, a robot, a tower?',
      'Join the pieces with tape or glue. Ask a grown-up to help with any cutting.',
      'Put it on a table and walk around it. Add details to the back and sides too.',
    ],
    note: 'Older kids: try carving a bar of soap with a lolly stick, with a grown-up nearby.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'Finding the shape', content: 'Carving is like peeling an orange: you take away the outside to reveal the shape inside.' },
  ],
  realWorld: [
    { title: 'Parks and squares', content: 'Statues and sculptures stand in parks, squares and outside buildings.' },
    { title: 'Museums', content: 'Art museums have sculptures from many times and places.' },
  ],
  engaging: [
    { question: 'What sculpture have you seen near your home?', context: 'Think of statues, fountains or playground art.' },
    { question: 'What would you sculpt if you had a giant block of clay?', context: 'An animal, a person, a shape?' },
  ],
  quiz: [
    {
      question: 'How is a sculpture different from a painting?', right: 'You can walk around it', wrong: ['It is always very flat', 'It has only one color'],
      skill: 'inference', support: ['A sculpture is art you can walk around', 'You can walk all around it', 'You can walk around it', 'can be viewed from every side'],
    },
    {
      question: 'What does carving mean?', right: 'Cutting material away', wrong: ['Adding lots of paint', 'Gluing photos together'],
      skill: 'vocabulary', bands: ['6-8', '9-12', '13+'], support: ['Carving takes material away', 'To cut away material to make a shape', 'cutting away material'],
    },
    {
      question: 'Which can you use to make a sculpture?', right: 'Clay', wrong: ['Water', 'Air'],
      skill: 'recall', bands: ['3-5'], support: ['People make sculptures from clay, stone, wood or metal', 'It can be made of clay, stone, wood or metal'],
    },
  ],
  sources: [
    {
      claim: 'Sculpture is an artistic form in which hard or plastic materials are worked into three-dimensional art objects; its main processes are carving (subtractive), modelling in clay or wax (additive), casting in metal such as bronze (including the lost-wax process, used for thousands of years) and assembling (assemblage of found objects); relief sculpture projects from a background while sculpture in the round is freestanding; twentieth-century sculptors introduced open forms, welded metal, kinetic sculpture and installations.',
      title: 'Britannica: sculpture',
      url: 'https://www.britannica.com/art/sculpture',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'Michelangelo carved his marble statue of David (1501–04) from a single block of marble.',
      title: 'Britannica: Michelangelo',
      url: 'https://www.britannica.com/biography/Michelangelo',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'The American sculptor Alexander Calder is known for inventing the mobile, a kinetic sculpture of hanging parts that move in the air.',
      title: 'Britannica: Alexander Calder',
      url: 'https://www.britannica.com/biography/Alexander-Calder',
      read: READ,
      authority: 'reference',
    },
  ],
  related: ['color-mixing', 'van-gogh', 'patterns'],
  links: [britannica('sculpture'), SITES.smithsonian],
};

const rhythm: KidEntry = {
  id: 'rhythm',
  module: 'Music Fundamentals',
  question: 'What is rhythm in music?',
  title: 'What Is Rhythm in Music?',
  blurb: 'The pattern of long and short sounds over a steady beat.',
  triggers: [['rhythm'], ['beat', 'music'], ['music', 'beat'], ['song', 'beat'], ['tempo'], ['keep', 'beat'], ['steady', 'beat'], ['clap', 'beat'], ['time', 'signature']],
  quickAnswer: {
    '3-5': 'Rhythm is the pattern of sounds in music. Some sounds are long. Some are short. Clap your name: "Ma-ri-a" is three claps! That is a rhythm.',
    '6-8': 'Rhythm is the pattern of long and short sounds in music. Under the rhythm there is a beat, a steady pulse like a ticking clock. You can tap your foot to the beat. The rhythm is how the notes fit over it: some notes last one beat, some last longer, some are quick. Clapping the words of a song is clapping its rhythm.',
    '9-12': 'Rhythm is how sounds and silences are arranged in time. It sits on top of the beat, the steady pulse you tap your foot to. Beats are grouped into bars, often of four or three beats, with the first beat a little stronger. Tempo is how fast the beat goes. Notes can last several beats, one beat or a fraction of a beat. Rests are silent beats, and they are part of the rhythm too.',
    '13+': 'Rhythm is the organisation of musical sound in time: durations, accents and silences set against a pulse. The meter groups beats into bars, shown by a time signature such as 4/4 or 3/4. Tempo sets the speed, often in beats per minute. Note values (whole, half, quarter, eighth) divide time in proportion. Syncopation shifts accents off the strong beats, giving music its push. Many traditions build complex rhythms, like the layered polyrhythms of West African drumming.',
  },
  takeaways: {
    little: ['Rhythm is a pattern of sounds.', 'Some sounds are long; some are short.', 'You can clap a rhythm.'],
    young: ['Rhythm is a pattern of long and short sounds.', 'The beat is the steady pulse underneath.', 'You can clap the rhythm of a song.'],
    older: ['Rhythm arranges sounds and silences in time.', 'The beat is the steady pulse; tempo is its speed.', 'Beats group into bars, like sets of four or three.'],
  },
  sections: [
    {
      title: 'The Steady Beat',
      little: 'Put your hand on your chest. Feel your heart go thump, thump. Music has a beat like that. Tap it with your foot!',
      young: 'The beat is the steady pulse of music, like a heartbeat or a ticking clock. When you march or tap your foot to a song, you are following the beat.',
      older: 'The beat is the regular pulse that listeners feel. In most songs it stays steady. Tempo is how fast it goes: a lullaby has a slow tempo, and a dance song a fast one.',
      funFact: { title: 'Beats per minute', text: 'Musicians measure tempo in beats per minute. A clock ticks sixty times a minute.' },
    },
    {
      title: 'Long and Short Sounds',
      little: 'Clap a short clap. Now a long "Shhhh". Mix them up! Short, short, long. That is a rhythm!',
      young: 'Rhythm is the pattern the notes make over the beat. Some notes last a long time, some are short and quick. Clap the words "Twin-kle twin-kle lit-tle star" and you are clapping a rhythm.',
      older: 'Over the steady beat, notes of different lengths make patterns. A note can fill two beats, one beat or half a beat. Rests, or silences, count too. Rhythm is what makes a tune recognisable even when clapped.',
      funFact: { title: 'Guess the song', text: 'Many people can guess a famous song just from its clapped rhythm.' },
    },
    {
      title: 'Counting in Groups',
      young: 'Beats come in groups. Marching music counts in twos: one, two, one, two. A waltz counts in threes: one, two, three.',
      older: 'Beats group into bars, with a stronger first beat. Music in four counts one, two, three, four. A waltz counts one, two, three. Shifting accents off the strong beats, called syncopation, makes music feel bouncy.',
      funFact: { title: 'Rhythm everywhere', text: 'Footsteps, rain on a roof and a bouncing ball all make rhythms.' },
    },
  ],
  deeper: {
    title: 'Meter, Note Values and Syncopation',
    content: 'A time signature gives the number of beats per bar and the note value that gets one beat. In 4/4, four quarter-note beats fill each bar; in 6/8, six eighth notes group into two dotted-quarter beats. Note values divide proportionally: a whole note equals two halves, four quarters or eight eighths. Syncopation places accents on weak beats or between beats, common in jazz, funk and much popular music. Polyrhythm layers two pulses at once, such as three against two. It is central to many West African and Afro-Cuban drumming traditions.',
    funFact: { title: 'Three against two', text: 'Tap three even beats with one hand while the other taps two, in the same time: that is a polyrhythm.' },
  },
  glossary: [
    { term: 'Rhythm', say: 'RITH-um', definition: 'The pattern of long and short sounds in music.' },
    { term: 'Beat', say: 'BEET', definition: 'The steady pulse of music that you tap your foot to.' },
    { term: 'Tempo', say: 'TEM-poh', definition: 'How fast or slow the beat is.' },
    { term: 'Rest', say: 'REST', definition: 'A silent beat in music.' },
    { term: 'Bar', say: 'BAR', definition: 'A small group of beats in music, also called a measure.' },
  ],
  tryIt: [{
    title: 'Clap Your Name',
    description: 'Turn names into rhythms.',
    steps: [
      'Say your name slowly.',
      'Clap once for each part: "Sam" is one clap, "Ma-ri-a" is three.',
      'Clap the names of people in your family.',
      'Now clap them to a drum beat: a grown-up taps a pot with a spoon.',
    ],
    note: 'Try fast and slow, loud and soft.',
    bands: ['3-5'],
  }, {
    title: 'Body Percussion Band',
    description: 'Make a rhythm with claps, stomps and snaps.',
    steps: [
      'Stomp a steady beat: stomp, stomp, stomp, stomp.',
      'Over it, clap a pattern: clap-clap, rest, clap.',
      'Count in four: ONE two three four. Make beat ONE a little louder.',
      'Teach your rhythm to a friend and play it together.',
    ],
    note: 'Older kids: try three claps against two stomps in the same time.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'Footsteps on a path', content: 'The beat is like steady footsteps, and the rhythm is the hopping, skipping pattern you make on top of them.' },
  ],
  realWorld: [
    { title: 'Dancing', content: 'Dancers move their steps to the beat and rhythm of the music.' },
    { title: 'Jump-rope rhymes', content: 'Skipping songs have a strong rhythm that helps you jump at the right time.' },
  ],
  engaging: [
    { question: 'What rhythms can you hear right now?', context: 'Listen for clocks, footsteps, rain or a washing machine.' },
    { question: 'Is your favourite song fast or slow?', context: 'Tap along and feel its tempo.' },
  ],
  quiz: [
    {
      question: 'What is rhythm?', right: 'A pattern of long and short sounds', wrong: ['How loud or soft the music is', 'The name of the song you hear'],
      skill: 'vocabulary', support: ['Rhythm is the pattern of sounds in music', 'Rhythm is the pattern of long and short sounds', 'Rhythm is a pattern of long and short sounds', 'Rhythm arranges sounds and silences in time'],
    },
    {
      question: 'What is the beat in music?', right: 'The steady pulse you tap to', wrong: ['The loudest instrument', 'The words of the song'],
      skill: 'vocabulary', support: ['Music has a beat like that', 'a steady pulse like a ticking clock', 'The beat is the steady pulse', 'the steady pulse you tap your foot to'],
    },
    {
      question: 'What does tempo mean?', right: 'How fast the beat goes', wrong: ['How high the notes are', 'How many people sing'],
      skill: 'vocabulary', bands: ['9-12', '13+'], support: ['Tempo is how fast the beat goes', 'Tempo is how fast it goes', 'Tempo sets the speed'],
    },
  ],
  sources: [
    {
      claim: 'Rhythm is the placement of sounds in time: patterns of durations and accents over a regular beat (pulse); beats are grouped into measures (bars), often of two, three or four beats, with the first accented, as shown by a time signature such as 4/4, 3/4 or 6/8; tempo is the speed of the beat, measured in beats per minute; note values (whole, half, quarter, eighth) divide time proportionally; rests are silences; syncopation accents weak beats; polyrhythm (such as three against two) layers rhythms and is central to West African and Afro-Cuban drumming; jazz and funk use syncopation widely.',
      title: 'Britannica: rhythm (music)',
      url: 'https://www.britannica.com/art/rhythm-music',
      read: READ,
      authority: 'reference',
    },
  ],
  related: ['read-music', 'music-instruments', 'music-feelings'],
  links: [britannica('rhythm music'), SITES.smithsonian],
};

const readMusic: KidEntry = {
  id: 'read-music',
  module: 'Music Fundamentals',
  question: 'How do people read music?',
  title: 'How Do People Read Music?',
  blurb: 'Notes on a staff show how high a sound is and how long it lasts.',
  triggers: [['read', 'music'], ['reading', 'music'], ['sheet', 'music'], ['music', 'notation'], ['musical', 'notation'], ['treble', 'clef'], ['bass', 'clef'], ['clef'], ['read', 'note*'], ['music', 'symbol*'], ['music notes'], ['musical notes'], ['written', 'music'], ['write', 'music', 'down'], ['music', 'staff'], ['stave']],
  quickAnswer: {
    '3-5': 'Music can be written down! Musicians use dots called notes. The notes sit on five lines. A note high up means a high sound. A note low down means a low sound.',
    '6-8': 'Music is written on five lines called a staff. Each note is a small oval. Where the note sits tells you how high or low to play it: higher on the staff means a higher sound. The shape of the note tells you how long to play it. A filled-in note with a stem is one beat, and an open note lasts longer.',
    '9-12': 'Written music uses a staff of five lines and four spaces. Each line and space stands for a pitch, named with the letters A to G. A clef at the start sets which is which: in the treble clef, the spaces spell F-A-C-E. Note shapes show duration. A whole note is open with no stem, a half note is open with a stem, and a quarter note is filled in with a stem. Rests show silences, and a time signature shows the beats in each bar.',
    '13+': 'Staff notation encodes pitch vertically and time horizontally. Clefs fix pitch on the five-line staff: treble (G) clef, bass (F) clef and others. Ledger lines extend the range. Sharps and flats raise or lower notes, and a key signature sets them for the whole piece. Durations form a binary system (whole, half, quarter, eighth, sixteenth), and dots add half again. Time signatures, tempo marks, dynamics (p, f) and articulations tell the player how to perform. Other systems exist too, such as guitar tablature and chord charts.',
  },
  takeaways: {
    little: ['Music can be written down.', 'Notes sit on five lines.', 'High notes mean high sounds.'],
    young: ['Music is written on a staff of five lines.', 'Higher notes on the staff sound higher.', 'The note shape shows how long it lasts.'],
    older: ['Lines and spaces stand for pitches, named A to G.', 'A clef tells you which line is which note.', 'Note shapes show duration; rests show silence.'],
  },
  sections: [
    {
      title: 'Five Lines',
      little: 'Music is written on five lines. They look like a ladder lying down. Notes sit on the lines and in the gaps.',
      young: 'Written music uses five lines called a staff. Notes can sit on a line or in a space between two lines. Each place is a different note.',
      older: 'The staff has five lines and four spaces, and each one stands for a pitch. Notes above or below the staff get little extra lines, called ledger lines.',
      funFact: { title: 'Memory tricks', text: 'In the treble clef, the four spaces spell the word FACE from bottom to top.' },
    },
    {
      title: 'High and Low',
      little: 'A note near the top sounds high, like a bird. A note near the bottom sounds low, like a bear.',
      young: 'The higher a note sits on the staff, the higher it sounds. Notes have letter names, from A to G. After G, the letters start again at A.',
      older: 'The higher a note sits on the staff, the higher it sounds. Musical letters run A to G, then repeat an octave higher. A clef at the start of the staff fixes the names. The treble clef is used for higher sounds, like a flute. The bass clef is used for lower sounds, like a tuba.',
      funFact: { title: 'Only seven letters', text: 'Western music names its notes with just seven letters: A, B, C, D, E, F and G.' },
    },
    {
      title: 'Long and Short',
      young: 'The shape of a note shows how long it lasts. A filled-in note with a stem is one beat. An open note with a stem lasts two beats. An open note with no stem lasts four.',
      older: 'A whole note lasts as long as two half notes, or four quarter notes, or eight eighth notes. Flags and beams mark the shorter notes. Rests are symbols for silence, with the same lengths as notes.',
      funFact: { title: 'Fractions in music', text: 'Note names like "half" and "quarter" are fractions of a whole note.' },
    },
  ],
  deeper: {
    title: 'Keys, Accidentals and Other Notations',
    content: 'A key signature of sharps or flats after the clef applies to every matching note, unless an accidental changes it. A natural sign cancels them. Dotted notes last one and a half times their value, and ties join notes across bar lines. Dynamics run from pp (very soft) to ff (very loud), and articulations such as staccato shape each note. Staff notation grew from medieval neumes, marks that reminded singers of a tune\'s shape. Guitarists also use tablature, which shows strings and frets, and jazz players often read chord symbols.',
    funFact: { title: 'Do re mi', text: 'The names do, re, mi come from a medieval hymn, in which each line began one note higher.' },
  },
  glossary: [
    { term: 'Note', say: 'NOHT', definition: 'A written sign for one musical sound.' },
    { term: 'Staff', say: 'STAF', definition: 'The five lines that music is written on.' },
    { term: 'Clef', say: 'KLEF', definition: 'A sign at the start of the staff that names the notes.' },
    { term: 'Pitch', say: 'PICH', definition: 'How high or low a sound is.' },
    { term: 'Rest', say: 'REST', definition: 'A sign for silence in music.' },
  ],
  tryIt: [{
    title: 'Up and Down Song',
    description: 'Sing high and low with your body.',
    steps: [
      'A grown-up draws five lines on paper.',
      'Put a sticker at the top and one at the bottom.',
      'Point to the top sticker and sing a high "la". Stretch up tall!',
      'Point to the bottom and sing a low "la". Crouch down!',
    ],
    note: 'Make up a pattern of stickers and sing it together.',
    bands: ['3-5'],
  }, {
    title: 'Write Your Own Tune',
    description: 'Compose a short tune on a staff.',
    steps: [
      'Draw a staff: five lines, evenly spaced.',
      'Draw four notes, some on lines and some in spaces.',
      'Use filled-in notes with stems for one beat and open notes for two.',
      'Play or sing it, higher when the notes are higher. Ask someone to read it back.',
    ],
    note: 'A piano, keyboard app or xylophone makes it easier to hear your tune.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'A map of sound', content: 'Sheet music is like a map: up and down shows high and low, and left to right shows time going by.' },
  ],
  realWorld: [
    { title: 'Bands and choirs', content: 'Orchestras, bands and choirs read the same written music so they can play together.' },
    { title: 'Songbooks', content: 'Songbooks and piano books have the notes written above the words.' },
  ],
  engaging: [
    { question: 'How would you draw a sound that goes up and down?', context: 'Try a line that climbs and falls.' },
    { question: 'Why do you think music is written from left to right?', context: 'Think about how we read words.' },
  ],
  quiz: [
    {
      question: 'How many lines does a music staff have?', right: 'Five', wrong: ['Two', 'Ten'],
      skill: 'recall', support: ['The notes sit on five lines', 'Notes sit on five lines', 'Music is written on five lines', 'Music is written on a staff of five lines', 'a staff of five lines and four spaces', 'The five lines that music is written on'],
    },
    {
      question: 'A note sits high on the staff. How does it sound?', right: 'High', wrong: ['Low', 'Silent'],
      skill: 'inference', support: ['A note high up means a high sound', 'High notes mean high sounds', 'higher on the staff means a higher sound', 'The higher a note sits on the staff, the higher it sounds'],
    },
    {
      question: 'What does the shape of a note tell you?', right: 'How long to play it', wrong: ['How loud the room is', 'Who wrote the song'],
      skill: 'recall', bands: ['6-8', '9-12', '13+'], support: ['The shape of the note tells you how long to play it', 'The note shape shows how long it lasts', 'Note shapes show duration'],
    },
  ],
  sources: [
    {
      claim: 'Western staff notation writes pitch on a five-line staff (four spaces), with ledger lines beyond it; clefs (treble or G clef, bass or F clef) fix the pitches, and in the treble clef the spaces read F, A, C, E (spelling FACE); notes are named with the seven letters A to G, repeating at the octave; note shapes show duration (whole note open without stem, half note open with stem, quarter note filled with stem, eighth notes with flags or beams), dotted notes last one and a half times; rests show silence; key signatures, sharps, flats and naturals, time signatures, dynamics (pp to ff) and articulations such as staccato guide performance. Staff notation developed from medieval neumes; the syllables do (ut), re, mi come from a medieval hymn in which each line began a step higher; guitar tablature shows strings and frets.',
      title: 'Britannica: musical notation',
      url: 'https://www.britannica.com/art/musical-notation',
      read: READ,
      authority: 'reference',
    },
  ],
  simplifications: ['For 6-8, "a filled-in note with a stem is one beat" assumes the usual time signatures where the quarter note gets the beat.'],
  related: ['rhythm', 'music-instruments', 'fractions'],
  links: [britannica('musical notation'), SITES.smithsonian],
};

const maze: KidEntry = {
  id: 'solve-maze',
  module: 'Problem Solving',
  question: 'How do you solve a maze?',
  title: 'How Do You Solve a Maze?',
  blurb: 'Wall-following, working backwards and marking dead ends.',
  triggers: [['maze'], ['mazes'], ['labyrinth'], ['solve', 'maze'], ['dead', 'end', 'maze'], ['way', 'out', 'maze']],
  quickAnswer: {
    '3-5': 'A maze is a puzzle of paths. Some paths stop. Those are dead ends. Go back and try a new way. Keep your finger on one wall. Follow it, and you can find the way out!',
    '6-8': 'To solve a maze, try a path. If it stops at a dead end, go back to the last place you had a choice and try another way. One great trick is to keep one hand on a wall and never let go. In many mazes, that wall will lead you to the exit. On paper mazes, you can also start at the end and work backwards.',
    '9-12': 'Most maze strategies are about not getting lost. The wall-follower rule says keep one hand on the same wall all the way. It always works when the maze\'s walls are all connected to the outside edge. It can fail if the goal is on an "island" of walls in the middle. Another strategy is to mark every path you try, so you never repeat a dead end. On paper, working backwards from the finish often makes things easier.',
    '13+': 'A maze can be modelled as a graph: junctions are nodes and corridors are edges. The wall follower traces the boundary of one connected wall. So it solves simply connected mazes but can circle forever around an island. Marking each passage as you go, and never taking a marked dead end twice, always finds an exit if one exists. Computers solve mazes with depth-first search, which tries a path and backtracks at dead ends. Breadth-first search spreads out in every direction and finds a shortest route.',
  },
  takeaways: {
    little: ['A maze is a puzzle of paths.', 'At a dead end, go back.', 'Keep a finger on one wall.'],
    young: ['At a dead end, go back to your last choice.', 'Keep one hand on one wall.', 'On paper, try starting at the end.'],
    older: ['The wall follower works when all walls connect to the edge.', 'Marking paths stops you repeating dead ends.', 'Working backwards can make a maze easier.'],
  },
  sections: [
    {
      title: 'Dead Ends',
      little: 'Some paths go nowhere. They stop! That is a dead end. Turn around and try a new path.',
      young: 'A dead end is a path that stops. When you hit one, go back to the last spot where you had a choice. Then take a path you have not tried.',
      older: 'Backtracking is the key idea: when you hit a dead end, return to the most recent junction with an untried path. Mark the dead end so you never go down it again.',
      funFact: { title: 'Maze or labyrinth?', text: 'Some people use "labyrinth" for a path with no choices that winds to the middle, and "maze" for a puzzle with choices and dead ends.' },
    },
    {
      title: 'The Hand on the Wall',
      little: 'Put one finger on a wall of the maze. Walk and keep it there. Do not let go! It helps you find the way.',
      young: 'Pick the left wall or the right wall. Keep your hand on it the whole time, even round corners and into dead ends. It may be a long walk, but in many mazes you will reach the exit.',
      older: 'The wall follower works because connected walls form one long boundary, and following it must bring you back to the outside. If the goal is in a part of the maze whose walls don\'t touch the outer edge, the rule can fail.',
      funFact: { title: 'Left or right', text: 'It doesn\'t matter which hand you choose, as long as you never switch.' },
    },
    {
      title: 'Work Backwards',
      young: 'On a paper maze, start at the finish and find your way to the start. Sometimes the end is easier, because it has fewer paths.',
      older: 'Working backwards is a problem-solving strategy far beyond mazes. Maze designers often hide most of their tricks near the start. So tracing back from the goal can reveal the route quickly.',
      funFact: { title: 'A thread to follow', text: 'In an ancient Greek myth, the hero Theseus unrolled a ball of thread so he could find his way back out of the Labyrinth.' },
    },
  ],
  deeper: {
    title: 'Mazes as Graphs',
    content: 'Model each junction and dead end as a node and each corridor as an edge. Solving the maze becomes finding a path between two nodes. Depth-first search follows one branch as deep as possible, then backtracks; it uses little memory but may not find the shortest path. Breadth-first search explores all nodes one step away, then two, and so on, so the first time it reaches the goal it has found a shortest path. Marking each passage you enter, by hand, is a depth-first search done by a person.',
    funFact: { title: 'Robot mice', text: 'In micromouse contests, small robots race to find and run the fastest route through a maze.' },
  },
  glossary: [
    { term: 'Maze', say: 'MAYZ', definition: 'A puzzle of paths where you find the way through.' },
    { term: 'Dead end', say: 'DED END', definition: 'A path that stops and goes nowhere.' },
    { term: 'Exit', say: 'EG-zit', definition: 'The way out.' },
    { term: 'Backtrack', say: 'BAK-trak', definition: 'To go back the way you came and try again.' },
    { term: 'Labyrinth', say: 'LAB-uh-rinth', definition: 'A winding maze, like the one in an old Greek story.' },
  ],
  tryIt: [{
    title: 'Pillow Maze',
    description: 'Walk through a maze you build at home.',
    steps: [
      'With a grown-up, make paths on the floor with pillows or tape.',
      'Make one path a dead end.',
      'Walk through with one hand on a pillow wall.',
      'Did you find the way out?',
    ],
    note: 'Keep the maze away from stairs and sharp corners.',
    bands: ['3-5'],
  }, {
    title: 'Design a Maze',
    description: 'Draw a maze and test the wall-follower rule.',
    steps: [
      'On squared paper, draw a start and a finish on the outer edge.',
      'Draw one winding path between them, then add dead ends.',
      'Test it with the hand-on-the-wall rule, using a pencil line.',
      'Now add an "island" of walls in the middle with the finish inside. Does the rule still work?',
    ],
    note: 'Older kids: swap mazes with a friend and time each other.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'Breadcrumbs', content: 'Marking your path in a maze is like leaving breadcrumbs, so you know where you have already been.' },
  ],
  realWorld: [
    { title: 'Hedge and corn mazes', content: 'Parks and farms make mazes from hedges or corn fields for people to walk through.' },
    { title: 'Maps and apps', content: 'Map apps solve a maze-like problem when they find a route through city streets.' },
  ],
  engaging: [
    { question: 'Have you ever been lost in a maze?', context: 'What did you do to get out?' },
    { question: 'Can you draw a maze where the hand-on-the-wall rule fails?', context: 'Hint: put the goal in the middle.' },
  ],
  quiz: [
    {
      question: 'What should you do at a dead end?', right: 'Go back and try another path', wrong: ['Sit down and stay there', 'Climb over the wall'],
      skill: 'sequence', support: ['Go back and try a new way', 'At a dead end, go back', 'go back to the last place you had a choice', 'Turn around and try a new path', 'return to the most recent junction'],
    },
    {
      question: 'What is the hand-on-the-wall trick?', right: 'Keep one hand on the same wall', wrong: ['Switch walls at every corner', 'Touch a wall only at the start'],
      skill: 'recall', support: ['Keep your finger on one wall', 'Keep a finger on one wall', 'keep one hand on a wall and never let go', 'keep one hand on the same wall'],
    },
    {
      question: 'When can the wall-follower rule fail?', right: 'When the goal is on an island of walls', wrong: ['When the maze is drawn on paper', 'When you use your left hand'],
      skill: 'inference', bands: ['9-12', '13+'], support: ['It can fail if the goal is on an "island"', 'the rule can fail', 'can circle forever around an island'],
    },
  ],
  sources: [
    {
      claim: 'A maze can be represented as a graph of nodes (junctions) and edges (corridors); depth-first search explores one path and backtracks at dead ends, while breadth-first search explores level by level and finds a shortest path in an unweighted graph.',
      title: 'MIT OpenCourseWare: 6.006 Introduction to Algorithms (graph search: BFS and DFS)',
      url: 'https://ocw.mit.edu/courses/6-006-introduction-to-algorithms-spring-2020/',
      read: READ,
      authority: 'university',
    },
    {
      claim: 'In Greek myth, the hero Theseus killed the Minotaur in the Labyrinth on Crete built by Daedalus, and found his way out with a ball of thread given to him by Ariadne.',
      title: 'Britannica: Minotaur',
      url: 'https://www.britannica.com/topic/Minotaur',
      read: READ,
      authority: 'reference',
    },
  ],
  related: ['puzzles', 'algorithm', 'patterns'],
  links: [britannica('maze'), SITES.codeOrg],
};

const internet: KidEntry = {
  id: 'internet',
  module: 'Coding Basics',
  question: 'What is the internet?',
  title: 'What Is the Internet?',
  blurb: 'A giant network of computers sharing messages in tiny packets.',
  triggers: [['internet'], ['wifi'], ['wi', 'fi'], ['world', 'wide', 'web'], ['website'], ['web', 'page'], ['online', 'work'], ['router'], ['email', 'travel'], ['message', 'travel', 'computer']],
  quickAnswer: {
    '3-5': 'The internet links lots of computers. They talk to each other. Their notes zip through wires and the air. That is how you can watch a show from far away. Use it with a grown-up.',
    '6-8': 'The internet is a huge web that links computers, phones and tablets all over the world. They send messages to each other. Some messages go through cables. Some go through the air, with Wi-Fi. When you watch a video, it comes from a computer far away. It comes in tiny pieces, super fast. Use the internet with a grown-up. Never share private things, like where you live.',
    '9-12': 'The internet is a network of networks: billions of devices linked by cables, fibre-optic lines, radio signals and even cables under the sea. Data is chopped into small packets, each labelled with where it is going. Routers pass the packets along, and your device puts them back together. The World Wide Web, the pages you visit in a browser, is one service that runs on the internet. Email and video calls are others.',
    '13+': 'The internet is a global system of interconnected networks using a shared set of protocols, TCP/IP. IP addresses identify devices, and routers forward packets hop by hop toward their destination. TCP reassembles them in order and requests any that are lost. The Domain Name System translates names like example.org into addresses. The World Wide Web, invented by Tim Berners-Lee in 1989, links documents over HTTP. Its roots include ARPANET, which first linked computers in 1969.',
  },
  takeaways: {
    little: ['The internet joins lots of computers.', 'They send messages to each other.', 'Use it with a grown-up.'],
    young: ['The internet links computers all over the world.', 'Messages travel in tiny pieces, very fast.', 'Never share private things online.'],
    older: ['The internet is a network of networks.', 'Data travels in packets that routers pass along.', 'The Web is one service that runs on the internet.'],
  },
  sections: [
    {
      title: 'A Giant Web of Computers',
      little: 'Your tablet talks to other computers. They can be very far away. The internet joins them all, like a big web.',
      young: 'The internet links computers, like roads link towns. Some roads are cables under the ground. Some are cables under the sea. Some are radio waves in the air, like Wi-Fi.',
      older: 'Home networks connect to internet service providers, which connect to bigger networks, which connect across continents. Undersea cables carry most traffic between continents.',
      funFact: { title: 'Under the sea', text: 'Long cables lying on the ocean floor carry internet messages between continents.' },
    },
    {
      title: 'Tiny Packets',
      little: 'A video comes in lots of tiny bits. They zoom to you. Then they join up again. Now you can watch!',
      young: 'When you send a message, it is cut into tiny pieces called packets. Each packet has an address, like a letter. The pieces zoom across the internet and join up again at the other end.',
      older: 'Packets from one message may take different routes. Routers read each packet\'s address and pass it a step closer to its goal. Your device reassembles the packets in order and asks again for any that go missing.',
      funFact: { title: 'Faster than blinking', text: 'A message can cross the world through the internet in less time than a blink.' },
    },
    {
      title: 'Staying Safe Online',
      little: 'Use the internet with a grown-up. If you see something that feels bad, tell a grown-up right away.',
      young: 'Always ask a grown-up before you go online. Never share your full name, your home, your school or your passwords. If something online makes you feel scared or bad, tell a grown-up.',
      older: 'Keep personal details and passwords private, and think before you post: things online can be copied and stay around. Be kind, and tell a trusted adult if you see something upsetting or someone asks to meet you.',
      funFact: { title: 'Strong passwords', text: 'A long password made of several random words is harder to guess than a short one.' },
    },
  ],
  deeper: {
    title: 'Protocols, Addresses and the Web',
    content: 'The internet works because every device follows shared rules called protocols. IP gives each device an address and carries packets; TCP makes delivery reliable and ordered. DNS maps human-friendly names to IP addresses. On top of these run services: the Web (HTTP/HTTPS), email (SMTP), video streaming and more. The Web was invented by Tim Berners-Lee at CERN in 1989. The internet grew from ARPANET, a US research network first connected in 1969. HTTPS encrypts web traffic so others on the network cannot read it.',
    funFact: { title: 'The first message', text: 'The first ARPANET message, in 1969, was meant to be "LOGIN", but the system crashed after "LO".' },
  },
  glossary: [
    { term: 'Internet', say: 'IN-ter-net', definition: 'A giant network that joins computers all over the world.' },
    { term: 'Network', say: 'NET-wurk', definition: 'Computers joined together so they can share messages.' },
    { term: 'Wi-Fi', say: 'WY-fy', definition: 'A way to join the internet using radio waves instead of wires.' },
    { term: 'Packet', say: 'PAK-it', definition: 'A tiny piece of a message sent across the internet.' },
    { term: 'Router', say: 'ROW-ter', definition: 'A box that sends internet packets the right way.' },
  ],
  tryIt: [{
    title: 'Pass the Message',
    description: 'Be the internet with your family.',
    steps: [
      'Stand in a line with your family.',
      'A grown-up writes a short message and cuts it into word pieces.',
      'Pass the pieces down the line, one by one.',
      'The last person puts the words back together. Did the message arrive?',
    ],
    note: 'This is how packets travel: in pieces, then joined up again.',
    bands: ['3-5'],
  }, {
    title: 'Packet Race',
    description: 'Send a message in packets and rebuild it.',
    steps: [
      'Write a sentence and cut it into words. Number each word on the back.',
      'Give the words to different "routers" (friends) who each pass them to the "receiver" by a different route.',
      'The receiver uses the numbers to put the sentence back in order.',
      'Hide one packet. How does the receiver know something is missing?',
    ],
    note: 'Older kids: find out what "https" means at the start of a web address.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'A postal system', content: 'The internet is like a super-fast post office: messages are split into envelopes with addresses, sorted and sent on until they arrive.' },
  ],
  realWorld: [
    { title: 'Video calls', content: 'When you video-call a relative, your voice and face travel as packets over the internet.' },
    { title: 'Maps and weather', content: 'Map and weather apps get fresh information from computers far away through the internet.' },
  ],
  engaging: [
    { question: 'What do you use the internet for?', context: 'Videos, games, learning, calling family?' },
    { question: 'What private things should you never share online?', context: 'Think about your address, school and passwords.' },
  ],
  quiz: [
    {
      question: 'What does the internet do?', right: 'It joins computers so they can share messages', wrong: ['It makes electricity for computers', 'It keeps computers cool'],
      skill: 'recall', support: ['The internet links lots of computers', 'The internet joins lots of computers', 'links computers, phones and tablets all over the world', 'The internet is a network of networks'],
    },
    {
      question: 'How do messages travel across the internet?', right: 'In tiny pieces that join up again', wrong: ['As one big block, very slowly', 'By post in paper envelopes'],
      skill: 'recall', support: ['A video comes in lots of tiny bits', 'in tiny pieces, super fast', 'Messages travel in tiny pieces', 'Data is chopped into small packets', 'it is cut into tiny pieces called packets', 'Your device reassembles the packets in order'],
    },
    {
      question: 'Who should you tell if something online upsets you?', right: 'A grown-up you trust', wrong: ['Nobody at all', 'A stranger in a chat'],
      skill: 'recall', support: ['tell a grown-up right away', 'tell a grown-up', 'tell a trusted adult'],
    },
  ],
  sources: [
    {
      claim: 'The Internet is a global network of interconnected computer networks (a network of networks) linked by copper and fibre-optic cables, including undersea cables that carry most intercontinental traffic, and wireless (radio) links such as Wi-Fi; it uses the TCP/IP protocols: data is broken into packets with addresses (IP addresses), routed by routers and reassembled (TCP), with DNS (Domain Name System) translating names into addresses. It grew from ARPANET, which first linked computers in 1969 (its first message, "LOGIN", crashed after "LO"). The World Wide Web, invented by Tim Berners-Lee at CERN in 1989 and using HTTP, is one service on the Internet; email (SMTP) and video calls are others; HTTPS encrypts web traffic. Billions of devices are connected.',
      title: 'Britannica: Internet',
      url: 'https://www.britannica.com/technology/Internet',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'Children should go online with a trusted adult\'s guidance, keep personal information (full name, address, school, passwords) private, and tell a trusted adult if anything online makes them feel scared or uncomfortable or if someone asks to meet.',
      title: 'US Federal Trade Commission: Protecting Kids Online',
      url: 'https://consumer.ftc.gov/articles/protecting-kids-online',
      read: READ,
      authority: 'governing-body',
    },
  ],
  simplifications: ['For 3-5, "computers talk through wires and the air" stands for cables and radio links.'],
  related: ['what-is-coding', 'algorithm', 'robots'],
  links: [SITES.codeOrg, britannica('internet')],
};

const robots: KidEntry = {
  id: 'robots',
  module: 'Coding Basics',
  question: 'What is a robot?',
  title: 'What Is a Robot?',
  blurb: 'Machines that sense, decide and move, following a program.',
  triggers: [['robot'], ['robots'], ['robotic*'], ['robotics']],
  quickAnswer: {
    '3-5': 'A robot is a machine that can do jobs by itself. It has parts that move. It has a computer brain. People tell it what to do with a program. Some robots clean floors!',
    '6-8': 'A robot is a machine that can sense what is around it, decide what to do and then move. Sensors are like its eyes and ears. A computer inside is its brain, and motors make it move. A robot only does what its program tells it to do. Robots build cars, vacuum floors and even explore Mars!',
    '9-12': 'A robot is a machine that can sense what is around it, work out what to do, and act. It has three main parts. Sensors, like cameras and touch pads, notice things. A controller, which is a computer running a program, decides. Motors move its wheels, arms or grippers. Robots are great at jobs that are the same over and over, need care, or are dangerous. They weld cars, help surgeons and drive across Mars.',
    '13+': 'A robot is a machine that is controlled automatically and can be reprogrammed. It perceives its surroundings and acts on them in a loop: sense, think, act. Sensors such as cameras, lidar and force sensors feed a controller. The controller runs algorithms, from simple rules to machine-learning models. Motors and other actuators carry out the motion, and feedback corrects errors. Industrial arms dominate factories, while mobile robots move through warehouses, homes and other planets. The word "robot" comes from a 1920 play by Karel Čapek.',
  },
  takeaways: {
    little: ['A robot is a machine that does jobs.', 'It has a computer brain.', 'People give it a program.'],
    young: ['Robots sense, decide and move.', 'Sensors are like eyes and ears.', 'A robot follows its program.'],
    older: ['Robots have sensors, a controller and actuators.', 'A program tells the controller what to do.', 'Robots do jobs that are repetitive, precise or dangerous.'],
  },
  sections: [
    {
      title: 'Sense, Think, Move',
      little: 'A robot can feel or see things. Then it thinks. Then it moves. Bump! The robot turns and goes the other way.',
      young: 'Robots work in three steps. First they sense, using sensors like cameras or bump switches. Then their computer decides what to do. Then motors make them move.',
      older: 'Robots run a loop: sense, think, act, again and again, many times a second. A robot vacuum senses a wall, its program decides to turn, and its wheel motors carry out the turn.',
      funFact: { title: 'Bump and turn', text: 'Some robot vacuums find their way around by bumping gently into things and turning.' },
    },
    {
      title: 'Robots Need Programs',
      little: 'A robot cannot think up jobs by itself. People write steps for it. The steps are called a program.',
      young: 'A robot only knows what its program tells it. People called programmers write the steps. Change the program, and the robot does a new job.',
      older: 'Programs turn sensor readings into actions. Simple robots follow fixed rules. Advanced robots use algorithms to map rooms, recognise objects or plan paths. But they still run code written and tested by people.',
      funFact: { title: 'Coding robots', text: 'Many schools use small robots that kids program with blocks of code.' },
    },
    {
      title: 'Robots at Work',
      young: 'Robots build cars in factories, carry boxes in warehouses, mow lawns and clean floors. Rovers, which are robots, have driven around on Mars!',
      older: 'Factory arms weld and paint with great precision. Surgeons use robotic tools to make tiny, steady movements. NASA\'s Mars rovers drive over rocky ground and study rocks, far from any human helper.',
      funFact: { title: 'A robot on Mars', text: 'NASA\'s Perseverance rover has explored Mars since landing there in 2021.' },
    },
  ],
  deeper: {
    title: 'Sensors, Control and Autonomy',
    content: 'Robots combine mechanics, electronics and software. Sensors include cameras, lidar, ultrasonic rangefinders, force sensors and encoders that measure joint angles. Controllers use feedback: they compare where the robot is with where it should be and adjust the motors. Mobile robots often build a map while locating themselves in it, a task called simultaneous localisation and mapping. Autonomy ranges from teleoperation, where a human steers, to robots that choose their own actions. Real robots still struggle with messy, changing places that people handle easily.',
    funFact: { title: 'A new word', text: 'The word "robot" first appeared in a play by the Czech writer Karel Čapek, from a Czech word meaning forced labour.' },
  },
  glossary: [
    { term: 'Robot', say: 'ROH-bot', definition: 'A machine that can sense, decide and move by itself.' },
    { term: 'Program', say: 'PROH-gram', definition: 'Steps that tell a computer or robot what to do.' },
    { term: 'Sensor', say: 'SEN-ser', definition: 'A part that lets a robot feel, see or hear.' },
    { term: 'Motor', say: 'MOH-ter', definition: 'A part that makes things move.' },
    { term: 'Actuator', say: 'AK-choo-ay-ter', definition: 'A part, like a motor, that makes a robot move.' },
  ],
  tryIt: [{
    title: 'Robot Game',
    description: 'Be a robot that follows a program.',
    steps: [
      'One person is the robot. A grown-up is the programmer.',
      'The programmer gives steps: "Walk two steps. Turn. Clap."',
      'The robot does only what it is told!',
      'Swap jobs. Can you program the robot to reach a toy?',
    ],
    note: 'Robots only do what the program says, even silly things!',
    bands: ['3-5'],
  }, {
    title: 'Program a Friend',
    description: 'Write a program to move a "robot" across a room.',
    steps: [
      'Place a target, like a cup, somewhere in the room.',
      'Write a list of commands: FORWARD 3, TURN LEFT, FORWARD 2…',
      'A friend or grown-up acts as the robot and follows them exactly.',
      'Add a sensor rule: "IF you touch a wall, TURN RIGHT." Fix the bugs until it works.',
    ],
    note: 'Try a free block-coding site to program an on-screen robot next.',
    bands: ['6-8', '9-12', '13+'],
  }],
  analogies: [
    { title: 'A body and a brain', content: 'A robot is like a body made of metal and wires: sensors for senses, a computer for a brain and motors for muscles.' },
  ],
  realWorld: [
    { title: 'At home', content: 'Robot vacuums and lawn mowers do chores by themselves.' },
    { title: 'In space', content: 'Rovers on Mars are robots that explore where people cannot yet go.' },
  ],
  engaging: [
    { question: 'What job would you build a robot to do?', context: 'Tidying your room? Walking the dog?' },
    { question: 'What can people do that robots still find hard?', context: 'Think about tying shoes or telling jokes.' },
  ],
  quiz: [
    {
      question: 'What tells a robot what to do?', right: 'Its program', wrong: ['Its color', 'The weather'],
      skill: 'recall', support: ['People tell it what to do with a program', 'People give it a program', 'A robot only does what its program tells it to do', 'A robot follows its program', 'A program tells the controller what to do'],
    },
    {
      question: 'What do a robot\'s sensors do?', right: 'Help it see and feel things', wrong: ['Make its wheels turn', 'Charge its battery'],
      skill: 'vocabulary', support: ['Sensors are like its eyes and ears', 'Sensors are like eyes and ears', 'A part that lets a robot feel, see or hear', 'A robot can feel or see things'],
    },
    {
      question: 'Which job do robots do today?', right: 'Explore the planet Mars', wrong: ['Feel sleepy at night', 'Grow like plants'],
      skill: 'recall', bands: ['6-8', '9-12', '13+'], support: ['even explore Mars', 'Rovers, which are robots, have driven around on Mars', 'driving across Mars', 'NASA\'s Mars rovers drive over rocky ground'],
    },
  ],
  sources: [
    {
      claim: 'A robot is an automatically operated, programmable machine that senses its environment and acts on it; robots have sensors (cameras, touch, distance, force, encoders), a controller (a computer running a program) and actuators (motors) that move wheels, arms or grippers, using feedback control; industrial robots weld and paint cars; mobile robots work in warehouses and homes (robot vacuums); surgical robots are controlled by surgeons. The word "robot" comes from Karel Čapek\'s play R.U.R. (1920), from the Czech robota, forced labour.',
      title: 'Britannica: robot (technology)',
      url: 'https://www.britannica.com/technology/robot-technology',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'NASA\'s Perseverance rover landed on Mars in February 2021 (in 2021) and explores the planet, studying rocks; Mars rovers are robotic explorers.',
      title: 'NASA Science: Mars 2020 Perseverance Rover',
      url: 'https://science.nasa.gov/mission/mars-2020-perseverance/',
      read: READ,
      authority: 'science-body',
    },
  ],
  related: ['what-is-coding', 'algorithm', 'internet'],
  links: [SITES.codeOrg, SITES.scratch, britannica('robot')],
};

export const makingEntries: KidEntry[] = [chessPieces, sculpture, rhythm, readMusic, maze, internet, robots];
