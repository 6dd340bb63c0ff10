/** Ownership transfer (issue 34): the owner offers it to an admin or withdraws the offer; the admin accepts. */
import { ownershipResponseSchema } from '../../../../shared/contracts/teams';
import { api } from '../../../lib/api-client';

export const offerOwnership = (userId: string) =>
  api.post('/api/team/ownership/offer', { userId }, { schema: ownershipResponseSchema });

export const withdrawOwnership = () => api.delete('/api/team/ownership/offer');

export const acceptOwnership = () =>
  api.post('/api/team/ownership/accept', {}, { schema: ownershipResponseSchema });
