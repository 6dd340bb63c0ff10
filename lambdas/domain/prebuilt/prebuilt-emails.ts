import type { BrandKit } from '../../../shared/contracts/brand';
import {
  prebuiltEmails,
  type PrebuiltEmailRef,
  type PrebuiltFlowSpec,
} from '../../../shared/automations/prebuilt-flows';
import { buildTemplate } from '../../../shared/templates/build';
import { templateById } from '../../../shared/templates/catalogue';
import type { Clock } from '../../ports/clock';
import type { Store } from '../../ports/store';
import { documentContent } from '../projects/document-content';
import { insertProject } from '../projects/insert-project';

/**
 * The emails of one prebuilt flow (issue 32): a project per email, its document the type's template built in
 * the shop's brand kit (the same build as "start from a template" and the offline composer's branding:
 * logo or shop name on top, the kit's colours and font, social links in the footer). A flow's email lives
 * with its flow: it does not count against the plan's project limit (insert-project.ts `flowEmail`). The subject is the template's headline in the shop's name.
 */
export async function makePrebuiltEmails(
  deps: { store: Store; clock: Clock },
  accountId: string,
  spec: PrebuiltFlowSpec,
  brand: BrandKit,
): Promise<PrebuiltEmailRef[]> {
  const refs: PrebuiltEmailRef[] = [];
  for (const type of prebuiltEmails(spec)) {
    const template = templateById(type);
    if (!template) throw new Error(`No template for the email type ${type}`);
    const document = buildTemplate(template, brand);
    const project = await insertProject(deps, {
      userId: accountId,
      wantedName: template.name,
      content: documentContent(document),
      flowEmail: true,
    });
    refs.push({ projectId: project.id, subject: template.headline.replaceAll('{shop}', brand.shopName) });
  }
  return refs;
}
