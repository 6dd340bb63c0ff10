import { TenantCallError, type TenantResource, type Tenants } from '../../lambdas/ports/identities';
import { LocalTenants, type SesAnswer } from '../../lambdas/local/ses-tenants';

const ARN_BASE = 'arn:aws:ses:us-east-1:000000000000';

/** SES's answers the real adapter (aws/ses-tenants.ts) tolerates, so this one does too. */
function settle(answer: SesAnswer, tolerated: string): void {
  if (answer.status === 200 || answer.errorType === tolerated) return;
  const message = (answer.body as { message?: string }).message ?? '';
  throw new TenantCallError(
    answer.errorType ?? 'Error',
    answer.status >= 500 || answer.status === 429,
    message,
  );
}

/**
 * The local SES stand-in's tenants (lambdas/local/ses-tenants.ts) in this process, for unit tests that run
 * without the SES proxy (the DNS flow). `npm start` and the integration tests reach the same stand-in
 * over HTTP through aws/ses-tenants.ts instead.
 */
export class InProcessTenants implements Tenants {
  constructor(
    readonly local = new LocalTenants(ARN_BASE),
    private readonly configurationSet?: string,
  ) {}

  async create(tenant: string): Promise<void> {
    settle(this.local.answer('CreateTenant', { TenantName: tenant }), 'AlreadyExistsException');
  }

  async associate(
    tenant: string,
    resource: TenantResource,
    domain: string,
  ): Promise<'associated' | 'skipped'> {
    if (resource === 'configuration-set' && !this.configurationSet) return 'skipped';
    const arn =
      resource === 'identity'
        ? `${ARN_BASE}:identity/${domain}`
        : `${ARN_BASE}:configuration-set/${this.configurationSet ?? ''}`;
    settle(
      this.local.answer('CreateTenantResourceAssociation', { TenantName: tenant, ResourceArn: arn }),
      'AlreadyExistsException',
    );
    return 'associated';
  }

  async remove(tenant: string): Promise<void> {
    settle(this.local.answer('DeleteTenant', { TenantName: tenant }), 'NotFoundException');
  }
}
