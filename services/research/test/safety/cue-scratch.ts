import { DEV_SET } from '../content/dev-set';
import { RED_TEAM } from './red-team.cases';
import { detectDanger } from '../../src/safety/cues';
const fp: string[] = []; let n = 0;
for (const [id, qs] of Object.entries(DEV_SET)) for (const q of qs) { n++; const d = detectDanger(q); if (d) fp.push(`${id}: ${q} -> ${d.topic}/${d.cue}`); }
console.log(`dev-set ordinary: ${fp.length}/${n} fired`); console.log(fp.join('\n'));
const miss: string[] = []; const wrong: string[] = []; let u = 0;
for (const [q, e] of RED_TEAM) { const d = detectDanger(q); if (e.startsWith('urgent:')) { u++; if (!d) miss.push(`${q} (${e})`); } else if (d) wrong.push(`${q} [${e}] -> ${d.topic}/${d.cue}`); }
console.log(`red-team urgent missed ${miss.length}/${u}`); console.log(miss.join('\n')); console.log(`red-team non-urgent fired ${wrong.length}`); console.log(wrong.join('\n'));
