/**
 * Reads a V8 `.cpuprofile` (what `node --cpu-prof` writes) and sums its samples: self time per
 * function, self time per module (a package in node_modules, a folder of src/, Node's own
 * internals, V8's garbage collector), and the inclusive time of named functions (counted once
 * per stack, so recursion is not double-counted). Used by bench/profile.ts.
 */
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

export interface Share {
  name: string;
  ms: number;
  share: number;
}

export interface ProfileSummary {
  /** Sampled time, idle excluded (µs from the sample deltas, as ms). */
  busyMs: number;
  idleMs: number;
  byFunction: Share[];
  byModule: Share[];
  inclusive: Share[];
}

/** The module a frame belongs to: the package, the folder under src/, or Node/V8 itself. */
export function moduleOf(url: string, functionName: string): string {
  if (!url) {
    if (functionName === '(garbage collector)') return 'V8 garbage collector';
    if (functionName === '(program)') return 'V8 (program: compile, IC, runtime)';
    if (functionName === '(idle)') return '(idle)';
    return `native: ${functionName || '(anonymous)'}`;
  }
  if (url.startsWith('node:')) return `node:${url.slice(5).split('/')[0]}`;
  const packages = url.lastIndexOf('/node_modules/');
  if (packages >= 0) {
    const rest = url.slice(packages + '/node_modules/'.length).split('/');
    const name = rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!;
    if (name === 'pdfjs-dist') return `pdfjs-dist (${rest.at(-1)})`;
    return name;
  }
  const source = url.indexOf('/src/');
  if (source >= 0) {
    const parts = url.slice(source + 1).split('/');
    return parts.slice(0, Math.min(parts.length - 1, 3)).join('/');
  }
  return url.replace(/^file:\/\//, '');
}

function shortUrl(url: string): string {
  const packages = url.lastIndexOf('/node_modules/');
  if (packages >= 0) return url.slice(packages + '/node_modules/'.length);
  const source = url.indexOf('/src/');
  if (source >= 0) return url.slice(source + 1);
  return url.replace(/^file:\/\//, '');
}

function ranked(totals: Map<string, number>, busyUs: number, top: number): Share[] {
  return [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([name, us]) => ({ name, ms: us / 1000, share: busyUs ? us / busyUs : 0 }));
}

/**
 * `inclusiveOf` names functions (as `name` or `name@file-part`; `*@file-part` for any function
 * of a file or package) whose time including callees is wanted, e.g. the engine's stages.
 */
export function summariseProfile(
  path: string,
  inclusiveOf: string[] = [],
  top = 25,
  /** Only samples taken in this span (µs on the monotonic clock, as process.hrtime): the runs, not start-up. */
  window?: { fromUs: number; toUs: number },
): ProfileSummary {
  const profile = JSON.parse(readFileSync(path, 'utf8')) as CpuProfile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  // Time per node from the sample stream (hitCount × the mean interval is coarser).
  const selfUs = new Map<number, number>();
  let at = profile.startTime;
  profile.samples.forEach((id, index) => {
    at += profile.timeDeltas[index] ?? 0;
    if (window && (at < window.fromUs || at > window.toUs)) return;
    const delta = profile.timeDeltas[index + 1] ?? 0;
    selfUs.set(id, (selfUs.get(id) ?? 0) + Math.max(0, delta));
  });
  let busyUs = 0;
  let idleUs = 0;
  const perFunction = new Map<string, number>();
  const perModule = new Map<string, number>();
  for (const node of profile.nodes) {
    const us = selfUs.get(node.id) ?? 0;
    if (!us) continue;
    const { functionName, url, lineNumber } = node.callFrame;
    if (functionName === '(idle)') {
      idleUs += us;
      continue;
    }
    busyUs += us;
    const label = url
      ? `${functionName || '(anonymous)'} ${shortUrl(url)}:${lineNumber + 1}`
      : functionName;
    perFunction.set(label, (perFunction.get(label) ?? 0) + us);
    const module = moduleOf(url, functionName);
    perModule.set(module, (perModule.get(module) ?? 0) + us);
  }

  // Inclusive time: walk the tree once, each wanted name counted at its outermost frame.
  const wanted = inclusiveOf.map((spec) => {
    const [name, file] = spec.split('@');
    return { spec, name: name!, file };
  });
  const inclusiveUs = new Map<string, number>(inclusiveOf.map((spec) => [spec, 0]));
  const root = profile.nodes[0]!;
  const stack: Array<{ node: ProfileNode; open: Set<string>; child: number }> = [
    { node: root, open: new Set(), child: 0 },
  ];
  const matches = (node: ProfileNode) =>
    wanted
      .filter(
        (want) =>
          (want.name === '*' || node.callFrame.functionName === want.name) &&
          (!want.file || node.callFrame.url.includes(want.file)),
      )
      .map((want) => want.spec);
  // Iterative DFS: the tree can be deeper than the JS stack allows for recursion.
  const visit = (node: ProfileNode, parentOpen: Set<string>) => {
    const open = new Set(parentOpen);
    for (const spec of matches(node)) open.add(spec);
    const us = node.callFrame.functionName === '(idle)' ? 0 : (selfUs.get(node.id) ?? 0);
    for (const spec of open) inclusiveUs.set(spec, inclusiveUs.get(spec)! + us);
    return open;
  };
  stack[0]!.open = visit(root, new Set());
  while (stack.length > 0) {
    const frame = stack.at(-1)!;
    const childId = frame.node.children?.[frame.child];
    if (childId === undefined) {
      stack.pop();
      continue;
    }
    frame.child += 1;
    const child = byId.get(childId)!;
    stack.push({ node: child, open: visit(child, frame.open), child: 0 });
  }

  return {
    busyMs: busyUs / 1000,
    idleMs: idleUs / 1000,
    byFunction: ranked(perFunction, busyUs, top),
    byModule: ranked(perModule, busyUs, top),
    inclusive: inclusiveOf.map((spec) => {
      const us = inclusiveUs.get(spec)!;
      return { name: spec, ms: us / 1000, share: busyUs ? us / busyUs : 0 };
    }),
  };
}
