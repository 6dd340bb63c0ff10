import { emailTypeCategories } from '../../../shared/onboarding/email-types';
import type { SubscriptionTier } from '../../../shared/plans';
import { templateInfos, tierMayUse } from '../../../shared/templates/catalogue';
import type { TemplateInfo } from '../../../shared/templates/types';
import { emailTypeById } from '../../../shared/onboarding/email-types';

export interface GalleryItem {
  info: TemplateInfo;
  /** The plan does not include it: the card offers an upgrade instead. */
  locked: boolean;
}
export interface GalleryGroup {
  id: string;
  title: string;
  items: GalleryItem[];
}

/**
 * The gallery's groups: first the emails chosen at onboarding ("Your emails"), then each onboarding
 * category, then the layouts. A template shows once, in the first group that has it. Pure.
 */
export function galleryGroups(tier: SubscriptionTier, chosen: readonly string[]): GalleryGroup[] {
  const all = templateInfos().map((info) => ({ info, locked: !tierMayUse(tier, info.id) }));
  const mine = all.filter((t) => t.info.emailType && chosen.includes(t.info.emailType));
  const rest = all.filter((t) => !mine.includes(t));
  const categoryOf = (t: GalleryItem) =>
    t.info.emailType ? emailTypeById(t.info.emailType)?.categoryId : undefined;
  const groups: GalleryGroup[] = [
    { id: 'chosen', title: 'Your emails (chosen at sign-up)', items: mine },
    ...emailTypeCategories.map((c) => ({
      id: c.id,
      title: c.name,
      items: rest.filter((t) => categoryOf(t) === c.id),
    })),
    { id: 'layouts', title: 'Layouts', items: rest.filter((t) => !t.info.emailType) },
  ];
  return groups.filter((g) => g.items.length > 0);
}
