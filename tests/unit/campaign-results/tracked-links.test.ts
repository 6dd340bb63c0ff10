import { describe, expect, it } from 'vitest';
import { campaignTemplate, personalise } from '../../../lambdas/domain/campaigns/send/campaign-email';
import {
  addOpenPixel,
  fillTrackingSlots,
  isTrackable,
  trackLinks,
} from '../../../lambdas/domain/campaigns/send/tracked-links';
import { hasUtm, withUtm } from '../../../lambdas/domain/campaigns/send/utm';

const ORIGIN = 'https://app.junglemail.example';
const SLUG = 'spring-sale-c0ffee00';
const UTM = `utm_source=junglemail&utm_medium=email&utm_campaign=${SLUG}`;

describe('UTM parameters', () => {
  it.each([
    ['https://shop.example.com', `https://shop.example.com?${UTM}`],
    ['https://shop.example.com/sale', `https://shop.example.com/sale?${UTM}`],
    ['https://shop.example.com/sale?size=m&c=red', `https://shop.example.com/sale?size=m&c=red&${UTM}`],
    ['https://shop.example.com/sale#shoes', `https://shop.example.com/sale?${UTM}#shoes`],
    ['https://shop.example.com/s?q=a#x?y', `https://shop.example.com/s?q=a&${UTM}#x?y`],
    ['https://shop.example.com/s?', `https://shop.example.com/s?${UTM}`],
  ])('%s -> %s', (url, expected) => {
    expect(withUtm(url, SLUG)).toBe(expected);
  });

  it('leaves a link that already has any utm_ parameter as it is', () => {
    for (const url of [
      'https://shop.example.com/?utm_source=news',
      'https://shop.example.com/?a=1&UTM_content=hero#top',
    ]) {
      expect(hasUtm(url)).toBe(true);
      expect(withUtm(url, SLUG)).toBe(url);
    }
    // "utm_" in a path or a fragment is not a parameter.
    expect(hasUtm('https://shop.example.com/utm_guide#utm_x')).toBe(false);
  });
});

describe('which links are tracked', () => {
  it.each([
    ['https://shop.example.com/a', true],
    ['http://shop.example.com/a', true],
    ['mailto:hi@shop.example.com', false],
    ['tel:+441234', false],
    ['#top', false],
    ['javascript:alert(1)', false],
    [`${ORIGIN}/u/JMUNSUBSCRIBETOKENSLOT`, false],
    ['https://shop.example.com/?e={{email}}', false],
  ])('%s: %s', (url, tracked) => {
    expect(isTrackable(url, ORIGIN)).toBe(tracked);
  });
});

describe('trackLinks: once per campaign', () => {
  const html =
    '<p><a href="https://shop.example.com/sale?a=1&amp;b=2#top" target="_blank" rel="noopener">Shop <b>now</b></a>' +
    ' <a href="mailto:hi@shop.example.com">Mail us</a>' +
    ' <a href="https://shop.example.com/x"><img src="https://cdn.example.com/i.png" alt="Our shoes"></a>' +
    ' <a href="#top">Top</a>' +
    ` <a href="${ORIGIN}/u/JMUNSUBSCRIBETOKENSLOT">Unsubscribe</a></p>`;
  const text = 'Shop now (https://shop.example.com/sale?a=1&b=2#top)\nMail us (mailto:hi@shop.example.com)';

  it('indexes each http(s) link in order, keeps the others, and records URL, target and text', () => {
    const out = trackLinks(html, text, { origin: ORIGIN, utmCampaign: SLUG });
    expect(out.links).toEqual([
      {
        url: 'https://shop.example.com/sale?a=1&b=2#top',
        target: `https://shop.example.com/sale?a=1&b=2&${UTM}#top`,
        text: 'Shop now',
      },
      { url: 'https://shop.example.com/x', target: `https://shop.example.com/x?${UTM}`, text: 'Our shoes' },
    ]);
    expect(out.html).toContain(
      `<a href="${ORIGIN}/c/JMCLICKSLOT0X" target="_blank" rel="noopener">Shop <b>now</b></a>`,
    );
    expect(out.html).toContain(`<a href="${ORIGIN}/c/JMCLICKSLOT1X"><img`);
    expect(out.html).toContain('<a href="mailto:hi@shop.example.com">');
    expect(out.html).toContain('<a href="#top">');
    expect(out.html).toContain(`<a href="${ORIGIN}/u/JMUNSUBSCRIBETOKENSLOT">`);
    expect(out.text).toBe(`Shop now (${ORIGIN}/c/JMCLICKSLOT0X)\nMail us (mailto:hi@shop.example.com)`);
  });

  it('with UTM off, the target is the link as written', () => {
    const out = trackLinks(html, text, { origin: ORIGIN, utmCampaign: null });
    expect(out.links.map((l) => l.target)).toEqual(out.links.map((l) => l.url));
  });

  it('fills each recipient token in, and without tokens links go straight to their targets', () => {
    const out = trackLinks(html, text, { origin: ORIGIN, utmCampaign: SLUG });
    const page = addOpenPixel(`<html><body>${out.html}</body></html>`, ORIGIN);
    expect(page).toMatch(
      /<img src="https:\/\/app\.junglemail\.example\/o\/JMOPENSLOTX\.gif" width="1" height="1" alt=""[^>]*><\/body>/,
    );
    const filled = fillTrackingSlots(
      page,
      out.links,
      { links: ['TOKA', 'TOKB'], open: 'TOKO' },
      ORIGIN,
      'html',
    );
    expect(filled).toContain(`href="${ORIGIN}/c/TOKA"`);
    expect(filled).toContain(`href="${ORIGIN}/c/TOKB"`);
    expect(filled).toContain(`src="${ORIGIN}/o/TOKO.gif"`);
    expect(filled).not.toMatch(/JMCLICKSLOT|JMOPENSLOT/);
    const plain = fillTrackingSlots(page, out.links, undefined, ORIGIN, 'html');
    expect(plain).toContain(
      `href="https://shop.example.com/sale?a=1&amp;b=2&amp;${UTM.replace(/&/g, '&amp;')}#top"`,
    );
    expect(plain).not.toContain('/o/');
    expect(plain).not.toContain('JMCLICKSLOT');
  });
});

describe('campaignTemplate with tracking: the mail each recipient gets', () => {
  const documentJson = JSON.stringify({
    name: 'Spring',
    sections: [
      {
        id: 's1',
        elements: [
          {
            id: 't1',
            type: 'text',
            content: 'Our [spring sale](https://shop.example.com/sale#shoes) is on.',
          },
          {
            id: 'b1',
            type: 'button',
            content: 'Shop',
            properties: { button: { href: 'https://shop.example.com/?utm_source=x' } },
          },
          { id: 'u1', type: 'unsubscribe', content: 'Unsubscribe' },
        ],
      },
    ],
  });
  const base = {
    documentJson,
    subject: 'Hi',
    replyTo: null,
    verifiedDomain: 'shop.example.com',
    siteUrl: ORIGIN,
  };

  it('wraps the links with the recipient tokens, leaves the unsubscribe link alone, adds the pixel', () => {
    const template = campaignTemplate({ ...base, tracking: { utmCampaign: SLUG } })!;
    expect(template.links.map((l) => l.target)).toEqual([
      `https://shop.example.com/sale?${UTM}#shoes`,
      'https://shop.example.com/?utm_source=x',
    ]);
    const mail = personalise(template, {
      sub: 'sub-1',
      campaignId: 'camp-1',
      contactId: 'c-1',
      contact: { email: 'ann@example.com' },
      token: 'UNSUBTOKEN',
      siteUrl: ORIGIN,
      tracking: { links: ['L0', 'L1'], open: 'OPEN' },
    });
    expect(mail.html).toContain(`${ORIGIN}/c/L0`);
    expect(mail.html).toContain(`${ORIGIN}/c/L1`);
    expect(mail.html).toContain(`${ORIGIN}/o/OPEN.gif`);
    expect(mail.html).toContain(`${ORIGIN}/u/UNSUBTOKEN`);
    expect(mail.html).not.toContain('shop.example.com/sale');
    expect(mail.text).toContain(`(${ORIGIN}/c/L0)`);
  });

  it('without tracking the mail is as before: no /c/ links, no pixel', () => {
    const template = campaignTemplate(base)!;
    expect(template.links).toEqual([]);
    expect(template.html).not.toContain('/c/');
    expect(template.html).not.toContain('/o/');
  });
});
