/** POST /api/team/leave: leave the current account (not its owner). */
import { api } from '../../../lib/api-client';

export const leaveAccount = () => api.post('/api/team/leave', {});
