import { britannica, SITES } from '../links';
import type { KidEntry } from '../types';

// Chess Mastery: the knight's move, and how to win (checkmate).

const knight: KidEntry = {
  id: 'chess-knight',
  module: 'Chess Mastery',
  question: 'How does the knight move in chess?',
  title: 'How Does the Knight Move in Chess?',
  blurb: 'The L-shaped jumper of the chessboard.',
  triggers: [['knight', 'chess'], ['knight', 'move*'], ['horse', 'chess'], ['horse', 'move*', 'chess'], ['l', 'shape', 'chess']],
  quickAnswer: {
    '3-5': 'The knight looks like a horse. It moves like the letter L. Two steps one way, then one step to the side. It can even jump over other pieces!',
    '6-8': 'The knight moves in an L shape: two squares straight in one direction, then one square to the side. It is the only piece that can jump over other pieces, so it can hop out from behind a wall of pawns.',
    '9-12': 'A knight moves two squares horizontally or vertically and then one square at a right angle, making an L. It jumps over any pieces in between and captures only on the square where it lands. Each move, a knight switches square color: from a light square it always lands on a dark one, and the other way round.',
    '13+': 'The knight moves to any square that is two squares away along a rank or file and one square away along the other, jumping over intervening pieces. In the centre it controls up to eight squares, but on the edge fewer and in a corner only two, hence the saying "a knight on the rim is dim." Because it always changes square color, a knight can\'t lose a move to reach a square in an odd number of moves, and its forking ability, attacking two pieces at once, makes it a tactical weapon; it is traditionally valued at about three pawns.',
  },
  takeaways: {
    young: ['The knight looks like a horse.', 'It moves in an L shape.', 'It can jump over pieces.'],
    older: ['Two squares one way, one square sideways: an L.', 'The knight is the only piece that jumps.', 'Knights are strongest in the centre and great at forks.'],
  },
  sections: [
    {
      title: 'The L-Shaped Jump',
      young: 'Count with your finger: one, two straight ahead. Then one to the side. That is a knight move! It looks like the letter L.',
      older: 'From its square, a knight can go two up and one left or right, two down and one left or right, two left and one up or down, or two right and one up or down. That is up to eight possible squares, in an L pattern.',
      funFact: { title: 'Why "N"?', text: 'In chess notation the knight is written "N", because "K" is already used for the king.' },
    },
    {
      title: 'The Only Jumper',
      young: 'Most chess pieces get stuck if something is in the way. Not the knight! It jumps right over.',
      older: 'Bishops, rooks and queens are blocked by pieces in their path, but the knight ignores them. That is why knights are often the first pieces to come out at the start of the game, hopping over the row of pawns.',
      funFact: { title: 'Starting spots', text: 'Each player starts with two knights, between the rooks and the bishops.' },
    },
    {
      title: 'Sneaky Forks',
      young: 'A knight can attack two things at once! That is called a fork. Watch out for sneaky knights!',
      older: 'Because it attacks in an unusual pattern, a knight can attack two pieces at the same time, like the king and the queen. This is called a fork, and the opponent can only save one of them.',
      funFact: { title: 'Rim is dim', text: 'Chess players say "a knight on the rim is dim": on the edge, a knight reaches fewer squares.' },
    },
  ],
  deeper: {
    title: 'Knight Geometry and the Knight\'s Tour',
    content: 'A knight\'s move changes one coordinate by 2 and the other by 1, so the squares it controls form a ring around it at a "distance" that no other piece uses. Since every move changes square color, a knight needs an even number of moves to return to a square of the same color. The knight\'s tour, a sequence of moves visiting every square exactly once, has fascinated mathematicians for centuries, including Leonhard Euler; it is an example of a Hamiltonian path problem in graph theory.',
    funFact: { title: 'A very old puzzle', text: 'People were solving knight\'s tour puzzles more than a thousand years ago.' },
  },
  glossary: [
    { term: 'Knight', say: 'NYTE', definition: 'The chess piece shaped like a horse that moves in an L.' },
    { term: 'Capture', say: 'KAP-cher', definition: 'To take an opponent\'s piece off the board.' },
    { term: 'Square', say: 'SKWAIR', definition: 'One of the 64 boxes on a chessboard.' },
    { term: 'Fork', say: 'FORK', definition: 'A move that attacks two pieces at the same time.' },
    { term: 'Rank and file', say: 'RANK and FYLE', definition: 'Rows (ranks) and columns (files) of the chessboard.' },
  ],
  tryIt: [{
    title: 'Knight Hop Game',
    description: 'Practise knight moves on a real or paper board.',
    steps: [
      'Put a knight in the middle of a chessboard.',
      'Put a coin on every square the knight can jump to. How many are there?',
      'Move the knight to a corner and count again.',
      'Challenge: place a toy on the board and find the fewest knight moves to reach it.',
    ],
    note: 'You can draw an 8 by 8 board on paper if you don\'t have a chess set.',
  }],
  analogies: [
    { title: 'A horse jumping a fence', content: 'Like a show-jumping horse, the knight leaps over whatever is in the way and lands beyond it.' },
  ],
  realWorld: [
    { title: 'Puzzle fans', content: 'Knight\'s tour puzzles appear in puzzle books and computer science classes.' },
  ],
  engaging: [
    { question: 'Why do you think the knight is the only piece that can jump?', context: 'Imagine a horse and rider in battle.' },
    { question: 'Can you find a square where your knight attacks two pieces?', context: 'That is a fork!' },
  ],
  quiz: [
    { question: 'What shape does a knight move in?', right: 'An L', wrong: ['A straight line', 'A circle'] },
    { question: 'What can the knight do that other pieces can\'t?', right: 'Jump over pieces', wrong: ['Move backwards', 'Move two times in a row'] },
    { question: 'What is it called when one piece attacks two pieces at once?', right: 'A fork', wrong: ['Castling', 'Stalemate'], level: 'older' },
  ],
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
    '3-5': 'In chess, you try to trap the other king. When the king is attacked and can\'t get away, you win! That is called checkmate.',
    '6-8': 'You win at chess by checkmating your opponent\'s king. "Check" means the king is under attack. If the king has no way to escape the attack, that is checkmate, and the game is over. Good players protect their own king while they hunt for the other one.',
    '9-12': 'The goal is checkmate: the enemy king is in check and there is no legal move to get out of it. A king can escape check in three ways: move to a safe square, block the attack, or capture the attacking piece. If a player has no legal move but is not in check, it is stalemate, which is a draw. Games can also end when a player resigns or by agreement.',
    '13+': 'Checkmate occurs when a king is attacked and no legal move removes the attack by moving, interposing or capturing. Stalemate (no legal move, not in check) is a draw, as are threefold repetition, insufficient mating material and the fifty-move rule. Strong play rests on opening principles, controlling the centre, developing pieces and castling for king safety, plus tactics (forks, pins, skewers, discovered attacks) and endgame technique, such as mating with king and rook against king.',
  },
  takeaways: {
    young: ['The goal is to trap the king.', 'An attacked king is in "check."', 'No escape means checkmate!'],
    older: ['Win by checkmate: the king is attacked and can\'t escape.', 'Escape check by moving, blocking or capturing.', 'Stalemate is a draw, not a win.'],
  },
  sections: [
    {
      title: 'Check!',
      young: 'When a piece attacks the king, say "check!" The other player must keep their king safe right away.',
      older: 'A king is in check when an enemy piece could capture it on the next move. The player in check must get out of it immediately: by moving the king, blocking the attack with another piece, or capturing the attacker.',
      funFact: { title: 'From Persian', text: 'The word "checkmate" comes from the Persian "shah mat," often translated as "the king is helpless."' },
    },
    {
      title: 'Checkmate Wins',
      young: 'If the king is in check and can\'t run, hide or be saved, it is checkmate. The game is over!',
      older: 'When none of the three escapes works, it is checkmate. Kings are never actually captured in chess: the game ends at checkmate. The fastest possible checkmate, called Fool\'s Mate, takes just two moves by Black after two weak moves by White.',
      funFact: { title: 'Very old game', text: 'Chess grew from an Indian game called chaturanga, played about 1,500 years ago.' },
    },
    {
      title: 'Smart Starting Tips',
      young: 'Start by moving a middle pawn. Bring out your knights and bishops. Keep your king safe!',
      older: 'Good opening habits: control the centre squares with pawns and pieces, develop your knights and bishops early, castle to protect your king, and don\'t move the same piece many times without a reason. Before every move, check what your opponent is threatening.',
      funFact: { title: 'Piece points', text: 'Players often count a pawn as 1 point, knights and bishops as 3, rooks as 5 and the queen as 9.' },
    },
  ],
  deeper: {
    title: 'Draw Rules, Tactics and Basic Endgames',
    content: 'Besides stalemate, draws arise by threefold repetition of the same position, the fifty-move rule (fifty moves by each side with no capture or pawn move), insufficient material (for example king versus king and bishop), or agreement. Tactics exploit geometry: a pin stops a piece moving because a more valuable piece stands behind it, a skewer attacks a valuable piece that must move and exposes one behind, and a discovered attack unveils a line by moving a piece out of the way. Every player should learn the basic mates with king and queen and king and rook against a lone king.',
    funFact: { title: 'Computers and chess', text: 'In 1997 IBM\'s computer Deep Blue beat world champion Garry Kasparov in a match.' },
  },
  glossary: [
    { term: 'King', say: 'KING', definition: 'The most important chess piece. Protect it!' },
    { term: 'Check', say: 'CHEK', definition: 'When the king is being attacked.' },
    { term: 'Checkmate', say: 'CHEK-mayt', definition: 'When the king is attacked and can\'t escape. The game is won.' },
    { term: 'Stalemate', say: 'STAYL-mayt', definition: 'When a player can\'t move but isn\'t in check. The game is a draw.' },
    { term: 'Castling', say: 'KAS-ling', definition: 'A special move that tucks the king safely behind pawns with a rook beside it.' },
  ],
  tryIt: [{
    title: 'Mate in One Hunt',
    description: 'Practise spotting checkmate.',
    steps: [
      'Set up a board with just a king for one side and a king and queen for the other.',
      'Ask a grown-up or use a puzzle book to set a position where the queen can checkmate in one move.',
      'Find the move, then check: can the king move, block or capture? If not, it\'s checkmate!',
      'Make up your own mate-in-one puzzles for your family.',
    ],
    note: 'Free puzzle sites exist too; use them with a grown-up\'s permission.',
  }],
  analogies: [
    { title: 'Tag with a twist', content: 'Chess is like a game of tag where you win by cornering the other king so it has nowhere left to run.' },
  ],
  realWorld: [
    { title: 'Chess clubs', content: 'Many schools and libraries have chess clubs where kids play and learn together.' },
  ],
  engaging: [
    { question: 'Why do you think it\'s important to protect your king early?', context: 'Think about castling.' },
    { question: 'What\'s the difference between checkmate and stalemate?', context: 'One wins, one is a draw!' },
  ],
  quiz: [
    { question: 'What is the goal in chess?', right: 'Checkmate the other king', wrong: ['Capture all the pawns', 'Reach the other side with the king'] },
    { question: 'What do you say when you attack the king?', right: 'Check', wrong: ['Bingo', 'Stop'] },
    { question: 'A player has no legal moves but is not in check. What is it?', right: 'Stalemate, a draw', wrong: ['Checkmate, a win', 'A penalty'], level: 'older' },
    { question: 'Which is NOT a way to escape check?', right: 'Moving a pawn on the other side of the board that doesn\'t help', wrong: ['Moving the king', 'Blocking the attack'], level: 'older' },
  ],
  related: ['chess-knight', 'puzzles', 'make-friends'],
  links: [SITES.lichess, SITES.chessCom, britannica('chess')],
};

export const chessEntries: KidEntry[] = [knight, checkmate];
