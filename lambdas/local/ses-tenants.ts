import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** One tenant as the local SES keeps it. */
export interface LocalTenant {
  name: string;
  id: string;
  arn: string;
  createdAt: number;
  /** SES's SendingStatus: DISABLED is a pause (`/_control/tenants/status`). */
  sendingStatus: 'ENABLED' | 'DISABLED' | 'REINSTATED';
  resources: string[];
}

/** An answer in SES v2's REST-JSON shape: an error names its type in `x-amzn-errortype`. */
export interface SesAnswer {
  status: number;
  body: unknown;
  errorType?: string;
}

export type TenantOp =
  | 'CreateTenant'
  | 'GetTenant'
  | 'DeleteTenant'
  | 'CreateTenantResourceAssociation'
  | 'DeleteTenantResourceAssociation'
  | 'ListTenantResources';

/** The tenant operations by their REST path (POST), as @aws-sdk/client-sesv2 calls them. */
export const TENANT_PATHS: Record<string, TenantOp> = {
  '/v2/email/tenants': 'CreateTenant',
  '/v2/email/tenants/get': 'GetTenant',
  '/v2/email/tenants/delete': 'DeleteTenant',
  '/v2/email/tenants/resources': 'CreateTenantResourceAssociation',
  '/v2/email/tenants/resources/delete': 'DeleteTenantResourceAssociation',
  '/v2/email/tenants/resources/list': 'ListTenantResources',
};

export const sesError = (status: number, errorType: string, message: string): SesAnswer => ({
  status,
  errorType,
  body: { message },
});

const NAME = /^[A-Za-z0-9_-]{1,64}$/;
const resourceType = (arn: string) =>
  arn.includes(':identity/')
    ? 'EMAIL_IDENTITY'
    : arn.includes(':configuration-set/')
      ? 'CONFIGURATION_SET'
      : 'EMAIL_TEMPLATE';

/**
 * SES tenants on one machine (aws-ses-v2-local has none): create, get, delete, associate and dissociate
 * resources, each with SES's answers (AlreadyExists, NotFound, BadRequest). Kept in `file` when given, so a
 * restart of `npm start` keeps the tenants the table says are ready.
 */
export class LocalTenants {
  readonly tenants = new Map<string, LocalTenant>();

  constructor(
    private readonly arnBase: string,
    private readonly file?: string,
  ) {
    if (file && existsSync(file))
      for (const t of JSON.parse(readFileSync(file, 'utf8')) as LocalTenant[]) this.tenants.set(t.name, t);
  }

  private save(): void {
    if (!this.file) return;
    mkdirSync(dirname(this.file), { recursive: true });
    writeFileSync(this.file, JSON.stringify([...this.tenants.values()], null, 1));
  }

  private view = (t: LocalTenant) => ({
    TenantName: t.name,
    TenantId: t.id,
    TenantArn: t.arn,
    CreatedTimestamp: t.createdAt,
    SendingStatus: t.sendingStatus,
  });

  /** One tenant operation with its JSON input. */
  answer(op: TenantOp, input: { TenantName?: unknown; ResourceArn?: unknown }): SesAnswer {
    const name = typeof input.TenantName === 'string' ? input.TenantName : '';
    const arn = typeof input.ResourceArn === 'string' ? input.ResourceArn : '';
    if (op === 'CreateTenant' && !NAME.test(name))
      return sesError(400, 'BadRequestException', 'TenantName must be 1-64 letters, digits, - or _.');
    const tenant = this.tenants.get(name);
    if (op === 'CreateTenant') {
      if (tenant) return sesError(400, 'AlreadyExistsException', `Tenant ${name} already exists.`);
      const id = randomUUID();
      const created: LocalTenant = {
        name,
        id,
        arn: `${this.arnBase}:tenant/${name}/${id}`,
        createdAt: Math.floor(Date.now() / 1000),
        sendingStatus: 'ENABLED',
        resources: [],
      };
      this.tenants.set(name, created);
      this.save();
      return { status: 200, body: this.view(created) };
    }
    if (!tenant) return sesError(404, 'NotFoundException', `Tenant ${name} does not exist.`);
    if (op === 'GetTenant') return { status: 200, body: { Tenant: this.view(tenant) } };
    if (op === 'ListTenantResources')
      return {
        status: 200,
        body: {
          TenantResources: tenant.resources.map((a) => ({ ResourceType: resourceType(a), ResourceArn: a })),
        },
      };
    if (op === 'DeleteTenant') this.tenants.delete(name);
    else if (!arn.startsWith('arn:'))
      return sesError(400, 'BadRequestException', 'ResourceArn is not an ARN.');
    else if (op === 'CreateTenantResourceAssociation') {
      if (tenant.resources.includes(arn))
        return sesError(400, 'AlreadyExistsException', `${arn} is already associated with ${name}.`);
      tenant.resources.push(arn);
    } else {
      if (!tenant.resources.includes(arn))
        return sesError(404, 'NotFoundException', `${arn} is not associated with ${name}.`);
      tenant.resources = tenant.resources.filter((a) => a !== arn);
    }
    this.save();
    return { status: 200, body: {} };
  }

  /**
   * What SES answers a SendEmail naming `TenantName`: undefined when the tenant may send it; an unknown
   * tenant, a paused one, or a From identity (or configuration set) not associated with it is refused.
   */
  refuseSend(tenantName: string, fromAddress: string, configurationSet?: string): SesAnswer | undefined {
    const tenant = this.tenants.get(tenantName);
    if (!tenant) return sesError(404, 'NotFoundException', `Tenant ${tenantName} does not exist.`);
    if (tenant.sendingStatus === 'DISABLED')
      return sesError(400, 'SendingPausedException', `Sending is paused for tenant ${tenantName}.`);
    const domain = (fromAddress.replace(/^.*<([^>]*)>\s*$/, '$1').split('@')[1] ?? '').toLowerCase();
    if (!tenant.resources.some((arn) => arn.toLowerCase().endsWith(`:identity/${domain}`)))
      return sesError(400, 'BadRequestException', `Identity ${domain} is not associated with ${tenantName}.`);
    if (
      configurationSet &&
      !tenant.resources.some((arn) => arn.endsWith(`:configuration-set/${configurationSet}`))
    )
      return sesError(
        400,
        'BadRequestException',
        `Configuration set ${configurationSet} is not associated with ${tenantName}.`,
      );
    return undefined;
  }

  /** Pauses (DISABLED) or resumes (ENABLED) a tenant's sending, as SES does on bad rates. */
  setSendingStatus(name: string, status: LocalTenant['sendingStatus']): LocalTenant | undefined {
    const tenant = this.tenants.get(name);
    if (!tenant) return undefined;
    tenant.sendingStatus = status;
    this.save();
    return tenant;
  }
}
