/**
 * Linux process-tree helpers for the fault and load suites: the parser children of a process
 * (to kill one mid-job), and the resident memory of a whole tree (server plus parser children).
 */
import { readdirSync, readFileSync } from 'node:fs';

interface ProcessInfo {
  pid: number;
  ppid: number;
  rssBytes: number;
  /** User plus system CPU time used so far. */
  cpuMs: number;
  command: string;
}

const PAGE_SIZE = 4096;
/** Kernel clock ticks per second (USER_HZ), 100 on Linux. */
const TICKS_PER_SECOND = 100;

function readProcess(pid: number): ProcessInfo | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name in parentheses may itself contain spaces or parentheses.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const statm = readFileSync(`/proc/${pid}/statm`, 'utf8').split(' ');
    const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
    return {
      pid,
      ppid: Number(fields[1]),
      rssBytes: Number(statm[1]) * PAGE_SIZE,
      cpuMs: ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND,
      command,
    };
  } catch {
    // The process ended while we looked.
    return null;
  }
}

function allProcesses(): ProcessInfo[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map((name) => readProcess(Number(name)))
    .filter((info): info is ProcessInfo => info !== null);
}

/** `root` and all its descendants. */
export function processTree(root: number): ProcessInfo[] {
  const processes = allProcesses();
  const tree = processes.filter((info) => info.pid === root);
  for (let i = 0; i < tree.length; i++) {
    const parent = tree[i]!.pid;
    tree.push(...processes.filter((info) => info.ppid === parent));
  }
  return tree;
}

/** Resident memory of `root` and its descendants, in MB. */
export function treeRssMb(root: number): number {
  return processTree(root).reduce((sum, info) => sum + info.rssBytes, 0) / 1024 / 1024;
}

/** Parser children of `parent` whose command line contains `marker`. */
export function parserChildren(parent: number, marker = 'parser-worker'): number[] {
  return allProcesses()
    .filter((info) => info.ppid === parent && info.command.includes(marker))
    .map((info) => info.pid);
}
