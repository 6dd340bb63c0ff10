import { describe, expect, it } from 'vitest';
import { CAMPAIGN_EMAIL_TYPE_IDS, isCampaignEmailType } from '../../../shared/automations/campaign-types';
import { needsDataWords, triggerEventName } from '../../../shared/automations/needs-data';
import {
  PREBUILT_FLOWS,
  prebuiltDefinition,
  prebuiltEmails,
  prebuiltFlowsFor,
  type PrebuiltFlowKind,
} from '../../../shared/automations/prebuilt-flows';
import { flowDefinitionSchema, type FlowDefinition } from '../../../shared/contracts/flows';
import { emailTypeIdList } from '../../../shared/onboarding/email-types';
import { templateById } from '../../../shared/templates/catalogue';

const DAY = 24 * 60;
const build = (kind: PrebuiltFlowKind): FlowDefinition => {
  const spec = PREBUILT_FLOWS.find((s) => s.kind === kind);
  if (!spec) throw new Error(kind);
  const emails = prebuiltEmails(spec).map((type) => ({ projectId: `p-${type}`, subject: type }));
  return flowDefinitionSchema.parse(prebuiltDefinition(spec, emails));
};
/** The steps in short: `email:<template>` or `wait:<minutes>`. */
const outline = (definition: FlowDefinition) =>
  definition.steps.map((step) =>
    step.type === 'email'
      ? `email:${step.subject}`
      : step.type === 'wait' && step.wait.kind === 'duration'
        ? `wait:${step.wait.minutes}`
        : step.type,
  );

describe('prebuilt flows from the onboarding choices (issue 32)', () => {
  it.each<[PrebuiltFlowKind, object, string[], object]>([
    [
      'welcome',
      { type: 'subscribed', sources: ['form', 'manual', 'api'] },
      [
        'email:welcome_new_subscriber',
        `wait:${2 * DAY}`,
        'email:onboarding_series_1',
        `wait:${2 * DAY}`,
        'email:onboarding_series_3',
      ],
      { exitEvents: ['Placed Order'], reentry: { mode: 'once' } },
    ],
    [
      'abandoned-cart',
      { type: 'event', eventName: 'Added to Cart', filters: [] },
      ['wait:240', 'email:abandoned_cart_1', 'wait:1440', 'email:abandoned_cart_2_incentive'],
      { exitEvents: ['Placed Order'], reentry: { mode: 'after-days', days: 14 } },
    ],
    [
      'browse-abandonment',
      { type: 'event', eventName: 'Viewed Product', filters: [] },
      ['wait:240', 'email:browse_abandonment'],
      { exitEvents: ['Placed Order', 'Added to Cart'] },
    ],
    [
      'post-purchase',
      { type: 'event', eventName: 'Placed Order', filters: [] },
      ['email:post_purchase_thank_you', `wait:${14 * DAY}`, 'email:post_purchase_review_request'],
      { reentry: { mode: 'every-time' } },
    ],
    [
      'win-back',
      { type: 'no-event', eventName: 'Placed Order', days: 90 },
      ['email:re_engagement_inactive_1', `wait:${7 * DAY}`, 'email:re_engagement_inactive_2_offer'],
      { exitEvents: ['Placed Order'] },
    ],
    [
      'birthday',
      { type: 'date-property', field: 'birthday', offsetDays: 0, at: '09:00' },
      ['email:birthday_greeting'],
      { reentry: { mode: 'every-time' } },
    ],
  ])('%s: the issue’s defaults', (kind, trigger, steps, rest) => {
    const definition = build(kind);
    expect(definition.trigger).toEqual(trigger);
    expect(outline(definition)).toEqual(steps);
    expect(definition).toMatchObject(rest);
  });

  it('browse abandonment is skipped while a cart flow runs, and abandonment flows re-check the order', () => {
    expect(build('browse-abandonment').filters).toContainEqual(
      expect.objectContaining({ type: 'event', eventName: 'Added to Cart', happened: false }),
    );
    for (const kind of ['welcome', 'abandoned-cart', 'browse-abandonment'] as const)
      expect(build(kind).filters).toContainEqual(
        expect.objectContaining({ eventName: 'Placed Order', happened: false, within: { since: 'entered' } }),
      );
  });

  it.each<[string[], PrebuiltFlowKind[]]>([
    [[], []],
    [['weekly_newsletter', 'general_sale_promotion'], []],
    [['onboarding_series_2'], ['welcome']],
    [
      ['abandoned_cart_2_incentive', 'welcome_new_subscriber', 'abandoned_cart_1', 'onboarding_series_1'],
      ['welcome', 'abandoned-cart'],
    ],
    [
      ['birthday_greeting', 'post_purchase_review_request', 'nonsense'],
      ['post-purchase', 'birthday'],
    ],
  ])('choices %j make the flows %j, each once', (chosen, kinds) => {
    expect(prebuiltFlowsFor(chosen).map((s) => s.kind)).toEqual(kinds);
  });

  it('every one of the 27 types is either a campaign or belongs to exactly one flow', () => {
    for (const id of emailTypeIdList) {
      const flows = PREBUILT_FLOWS.filter((s) => s.types.includes(id)).length;
      expect([id, flows + (isCampaignEmailType(id) ? 1 : 0)]).toEqual([id, 1]);
    }
    expect(CAMPAIGN_EMAIL_TYPE_IDS).toContain('weekly_newsletter');
    expect(CAMPAIGN_EMAIL_TYPE_IDS).toContain('new_product_announcement');
    expect(CAMPAIGN_EMAIL_TYPE_IDS).toContain('general_sale_promotion');
  });

  it('every flow parses with the contract, every email has its template, step ids are unique', () => {
    for (const spec of PREBUILT_FLOWS) {
      const definition = build(spec.kind);
      const ids = definition.steps.map((s) => s.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const type of prebuiltEmails(spec)) expect(templateById(type)?.emailType).toBe(type);
    }
  });

  it('refuses to build a flow without a project for each email', () => {
    const spec = PREBUILT_FLOWS.find((s) => s.kind === 'post-purchase')!;
    expect(() => prebuiltDefinition(spec, [{ projectId: 'p', subject: 's' }])).toThrow(/no project/);
  });

  it('says what data a trigger needs and how to send it', () => {
    expect(triggerEventName(build('abandoned-cart').trigger)).toBe('Added to Cart');
    expect(triggerEventName(build('welcome').trigger)).toBeUndefined();
    expect(needsDataWords('Added to Cart')).toMatch(
      /"Added to Cart".*none has arrived.*Shopify.*jm\('track'/,
    );
    expect(needsDataWords('Back in Stock')).not.toMatch(/Shopify/);
  });
});
