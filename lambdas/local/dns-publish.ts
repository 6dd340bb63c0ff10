import type { IncomingMessage, ServerResponse } from 'node:http';
import { LOCAL_DNS_PUBLISH_MAX_BYTES, localDnsPublishRequestSchema } from '../../shared/contracts/local-dns';
import { normalizeName } from '../../shared/dns/names';
import type { Deps } from '../deps';
import { getOwnSetupItem, readSetupDns } from '../domain/items/setup';
import { accountIdOf, isDeletedAccount } from '../http/identity';
import { type HttpError, malformedJson, tooLarge, UNAUTHORIZED } from '../http/errors';
import type { LocalDns } from './dns';
import type { ZoneRecord } from './dns-zones';
import { BodyTooLarge, readBody, sendJson } from './http-util';
import type { VerifiedJwt } from './jwt';

export interface PublishContext {
  deps: Deps;
  localDns?: LocalDns;
  verifyJwt: (authorization: string | undefined) => Promise<VerifiedJwt | undefined>;
}

const fail = (res: ServerResponse, status: number, error: string, message: string) =>
  sendJson(res, status, { error, message });
const failWith = (res: ServerResponse, e: HttpError) => fail(res, e.status, e.code, e.message);

/**
 * POST /api/local/dns/publish: writes the caller's DNS records (as stored by /api/dns/initiate, never as sent)
 * into the local DNS stand-in's zone for their sending domain. Only the local server serves it.
 */
export async function publishToLocalDns(req: IncomingMessage, res: ServerResponse, ctx: PublishContext) {
  if (req.method !== 'POST')
    return sendJson(res, 405, { error: 'method_not_allowed', message: 'Use POST.' }, { allow: 'POST' });
  const jwt = await ctx.verifyJwt(req.headers.authorization);
  const sub = jwt?.claims.sub;
  if (!sub) return sendJson(res, 401, UNAUTHORIZED);
  let raw: Buffer;
  try {
    raw = await readBody(req, LOCAL_DNS_PUBLISH_MAX_BYTES);
  } catch (error) {
    if (!(error instanceof BodyTooLarge)) throw error;
    return failWith(res, tooLarge(LOCAL_DNS_PUBLISH_MAX_BYTES));
  }
  let json: unknown;
  try {
    json = JSON.parse(raw.toString('utf8'));
  } catch {
    return failWith(res, malformedJson());
  }
  const body = localDnsPublishRequestSchema.safeParse(json);
  if (!body.success)
    return fail(res, 400, 'invalid_request', 'Send the domain to publish: { "domain": "..." }.');
  if (!ctx.localDns)
    return fail(res, 409, 'no_local_dns', 'The local test DNS is off: this stack uses DNS_SERVERS.');
  const store = ctx.deps.ports.store;
  const accountId = accountIdOf(sub);
  if (await isDeletedAccount(store, accountId)) return sendJson(res, 401, UNAUTHORIZED);
  const item = await getOwnSetupItem(store, accountId);
  const view = item ? readSetupDns(item) : undefined;
  const zone = view ? normalizeName(view.dnsDomain ?? view.domain ?? '') : '';
  if (!view || !zone || !view.records.length)
    return fail(res, 409, 'no_dns_records', 'Your DNS records are not prepared yet.');
  if (normalizeName(body.data.domain) !== zone)
    return fail(res, 403, 'forbidden', 'You can publish records only for your own sending domain.');
  const records: ZoneRecord[] = view.records.map((r) => ({
    name: r.name,
    type: r.type,
    value: r.value,
    ...(r.priority !== undefined ? { priority: r.priority } : {}),
  }));
  ctx.localDns.zones.setZone(zone, records);
  sendJson(res, 200, { zone, published: records.length });
}
