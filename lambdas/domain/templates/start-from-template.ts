import type { ProjectSummary } from '../../../shared/contracts/projects';
import { subscriptionTierSchema } from '../../../shared/contracts/profile';
import { buildTemplate } from '../../../shared/templates/build';
import { ADVANCED_TEMPLATE_MESSAGE, templateById, tierMayUse } from '../../../shared/templates/catalogue';
import type { Clock } from '../../ports/clock';
import type { Store } from '../../ports/store';
import { brandKitOf } from '../brand/brand-kit';
import { DomainError } from '../errors';
import { getProfileRecord } from '../items/profile';
import { documentContent } from '../projects/document-content';
import { insertProject } from '../projects/insert-project';

/**
 * POST /api/templates/{templateId}/projects: a new project (under the plan's project limit, as create) whose
 * email is the template built in the account's brand kit, named after the template. Free may start from the
 * basic set only: any other template is a 403 with the plan's words, and nothing is created.
 */
export async function startFromTemplate(
  deps: { store: Store; clock: Clock },
  input: { accountId: string; templateId: string },
): Promise<ProjectSummary> {
  const spec = templateById(input.templateId);
  if (!spec) throw new DomainError('not_found', 'template_not_found', 'Template not found');
  const tier = subscriptionTierSchema.safeParse(
    (await getProfileRecord(deps.store, input.accountId))?.subscriptionTier,
  );
  if (!tierMayUse(tier.success ? tier.data : 'free', spec.id))
    throw new DomainError('forbidden', 'plan_required', ADVANCED_TEMPLATE_MESSAGE);
  const { brand } = await brandKitOf(deps.store, input.accountId);
  const document = buildTemplate(spec, brand);
  return insertProject(deps, {
    userId: input.accountId,
    wantedName: spec.name,
    content: documentContent(document),
  });
}
