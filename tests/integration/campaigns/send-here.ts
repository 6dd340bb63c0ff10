/**
 * A seeded campaign sent in this process: its send job, then its batches, delivered to the real handlers
 * over the run's stack (the table, the SES stand-in), their follow-up messages put on queues of this file's
 * own (account/dead-workers-support.ts `heldDeps`), which the stack's consumers never read. Through the run's
 * shared queues a send waits for two pollers busy with every file's sends, and for the stack to load each
 * handler on its first use (7-15 s apiece on a loaded 2-core machine): two sends in a row passed a test's
 * 30 s there. Here nothing waits for another file's work; the queue's own path is tested in sending/.
 */
import { expect } from 'vitest';
import { handler as sendBatch } from '../../../lambdas/handlers/campaign-send-batch';
import { handler as sendJob } from '../../../lambdas/handlers/campaign-send-job';
import { deliver, heldDeps, sqsEvent } from '../account/dead-workers-support';

/** Runs the campaign's send job and every batch it queues (and any they queue), each delivered once. */
export async function sendHere(sub: string, campaignId: string): Promise<void> {
  const { deps, take } = await heldDeps(['campaign-sends', 'campaign-batches']);
  const job = await deliver(deps, () => sendJob(sqsEvent([{ sub, campaignId }])));
  expect(job.batchItemFailures).toEqual([]);
  for (let bodies = await take('campaign-batches'); bodies.length > 0;) {
    const done = await deliver(deps, () => sendBatch(sqsEvent(bodies)));
    expect(done.batchItemFailures).toEqual([]);
    bodies = await take('campaign-batches');
  }
}
