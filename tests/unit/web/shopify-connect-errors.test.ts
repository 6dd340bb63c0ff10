import { describe, expect, it } from 'vitest';
import { connectShopifyBodySchema } from '../../../shared/contracts/shopify';
import { ApiRequestError } from '../../../web/lib/api-client';
import { connectErrors, firstRefusedField } from '../../../web/features/shopify/connect-errors';

/** The API's 400 for a body, built as lambdas/http/route.ts builds it (issues at body.<field>). */
function refusal(body: unknown): ApiRequestError {
  const parsed = connectShopifyBodySchema.safeParse(body);
  if (parsed.success) throw new Error('expected a refusal');
  const issues = parsed.error.issues.map((issue) => ({
    path: ['body', ...issue.path.map(String)].join('.'),
    message: issue.message,
  }));
  return new ApiRequestError(400, 'Some fields are missing or invalid.', 'invalid_request', issues);
}

describe('the Shopify form says which field is wrong', () => {
  it("shows the contract's words under each refused field, and no vague sentence for the form", () => {
    const errors = connectErrors(
      refusal({ shop: 'candles.com', accessToken: 'shpat_123', webhookSecret: 'shpss_0123456789abcdef' }),
    );
    expect(errors.fields).toEqual({
      shop: "Enter your shop's myshopify.com address (such as your-shop.myshopify.com), not its own domain.",
      accessToken: 'This does not look like a complete Admin API access token: paste all of it.',
    });
    expect(errors.form).toBeUndefined();
  });

  it('keeps the first word for a field refused twice', () => {
    const errors = connectErrors(refusal({ shop: 'a.myshopify.com', accessToken: '', webhookSecret: 'x y' }));
    expect(errors.fields.accessToken).toBe('Enter the Admin API access token.');
    expect(errors.fields.webhookSecret).toBe(
      'This does not look like a complete API secret key: paste all of it.',
    );
  });

  it("shows a refusal that names no field (Shopify's own answer) for the whole form", () => {
    const error = new ApiRequestError(422, 'Shopify refused this access token.', 'shopify_refused');
    expect(connectErrors(error)).toEqual({ fields: {}, form: 'Shopify refused this access token.' });
    expect(connectErrors(new Error('Network down'))).toEqual({ fields: {}, form: 'Network down' });
    expect(connectErrors(undefined)).toEqual({ fields: {}, form: undefined });
  });
});

describe('the focus after a refused connect', () => {
  it('goes to the first refused field in the form’s order, and nowhere when no field was named', () => {
    expect(firstRefusedField({ fields: { webhookSecret: 'x', accessToken: 'y' }, form: undefined })).toBe(
      'accessToken',
    );
    expect(firstRefusedField({ fields: { shop: 'x', webhookSecret: 'y' }, form: undefined })).toBe('shop');
    expect(firstRefusedField({ fields: {}, form: 'Shopify refused this access token.' })).toBeUndefined();
  });
});
