import type { SESv2Client } from '@aws-sdk/client-sesv2';
import {
  CreateTenantCommand,
  CreateTenantResourceAssociationCommand,
  DeleteTenantCommand,
  GetTenantCommand,
} from '@aws-sdk/client-sesv2';
import { TenantCallError, type TenantResource, type Tenants } from '../../ports/identities';
import type { TenantSendingStatus } from '../../ports/mailer';

/** Where the account's SES resources live: `arn:{partition}:ses:{region}:{account}` and the configuration set. */
export interface SesResources {
  arnBase: string;
  configurationSet?: string;
}

/** Answers that mean "try the same call again later". */
const RETRYABLE = new Set([
  'TooManyRequestsException',
  'ThrottlingException',
  'Throttling',
  'InternalFailure',
  'ServiceUnavailable',
  'ConcurrentModificationException',
]);

const nameOf = (error: unknown): string =>
  (error as { name?: string } | undefined)?.name ?? (error instanceof Error ? error.name : 'Error');

/** A failed call as the port's TenantCallError: 5xx, throttling and network errors are retryable. */
export function tenantCallError(error: unknown): TenantCallError {
  const code = nameOf(error);
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  const network = status === undefined && !(error as { $fault?: string }).$fault;
  const retryable = RETRYABLE.has(code) || (status !== undefined && status >= 500) || network;
  return new TenantCallError(code, retryable, error instanceof Error ? error.message : String(error));
}

/** Runs one call; `tolerated` (AlreadyExists, NotFound) counts as done, anything else a TenantCallError. */
async function call(run: () => Promise<unknown>, tolerated?: string): Promise<void> {
  try {
    await run();
  } catch (error) {
    if (tolerated && nameOf(error) === tolerated) return;
    throw tenantCallError(error);
  }
}

/**
 * SES v2 tenants (CreateTenant, CreateTenantResourceAssociation, DeleteTenant, GetTenant) with the real
 * SDK: against SES in AWS, against the local SES proxy (lambdas/local/ses-tenants.ts) on one machine. Each
 * call is idempotent: a tenant or association that already exists, or a tenant already gone, is success.
 */
export class SesTenants implements Tenants {
  constructor(
    private readonly ses: SESv2Client,
    private readonly resources: SesResources,
  ) {}

  create(tenant: string): Promise<void> {
    return call(
      () => this.ses.send(new CreateTenantCommand({ TenantName: tenant })),
      'AlreadyExistsException',
    );
  }

  async associate(
    tenant: string,
    resource: TenantResource,
    domain: string,
  ): Promise<'associated' | 'skipped'> {
    const arn = this.arnOf(resource, domain);
    if (!arn) return 'skipped';
    await call(
      () =>
        this.ses.send(new CreateTenantResourceAssociationCommand({ TenantName: tenant, ResourceArn: arn })),
      'AlreadyExistsException',
    );
    return 'associated';
  }

  remove(tenant: string): Promise<void> {
    return call(() => this.ses.send(new DeleteTenantCommand({ TenantName: tenant })), 'NotFoundException');
  }

  private arnOf(resource: TenantResource, domain: string): string | undefined {
    const { arnBase, configurationSet } = this.resources;
    if (resource === 'identity') return `${arnBase}:identity/${domain}`;
    return configurationSet ? `${arnBase}:configuration-set/${configurationSet}` : undefined;
  }
}

/** GetTenant's sending status: DISABLED is SES's pause; ENABLED and REINSTATED send; NotFound: no tenant. */
export async function tenantSendingStatus(ses: SESv2Client, tenant: string): Promise<TenantSendingStatus> {
  try {
    const out = await ses.send(new GetTenantCommand({ TenantName: tenant }));
    return out.Tenant?.SendingStatus === 'DISABLED' ? 'paused' : 'enabled';
  } catch (error) {
    if (nameOf(error) === 'NotFoundException') return 'absent';
    throw error;
  }
}
