import { describe, expect, it } from 'vitest';
import { fillMergeTags, mergeValuesOf } from '../../../../lambdas/domain/campaigns/send/merge-tags';

describe('merge tags of custom fields', () => {
  const values = mergeValuesOf({
    firstName: 'Ann',
    fields: { city: 'Lyon <3', plan: 2, birthday: '1990-03-25' },
  });
  const keys = ['city', 'plan', 'birthday', 'shoe_size'];

  it('fills {{city}} and friends from the contact, escaped in HTML', () => {
    expect(fillMergeTags('{{first_name}} of {{city}}, plan {{plan}}', values, 'text', keys)).toBe(
      'Ann of Lyon <3, plan 2',
    );
    expect(fillMergeTags('<p>{{ city }}</p>', values, 'html', keys)).toBe('<p>Lyon &lt;3</p>');
  });

  it('a field the contact lacks takes its fallback, or nothing', () => {
    expect(fillMergeTags('Size {{shoe_size|unknown}}.', values, 'text', keys)).toBe('Size unknown.');
    expect(fillMergeTags('Size {{shoe_size}}.', values, 'text', keys)).toBe('Size .');
  });

  it('a name that is no field of the account stays as written', () => {
    expect(fillMergeTags('{{coupon}} {{city}}', values, 'text', keys)).toBe('{{coupon}} Lyon <3');
  });
});
