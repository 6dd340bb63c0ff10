import { isListening } from '../../../lambdas/local/net';

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Ports of the list that still accept connections. */
export async function boundPorts(ports: number[]): Promise<number[]> {
  const open = await Promise.all(ports.map((port) => isListening(port)));
  return ports.filter((_, i) => open[i]);
}
