import type { ActivityAction, ActivityEntry } from '../../../shared/contracts/activity';

/** What each action reads as on the activity list, after the member's email (issue 34). */
const WHAT: Record<ActivityAction, (name: string) => string> = {
  'version.saved': (n) => `saved a version of the email ${n}`,
  'version.restored': (n) => `restored a version of the email ${n}`,
  'campaign.created': (n) => `created the campaign ${n}`,
  'campaign.sent': (n) => `sent the campaign ${n}`,
  'campaign.scheduled': (n) => `scheduled the campaign ${n}`,
  'campaign.deleted': (n) => `deleted the campaign ${n}`,
  'flow.created': (n) => `created the automation ${n}`,
  'flow.live': (n) => `set the automation ${n} live`,
  'flow.paused': (n) => `paused the automation ${n}`,
  'flow.archived': (n) => `archived the automation ${n}`,
  'flow.deleted': (n) => `deleted the automation ${n}`,
  'import.started': (n) => `started importing ${n}`,
  'project.created': (n) => `created the email ${n}`,
  'project.deleted': (n) => `deleted the email ${n}`,
};

/** "sent the campaign “Spring sale”" (the member's email is shown before it). */
export const activityWhat = (entry: Pick<ActivityEntry, 'action' | 'itemName'>): string =>
  WHAT[entry.action](`“${entry.itemName}”`);
