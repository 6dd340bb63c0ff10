import { emailTypes } from '../../../../shared/onboarding/email-types';
import { namedEmailType } from './choose-email-type';

const KIND =
  /\b(welcome|onboard|cart|abandon|thank|order|review|miss you|win.?back|inactive|newsletter|monthly|weekly|sale|discount|off|offer|promo|holiday|launch|new product|announc|arriv|stock|event|webinar|invit|policy|privacy|terms|account|update|birthday)/i;

/** Too vague to write anything useful: no kind of email named, and too few words or no email type chosen. */
export function isVague(request: string, selectedCampaignIds: string[]): boolean {
  if (KIND.test(request) || namedEmailType(request)) return false;
  const words = request.trim().split(/\s+/).filter(Boolean).length;
  return words < 4 || selectedCampaignIds.length === 0;
}

export function clarificationFor(selectedCampaignIds: string[]): { question: string; suggestions: string[] } {
  const chosen = emailTypes.filter((c) => selectedCampaignIds.includes(c.id)).map((c) => c.name);
  const suggestions = chosen.length
    ? chosen.slice(0, 4)
    : [
        'A welcome email for new subscribers',
        'A sale announcement',
        'A monthly newsletter',
        'An abandoned cart reminder',
      ];
  return {
    question: 'What kind of email would you like? Tell me who it is for and what it should say.',
    suggestions,
  };
}
