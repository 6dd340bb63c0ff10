import { describe, expect, it, vi } from 'vitest';
import { includesAmazonSes, isSpfRecord, mergedSpf, parseSpf, spfLookupTerms } from '../../../shared/dns/spf';
import { countSpfLookups } from '../../../lambdas/domain/dns/spf-lookups';

describe('SPF text', () => {
  it('recognises SPF records', () => {
    expect(isSpfRecord('v=spf1 include:amazonses.com ~all')).toBe(true);
    expect(isSpfRecord('V=SPF1 -all')).toBe(true);
    expect(isSpfRecord('v=spf1')).toBe(true);
    expect(isSpfRecord('v=spf10 -all')).toBe(false);
    expect(isSpfRecord('google-site-verification=abc')).toBe(false);
  });

  it('parses qualifiers, mechanisms and modifiers', () => {
    expect(
      parseSpf('v=spf1 -include:a.com ~a:b.com/24 mx ip4:1.2.3.0/24 redirect=_spf.c.com ?all').map((t) => [
        t.qualifier,
        t.name,
        t.value,
        t.modifier,
      ]),
    ).toEqual([
      ['-', 'include', 'a.com', false],
      ['~', 'a', 'b.com', false],
      ['+', 'mx', '', false],
      ['+', 'ip4', '1.2.3.0', false],
      ['+', 'redirect', '_spf.c.com', true],
      ['?', 'all', '', false],
    ]);
  });

  it('counts lookup terms: include, a, mx, ptr, exists, and redirect only without all', () => {
    expect(
      spfLookupTerms('v=spf1 include:a.com a mx ptr exists:%{i}.x.com ip4:1.1.1.1 ip6:::1 ~all'),
    ).toEqual({
      count: 5,
      follow: ['a.com'],
    });
    expect(spfLookupTerms('v=spf1 mx redirect=_spf.b.com')).toEqual({ count: 2, follow: ['_spf.b.com'] });
    expect(spfLookupTerms('v=spf1 mx redirect=_spf.b.com -all')).toEqual({ count: 1, follow: [] });
    expect(spfLookupTerms('v=spf1 include:%{d}.spf.x.com -all')).toEqual({ count: 1, follow: [] });
  });

  it('finds the Amazon SES include only with a passing qualifier', () => {
    expect(includesAmazonSes('v=spf1 include:amazonses.com ~all')).toBe(true);
    expect(includesAmazonSes('v=spf1 +include:AmazonSES.com. -all')).toBe(true);
    expect(includesAmazonSes('v=spf1 -include:amazonses.com ~all')).toBe(false);
    expect(includesAmazonSes('v=spf1 include:amazonses.co ~all')).toBe(false);
    expect(includesAmazonSes('v=spf1 redirect=amazonses.com')).toBe(false);
  });

  it('merges records into one that includes SES, keeping the first all', () => {
    expect(mergedSpf(['v=spf1 include:mailgun.org -all', 'v=spf1 include:amazonses.com mx ~all'])).toBe(
      'v=spf1 include:amazonses.com include:mailgun.org mx -all',
    );
    expect(mergedSpf(['v=spf1 mx'])).toBe('v=spf1 include:amazonses.com mx ~all');
  });
});

describe('countSpfLookups (recursive, bounded)', () => {
  const zone: Record<string, string[]> = {
    'a.com': ['v=spf1 include:b.com mx ~all', 'some-verification=1'],
    'b.com': ['v=spf1 a ptr ~all'],
    'loop1.com': ['v=spf1 include:loop2.com -all'],
    'loop2.com': ['v=spf1 include:loop1.com -all'],
    'wide.com': ['v=spf1 ' + Array.from({ length: 8 }, (_, i) => `include:w${i}.com`).join(' ') + ' -all'],
    'two.com': ['v=spf1 a -all', 'v=spf1 mx -all'],
  };
  for (let i = 0; i < 8; i++) zone[`w${i}.com`] = ['v=spf1 a mx -all'];
  const fetchTxt = vi.fn(async (d: string) => zone[d] ?? []);

  it('follows includes level by level', async () => {
    // root: include:a (1); a: include:b, mx (2); b: a, ptr (2) => 5
    expect(await countSpfLookups('v=spf1 include:a.com ~all', fetchTxt)).toEqual({
      count: 5,
      exceeded: false,
      complete: true,
    });
  });

  it('knows Amazon SES adds no nested lookups and does not fetch it', async () => {
    fetchTxt.mockClear();
    expect(await countSpfLookups('v=spf1 include:amazonses.com ~all', fetchTxt)).toEqual({
      count: 1,
      exceeded: false,
      complete: true,
    });
    expect(fetchTxt).not.toHaveBeenCalled();
  });

  it('passes the limit with a wide tree and stops as soon as it does', async () => {
    fetchTxt.mockClear();
    const r = await countSpfLookups('v=spf1 include:wide.com ~all', fetchTxt);
    expect(r.count).toBe(1 + 8 + 16);
    expect(r.exceeded).toBe(true);
  });

  it('terminates on include loops, fetching each domain once', async () => {
    fetchTxt.mockClear();
    const r = await countSpfLookups('v=spf1 include:loop1.com -all', fetchTxt);
    expect(r).toEqual({ count: 3, exceeded: false, complete: true });
    expect(fetchTxt.mock.calls.map((c) => c[0]).sort()).toEqual(['loop1.com', 'loop2.com']);
  });

  it('stops at the fetch bound and says it is incomplete', async () => {
    const r = await countSpfLookups('v=spf1 include:wide.com ~all', fetchTxt, { maxFetches: 3, limit: 100 });
    expect(r.complete).toBe(false);
  });

  it('stops at the depth bound', async () => {
    const chain = async (d: string) => [`v=spf1 include:x${Number(d.slice(1, -4)) + 1}.com -all`];
    const r = await countSpfLookups('v=spf1 include:x0.com -all', chain, { maxDepth: 3, limit: 100 });
    expect(r).toEqual({ count: 4, exceeded: false, complete: false });
  });

  it('a target with several SPF records, none, or a failing lookup adds nothing', async () => {
    const failing = async (d: string) => {
      if (d === 'err.com') throw new Error('SERVFAIL');
      return zone[d] ?? [];
    };
    expect(
      (await countSpfLookups('v=spf1 include:two.com include:none.com include:err.com -all', failing)).count,
    ).toBe(3);
  });
});
