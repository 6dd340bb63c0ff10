import type { CampaignId } from '../../../../../shared/onboarding/campaigns';
import type { Compose } from '../draft';
import { ecommerceCopy } from './ecommerce';
import { engagementCopy } from './engagement';
import { eventCopy } from './events';
import { informationalCopy } from './informational';
import { promotionalCopy } from './promotional';
import { welcomeCopy } from './welcome';

/** The copy of every campaign of the catalogue (the type makes a missing one a compile error). */
export const COPY: Record<CampaignId, Compose> = {
  ...welcomeCopy,
  ...ecommerceCopy,
  ...engagementCopy,
  ...promotionalCopy,
  ...eventCopy,
  ...informationalCopy,
};
