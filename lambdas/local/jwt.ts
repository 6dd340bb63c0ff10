import { JwtRsaVerifier } from 'aws-jwt-verify';
import { SimpleJwksCache } from 'aws-jwt-verify/jwk';
import type { JwtPayload } from 'aws-jwt-verify/jwt-model';

/** What API Gateway's JWT authorizer puts on the event: every claim as a string, arrays as "[a b]". */
export interface VerifiedJwt {
  claims: Record<string, string>;
  scopes: string[] | undefined;
}

/**
 * Verifies a bearer token the way the JWT authorizer in AWS does: RS256 signature against the pool's
 * JWKS, issuer, expiry (a token without exp is refused, as API Gateway does), and audience = the app client (aud for id tokens, client_id for access tokens).
 * aws-jwt-verify fetches JWKS over https only, so the local JWKS is fetched with fetch().
 */
export function createJwtVerifier(options: { issuer: string; jwksUri: string; clientId: string }) {
  const verifier = JwtRsaVerifier.create(
    {
      issuer: options.issuer,
      jwksUri: options.jwksUri,
      audience: null,
      customJwtCheck: ({ payload }) => {
        // aws-jwt-verify only checks exp when present; API Gateway's JWT authorizer requires it.
        if (typeof payload.exp !== 'number') throw new Error('Token has no exp claim');
        const audience = payload.token_use === 'access' ? payload.client_id : payload.aud;
        if (audience !== options.clientId) throw new Error('Token is not for this app client');
      },
    },
    {
      jwksCache: new SimpleJwksCache({
        fetcher: {
          fetch: async (uri: string) => {
            const response = await fetch(uri, { signal: AbortSignal.timeout(3_000) });
            if (!response.ok) throw new Error(`JWKS ${uri} answered ${response.status}`);
            return response.arrayBuffer();
          },
        },
      }),
    },
  );

  return async function verify(authorization: string | undefined): Promise<VerifiedJwt | undefined> {
    const token = authorization?.replace(/^Bearer\s+/i, '').trim();
    if (!token) return undefined;
    let payload: JwtPayload;
    try {
      payload = await verifier.verify(token);
    } catch {
      return undefined;
    }
    const claims: Record<string, string> = {};
    for (const [name, value] of Object.entries(payload)) {
      if (value === undefined || value === null) continue;
      claims[name] = Array.isArray(value)
        ? `[${value.join(' ')}]`
        : typeof value === 'object'
          ? JSON.stringify(value)
          : String(value);
    }
    const scope = typeof payload.scope === 'string' ? payload.scope.split(' ').filter(Boolean) : undefined;
    return { claims, scopes: scope };
  };
}
