import { describe, expect, it } from 'vitest';
import { MAX_UTM_LENGTH, pageLocation } from '../../../lambdas/domain/tracking/page-location';

describe('pageLocation: what is kept of a tracked page URL', () => {
  it('keeps origin and path, drops any other query parameter and the fragment', () => {
    expect(
      pageLocation('https://Shop.Example.com:8443/account/reset?email=ann%40mail.com&token=s3cret#step-2'),
    ).toEqual({ pageUrl: 'https://shop.example.com:8443/account/reset' });
  });

  it('keeps utm_source, utm_medium and utm_campaign as their own fields', () => {
    expect(
      pageLocation(
        'https://shop.example.com/candles?utm_source=newsletter&utm_medium=email&utm_campaign=spring%20sale&email=a@b.c&utm_term=x',
      ),
    ).toEqual({
      pageUrl: 'https://shop.example.com/candles',
      utmSource: 'newsletter',
      utmMedium: 'email',
      utmCampaign: 'spring sale',
    });
  });

  it('leaves out empty campaign values and cuts overlong ones', () => {
    const long = 'x'.repeat(MAX_UTM_LENGTH + 50);
    expect(pageLocation(`http://a.test/?utm_source=&utm_medium=${long}`)).toEqual({
      pageUrl: 'http://a.test/',
      utmMedium: 'x'.repeat(MAX_UTM_LENGTH),
    });
  });

  it('finds a campaign parameter whose name is percent-encoded, as URLSearchParams reads it', () => {
    expect(pageLocation('https://a.test/p?%75tm_source=news&utm%5Fmedium=mail')).toEqual({
      pageUrl: 'https://a.test/p',
      utmSource: 'news',
      utmMedium: 'mail',
    });
  });
});
