/**
 * Issue 33: the double opt-in pages (the confirmation page and its result) show the shop of their link: GET
 * /api/subscribe/brand/{token} answers the shop's name on every plan, its logo and colours on Premium, for a
 * genuine link (expired too); a forged or oversized one names no shop.
 */
import { describe, expect, it } from 'vitest';
import { defaultBrandKit, subscriberBrandResponseSchema } from '../../../shared/contracts/brand';
import { signOptin } from '../../../lambdas/domain/links/optin-token';
import { keys } from '../../../lambdas/table';
import { call } from '../helpers/api';
import { account, contactOf, signing, store } from '../unsubscribe/support';

const brand = {
  ...defaultBrandKit(null),
  shopName: 'Fern & Moss',
  logoUrl: 'https://cdn.example.com/fern.png',
  colors: { primary: '#8a2be2', accent: '#e0a100', background: '#fbf7f2', text: '#202020', link: '#0000aa' },
};
const brandOf = (token: string) => call(`/api/subscribe/brand/${token}`);

async function linkOn(tier: 'free' | 'premium', at = new Date()) {
  const shop = await account();
  await store.update(keys.profile(shop.sub), { subscriptionTier: tier, subscriptionStatus: 'active' });
  const put = await call('/api/brand', {
    method: 'PUT',
    token: shop.idToken,
    body: JSON.stringify(brand),
    headers: { 'content-type': 'application/json' },
  });
  expect(put.status, put.text).toBe(200);
  const { contactId } = await contactOf(shop.sub, 'pending');
  return signOptin(signing(), { sub: shop.sub, contactId }, at);
}

describe('GET /api/subscribe/brand/{token}', () => {
  it('names the shop with the small line on Free, and on Premium its logo and colours without it', async () => {
    const free = subscriberBrandResponseSchema.parse((await brandOf(await linkOn('free'))).body);
    expect(free.shop).toEqual({ shopName: 'Fern & Moss', logoUrl: null, colors: null, poweredBy: true });
    const premium = subscriberBrandResponseSchema.parse((await brandOf(await linkOn('premium'))).body);
    expect(premium.shop).toEqual({
      shopName: 'Fern & Moss',
      logoUrl: brand.logoUrl,
      colors: brand.colors,
      poweredBy: false,
    });
  });

  it('still names the shop of an expired link (its "expired" page is the shop’s too)', async () => {
    const old = await linkOn('premium', new Date(Date.now() - 30 * 86_400_000));
    const res = await brandOf(old);
    expect(res.status, res.text).toBe(200);
    expect(subscriberBrandResponseSchema.parse(res.body).shop.shopName).toBe('Fern & Moss');
  });

  it('is a 404 for a forged link and a 400 for an oversized one, and needs no session', async () => {
    expect((await brandOf('forgedtokenforgedtokenforgedtoken')).status).toBe(404);
    expect((await brandOf('x'.repeat(401))).status).toBe(400);
  });
});
