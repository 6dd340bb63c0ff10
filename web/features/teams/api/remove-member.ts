/** DELETE /api/team/members/{userId}: remove a member (their next request is refused). */
import { api } from '../../../lib/api-client';

export const removeMember = (userId: string) => api.delete(`/api/team/members/${encodeURIComponent(userId)}`);
