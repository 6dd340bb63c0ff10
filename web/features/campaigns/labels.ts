import { dateTimeText } from '../../lib/date-text';
import type { CampaignStatus } from '../../../shared/contracts/campaigns';

export const statusLabels: Record<CampaignStatus, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  sending: 'Sending',
  paused: 'Paused',
  held: 'Held',
  sent: 'Sent',
  cancelled: 'Cancelled',
};

export const dateText = (iso: string | null): string => (iso ? dateTimeText(iso) : '');
