/** PATCH /api/team/members/{userId}: give a member another role. */
import type { MemberRoleBody } from '../../../../shared/contracts/teams';
import { api } from '../../../lib/api-client';

export const changeMemberRole = ({ userId, role }: { userId: string; role: MemberRoleBody['role'] }) =>
  api.patch(`/api/team/members/${encodeURIComponent(userId)}`, { role });
