/**
 * The e2e stack's time for automations (issue 32): POST /_local/clock moves it forward, and the minute's
 * flow sweep runs as EventBridge would call it in AWS. The e2e stack runs no schedules by itself (its other
 * schedules would change what other files seeded), so a test calls the flowSweep handler, the module CDK
 * deploys, with the stack's environment and the stack's time; the due steps it hands to the 'flow-steps'
 * queue are run by the stack's own consumer, and their mail lands in the SES stand-in.
 */
import { createDeps, withDeps } from '../../../lambdas/deps';
import { handler as flowSweep } from '../../../lambdas/handlers/flow-sweep';
import { LOCAL_CLOCK_PATH, OffsetClock } from '../../../lambdas/local/clock';

interface StackTime {
  now: string;
  offsetMinutes: number;
}

async function clockCall(baseUrl: string, init?: RequestInit): Promise<StackTime> {
  const res = await fetch(`${baseUrl}${LOCAL_CLOCK_PATH}`, init);
  if (res.status !== 200) throw new Error(`${LOCAL_CLOCK_PATH}: ${res.status} ${await res.text()}`);
  return (await res.json()) as StackTime;
}

/** Moves the stack's clock forward by `minutes`; answers its new time. */
export async function moveClock(baseUrl: string, minutes: number): Promise<Date> {
  const body = JSON.stringify({ minutes });
  return new Date((await clockCall(baseUrl, { method: 'POST', body })).now);
}

/** One run of the flowSweep schedule at the stack's time; answers how many steps it handed over. */
export async function sweepFlows(baseUrl: string, env: Record<string, string>): Promise<number> {
  const clock = new OffsetClock();
  const { offsetMinutes } = await clockCall(baseUrl);
  if (offsetMinutes > 0) clock.advance(offsetMinutes);
  const summary = await withDeps(createDeps(env, [], { clock }), () => flowSweep(undefined));
  return summary.due;
}
