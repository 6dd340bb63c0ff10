import {
  CUSTOM_TEMPLATE_MAX,
  customTemplateTexts as T,
  type CustomTemplate,
} from '../../../shared/contracts/templates';
import type { ProjectSummary } from '../../../shared/contracts/projects';
import type { Clock } from '../../ports/clock';
import type { Store } from '../../ports/store';
import { DomainError } from '../errors';
import { withRetries } from '../store-retry';
import {
  deleteCustomTemplate,
  getCustomTemplate,
  listCustomTemplates,
  putCustomTemplate,
  type CustomTemplateRecord,
} from '../items/custom-template';
import { getProfileRecord } from '../items/profile';
import { getProjectContent } from '../items/project-content';
import { ownProjectItem } from '../projects/get-project';
import { insertProject } from '../projects/insert-project';

type Deps = { store: Store; clock: Clock };

/** Custom templates are Premium's (the plan card's "Custom templates"): 403 with the plan's words below it. */
async function requirePremium(store: Store, accountId: string): Promise<void> {
  const profile = await getProfileRecord(store, accountId);
  if (profile?.subscriptionTier !== 'premium' || profile.subscriptionStatus !== 'active')
    throw new DomainError('forbidden', 'plan_required', T.planRequired);
}

const busy = () =>
  new DomainError(
    'conflict',
    'templates_busy',
    'Your templates are being saved elsewhere. Please try again.',
  );
const notFound = () => new DomainError('not_found', 'template_not_found', 'Template not found');
const shown = (r: CustomTemplateRecord): CustomTemplate => ({
  id: r.templateId,
  name: r.name,
  createdAt: r.createdAt,
  html: r.html,
});

export async function listTemplates(store: Store, accountId: string): Promise<CustomTemplate[]> {
  await requirePremium(store, accountId);
  return (await listCustomTemplates(store, accountId, CUSTOM_TEMPLATE_MAX)).map(shown);
}

/** A snapshot of the project's saved email: later edits of the project do not change the template. */
export async function saveAsTemplate(
  deps: Deps,
  accountId: string,
  input: { projectId: string; name: string },
): Promise<CustomTemplate> {
  await requirePremium(deps.store, accountId);
  await ownProjectItem(deps.store, accountId, input.projectId);
  const content = await getProjectContent(deps.store, accountId, input.projectId);
  if (!content?.document || !content.documentJson || content.document.sections.length === 0)
    throw new DomainError('invalid', 'template_empty', T.empty);
  const record: CustomTemplateRecord = {
    templateId: globalThis.crypto.randomUUID(),
    name: input.name,
    documentJson: content.documentJson,
    html: content.html ?? '',
    createdAt: deps.clock.now().toISOString(),
  };
  // The cap is the counter's condition, in the same transaction as the put: exact under concurrent saves.
  const put = () => putCustomTemplate(deps.store, accountId, record, CUSTOM_TEMPLATE_MAX);
  if (!(await withRetries(put, busy))) throw new DomainError('conflict', 'templates_full', T.full);
  return shown(record);
}

export async function deleteTemplate(store: Store, accountId: string, templateId: string): Promise<void> {
  await requirePremium(store, accountId);
  if (!(await deleteCustomTemplate(store, accountId, templateId))) throw notFound();
}

/** A new project holding a copy of the template (under the plan's project limit, as create). */
export async function startFromCustomTemplate(
  deps: Deps,
  accountId: string,
  templateId: string,
): Promise<ProjectSummary> {
  await requirePremium(deps.store, accountId);
  const t = await getCustomTemplate(deps.store, accountId, templateId);
  if (!t) throw notFound();
  return insertProject(deps, {
    userId: accountId,
    wantedName: t.name,
    content: {
      documentJson: t.documentJson,
      document: undefined,
      html: t.html,
      version: undefined,
      updatedAt: undefined,
    },
  });
}
