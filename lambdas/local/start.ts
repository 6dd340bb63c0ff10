/**
 * `npm start`: the whole product on one machine. Stand-ins on free ports, the app and /api on one
 * origin (PORT, default 3000), data in DATA_DIR (default .data). Ctrl-C stops everything.
 */
import { JAVA_MISSING } from './dynamodb';
import type { Stack } from './stack';
import { startStack } from './stack';
import type { WebMode } from './web';

const port = Number(process.env.PORT ?? 3000);
const web: WebMode = process.env.SERVE_BUILD === '1' ? 'build' : 'vite';

// Node 20 is this project's local runtime (DESIGN.md); the SDK's notice about Node 22 would print on every start.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

let stack: Stack | undefined;
let stoppingSince = 0;

async function shutdown(signal: string): Promise<void> {
  if (stoppingSince) {
    // One Ctrl-C can arrive twice (the terminal signals the process group and tsx relays it too).
    if (Date.now() - stoppingSince < 1_000) return;
    console.log('\nForced exit.');
    process.exit(130);
  }
  stoppingSince = Date.now();
  console.log(`\n${signal}: stopping Jungle Mail...`);
  await stack?.stop();
  console.log('Stopped.');
  process.exit(0);
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const)
  process.on(signal, () => void shutdown(signal));

try {
  // Schedule triggers (the DNS recheck) run every SCHEDULE_INTERVAL_MS locally; 0 turns them off.
  const scheduleIntervalMs = Number(process.env.SCHEDULE_INTERVAL_MS ?? 60_000);
  stack = await startStack({
    dataDir: process.env.DATA_DIR,
    port,
    host: process.env.HOST,
    web,
    scheduleIntervalMs,
  });
  if (stoppingSince) await new Promise(() => undefined); // a signal arrived while starting: shutdown() exits
  const width = Math.max(...stack.services.map((s) => s.name.length));
  for (const service of stack.services)
    console.log(`✓ ${service.name.padEnd(width)}  ${service.url.padEnd(24)}  (${service.detail})`);
  console.log(
    `Jungle Mail is ready at ${stack.url} — sent mail: ${stack.mailViewerUrl} (ready in ${process.uptime().toFixed(1)}s)`,
  );
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  if (message === JAVA_MISSING) console.error(`✗ ${message}`);
  else if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE')
    console.error(`✗ Port ${port} is in use. Set PORT to another port (e.g. PORT=3001 npm start).`);
  else console.error(`✗ Jungle Mail could not start: ${message}`);
  process.exit(1);
}
