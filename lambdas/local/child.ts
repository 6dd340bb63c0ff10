import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

/** A stand-in running as a child process in its own process group, its output kept in a log file. */
export interface ChildService {
  name: string;
  pid: number;
  logFile: string;
  exited: Promise<number | null>;
  /** Resolves with the first output line matching `pattern` (ANSI colours removed). */
  waitForLine(pattern: RegExp, timeoutMs: number): Promise<RegExpMatchArray>;
  stop(): Promise<void>;
}

export function spawnService(options: {
  name: string;
  command: string;
  args: string[];
  cwd: string;
  env?: Record<string, string>;
  logFile: string;
}): ChildService {
  mkdirSync(dirname(options.logFile), { recursive: true });
  const log = createWriteStream(options.logFile, { flags: 'a' });
  const child: ChildProcess = spawn(options.command, options.args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    // Its own process group: a terminal's Ctrl-C reaches only us, and we stop the whole group.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (child.pid === undefined) throw new Error(`Could not start ${options.name} (${options.command})`);
  const pid = child.pid;
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.once('error', () => resolve(-1));
  });
  let recent = '';
  const listeners = new Set<(line: string) => void>();
  let buffered = '';
  const onData = (chunk: Buffer) => {
    log.write(chunk);
    buffered += chunk.toString('utf8');
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const raw of lines) {
      const line = stripVTControlCharacters(raw);
      recent = `${recent}\n${line}`.slice(-2_000);
      listeners.forEach((listener) => listener(line));
    }
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  void exited.then(() => log.end());

  return {
    name: options.name,
    pid,
    logFile: options.logFile,
    exited,
    waitForLine(pattern, timeoutMs) {
      return new Promise((resolve, reject) => {
        const done = (error?: Error, match?: RegExpMatchArray) => {
          clearTimeout(timer);
          listeners.delete(listener);
          if (match) resolve(match);
          else reject(error);
        };
        const listener = (line: string) => {
          const match = line.match(pattern);
          if (match) done(undefined, match);
        };
        const timer = setTimeout(
          () =>
            done(
              new Error(
                `${options.name} did not start within ${Math.round(timeoutMs / 1000)} s (log: ${options.logFile})${recent}`,
              ),
            ),
          timeoutMs,
        );
        listeners.add(listener);
        void exited.then((code) =>
          done(
            new Error(
              `${options.name} exited with code ${code} while starting (log: ${options.logFile})${recent}`,
            ),
          ),
        );
      });
    },
    stop: () => stopGroup(pid, exited),
  };
}

/** SIGTERM to the process group, SIGKILL after a grace period; resolves once the leader has exited. */
export async function stopGroup(pid: number, exited: Promise<unknown>, graceMs = 5_000): Promise<void> {
  const signal = (sig: NodeJS.Signals) => {
    try {
      process.kill(-pid, sig);
    } catch {
      // already gone
    }
  };
  signal('SIGTERM');
  const timer = setTimeout(() => signal('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
  signal('SIGKILL'); // anything the leader left behind in its group
}
