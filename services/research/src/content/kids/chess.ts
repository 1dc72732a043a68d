import { britannica, SITES } from '../links';
import type { KidEntry, Source } from '../types';

// Chess Mastery: the knight's move, and how to win (checkmate).

const READ = '2026-11-23';

const FIDE_LAWS: Source = {
  claim: 'The FIDE Laws of Chess: the chessboard is an 8 x 8 grid of 64 equal squares, alternately light and dark, and the player with the light pieces (White) moves first, then the players alternate with Black. The bishop, rook and queen may not move over intervening pieces; the knight moves to one of the nearest squares not on its own rank, file or diagonal (one coordinate changes by 2, the other by 1), so it passes over any pieces in between and always lands on a square of the other colour. Castling is a special move of the king and a rook, in which the rook crosses over the king. In notation the knight is written N and the king K.',
  title: 'FIDE Laws of Chess (taking effect from 1 January 2023), Articles 1-3 and Appendix C',
  url: 'https://handbook.fide.com/chapter/E012023',
  read: READ,
  authority: 'governing-body',
};

const knight: KidEntry = {
  id: 'chess-knight',
  module: 'Chess Mastery',
  question: 'How does the knight move in chess?',
  title: 'How Does the Knight Move in Chess?',
  blurb: 'The L-shaped jumper of the chessboard.',
  triggers: [['knight', 'chess'], ['knight', 'move*'], ['horse', 'chess'], ['horse', 'move*', 'chess'], ['l', 'shape', 'chess'], ['move*', 'like', 'l'], ['chess', 'move*', 'like', 'l']],
  quickAnswer: {
    '3-5': 'The knight looks like a horse. It moves like the letter L. Two steps one way, then one step to the side. It can even hop over other pieces!',
    '6-8': 'The knight moves in an L shape: two squares straight one way, then one square to the side. It is the only piece that jumps over other pieces when it moves. So it can hop out from behind a wall of pawns.',
    '9-12': 'A knight moves two squares up, down or sideways, and then one square to the side. That makes an L. It is the only piece that jumps over other pieces in a normal move. It can only capture on the square where it lands. Each move, a knight changes square color: from a light square it always lands on a dark one.',
    '13+': 'The knight moves to any square two squares away along a rank or file and one square away along the other. It is the only piece that passes over other pieces in an ordinary move. In the centre it controls up to eight squares, on the edge fewer, and in a corner only two: hence the saying "a knight on the rim is dim." Every knight move lands on the opposite color. So a knight can return to its starting square only after an even number of moves. Its forks, attacks on two pieces at once, make it a strong tactical piece.',
  },
  takeaways: {
    little: ['The knight looks like a horse.', 'It hops in an L: two steps, then one.', 'It can hop over other pieces!'],
    young: ['The knight looks like a horse.', 'It moves in an L shape.', 'It is the only piece that jumps over others when it moves.'],
    older: ['Two squares one way, one square sideways: an L.', 'The knight is the only piece that jumps over others in a normal move.', 'Knights are strongest in the centre and great at forks.'],
  },
  sections: [
    {
      title: 'The L-Shaped Jump',
      little: 'Let\'s move like a knight! One, two, go straight. Then one step to the side. Hop! That is a knight move. It makes an L.',
      young: 'Count with your finger: one, two straight ahead. Then one to the side. That is a knight move! It looks like the letter L.',
      older: 'From its square, a knight can go two up and one left or right, two down and one left or right, two left and one up or down, or two right and one up or down. That is up to eight squares, each at the end of an L.',
      funFact: { title: 'Why "N"?', text: 'In chess notation the knight is written "N", because "K" is already used for the king.' },
    },
    {
      title: 'The Only Jumper',
      little: 'Most pieces stop when something is in the way. Not the knight! It hops right over. Boing!',
      young: 'Most chess pieces get stuck if something is in the way. Not the knight! It jumps right over.',
      older: 'Bishops, rooks and queens are blocked by pieces in their path, but the knight is not. That is why knights are often among the first pieces out at the start of a game. They hop over the row of pawns.',
      funFact: { title: 'Starting spots', text: 'Each player starts with two knights, between the rooks and the bishops.' },
    },
    {
      title: 'Sneaky Forks',
      young: 'A knight can attack two pieces at once! That is called a fork. Watch out for sneaky knights!',
      older: 'A knight attacks in an unusual pattern, so it can attack two pieces at the same time, like the king and the queen. This is called a fork. The other player can only save one of them.',
      funFact: { title: 'Rim is dim', text: 'Chess players say "a knight on the rim is dim": on the edge, a knight reaches fewer squares.' },
    },
  ],
  deeper: {
    title: 'Knight Geometry and the Knight\'s Tour',
    content: 'A knight\'s move changes one coordinate by 2 and the other by 1. So the squares it controls form a ring that no other piece reaches in one move. Every move changes the square\'s color. So a knight returns to a square of its first color only after an even number of moves. In castling the rook does cross over the king, but castling is a special king move, not an ordinary move. A knight\'s tour is a path of knight moves that visits every square exactly once. It is a classic puzzle, and in graph theory it is a path that visits every point of a network once.',
    funFact: { title: 'A closed tour', text: 'A knight\'s tour that ends one knight move from its start is called a closed tour, because the knight could hop straight back to the beginning.' },
  },
  glossary: [
    { term: 'Knight', say: 'NYTE', definition: 'The chess piece shaped like a horse that moves in an L.' },
    { term: 'Capture', say: 'KAP-cher', definition: 'To take the other player\'s piece off the board.' },
    { term: 'Square', say: 'SKWAIR', definition: 'One of the 64 boxes on a chessboard.' },
    { term: 'Fork', say: 'FORK', definition: 'A move that attacks two pieces at the same time.' },
    { term: 'Rank and file', say: 'RANK and FYLE', definition: 'Rows (ranks) and columns (files) of the chessboard.' },
  ],
  tryIt: [
    {
      title: 'Hop Like a Knight',
      description: 'Be a knight and hop in an L!',
      steps: [
        'Ask a grown-up to make a big grid on the floor with tape, or use floor tiles.',
        'Stand on one square. Hop forward: one, two!',
        'Now hop one step to the side. You made an L!',
        'Take turns being the knight. Can you hop past a soft toy?',
      ],
      note: 'Hop on a clear, soft floor with a grown-up close by.',
      bands: ['3-5'],
    },
    {
      title: 'Knight Hop Game',
      description: 'Practise knight moves on a real or paper board.',
      steps: [
        'Put a knight in the middle of a chessboard.',
        'Put a coin on every square the knight can jump to. How many are there?',
        'Move the knight to a corner and count again.',
        'Challenge: place a toy on the board and find the fewest knight moves to reach it.',
      ],
      note: 'You can draw an 8 by 8 board on paper if you don\'t have a chess set.',
      bands: ['6-8', '9-12', '13+'],
    },
  ],
  analogies: [
    { title: 'A horse jumping a fence', content: 'Like a show-jumping horse, the knight leaps over whatever is in the way and lands beyond it.' },
  ],
  realWorld: [
    { title: 'Puzzle fans', content: 'Knight\'s tour puzzles appear in puzzle books and computer science classes.' },
  ],
  engaging: [
    { question: 'Why do you think the knight gets to hop over other pieces?', context: 'Imagine a horse and rider leaping.' },
    { question: 'Can you find a square where your knight attacks two pieces?', context: 'That is a fork!' },
  ],
  quiz: [
    { question: 'What shape does a knight move in?', right: 'An L', wrong: ['A straight line', 'A circle'], skill: 'recall', support: ['letter L', 'L shape', 'an L'] },
    {
      question: 'In a normal move, what can only the knight do?',
      right: 'Jump over other pieces',
      wrong: ['Move backwards', 'Move two times in a row'],
      skill: 'recall',
      support: ['hop over other pieces', 'jumps over other pieces', 'jumps over others', 'passes over other pieces'],
    },
    { question: 'What is it called when one piece attacks two pieces at once?', right: 'A fork', wrong: ['Castling', 'Stalemate'], skill: 'vocabulary', bands: ['6-8', '9-12', '13+'], support: ['called a fork', 'forks'] },
    {
      question: 'A knight stands on a light square and makes one move. Where does it land?',
      right: 'On a dark square',
      wrong: ['On a light square', 'On a square of either color'],
      skill: 'inference',
      bands: ['9-12', '13+'],
      support: ['always lands on a dark one', 'lands on the opposite color'],
    },
  ],
  sources: [
    FIDE_LAWS,
    {
      claim: 'Each player starts a game of chess with two knights, placed between the rooks and the bishops; the knight, shaped like a horse, moves in an L and is the only piece that can leap over others, which lets it attack two pieces at once (a fork).',
      title: 'Britannica: chess',
      url: 'https://www.britannica.com/topic/chess',
      read: READ,
      authority: 'reference',
    },
  ],
  simplifications: ['For 3-8 the knight "hops over" pieces; the 9-12 and 13+ text adds that this is true of ordinary moves (in castling the rook passes over the king).'],
  related: ['chess-checkmate', 'puzzles', 'algorithm'],
  links: [SITES.lichess, SITES.chessCom, britannica('chess')],
};

const checkmate: KidEntry = {
  id: 'chess-checkmate',
  module: 'Chess Mastery',
  question: 'How do you win at chess?',
  title: 'How Do You Win at Chess?',
  blurb: 'Check, checkmate, and smart ways to start a game.',
  triggers: [['chess'], ['win', 'chess'], ['checkmate'], ['check', 'mate'], ['stalemate'], ['how', 'play', 'chess'], ['chess', 'rule'], ['chess', 'tip'], ['chess', 'piece']],
  quickAnswer: {
    '3-5': 'In chess, you try to trap the other king. When the king is stuck and can\'t get away, you win! That is called checkmate.',
    '6-8': 'You win at chess by checkmating the other player\'s king. "Check" means the king is under attack. If the king has no way to escape, that is checkmate, and the game is over. Good players keep their own king safe while they hunt for the other one.',
    '9-12': 'The goal is checkmate: the enemy king is in check and there is no legal move to get out of it. A king can escape check in three ways: move to a safe square, block the attack, or capture the attacker. If a player has no legal move but is not in check, it is stalemate, which is a draw. A game can also end when a player gives up or both agree to a draw.',
    '13+': 'Checkmate occurs when a king is attacked and no legal move removes the attack, whether by moving, blocking or capturing. Stalemate (no legal move, not in check) is a draw. So are threefold repetition, the fifty-move rule and positions where mate is impossible. Strong play rests on opening principles: control the centre, develop pieces and castle for king safety. It also needs tactics, such as forks, pins, skewers and discovered attacks, and endgame technique, such as mating with king and rook against king.',
  },
  takeaways: {
    little: ['Try to trap the other king.', 'A trapped king? Checkmate! You win!'],
    young: ['The goal is to trap the king.', 'An attacked king is in "check."', 'No escape means checkmate!'],
    older: ['Win by checkmate: the king is attacked and can\'t escape.', 'Escape check by moving, blocking or capturing.', 'Stalemate is a draw, not a win.'],
  },
  sections: [
    {
      title: 'Check!',
      little: 'When a piece can catch the king, the king is in check. Uh-oh! The king must get safe right away. Some kids say "check!" to be kind. It is not a rule.',
      young: 'When a piece attacks the king, the king is in check. The other player must make their king safe right away. Many players say "check!" out loud to be friendly, but it is not a rule.',
      older: 'A king is in check when an enemy piece could capture it on the next move. The player in check must get out of it at once: move the king, block the attack, or capture the attacker. In friendly games, players often say "check" out loud. That is a polite custom, not a rule. The official Laws of Chess do not require it, and in tournaments players usually stay quiet.',
      funFact: { title: 'From Persian', text: 'The word "checkmate" comes, by way of Arabic, from the Persian "shah mat," meaning "the king is left helpless."' },
    },
    {
      title: 'Checkmate Wins',
      little: 'Is the king in check with no safe place to go? That is checkmate. The game is over. Say "good game!" to your friend.',
      young: 'If the king is in check and can\'t run, hide or be saved, it is checkmate. The game is over!',
      older: 'When none of the three escapes works, it is checkmate. Kings are never actually captured in chess: the game ends at checkmate. The fastest possible checkmate, called "fool\'s mate," takes just two moves by Black after two weak moves by White.',
      funFact: { title: 'Very old game', text: 'Chess grew from an Indian game called chaturanga, played about 1,500 years ago.' },
    },
    {
      title: 'Smart Starting Tips',
      young: 'Start by moving a middle pawn. Bring out your knights and bishops. Keep your king safe!',
      older: 'Good opening habits: control the centre squares with pawns and pieces, bring out your knights and bishops early, castle to protect your king, and don\'t move the same piece many times without a reason. Before every move, look at what your opponent is threatening.',
      funFact: { title: 'Two pieces at once', text: 'Castling is the only move in which you move two of your own pieces: the king and a rook.' },
    },
  ],
  deeper: {
    title: 'Draw Rules, Tactics and Basic Endgames',
    content: 'Besides stalemate, a game is drawn by threefold repetition of the same position, by the fifty-move rule (fifty moves by each side with no capture or pawn move), when neither side can ever mate (for example king against king and bishop), or by agreement. Tactics use geometry. A pin stops a piece moving because a more valuable piece stands behind it. A skewer attacks a valuable piece that must move and exposes the one behind it. A discovered attack opens a line by moving a piece out of the way. Every player should learn the basic mates with king and queen, and with king and rook, against a lone king.',
    funFact: { title: 'Computers and chess', text: 'In 1997 IBM\'s computer Deep Blue beat world champion Garry Kasparov in a match.' },
  },
  glossary: [
    { term: 'King', say: 'KING', definition: 'The most important chess piece. Protect it!' },
    { term: 'Check', say: 'CHEK', definition: 'When the king is being attacked.' },
    { term: 'Checkmate', say: 'CHEK-mayt', definition: 'When the king is attacked and can\'t escape. The game is won.' },
    { term: 'Stalemate', say: 'STAYL-mayt', definition: 'When a player can\'t move but isn\'t in check. The game is a draw.' },
    { term: 'Castling', say: 'KAS-ling', definition: 'A special move that tucks the king safely behind pawns with a rook beside it.' },
  ],
  tryIt: [
    {
      title: 'Trap the King',
      description: 'A pretend game to learn what a trapped king looks like.',
      steps: [
        'Ask a grown-up to put one king in the middle of a chessboard.',
        'The king can step one square any way. Point to each way out.',
        'Put a block on one way out. Then another, and another.',
        'When every way is blocked, shout "Trapped!" Then swap and play again.',
      ],
      note: 'Real chess has more rules. This game just shows what "trapped" means.',
      bands: ['3-5'],
    },
    {
      title: 'Mate in One Hunt',
      description: 'Practise spotting checkmate.',
      steps: [
        'Set up a board with just a king for one side and a king and queen for the other.',
        'Ask a grown-up or use a puzzle book to set a position where the queen can checkmate in one move.',
        'Find the move. Then look: can the king move, block or capture? If not, it\'s checkmate!',
        'Make up your own mate-in-one puzzles for your family.',
      ],
      note: 'Free puzzle sites exist too; use them with a grown-up\'s permission.',
      bands: ['6-8', '9-12', '13+'],
    },
  ],
  analogies: [
    { title: 'Tag with a twist', content: 'Chess is like a game of tag where you win by cornering the other king so it has nowhere left to run.' },
  ],
  realWorld: [
    { title: 'Chess clubs', content: 'Many schools and libraries have chess clubs where kids play and learn together.' },
  ],
  engaging: [
    { question: 'Why do you think it\'s important to keep your king safe early?', context: 'Think about castling.' },
    { question: 'What\'s the difference between checkmate and stalemate?', context: 'One wins, one is a draw!' },
  ],
  quiz: [
    {
      question: 'What is the goal in chess?',
      right: 'Trap the other king',
      wrong: ['Capture all the pawns', 'Get your king to the far side'],
      skill: 'recall',
      support: ['trap the other king', 'checkmating the other player', 'the goal is checkmate', 'win by checkmate'],
    },
    {
      question: 'What is it called when a piece attacks the king?',
      right: 'Check',
      wrong: ['Castling', 'A draw'],
      skill: 'vocabulary',
      support: ['the king is in check', 'means the king is under attack', 'a king is in check'],
    },
    {
      question: 'Is saying "check" out loud one of the official rules?',
      right: 'No, it is a polite habit',
      wrong: ['Yes, or you lose the game', 'Yes, or the check does not count'],
      skill: 'recall',
      bands: ['6-8', '9-12', '13+'],
      support: ['it is not a rule', 'a polite custom, not a rule'],
    },
    { question: 'A player has no legal moves but is not in check. What is it?', right: 'Stalemate, a draw', wrong: ['Checkmate, a win', 'A penalty'], skill: 'vocabulary', bands: ['9-12', '13+'], support: ['it is stalemate', 'stalemate (no legal move, not in check)'] },
    {
      question: 'Your king is in check. Which move can get it out of check?',
      right: 'Blocking the attack',
      wrong: ['Skipping your turn', 'Moving any piece you like'],
      skill: 'cause-effect',
      bands: ['9-12', '13+'],
      support: ['block the attack', 'blocking or capturing'],
    },
  ],
  sources: [
    {
      claim: 'The FIDE Laws of Chess: White moves first, then the players alternate with Black. A king attacked by an opponent\'s piece is in check, and no player may leave their own king in check; check is met by moving the king, capturing the checking piece or blocking the line of attack. Checkmate wins the game; stalemate (no legal move while not in check) is a draw, as are threefold repetition, the fifty-move rule, positions where no series of legal moves can lead to mate, and agreement. Castling moves the king and a rook in one move. The Laws of Chess do not require a player to announce check.',
      title: 'FIDE Laws of Chess (taking effect from 1 January 2023), Articles 1, 3, 5 and 9',
      url: 'https://handbook.fide.com/chapter/E012023',
      read: READ,
      authority: 'governing-body',
    },
    {
      claim: 'Checkmate comes through Anglo-French and Arabic (shāh māt) from Persian, literally "the king is left helpless" (unable to escape).',
      title: 'Merriam-Webster: checkmate (etymology)',
      url: 'https://www.merriam-webster.com/dictionary/checkmate',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'Chess developed from chaturanga, an Indian game played by about the 6th century CE, roughly 1,500 years ago.',
      title: 'Britannica: chess (history)',
      url: 'https://www.britannica.com/topic/chess',
      read: READ,
      authority: 'reference',
    },
    {
      claim: 'The National Museum of American History holds one of the towers of IBM\'s Deep Blue, the computer that defeated reigning world chess champion Garry Kasparov in a chess match in 1997.',
      title: 'Smithsonian National Museum of American History: Computers & Business Machines collection',
      url: 'https://americanhistory.si.edu/collections/subjects/computers-business-machines',
      read: READ,
      authority: 'museum',
    },
  ],
  simplifications: ['For 3-5 checkmate is "the king is trapped"; 6-8 and up add the three ways out of check.'],
  related: ['chess-knight', 'puzzles', 'make-friends'],
  links: [SITES.lichess, SITES.chessCom, britannica('chess')],
};

export const chessEntries: KidEntry[] = [knight, checkmate];
