/**
 * Where a process spent its CPU, from V8 CPU profiles (`node --cpu-prof`, e.g. the gateway's under
 * `PROXY_COST_CPU_PROF=<dir> npm run bench -- proxy-cost`):
 *
 *   npx tsx scripts/bench/support/cpu-profile-summary.ts <file.cpuprofile>… [--top 25] [--since <s>] [--until <s>]
 *
 * (--since and --until keep the samples of that stretch, in seconds from the profile's start: leave out the start-up.)
 * Prints the share of the sampled time spent in each module (inclusive: a frame anywhere on the stack; self: the
 * frame on top) — node_modules packages by name, our files by path, Node's own code as "node:internal" — and the
 * functions with the most self time. Idle (the event loop waiting) and garbage collection are listed apart.
 */
import fs from 'node:fs';
import path from 'node:path';

interface CallFrame { functionName: string; url: string; lineNumber: number }
interface ProfileNode { id: number; callFrame: CallFrame; children?: number[] }
interface CpuProfile { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] }

const ROOT = path.resolve(__dirname, '../../..');

/** The module a frame belongs to: a package name, a repository path, or a class of Node's own code. */
function moduleOf(frame: CallFrame): string {
  const { url, functionName } = frame;
  if (!url) return /^\((garbage collector|idle|program|root)\)$/.test(functionName) ? functionName : 'native';
  if (url.startsWith('node:')) return 'node:internal';
  const file = url.startsWith('file://') ? decodeURIComponent(url.slice('file://'.length)) : url;
  const inModules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file);
  if (inModules) return inModules[1];
  return path.relative(ROOT, file) || file;
}

const functionKey = (frame: CallFrame) => `${frame.functionName || '(anonymous)'} ${moduleOf(frame)}:${frame.lineNumber + 1}`;

/** Samples from `since` seconds after the profile started (e.g. past the start-up), until `until`. */
interface Window { since: number; until: number }

function summarise(files: string[], top: number, window: Window): string {
  const selfByModule = new Map<string, number>();
  const inclusiveByModule = new Map<string, number>();
  const selfByFunction = new Map<string, number>();
  const inclusiveByFunction = new Map<string, number>();
  let total = 0;
  /** Busy ms per second of the (first) profile: where the load was. */
  const timeline: number[] = [];
  for (const file of files) {
    const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as CpuProfile;
    const byId = new Map(profile.nodes.map((node) => [node.id, node]));
    const parent = new Map<number, number>();
    for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
    let at = 0;
    profile.samples.forEach((id, i) => {
      const us = profile.timeDeltas[i] ?? 0;
      at += us;
      const leaf = byId.get(id)!;
      if (file === files[0] && leaf.callFrame.functionName !== '(idle)') timeline[Math.floor(at / 1e6)] = (timeline[Math.floor(at / 1e6)] ?? 0) + us / 1000;
      if (at < window.since * 1e6 || at > window.until * 1e6) return;
      total += us;
      const leafModule = moduleOf(leaf.callFrame);
      selfByModule.set(leafModule, (selfByModule.get(leafModule) ?? 0) + us);
      selfByFunction.set(functionKey(leaf.callFrame), (selfByFunction.get(functionKey(leaf.callFrame)) ?? 0) + us);
      const seen = new Set<string>();
      for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
        const frame = byId.get(at)!.callFrame;
        const mod = moduleOf(frame);
        if (mod === '(root)') continue;
        if (!seen.has(mod)) inclusiveByModule.set(mod, (inclusiveByModule.get(mod) ?? 0) + us);
        seen.add(mod);
        const fn = functionKey(frame);
        if (!seen.has(fn)) inclusiveByFunction.set(fn, (inclusiveByFunction.get(fn) ?? 0) + us);
        seen.add(fn);
      }
    });
  }
  const idle = selfByModule.get('(idle)') ?? 0;
  const busy = total - idle;
  const pct = (us: number) => `${((100 * us) / busy).toFixed(1).padStart(5)} %`;
  const table = (title: string, map: Map<string, number>) => [
    `${title} (share of busy time)`,
    ...[...map.entries()].filter(([key]) => key !== '(idle)').sort((a, b) => b[1] - a[1]).slice(0, top).map(([key, us]) => `  ${pct(us)}  ${key}`),
    '',
  ];
  return [
    `${files.length} profile(s): ${(total / 1e6).toFixed(1)} s sampled, ${(busy / 1e6).toFixed(1)} s busy (${((100 * busy) / total).toFixed(0)} %), idle ${(idle / 1e6).toFixed(1)} s`,
    `busy ms in each second of ${path.basename(files[0])}: ${Array.from(timeline, (ms) => Math.round(ms ?? 0)).join(' ')}`,
    '',
    ...table('Modules, inclusive', inclusiveByModule),
    ...table('Modules, self', selfByModule),
    ...table('Functions, self', selfByFunction),
    ...table('Functions, inclusive', inclusiveByFunction),
  ].join('\n');
}

if (require.main === module) {
  const args = process.argv.slice(2);
  const option = (name: string, fallback: number) => {
    const index = args.indexOf(name);
    if (index < 0) return fallback;
    const [value] = args.splice(index, 2).slice(1);
    return Number(value);
  };
  const top = option('--top', 25);
  const window = { since: option('--since', 0), until: option('--until', Infinity) };
  if (!args.length) {
    console.error('usage: npx tsx scripts/bench/support/cpu-profile-summary.ts <file.cpuprofile>… [--top 25] [--since <s>] [--until <s>]');
    process.exit(2);
  }
  console.log(summarise(args, top, window));
}
