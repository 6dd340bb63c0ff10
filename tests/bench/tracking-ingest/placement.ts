import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';

/**
 * Where the tracking-ingest bench's load generator runs relative to the servers it measures.
 *
 * - shared: wherever the kernel puts it. On a small machine the kernel wakes the client on the server's
 *   own CPU when the server answers (a socket wake-up is "affine"), and a client that has run less than the
 *   server preempts it in the middle of its write: the server's remaining work for that request then waits
 *   for the client's, and the two add up. Whether that happens depends on which side uses more CPU, so it
 *   hits the heavier server much more than the lighter one (measured: about one involuntary switch of the
 *   server per two events for the ingest, almost none for plain node:http).
 * - apart: the load generator on one CPU and the servers' thread on another, as real visitors' browsers are
 *   on other machines. Both servers are measured the same way; neither can be preempted by the client.
 *
 * Apart needs Linux's `taskset` (util-linux) and two CPUs; `apartAvailable` says whether this machine has them.
 */

const cpus = availableParallelism();

let available: boolean | undefined;

/** Linux with `taskset` and two CPUs, and this process allowed to set its own affinity (tried once). */
export function apartAvailable(): boolean {
  if (available === undefined) {
    available = false;
    if (process.platform === 'linux' && cpus >= 2) {
      try {
        execFileSync('taskset', ['-pc', `0-${cpus - 1}`, String(process.pid)], { stdio: 'ignore' });
        available = true;
      } catch {
        // No taskset, or no right to set affinity here: the bench measures with the CPUs shared.
      }
    }
  }
  return available;
}

/** CPU 0 for the servers' (this process's main) thread, the last CPU for the load generator. */
const SERVER_CPU = '0';
const CLIENT_CPU = String(cpus - 1);

/** Pins this process's main thread (its servers' event loop) to the servers' CPU, or frees it again. */
export function placeServers(placement: 'apart' | 'shared'): void {
  if (!apartAvailable()) return;
  const list = placement === 'apart' ? SERVER_CPU : `0-${cpus - 1}`;
  execFileSync('taskset', ['-pc', list, String(process.pid)], { stdio: 'ignore' });
}

/** The load generator (plain JS run with node -e, driven over IPC), on its own CPU when apart. */
export function spawnLoadGenerator(script: string, placement: 'apart' | 'shared'): ChildProcess {
  const node = [process.execPath, '-e', script];
  const stdio: ['ignore', 'inherit', 'inherit', 'ipc'] = ['ignore', 'inherit', 'inherit', 'ipc'];
  return placement === 'apart'
    ? spawn('taskset', ['-c', CLIENT_CPU, ...node], { stdio })
    : spawn(node[0] as string, node.slice(1), { stdio });
}

/** Times the kernel took this process's main thread off its CPU while it could still run (Linux; else 0). */
export function involuntarySwitches(): number {
  try {
    const status = readFileSync('/proc/self/status', 'utf8');
    return Number(/^nonvoluntary_ctxt_switches:\s+(\d+)/m.exec(status)?.[1] ?? 0);
  } catch {
    return 0;
  }
}
