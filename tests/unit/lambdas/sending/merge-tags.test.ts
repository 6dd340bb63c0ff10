import { describe, expect, it } from 'vitest';
import { fillMergeTags, mergeValuesOf } from '../../../../lambdas/domain/campaigns/send/merge-tags';
import { parseEmailDocument, renderEmailHtml, renderEmailText } from '../../../../shared/email';

describe('fillMergeTags: per-recipient values in the rendered email', () => {
  const ann = { first_name: 'Ann', last_name: 'Lee', email: 'ann@example.com' };

  it('fills first_name, last_name and email, with spaces allowed inside the braces', () => {
    expect(fillMergeTags('Hi {{first_name}} {{ last_name }} <{{email}}>', ann, 'text')).toBe(
      'Hi Ann Lee <ann@example.com>',
    );
  });

  it('uses the fallback when the value is missing or blank, and nothing without a fallback', () => {
    expect(fillMergeTags('Hi {{first_name|there}}!', {}, 'text')).toBe('Hi there!');
    expect(fillMergeTags('Hi {{ first_name | there }}!', { first_name: '  ' }, 'text')).toBe('Hi there!');
    expect(fillMergeTags('Hi {{last_name}}!', {}, 'text')).toBe('Hi !');
    expect(fillMergeTags('Hi {{first_name|there}}!', ann, 'text')).toBe('Hi Ann!');
  });

  it('escapes a value with HTML in the HTML part and keeps it as typed in the text part', () => {
    const evil = { first_name: '<img src=x onerror=alert(1)>"&' };
    expect(fillMergeTags('<p>Hi {{first_name|there}}</p>', evil, 'html')).toBe(
      '<p>Hi &lt;img src=x onerror=alert(1)&gt;&quot;&amp;</p>',
    );
    expect(fillMergeTags('Hi {{first_name|there}}', evil, 'text')).toBe('Hi <img src=x onerror=alert(1)>"&');
  });

  it('leaves unknown tags and stray braces alone and never swallows the text after a tag', () => {
    expect(fillMergeTags('{{coupon}} {{first_name}} }} {{', ann, 'text')).toBe('{{coupon}} Ann }} {{');
    expect(fillMergeTags('{{first_name|a}} and {{last_name|b}}', {}, 'text')).toBe('a and b');
  });

  it('works on what the renderer made of a document (the fallback stays escaped once)', () => {
    const parsed = parseEmailDocument({
      name: 'Hello',
      sections: [
        { id: 's', elements: [{ id: 't', type: 'text', content: 'Dear {{first_name|Tom & Jerry}},' }] },
      ],
    });
    if (!parsed.ok) throw new Error(parsed.problems.join('; '));
    const document = parsed.data;
    const html = fillMergeTags(renderEmailHtml(document), { first_name: 'A<B' }, 'html');
    expect(html).toContain('Dear A&lt;B,');
    const fallbackHtml = fillMergeTags(renderEmailHtml(document), {}, 'html');
    expect(fallbackHtml).toContain('Dear Tom &amp; Jerry,');
    expect(fillMergeTags(renderEmailText(document), {}, 'text')).toContain('Dear Tom & Jerry,');
  });

  it('reads the values from a contact item', () => {
    expect(mergeValuesOf({ firstName: 'Ann', email: 'a@b.co', lastName: 3 })).toEqual({
      first_name: 'Ann',
      last_name: undefined,
      email: 'a@b.co',
    });
  });
});
