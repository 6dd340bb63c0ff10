/**
 * The one way the SPA talks to `/api/*`: JSON in and out, `Authorization: Bearer <idToken>` when signed
 * in, and every non-2xx answer turned into an ApiRequestError carrying the server's sentence.
 */
import type { ZodType } from 'zod';
import type { ApiError } from '../../shared/contracts/errors';
import { getRuntimeConfig } from '../config/env';
import { BUSY_RETRIES, busyRetryDelayMs, isBusyAnswer, sleep } from './busy-retry';
import { currentAccountId, switchAccount } from './current-account';
import { currentStoredSession, isFresh, loadAmplify } from './session';

/** shared/contracts/teams.ts's ACCOUNT_HEADER and TEAM_ERRORS.notMember.error (that module loads zod). */
export const ACCOUNT_HEADER = 'x-jm-account';
const NOT_A_MEMBER = 'not_a_member';

export class ApiRequestError extends Error {
  override name = 'ApiRequestError';
  constructor(
    /** HTTP status; 0 when the request never got an answer (offline, DNS, CORS). */
    readonly status: number,
    message: string,
    /** The machine-readable `error` code of the body, when the body had our error shape. */
    readonly code?: string,
    readonly issues?: ApiError['issues'],
  ) {
    super(message);
  }
  /** The answer's Retry-After header, if any. */
  retryAfter?: string;
}

/**
 * Joins the configured API base and a route path. Route paths are written as in lambdas/routes/
 * (`/api/...`); a base that already ends in `/api` is not doubled. Pure.
 */
export function buildApiUrl(apiBase: string, path: string): string {
  const base = apiBase.replace(/\/+$/, '');
  const route = path.startsWith('/') ? path : `/${path}`;
  const withPrefix =
    route === '/api' || route.startsWith('/api/') || route.startsWith('/api?') ? route : `/api${route}`;
  return base.endsWith('/api') ? `${base.slice(0, -'/api'.length)}${withPrefix}` : `${base}${withPrefix}`;
}

/** The error an API answer stands for: the server's own sentence when the body has the contract's shape. Pure. */
export function toApiRequestError(status: number, body: unknown): ApiRequestError {
  if (isApiError(body)) return new ApiRequestError(status, body.message, body.error, body.issues);
  return new ApiRequestError(status, `Request failed (status ${status})`);
}

/**
 * The shape of `apiErrorSchema` (shared/contracts/errors.ts), checked by hand: this client loads on every page,
 * public ones included, and zod's core alone would add ~16 kB gzipped to them (issue 13's 120 kB budget).
 * tests/unit/web/api-client.test.ts checks that this guard and the schema agree.
 */
export function isApiError(body: unknown): body is ApiError {
  if (typeof body !== 'object' || body === null) return false;
  const { error, message, issues } = body as Record<string, unknown>;
  if (typeof error !== 'string' || typeof message !== 'string') return false;
  return (
    issues === undefined ||
    (Array.isArray(issues) &&
      issues.every(
        (issue: unknown) =>
          typeof issue === 'object' &&
          issue !== null &&
          typeof (issue as { path?: unknown }).path === 'string' &&
          typeof (issue as { message?: unknown }).message === 'string',
      ))
  );
}

/** The sentence to show or log for a failed call (or anything thrown). Pure. */
export function errorMessage(error: unknown, fallback = 'An unexpected error occurred'): string {
  if (error instanceof ApiRequestError || error instanceof Error) return error.message || fallback;
  return fallback;
}

export interface ApiRequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Serialised as JSON. */
  body?: unknown;
  /** When given, the response body is validated with it (a mismatch throws an ApiRequestError). */
  schema?: ZodType<T>;
  signal?: AbortSignal;
  /** Skip the bearer token even when signed in (public routes). */
  anonymous?: boolean;
}

/** The signed-in user's id token (refreshed when stale), or undefined; also used by the chat stream. */
export async function idToken(): Promise<string | undefined> {
  const stored = currentStoredSession();
  if (!stored) return undefined; // nobody signed in on this browser: no need to load Amplify
  if (isFresh(stored)) return stored.idToken;
  try {
    const { fetchAuthSession } = await loadAmplify(); // refreshes the expired tokens
    const session = await fetchAuthSession();
    return session.tokens?.idToken?.toString();
  } catch {
    return undefined; // signed out or refresh failed: the call goes anonymous and the API answers 401
  }
}

/**
 * One API call. A busy answer (busy-retry.ts: 409 *_busy, 429) is retried up to BUSY_RETRIES times with backoff
 * before its error is thrown.
 */
export async function apiRequest<T = unknown>(path: string, options: ApiRequestOptions<T> = {}): Promise<T> {
  for (let retry = 1; ; retry++) {
    try {
      return await requestOnce(path, options);
    } catch (error) {
      if (
        !(error instanceof ApiRequestError) ||
        !isBusyAnswer(error.status, error.code) ||
        retry > BUSY_RETRIES
      )
        throw error;
      const delay = busyRetryDelayMs(retry, error.retryAfter ?? null);
      if (delay === undefined) throw error;
      await sleep(delay, options.signal);
    }
  }
}

async function requestOnce<T>(path: string, options: ApiRequestOptions<T>): Promise<T> {
  const { method = options.body === undefined ? 'GET' : 'POST', body, schema, signal, anonymous } = options;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const token = anonymous ? undefined : await idToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const account = token ? currentAccountId() : undefined;
  if (account) headers[ACCOUNT_HEADER] = account; // issue 34: the account switcher's choice

  let response: Response;
  try {
    response = await fetch(buildApiUrl(getRuntimeConfig().apiBase, path), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiRequestError(0, 'Could not reach the server. Check your connection and try again.');
  }

  const text = await response.text();
  let json: unknown = undefined;
  if (text.length > 0) {
    try {
      json = JSON.parse(text);
    } catch {
      if (!response.ok)
        throw new ApiRequestError(response.status, `Request failed (status ${response.status})`);
      throw new ApiRequestError(response.status, 'The server sent an answer that is not JSON.');
    }
  }
  if (!response.ok) {
    const error = toApiRequestError(response.status, json);
    // Removed from the remembered account: back to the own one (the error still shows once).
    if (account && error.code === NOT_A_MEMBER) switchAccount(undefined);
    error.retryAfter = response.headers.get('retry-after') ?? undefined;
    throw error;
  }
  if (!schema) return json as T;
  const parsed = schema.safeParse(json);
  if (!parsed.success)
    throw new ApiRequestError(response.status, 'The server sent an answer in an unexpected shape.');
  return parsed.data;
}

/** Shorthands. */
export const api = {
  get: <T = unknown>(path: string, options?: Omit<ApiRequestOptions<T>, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T = unknown>(
    path: string,
    body?: unknown,
    options?: Omit<ApiRequestOptions<T>, 'method' | 'body'>,
  ) => apiRequest<T>(path, { ...options, method: 'POST', body: body ?? {} }),
  put: <T = unknown>(path: string, body: unknown, options?: Omit<ApiRequestOptions<T>, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T = unknown>(
    path: string,
    body: unknown,
    options?: Omit<ApiRequestOptions<T>, 'method' | 'body'>,
  ) => apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T = unknown>(path: string, options?: Omit<ApiRequestOptions<T>, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};

/** React Query retry policy: never retry a 4xx (it will not change), retry other failures once. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}
