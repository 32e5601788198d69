import { readFileSync } from 'node:fs';

/**
 * `npx tsx bench/profile-top.ts <file.cpuprofile> [count] [skip-seconds]`: where a `node --cpu-prof`
 * profile of the server spent its time, as shares of the samples that were not idle: by area (a
 * package, the site's own code, Node's internals, garbage collection) and the functions with the
 * most self time. `skip-seconds` leaves out the start (migrations, seeding, loading modules):
 * `bench:pages` prints when its pages began.
 */
interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const [file, countArg, skipArg] = process.argv.slice(2);
if (!file) throw new Error('usage: profile-top.ts <file.cpuprofile> [count]');
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((node) => [node.id, node]));

function area(url: string, name: string): string {
  if (name === '(garbage collector)') return 'garbage collection';
  if (name === '(program)' || name === '(idle)') return name;
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1];
  if (pkg) return pkg;
  if (url.startsWith('node:') || url === '') return 'node internals';
  if (url.includes('/apps/server/dist/')) return 'site (server build)';
  return 'site';
}

const skipMicros = Number(skipArg ?? 0) * 1e6;
const self = new Map<number, number>();
let elapsed = 0;
profile.samples.forEach((id, i) => {
  elapsed += profile.timeDeltas[i] ?? 0;
  if (elapsed >= skipMicros) self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
});
const areas = new Map<string, number>();
const functions = new Map<string, number>();
let busy = 0;
for (const [id, micros] of self) {
  const { callFrame } = byId.get(id)!;
  const where = area(callFrame.url, callFrame.functionName);
  if (where === '(idle)') continue;
  busy += micros;
  areas.set(where, (areas.get(where) ?? 0) + micros);
  const short = callFrame.url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*\/apps\//, 'apps/');
  const key = `${callFrame.functionName || '(anonymous)'}  ${short}:${callFrame.lineNumber + 1}`;
  functions.set(key, (functions.get(key) ?? 0) + micros);
}

const count = Number(countArg ?? 25);
const percent = (micros: number) => `${((100 * micros) / busy).toFixed(1).padStart(5)} %`;
console.log(`busy ${(busy / 1e6).toFixed(1)} s of samples\n\nby area`);
for (const [name, micros] of [...areas].sort((a, b) => b[1] - a[1]).slice(0, count))
  console.log(percent(micros), name);
console.log('\nby function (self time)');
for (const [name, micros] of [...functions].sort((a, b) => b[1] - a[1]).slice(0, count))
  console.log(percent(micros), name);
