import { sesError, type LocalTenants, type SesAnswer, type TenantOp } from './ses-tenants';

const OPS = new Set<TenantOp>([
  'CreateTenant',
  'GetTenant',
  'DeleteTenant',
  'CreateTenantResourceAssociation',
  'DeleteTenantResourceAssociation',
  'ListTenantResources',
]);
/** The errors a fault may answer with: SES's 5xx and throttling (retryable) and a refusal (not). */
const FAULTS: Record<number, string> = {
  500: 'InternalFailure',
  503: 'ServiceUnavailable',
  429: 'TooManyRequestsException',
  400: 'BadRequestException',
};

export interface TenantCallLog {
  /** A tenant call, or a SendEmail the tenant refused (paused, or not holding the From identity). */
  op: TenantOp | 'SendEmail';
  tenant: string;
  resource?: string;
  status: number;
}

/**
 * The local SES proxy's tenant calls and their controls (tests and one-machine runs):
 * - `GET /_control/tenants`: the tenants and every tenant call so far, in order, with its answer's status
 *   (a SendEmail a tenant refused too, as op 'SendEmail');
 * - `POST /_control/tenants/fail {"operation", "times", "status"?}`: the next `times` calls of that operation
 *   fail with `status` (500 InternalFailure by default; 503, 429, 400) before touching anything;
 * - `POST /_control/tenants/status {"tenantName", "sendingStatus": "DISABLED" | "ENABLED"}`: SES's pause.
 */
export class TenantRoutes {
  readonly calls: TenantCallLog[] = [];
  private readonly faults = new Map<TenantOp, { times: number; status: number }>();

  constructor(readonly tenants: LocalTenants) {}

  call(op: TenantOp, input: { TenantName?: unknown; ResourceArn?: unknown }): SesAnswer {
    const fault = this.faults.get(op);
    let answer: SesAnswer;
    if (fault && fault.times > 0) {
      fault.times -= 1;
      answer = sesError(fault.status, FAULTS[fault.status] ?? 'InternalFailure', `Injected ${op} failure.`);
    } else answer = this.tenants.answer(op, input);
    this.calls.push({
      op,
      tenant: String(input.TenantName ?? ''),
      ...(typeof input.ResourceArn === 'string' ? { resource: input.ResourceArn } : {}),
      status: answer.status,
    });
    if (this.calls.length > 1000) this.calls.shift();
    return answer;
  }

  /** What SES answers a SendEmail naming `tenant` (undefined: it may send), a refusal logged in `calls`. */
  refuseSend(tenant: string, from: string, configurationSet?: string): SesAnswer | undefined {
    const refused = this.tenants.refuseSend(tenant, from, configurationSet);
    if (refused) this.calls.push({ op: 'SendEmail', tenant, status: refused.status });
    if (this.calls.length > 1000) this.calls.shift();
    return refused;
  }

  control(path: string, method: string, input: Record<string, unknown>): SesAnswer {
    if (path === '/_control/tenants' && method === 'GET')
      return { status: 200, body: { tenants: [...this.tenants.tenants.values()], calls: this.calls } };
    if (path === '/_control/tenants/fail' && method === 'POST') {
      const op = input.operation as TenantOp;
      const times = Number(input.times ?? 1);
      const status = Number(input.status ?? 500);
      if (!OPS.has(op) || !Number.isInteger(times) || times < 0 || !(status in FAULTS))
        return sesError(
          400,
          'BadRequestException',
          'Give a tenant operation, times >= 0 and status 500, 503, 429 or 400.',
        );
      this.faults.set(op, { times, status });
      return { status: 200, body: { operation: op, times, status } };
    }
    if (path === '/_control/tenants/status' && method === 'POST') {
      const status = input.sendingStatus;
      if (status !== 'DISABLED' && status !== 'ENABLED')
        return sesError(400, 'BadRequestException', 'sendingStatus must be DISABLED or ENABLED.');
      const tenant = this.tenants.setSendingStatus(String(input.tenantName), status);
      return tenant ? { status: 200, body: tenant } : sesError(404, 'NotFoundException', 'No such tenant.');
    }
    return sesError(404, 'NotFoundException', 'No such control.');
  }
}
