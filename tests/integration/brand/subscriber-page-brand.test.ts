/**
 * Issue 33: the unsubscribe and preferences page carries the shop's brand: its name on every plan with the
 * "Sent with Jungle Mail" line; on Premium its logo and colours and no such line.
 */
import { describe, expect, it } from 'vitest';
import { defaultBrandKit } from '../../../shared/contracts/brand';
import { unsubscribePageSchema } from '../../../shared/contracts/unsubscribe';
import { keys } from '../../../lambdas/table';
import { call } from '../helpers/api';
import { account, contactOf, store, tokenFor } from '../unsubscribe/support';

const brand = {
  ...defaultBrandKit(null),
  shopName: 'Fern & Moss',
  logoUrl: 'https://cdn.example.com/fern.png',
  colors: { primary: '#8a2be2', accent: '#e0a100', background: '#fbf7f2', text: '#202020', link: '#0000aa' },
};

async function shopOn(tier: 'pro' | 'premium') {
  const shop = await account();
  await store.update(keys.profile(shop.sub), { subscriptionTier: tier, subscriptionStatus: 'active' });
  const put = await call('/api/brand', {
    method: 'PUT',
    token: shop.idToken,
    body: JSON.stringify(brand),
    headers: { 'content-type': 'application/json' },
  });
  expect(put.status, put.text).toBe(200);
  const { contactId } = await contactOf(shop.sub);
  const res = await call(`/api/u/${await tokenFor(shop.sub, contactId)}`);
  expect(res.status, res.text).toBe(200);
  return unsubscribePageSchema.parse(res.body).shop;
}

describe('the subscriber page in the shop brand', () => {
  it('shows the shop name and the small line on Pro, without its logo or colours', async () => {
    expect(await shopOn('pro')).toEqual({
      shopName: 'Fern & Moss',
      logoUrl: null,
      colors: null,
      poweredBy: true,
    });
  });

  it('shows the logo and colours and no line on Premium (custom branding)', async () => {
    expect(await shopOn('premium')).toEqual({
      shopName: 'Fern & Moss',
      logoUrl: 'https://cdn.example.com/fern.png',
      colors: brand.colors,
      poweredBy: false,
    });
  });
});
