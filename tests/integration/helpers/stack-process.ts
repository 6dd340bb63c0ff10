/**
 * The local stack in a process of its own (what `npm start` runs, without the web app), for tests that
 * kill it: `node --import tsx tests/integration/helpers/stack-process.ts` with DATA_DIR set. It prints one
 * line `STACK {"pid":…,"env":{…},"services":[…]}` once ready, and stops cleanly on SIGTERM or SIGINT.
 * QUEUE_VISIBILITY_SECONDS sets the local queues' visibility timeout (a test's short one);
 * SCHEDULE_INTERVAL_MS runs the schedule triggers (the flow sweep) every so often in the process.
 */
import { startStack } from '../../../lambdas/local/stack';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
const visibility = Number(process.env.QUEUE_VISIBILITY_SECONDS ?? 0);
const scheduleIntervalMs = Number(process.env.SCHEDULE_INTERVAL_MS ?? 0);
const stack = await startStack({
  dataDir: process.env.DATA_DIR,
  web: 'none',
  quiet: true,
  scheduleIntervalMs,
  ...(visibility > 0 ? { queues: { visibilityTimeoutSeconds: visibility } } : {}),
});
for (const signal of ['SIGTERM', 'SIGINT'] as const)
  process.once(signal, () => {
    void stack.stop().then(() => process.exit(0));
  });
console.log(`STACK ${JSON.stringify({ pid: process.pid, env: stack.env, services: stack.services })}`);
