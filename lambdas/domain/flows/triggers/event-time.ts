/**
 * When a trigger happened (issue 32): its own time (a tracking event's `receivedAt`, a commerce event's
 * `occurredAt`, a subscription's confirmation), never the stream function's clock, which runs late under load
 * and after an outage. The clock's time only where the item carries none that parses.
 */
export function triggerTimeMs(at: string | undefined, now: Date): number {
  const ms = at === undefined ? Number.NaN : Date.parse(at);
  return Number.isNaN(ms) ? now.getTime() : ms;
}
