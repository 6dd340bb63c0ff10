import { ACCOUNT_DELETE_PATH, deleteAccountResponseSchema } from '../../../shared/contracts/account';
import { api } from '../../lib/api-client';

/** Calls the deletion until it answers 'deleted' (a 202 'continuing' means: the server resumes on the next call). */
export async function deleteMyAccount(maxCalls = 50): Promise<void> {
  for (let call = 0; call < maxCalls; call++) {
    const { status } = await api.post(
      ACCOUNT_DELETE_PATH,
      { confirm: true },
      { schema: deleteAccountResponseSchema },
    );
    if (status === 'deleted') return;
  }
  throw new Error('Deleting your account is taking longer than expected. Please try again to finish it.');
}

/** The deleted user's tokens are worthless: forget them on this browser (no sign-out call to a deleted user). */
export function forgetStoredSession(storage: Storage = localStorage): void {
  for (const key of Object.keys(storage))
    if (key.startsWith('CognitoIdentityServiceProvider.')) storage.removeItem(key);
}
