import { beforeAll, describe, expect, it } from 'vitest';
import { brandKitResponseSchema, defaultBrandKit, type BrandKit } from '../../../shared/contracts/brand';
import { keys } from '../../../lambdas/table';
import { call } from '../helpers/api';
import { tableStore, freshDomain, patchSetup } from '../setup/support';
import { userOnPlan, type User } from '../projects/support';

const store = tableStore();
const json = { 'content-type': 'application/json' };
let ann: User;
let ben: User;
let annDomain: string;

const getBrand = (token?: string) => call('/api/brand', token ? { token } : {});
const putBrand = (token: string | undefined, body: string) =>
  call('/api/brand', { method: 'PUT', ...(token ? { token } : {}), body, headers: json });

const kit = (over: Partial<BrandKit> = {}): BrandKit => ({
  ...defaultBrandKit('ann-shop.com'),
  shopName: 'Ann Shop',
  colors: { primary: '#112233', accent: '#445566', background: '#fafafa', text: '#222222', link: '#0000ee' },
  font: 'georgia',
  buttonShape: 'pill',
  social: [{ platform: 'instagram', href: 'https://instagram.com/annshop' }],
  ...over,
});

beforeAll(async () => {
  [ann, ben] = await Promise.all([
    userOnPlan(store, 'free', 'brand-ann'),
    userOnPlan(store, 'free', 'brand-ben'),
  ]);
  annDomain = freshDomain('green-leaf');
  expect((await patchSetup(ann.idToken, { domain: annDomain })).status).toBe(200);
});

describe('GET/PUT /api/brand (issue 33)', () => {
  it('suggests a kit named from the domain before one is saved, then answers the saved one', async () => {
    const first = brandKitResponseSchema.parse((await getBrand(ann.idToken)).body);
    expect(first).toMatchObject({
      saved: false,
      brand: { shopName: expect.stringMatching(/^Green Leaf /), logoUrl: null },
    });
    const put = await putBrand(ann.idToken, JSON.stringify(kit()));
    expect(put.status, put.text).toBe(200);
    const again = brandKitResponseSchema.parse((await getBrand(ann.idToken)).body);
    expect(again).toEqual({ saved: true, brand: kit() });
  });

  it("keeps each account's kit its own: another account never sees or changes it", async () => {
    await putBrand(ann.idToken, JSON.stringify(kit()));
    const bens = brandKitResponseSchema.parse((await getBrand(ben.idToken)).body);
    expect(bens.saved).toBe(false);
    expect(bens.brand.shopName).not.toBe('Ann Shop');
    expect((await putBrand(ben.idToken, JSON.stringify(kit({ shopName: 'Ben' })))).status).toBe(200);
    expect(brandKitResponseSchema.parse((await getBrand(ann.idToken)).body).brand.shopName).toBe('Ann Shop');
  });

  it('answers 401 without a token', async () => {
    expect((await getBrand()).status).toBe(401);
    expect((await putBrand(undefined, JSON.stringify(kit()))).status).toBe(401);
  });

  it('refuses malformed, invalid and oversized bodies with a sentence, changing nothing', async () => {
    await putBrand(ann.idToken, JSON.stringify(kit()));
    const before = await store.get(keys.brandKit(ann.sub));
    const malformed = await putBrand(ann.idToken, '{"shopName":');
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ error: 'malformed_json' });
    const colour = await putBrand(
      ann.idToken,
      JSON.stringify(kit({ colors: { ...kit().colors, primary: 'red;x' } })),
    );
    expect(colour.status).toBe(400);
    expect(colour.text).toContain('A colour is written like #1a2b3c.');
    const link = await putBrand(ann.idToken, JSON.stringify(kit({ logoUrl: 'javascript:alert(1)' })));
    expect(link.status).toBe(400);
    const extra = await putBrand(ann.idToken, JSON.stringify({ ...kit(), html: '<b>x</b>' }));
    expect(extra.status).toBe(400);
    const big = await putBrand(ann.idToken, JSON.stringify(kit({ shopName: 'x'.repeat(5000) })));
    expect(big.status).toBe(413);
    expect(await store.get(keys.brandKit(ann.sub))).toEqual(before);
  });
});
