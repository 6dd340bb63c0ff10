import type { EmailTypeId } from '../../../../../shared/onboarding/email-types';
import type { Compose } from '../draft';
import { ecommerceCopy } from './ecommerce';
import { engagementCopy } from './engagement';
import { eventCopy } from './events';
import { informationalCopy } from './informational';
import { promotionalCopy } from './promotional';
import { welcomeCopy } from './welcome';

/** The copy of every email type of the catalogue (the type makes a missing one a compile error). */
export const COPY: Record<EmailTypeId, Compose> = {
  ...welcomeCopy,
  ...ecommerceCopy,
  ...engagementCopy,
  ...promotionalCopy,
  ...eventCopy,
  ...informationalCopy,
};
