/**
 * The unsubscribe page's calls (public: the signed token in the path is the credential, so no session is
 * sent). Opening the page unsubscribes: the first call is the unsubscribe action, which answers the page's
 * state once the status is written; a reload of the same page only reads it (unsubscribe-page.tsx).
 */
import {
  unsubscribePageSchema,
  type UnsubscribePage,
  type UnsubscribePreferences,
} from '../../../shared/contracts/unsubscribe';
import { apiRequest } from '../../lib/api-client';

const base = (token: string) => `/api/u/${encodeURIComponent(token)}`;

export const readUnsubscribePage = (token: string, signal?: AbortSignal): Promise<UnsubscribePage> =>
  apiRequest(base(token), { anonymous: true, schema: unsubscribePageSchema, signal });

export const savePreferences = (token: string, body: UnsubscribePreferences): Promise<UnsubscribePage> =>
  apiRequest(`${base(token)}/preferences`, { anonymous: true, body, schema: unsubscribePageSchema });
