import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { ApiScope } from '../../shared/contracts/api-keys';
import type { Deps } from '../deps';
import { authenticateApiKey, type ApiCaller } from '../domain/apikeys/authenticate';

export type { ApiCaller };

/**
 * The caller of an 'apikey' route (/api/v1): the Bearer key checked in the function itself, not by an API
 * Gateway authorizer (docs/architecture.md › Public API). Runs before the body is read, as an authorizer would.
 */
export async function apiCallerOf(
  event: APIGatewayProxyEventV2,
  deps: Deps | undefined,
  scope: ApiScope | undefined,
): Promise<ApiCaller> {
  if (!deps) throw new Error('The API is misconfigured (see the log line above)');
  if (!scope) throw new Error('An apikey route must name its apiScope in lambdas/routes/');
  const authorization = event.headers.authorization ?? event.headers.Authorization;
  return authenticateApiKey(deps.ports, authorization, scope);
}
