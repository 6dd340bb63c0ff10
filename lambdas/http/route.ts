import middy from '@middy/core';
import type { MiddlewareObj } from '@middy/core';
import type { Logger } from '@aws-lambda-powertools/logger';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type * as z from 'zod';
import type { Deps, PortFactory, PortsOf } from '../deps';
import { deps, portsWith } from '../deps';
import type { RouteDef, RouteId } from '../routes';
import { routes } from '../routes';
import { minimalRoleOf } from '../routes/roles';
import { requestedAccountOf, resolveAccess } from './account-access';
import { readJsonBody, readTextBody } from './body';
import { errorAnswer, HttpError, INTERNAL_ERROR } from './errors';
import type { Identity } from './identity';
import { identityOf, refuseDeletedAccount } from './identity';
import { apiCallerOf, type ApiCaller } from './api-key';
import { rootLogger } from './logger';
import type { Reply } from './responses';
import { isReply, json } from './responses';

type RouteOf<I extends RouteId> = Extract<(typeof routes)[number], { id: I }>;
type IdentityOfAuth<A> = A extends 'jwt' ? Identity : A extends 'apikey' ? ApiCaller : undefined;
type IdentityFor<I extends RouteId> = IdentityOfAuth<RouteOf<I>['auth']>;
// core.$ZodType: contracts written with zod or zod/mini (the ones public pages load) both fit.
type Parsed<S> = S extends z.core.$ZodType ? z.output<S> : undefined;
type Body<R> = R extends z.core.$ZodType ? z.input<R> : unknown;

export interface HandlerInput<Id, B, Q, P, U extends PortFactory = never> {
  body: Parsed<B>;
  query: Parsed<Q>;
  params: Parsed<P>;
  /** The verified caller on 'jwt' routes; undefined on public ones. */
  identity: Id;
  /** The core ports and the optional ones the route `uses`. */
  ports: PortsOf<U>;
  log: Logger;
  requestId: string;
  /** The body as text on routes with `textBody` (undefined when empty); else undefined. */
  text: string | undefined;
  /** The raw event, for what the contract does not cover (the caller's address, Accept). */
  event: APIGatewayProxyEventV2;
}

interface HandlerSpec<Id, B, Q, P, R, U extends PortFactory> {
  /** zod schemas from shared/contracts; `response` only types what `handle` returns. */
  contract?: { body?: B; query?: Q; params?: P; response?: R };
  /**
   * The optional ports (lambdas/wiring/*) the route needs beyond the core ones: only these adapters
   * and their SDKs end up in the function's bundle.
   */
  uses?: readonly U[];
  /** Headers on every answer of the route, errors included (e.g. CORS on a public route). */
  headers?: Record<string, string>;
  /**
   * The media types of a body the route reads itself, as `text` (a form post, an RFC 8058 one-click, the
   * signup script's text/plain): size (413) and type (415) are checked, no JSON parse and no body contract.
   */
  textBody?: readonly string[];
  /**
   * The account's own deletion (POST /api/account/delete): the one signed-in route an account whose
   * deletion has started may still call, to resume it. Every other 'jwt' route refuses such an account.
   */
  resumesDeletion?: true;
  handle: (input: HandlerInput<Id, B, Q, P, U>) => Promise<Body<R> | Reply<Body<R>>>;
}

export interface RouteSpec<I extends RouteId, B, Q, P, R, U extends PortFactory> extends HandlerSpec<
  IdentityFor<I>,
  B,
  Q,
  P,
  R,
  U
> {
  id: I;
}

type Event = APIGatewayProxyEventV2;
type Result = APIGatewayProxyStructuredResultV2;
interface RequestState {
  log: Logger;
  deps?: Deps;
  started: number;
}
const state = new WeakMap<Event, RequestState>();

/**
 * A union whose error names one option's problem (POST /api/v1/events: the commerce shape a name asks for)
 * is answered with that option's issues at their own fields (`body.properties.order_id`), not one issue at
 * the union's place (`body`); any other issue as it is.
 */
function flatIssues(issue: z.core.$ZodIssue): z.core.$ZodIssue[] {
  if (issue.code !== 'invalid_union') return [issue];
  const chosen = issue.errors.find((option) => option[0]?.message === issue.message);
  if (!chosen) return [issue];
  return chosen.flatMap((inner) => flatIssues({ ...inner, path: [...issue.path, ...inner.path] }));
}

function issuesOf(error: z.ZodError, where: string) {
  return error.issues.flatMap(flatIssues).map((issue) => ({
    path: [where, ...issue.path.map(String)].join('.'),
    message: issue.message,
  }));
}

function parse<S>(schema: S | undefined, value: unknown, where: string): Parsed<S> {
  if (schema === undefined) return undefined as Parsed<S>;
  const result = (schema as z.ZodType).safeParse(value);
  if (!result.success) {
    throw new HttpError(
      400,
      'invalid_request',
      'Some fields are missing or invalid.',
      issuesOf(result.error, where),
    );
  }
  return result.data as Parsed<S>;
}

/** Logger with the request id and route id; deps resolved once per cold start (per stack locally). */
const logging = (id: string): MiddlewareObj<Event, Result> => ({
  before: ({ event, context }) => {
    const requestId = event.requestContext.requestId;
    let d: Deps | undefined;
    let log: Logger;
    try {
      d = deps();
      log = rootLogger(d.config).createChild({ persistentKeys: { requestId, route: id } });
    } catch (error) {
      log = rootLogger().createChild({ persistentKeys: { requestId, route: id } });
      log.error('The API is misconfigured', error as Error);
    }
    log.addContext(context);
    state.set(event, { log, deps: d, started: Date.now() });
  },
  after: ({ event, response }) => {
    const s = state.get(event);
    s?.log.info('request', {
      method: event.requestContext.http.method,
      status: response?.statusCode,
      ms: Date.now() - (s?.started ?? 0),
    });
  },
  onError: ({ event, response }) => {
    const s = state.get(event);
    s?.log.info('request', {
      method: event.requestContext.http.method,
      status: response?.statusCode,
      ms: Date.now() - (s?.started ?? 0),
    });
  },
});

/** Every failure becomes a JSON answer (errorAnswer: refusals and domain errors as 4xx), anything else 500. */
const errors = (routeHeaders: Record<string, string> = {}): MiddlewareObj<Event, Result> => ({
  onError: (request) => {
    const error = request.error;
    const log = state.get(request.event)?.log ?? rootLogger();
    const requestId = { ...routeHeaders, 'x-request-id': request.event.requestContext.requestId };
    const answer = errorAnswer(error);
    if (answer) {
      request.response = json(answer.status, answer.body, { ...requestId, ...answer.headers });
    } else {
      log.error('Unhandled error', error as Error);
      request.response = json(500, INTERNAL_ERROR, requestId);
    }
  },
});

/**
 * One handler style for every route, in this order: the caller's verified identity (401), an account
 * whose deletion has started (401, 'jwt' routes but the deletion itself), body size
 * (413), content type (415), JSON syntax (400), the route's zod contract (400 with issues), the domain
 * call, and errors mapped to the spec's messages (anything unexpected: 500, logged with its stack).
 * Size limit and auth come from lambdas/routes/, looked up by id.
 */
export function httpRoute<
  I extends RouteId,
  B = undefined,
  Q = undefined,
  P = undefined,
  R = undefined,
  U extends PortFactory = never,
>(spec: RouteSpec<I, B, Q, P, R, U>) {
  const route = routes.find((r) => r.id === spec.id);
  if (!route) throw new Error(`No route with id ${spec.id} in lambdas/routes/`);
  // The route found is the one with id I, so its auth is RouteOf<I>['auth'] (TS cannot narrow a find).
  return routeHandler(
    route as unknown as Pick<RouteDef, 'id' | 'maxBodyBytes'> & { auth: RouteOf<I>['auth'] },
    spec,
  );
}

/** The wrapper for an explicit route definition (httpRoute looks it up; unit tests pass their own). */
export function routeHandler<A extends RouteDef['auth'], B, Q, P, R, U extends PortFactory = never>(
  route: Pick<RouteDef, 'id' | 'maxBodyBytes'> & Partial<Pick<RouteDef, 'apiScope'>> & { auth: A },
  spec: HandlerSpec<IdentityOfAuth<A>, B, Q, P, R, U>,
) {
  const contract = spec.contract ?? {};
  return middy<Event, Result>()
    .use(logging(route.id))
    .use(errors(spec.headers))
    .handler(async (event: Event, _context: Context): Promise<Result> => {
      const s = state.get(event);
      // The identity first, as API Gateway's authorizer runs before the function.
      let identity = (route.auth === 'jwt' ? identityOf(event) : undefined) as IdentityOfAuth<A>;
      if (route.auth === 'jwt' && s?.deps) {
        // The account it acts for and the caller's role there against the route's (issue 34), then
        // whether that account was deleted (a token outlives its account).
        const caller = identity as Identity;
        const requested = requestedAccountOf(event.headers);
        const store = s.deps.ports.store;
        // The account's tombstone is read beside the access check (one round trip, not two); a refusal of
        // the role or membership still comes first. resolveAccess acts for `requested ?? userId`.
        const [access, gone] = await Promise.allSettled([
          resolveAccess(store, caller.userId, requested, minimalRoleOf(route.id)),
          spec.resumesDeletion ? undefined : refuseDeletedAccount(store, requested ?? caller.userId),
        ]);
        if (access.status === 'rejected') throw access.reason;
        if (gone.status === 'rejected') throw gone.reason;
        identity = { ...caller, ...access.value } as IdentityOfAuth<A>;
      }
      // The public API: the Bearer key, its account, plan, scope and rate (lambdas/http/api-key.ts).
      const caller = route.auth === 'apikey' ? await apiCallerOf(event, s?.deps, route.apiScope) : undefined;
      const text = spec.textBody ? readTextBody(event, route.maxBodyBytes, spec.textBody) : undefined;
      const rawJson = spec.textBody ? undefined : readJsonBody(event, route.maxBodyBytes);
      const body = parse(contract.body, rawJson, 'body');
      const query = parse(contract.query, event.queryStringParameters ?? {}, 'query');
      const params = parse(contract.params, event.pathParameters ?? {}, 'params');
      if (!s?.deps) throw new Error('The API is misconfigured (see the log line above)');
      const out = await spec.handle({
        body,
        query,
        params,
        identity: (caller ?? identity) as IdentityOfAuth<A>,
        ports: portsWith(s.deps, spec.uses ?? []),
        log: s.log,
        requestId: event.requestContext.requestId,
        text,
        event,
      });
      const headers = { ...spec.headers, 'x-request-id': event.requestContext.requestId };
      if (!isReply(out)) return json(200, out, headers);
      if (out.text)
        return {
          statusCode: out.status,
          headers: { ...headers, ...out.headers },
          body: String(out.body),
          ...(out.base64 ? { isBase64Encoded: true } : {}),
        };
      return json(out.status, out.body, { ...headers, ...out.headers });
    });
}
