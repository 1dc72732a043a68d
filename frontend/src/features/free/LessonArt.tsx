import type { ReactNode } from 'react';

/**
 * Lesson pictures for the /free carousel, drawn here in SVG (simple shapes, one palette per topic theme): nothing is
 * downloaded and no outside image is used. Decorative: the slide's caption says what the lesson is.
 */
export type LessonTheme = 'feelings' | 'breathing' | 'kindness' | 'growth' | 'nature' | 'weather' | 'money' | 'friends' | 'meals';

const INK = '#35205f';

interface Palette {
  sky: string;
  ground: string;
}

const PALETTES: Record<LessonTheme, Palette> = {
  feelings: { sky: '#fff1c7', ground: '#ffe08a' },
  breathing: { sky: '#e0edfb', ground: '#c4dcf6' },
  kindness: { sky: '#ffe3dc', ground: '#fbc6b8' },
  growth: { sky: '#dcf3ea', ground: '#b5e2d1' },
  nature: { sky: '#e3f4fb', ground: '#a8dcb9' },
  weather: { sky: '#d8e8fa', ground: '#b9d3ef' },
  money: { sky: '#fff6dc', ground: '#f6dd94' },
  friends: { sky: '#ece4fa', ground: '#d9ccf3' },
  meals: { sky: '#fdf1de', ground: '#f3d9b4' },
};

function Face({ x, y, r, fill, mood }: { x: number; y: number; r: number; fill: string; mood: 'happy' | 'sad' | 'calm' }) {
  const eyeY = y - r * 0.2;
  const mouth =
    mood === 'happy'
      ? `M${x - r * 0.45} ${y + r * 0.2} Q${x} ${y + r * 0.75} ${x + r * 0.45} ${y + r * 0.2}`
      : mood === 'sad'
        ? `M${x - r * 0.4} ${y + r * 0.5} Q${x} ${y + r * 0.1} ${x + r * 0.4} ${y + r * 0.5}`
        : `M${x - r * 0.35} ${y + r * 0.35} L${x + r * 0.35} ${y + r * 0.35}`;
  return (
    <g>
      <circle cx={x} cy={y} r={r} fill={fill} stroke={INK} strokeWidth={3} />
      <circle cx={x - r * 0.35} cy={eyeY} r={r * 0.1} fill={INK} />
      <circle cx={x + r * 0.35} cy={eyeY} r={r * 0.1} fill={INK} />
      <path d={mouth} fill="none" stroke={INK} strokeWidth={3} strokeLinecap="round" />
    </g>
  );
}

function Heart({ x, y, size, fill }: { x: number; y: number; size: number; fill: string }) {
  const s = size / 2;
  return (
    <path
      d={`M${x} ${y + s * 0.9} C${x - s * 1.6} ${y - s * 0.1} ${x - s * 0.9} ${y - s * 1.3} ${x} ${y - s * 0.45} C${x + s * 0.9} ${y - s * 1.3} ${x + s * 1.6} ${y - s * 0.1} ${x} ${y + s * 0.9}Z`}
      fill={fill}
      stroke={INK}
      strokeWidth={2.5}
      strokeLinejoin="round"
    />
  );
}

function Cloud({ x, y, scale = 1, fill = '#ffffff' }: { x: number; y: number; scale?: number; fill?: string }) {
  return (
    <g transform={`translate(${x} ${y}) scale(${scale})`}>
      <ellipse cx={0} cy={0} rx={30} ry={16} fill={fill} />
      <circle cx={-12} cy={-10} r={14} fill={fill} />
      <circle cx={10} cy={-14} r={17} fill={fill} />
    </g>
  );
}

function Sun({ x, y, r }: { x: number; y: number; r: number }) {
  return (
    <g>
      {Array.from({ length: 8 }, (_, index) => {
        const angle = (index * Math.PI) / 4;
        return (
          <line
            key={index}
            x1={x + Math.cos(angle) * (r + 6)}
            y1={y + Math.sin(angle) * (r + 6)}
            x2={x + Math.cos(angle) * (r + 16)}
            y2={y + Math.sin(angle) * (r + 16)}
            stroke="#e0a100"
            strokeWidth={4}
            strokeLinecap="round"
          />
        );
      })}
      <circle cx={x} cy={y} r={r} fill="#ffc83d" stroke="#e0a100" strokeWidth={3} />
    </g>
  );
}

function Person({ x, y, shirt, skin }: { x: number; y: number; shirt: string; skin: string }) {
  return (
    <g>
      <path d={`M${x - 24} ${y + 78} Q${x - 24} ${y + 22} ${x} ${y + 22} Q${x + 24} ${y + 22} ${x + 24} ${y + 78}Z`} fill={shirt} stroke={INK} strokeWidth={3} />
      <circle cx={x} cy={y} r={20} fill={skin} stroke={INK} strokeWidth={3} />
      <circle cx={x - 7} cy={y - 3} r={2.5} fill={INK} />
      <circle cx={x + 7} cy={y - 3} r={2.5} fill={INK} />
      <path d={`M${x - 7} ${y + 7} Q${x} ${y + 13} ${x + 7} ${y + 7}`} fill="none" stroke={INK} strokeWidth={2.5} strokeLinecap="round" />
    </g>
  );
}

const SCENES: Record<LessonTheme, () => ReactNode> = {
  feelings: () => (
    <>
      <Face x={90} y={100} r={38} fill="#ffc83d" mood="happy" />
      <Face x={170} y={86} r={32} fill="#9cc3ee" mood="sad" />
      <Face x={240} y={108} r={34} fill="#8fd3b6" mood="calm" />
      <path d="M40 40 q10 -12 20 0 q10 12 20 0" fill="none" stroke="#f0705a" strokeWidth={4} strokeLinecap="round" />
    </>
  ),
  breathing: () => (
    <>
      <Cloud x={60} y={50} scale={0.9} />
      <Cloud x={260} y={40} scale={0.7} />
      <path d="M165 150 q-8 20 4 40" fill="none" stroke={INK} strokeWidth={2.5} />
      <ellipse cx={165} cy={100} rx={36} ry={44} fill="#f0705a" stroke={INK} strokeWidth={3} />
      <path d="M160 144 l5 8 l5 -8z" fill="#f0705a" stroke={INK} strokeWidth={2} />
      <ellipse cx={152} cy={84} rx={8} ry={14} fill="#ffffff" opacity={0.55} />
      {[0, 1, 2].map((ring) => (
        <path
          key={ring}
          d={`M${100 - ring * 22} ${100 - ring * 26} q-${18 + ring * 6} ${26 + ring * 26} 0 ${52 + ring * 52}`}
          fill="none"
          stroke="#2f6fb3"
          strokeWidth={3}
          strokeLinecap="round"
          opacity={0.8 - ring * 0.2}
        />
      ))}
      {[0, 1, 2].map((ring) => (
        <path
          key={ring}
          d={`M${230 + ring * 22} ${100 - ring * 26} q${18 + ring * 6} ${26 + ring * 26} 0 ${52 + ring * 52}`}
          fill="none"
          stroke="#2f6fb3"
          strokeWidth={3}
          strokeLinecap="round"
          opacity={0.8 - ring * 0.2}
        />
      ))}
    </>
  ),
  kindness: () => (
    <>
      <rect x={110} y={60} width={100} height={110} rx={22} fill="#ffffff" fillOpacity={0.7} stroke={INK} strokeWidth={3} />
      <rect x={122} y={46} width={76} height={18} rx={6} fill="#4a2c82" stroke={INK} strokeWidth={3} />
      <Heart x={140} y={140} size={26} fill="#f0705a" />
      <Heart x={178} y={128} size={22} fill="#ffc83d" />
      <Heart x={158} y={104} size={24} fill="#e2628a" />
      <Heart x={60} y={70} size={40} fill="#f0705a" />
      <Heart x={262} y={96} size={30} fill="#ffc83d" />
    </>
  ),
  growth: () => (
    <>
      {[0, 1, 2, 3].map((step) => (
        <rect key={step} x={40 + step * 34} y={160 - step * 28} width={34} height={20 + step * 28} fill="#2f8f6e" opacity={0.35 + step * 0.15} stroke={INK} strokeWidth={2} />
      ))}
      <path d="M60 128 l5 10 11 2 -8 8 2 11 -10 -5 -10 5 2 -11 -8 -8 11 -2z" transform="translate(102 -110)" fill="#ffc83d" stroke={INK} strokeWidth={2} strokeLinejoin="round" />
      <path d="M236 150 L236 90" stroke="#1d6b51" strokeWidth={5} strokeLinecap="round" />
      <path d="M236 112 q-30 -6 -34 -30 q28 0 34 30z" fill="#2f8f6e" stroke={INK} strokeWidth={2.5} />
      <path d="M236 100 q28 -8 30 -34 q-28 4 -30 34z" fill="#4fb38d" stroke={INK} strokeWidth={2.5} />
      <path d="M208 146 h56 l-8 40 h-40z" fill="#f0705a" stroke={INK} strokeWidth={3} strokeLinejoin="round" />
    </>
  ),
  nature: () => (
    <>
      <Sun x={262} y={48} r={20} />
      <ellipse cx={90} cy={200} rx={150} ry={50} fill="#7cc49a" />
      <rect x={112} y={96} width={16} height={64} rx={4} fill="#8a5a3c" stroke={INK} strokeWidth={2.5} />
      <circle cx={120} cy={82} r={40} fill="#2f8f6e" stroke={INK} strokeWidth={3} />
      <circle cx={100} cy={72} r={8} fill="#f0705a" />
      <circle cx={140} cy={92} r={7} fill="#f0705a" />
      <path d="M220 176 v-34" stroke="#1d6b51" strokeWidth={4} />
      {[0, 72, 144, 216, 288].map((angle) => (
        <ellipse key={angle} cx={220} cy={130} rx={7} ry={13} fill="#ffc83d" stroke={INK} strokeWidth={1.5} transform={`rotate(${angle} 220 140)`} />
      ))}
      <circle cx={220} cy={140} r={7} fill="#f0705a" stroke={INK} strokeWidth={2} />
    </>
  ),
  weather: () => (
    <>
      <Sun x={110} y={72} r={26} />
      <Cloud x={176} y={96} scale={1.5} fill="#ffffff" />
      {[150, 176, 202].map((x, index) => (
        <path key={x} d={`M${x} ${128 + index * 4} q-6 12 0 18 q6 -6 0 -18z`} fill="#2f6fb3" />
      ))}
      {[60, 262].map((x) => (
        <g key={x} stroke="#4a2c82" strokeWidth={3} strokeLinecap="round">
          <line x1={x - 12} y1={150} x2={x + 12} y2={150} />
          <line x1={x} y1={138} x2={x} y2={162} />
          <line x1={x - 9} y1={141} x2={x + 9} y2={159} />
          <line x1={x + 9} y1={141} x2={x - 9} y2={159} />
        </g>
      ))}
      <path d="M250 60 q10 -14 24 -6 q-4 16 -24 6z" fill="#f0705a" stroke={INK} strokeWidth={2} />
    </>
  ),
  money: () => (
    <>
      <ellipse cx={130} cy={110} rx={62} ry={46} fill="#f4a3b4" stroke={INK} strokeWidth={3} />
      <path d="M100 70 l8 -22 l16 18z" fill="#f4a3b4" stroke={INK} strokeWidth={3} strokeLinejoin="round" />
      <ellipse cx={188} cy={112} rx={14} ry={16} fill="#f7bcc8" stroke={INK} strokeWidth={3} />
      <circle cx={184} cy={108} r={2.5} fill={INK} />
      <circle cx={192} cy={108} r={2.5} fill={INK} />
      <circle cx={150} cy={96} r={4} fill={INK} />
      <rect x={116} y={64} width={30} height={6} rx={3} fill={INK} />
      {[100, 150].map((x) => (
        <rect key={x} x={x} y={146} width={16} height={20} rx={4} fill="#f4a3b4" stroke={INK} strokeWidth={3} />
      ))}
      {[0, 1, 2, 3].map((coin) => (
        <ellipse key={coin} cx={250} cy={160 - coin * 12} rx={24} ry={8} fill="#ffc83d" stroke={INK} strokeWidth={2.5} />
      ))}
      <circle cx={250} cy={60} r={18} fill="#ffc83d" stroke={INK} strokeWidth={3} />
      <path d="M250 50 v20 M244 55 h12" stroke={INK} strokeWidth={2.5} strokeLinecap="round" />
    </>
  ),
  friends: () => (
    <>
      <Heart x={160} y={48} size={34} fill="#f0705a" />
      <Person x={120} y={90} shirt="#2f6fb3" skin="#f2c9a0" />
      <Person x={200} y={90} shirt="#ffc83d" skin="#a86b45" />
      <path d="M144 142 q16 10 32 0" fill="none" stroke={INK} strokeWidth={4} strokeLinecap="round" />
      <path d="M40 170 h240" stroke="#4a2c82" strokeWidth={3} strokeLinecap="round" opacity={0.4} />
    </>
  ),
  meals: () => (
    <>
      <rect x={30} y={130} width={260} height={70} fill="#f0705a" opacity={0.35} />
      <circle cx={160} cy={110} r={56} fill="#ffffff" stroke={INK} strokeWidth={3} />
      <circle cx={160} cy={110} r={38} fill="#fdf1de" stroke={INK} strokeWidth={2} />
      <circle cx={150} cy={104} r={10} fill="#2f8f6e" />
      <circle cx={172} cy={116} r={9} fill="#f0705a" />
      <path d="M84 64 v96 M76 64 v22 q8 8 16 0 v-22" fill="none" stroke={INK} strokeWidth={4} strokeLinecap="round" />
      <ellipse cx={238} cy={78} rx={9} ry={14} fill="#ffffff" stroke={INK} strokeWidth={3} />
      <path d="M238 92 v68" stroke={INK} strokeWidth={4} strokeLinecap="round" />
    </>
  ),
};

/** One lesson picture (320 × 200). */
export function LessonArt({ theme, className }: { theme: LessonTheme; className?: string }) {
  const palette = PALETTES[theme];
  return (
    <svg viewBox="0 0 320 200" className={className} aria-hidden="true" focusable="false" data-theme={theme}>
      <rect width={320} height={200} fill={palette.sky} />
      <ellipse cx={160} cy={212} rx={220} ry={44} fill={palette.ground} />
      {SCENES[theme]()}
    </svg>
  );
}
