import { API_ACCESS_PLAN_MESSAGE, API_KEYS_MAX, type ApiScope } from '../../../shared/contracts/api-keys';
import { DomainError } from '../errors';

export const planRequired = () => new DomainError('forbidden', 'plan_required', API_ACCESS_PLAN_MESSAGE);
export const apiKeyNotFound = () => new DomainError('not_found', 'api_key_not_found', 'API key not found.');
export const tooManyApiKeys = () =>
  new DomainError(
    'forbidden',
    'too_many_api_keys',
    `An account can have at most ${API_KEYS_MAX} API keys. Delete an old one first.`,
  );
export const missingApiKey = () =>
  new DomainError(
    'unauthorized',
    'missing_api_key',
    'Send your API key in the Authorization header: "Authorization: Bearer jm_live_...".',
  );
export const invalidApiKey = () =>
  new DomainError(
    'unauthorized',
    'invalid_api_key',
    'This API key is not valid. Check that you copied the whole key, or create a new one in Account settings › API keys.',
  );
export const revokedApiKey = () =>
  new DomainError(
    'unauthorized',
    'api_key_revoked',
    'This API key was revoked. Create a new one in Account settings › API keys.',
  );
export const accountGone = () =>
  new DomainError('unauthorized', 'account_deleted', 'The account of this API key has been deleted.');
export const missingScope = (scope: ApiScope) =>
  new DomainError(
    'forbidden',
    'missing_scope',
    `This API key does not have the ${scope} scope. Create a key with it in Account settings › API keys.`,
  );
export const API_RATE_LIMITED_MESSAGE =
  'Too many requests with this API key. Wait for the time in Retry-After, then try again.';
