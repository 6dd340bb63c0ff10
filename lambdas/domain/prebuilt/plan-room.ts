import { planLimits } from '../../../shared/plans';
import type { Store } from '../../ports/store';
import { DomainError } from '../errors';
import { getProfileRecord } from '../items/profile';
import { tierAllowingCreate } from '../projects/project-limit';

export const prebuiltRoomMessage = (needed: number, room: number) =>
  `These flows need ${needed} emails, and your plan has room for ${room} more email ${room === 1 ? 'project' : 'projects'}. Upgrade your plan, or delete emails you no longer use, then try again.`;

/**
 * Before anything is made: the plan must have room for every email of the flows (each is a project, under
 * the plan's limit), else 403 with how many are needed. The subscription's own refusals (missing,
 * inactive) come from the projects' rule. A create racing this check still meets the limit's condition.
 */
export async function checkPrebuiltRoom(store: Store, accountId: string, needed: number): Promise<void> {
  const profile = await getProfileRecord(store, accountId);
  const tier = tierAllowingCreate(profile);
  const limit = planLimits[tier];
  if (limit === null) return;
  const room = Math.max(0, limit - (profile?.projectCount ?? 0));
  if (needed > room)
    throw new DomainError('forbidden', 'prebuilt_needs_room', prebuiltRoomMessage(needed, room));
}
