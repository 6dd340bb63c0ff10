import type { Audience } from '../../../../shared/contracts/campaigns';

/** Whether a subscribed contact is in the campaign's audience (all, or any / all of some tags). */
export function inAudience(contact: { tags?: readonly string[] | undefined }, audience: Audience): boolean {
  if (audience.kind === 'all') return true;
  const tags = new Set(contact.tags ?? []);
  return audience.match === 'any'
    ? audience.tags.some((tag) => tags.has(tag))
    : audience.tags.every((tag) => tags.has(tag));
}
