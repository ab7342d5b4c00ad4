// Self time of a V8 .cpuprofile (node --cpu-prof), summed by function and by area (a package,
// the app's own folders, node itself). Run alone:
//
//   npx tsx bench/cpu-profile.ts <file.cpuprofile> [top N]
import fs from 'node:fs';
import path from 'node:path';
import { root } from './process.ts';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}

interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

export interface SelfTime {
  name: string;
  ms: number;
  /** Share of the busy time (everything but idle). */
  share: number;
}

export interface ProfileSummary {
  /** Sampled wall time and the part of it the process was not idle, in ms. */
  totalMs: number;
  busyMs: number;
  functions: SelfTime[];
  areas: SelfTime[];
}

const SPECIAL = new Set(['(idle)', '(program)', '(garbage collector)', '(root)']);

/** Where a script lives: a package, a folder of the repository, or node itself. */
export function areaOf(url: string, functionName: string): string {
  if (!url) return SPECIAL.has(functionName) ? functionName : '(native)';
  if (url.startsWith('node:')) return 'node internals';
  const file = url.startsWith('file://') ? new URL(url).pathname : url;
  const nm = file.lastIndexOf('/node_modules/');
  if (nm >= 0) {
    const parts = file.slice(nm + '/node_modules/'.length).split('/');
    return parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
  }
  const relative = path.relative(root, file);
  if (relative.startsWith('..')) return file;
  // apps/server/src/modules/catalog/x.ts → apps/server/src/modules/catalog
  return path.dirname(relative);
}

function shortUrl(url: string): string {
  if (!url) return '';
  const file = url.startsWith('file://') ? new URL(url).pathname : url;
  const nm = file.lastIndexOf('/node_modules/');
  if (nm >= 0) return file.slice(nm + '/node_modules/'.length);
  return url.startsWith('node:') ? url : path.relative(root, file);
}

/**
 * Self times of a profile. `window` ([from, to] in µs of the monotonic clock, as
 * process.hrtime.bigint() / 1000n gives on Linux) keeps only the samples taken inside it, so a
 * server's start-up does not count in a profile of its load.
 */
export function summarizeProfile(
  file: string,
  options: { top?: number; window?: [number, number] } = {},
): ProfileSummary {
  const top = options.top ?? 25;
  const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as CpuProfile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const selfUs = new Map<number, number>();
  const { samples, timeDeltas } = profile;
  const average = samples.length ? (profile.endTime - profile.startTime) / samples.length : 0;
  // Each sample stands for the time until the next one.
  let at = profile.startTime;
  const [from, to] = options.window ?? [Number.NEGATIVE_INFINITY, Number.POSITIVE_INFINITY];
  for (let i = 0; i < samples.length; i++) {
    at += timeDeltas[i] ?? 0;
    if (at < from || at > to) continue;
    const us = i + 1 < timeDeltas.length ? timeDeltas[i + 1]! : average;
    selfUs.set(samples[i]!, (selfUs.get(samples[i]!) ?? 0) + Math.max(0, us));
  }
  const functions = new Map<string, number>();
  const areas = new Map<string, number>();
  let totalUs = 0;
  let idleUs = 0;
  for (const [id, us] of selfUs) {
    const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
    totalUs += us;
    if (functionName === '(idle)') idleUs += us;
    const name = url
      ? `${functionName || '(anonymous)'} ${shortUrl(url)}:${lineNumber + 1}`
      : functionName || '(anonymous)';
    functions.set(name, (functions.get(name) ?? 0) + us);
    const area = areaOf(url, functionName);
    areas.set(area, (areas.get(area) ?? 0) + us);
  }
  const busyUs = totalUs - idleUs;
  const ranked = (m: Map<string, number>, n: number) =>
    [...m]
      .filter(([name]) => name !== '(idle)')
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([name, us]) => ({ name, ms: us / 1000, share: busyUs > 0 ? us / busyUs : 0 }));
  return {
    totalMs: totalUs / 1000,
    busyMs: busyUs / 1000,
    functions: ranked(functions, top),
    areas: ranked(areas, 15),
  };
}

/** The summary as Markdown tables. */
export function profileMarkdown(summary: ProfileSummary): string {
  const row = (s: SelfTime) =>
    `| ${s.name.replaceAll('|', '\\|')} | ${s.ms.toFixed(0)} | ${(s.share * 100).toFixed(1)} % |`;
  return [
    `Sampled ${(summary.totalMs / 1000).toFixed(1)} s, busy ${(summary.busyMs / 1000).toFixed(1)} s (${((summary.busyMs / summary.totalMs) * 100).toFixed(0)} %).`,
    '',
    '| area | self ms | of busy |',
    '|---|---|---|',
    ...summary.areas.map(row),
    '',
    '| function | self ms | of busy |',
    '|---|---|---|',
    ...summary.functions.map(row),
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [file, top] = process.argv.slice(2);
  if (!file) {
    console.error('usage: npx tsx bench/cpu-profile.ts <file.cpuprofile> [top N]');
    process.exit(2);
  }
  console.log(profileMarkdown(summarizeProfile(file, { top: Number(top ?? 25) })));
}
