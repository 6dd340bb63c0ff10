import { describe, expect, it } from 'vitest';
import {
  reasonCodeSchema,
  reasonCodes,
  reasonPlaceholders,
  reasonSentence,
  reasons,
  type ReasonVars,
} from '../../../shared/dns/reasons';

const KNOWN_VARS: (keyof ReasonVars)[] = [
  'name',
  'shortName',
  'domain',
  'found',
  'expected',
  'count',
  'problem',
  'foundType',
  'expectedType',
];
const SAMPLE: Required<ReasonVars> = {
  name: 'send.shop.com',
  shortName: 'send',
  domain: 'shop.com',
  found: 'FOUND',
  expected: 'EXPECTED',
  count: 12,
  problem: 'PROBLEM',
  foundType: 'TXT',
  expectedType: 'CNAME',
};

describe('reason table', () => {
  it('has exactly one entry per code, each with a status, a label and a sentence', () => {
    expect(Object.keys(reasons).sort()).toEqual([...reasonCodes].sort());
    expect(reasonCodeSchema.options).toEqual([...reasonCodes]);
    for (const code of reasonCodes) {
      const r = reasons[code];
      expect(['pending', 'failed']).toContain(r.status);
      expect(r.label.length).toBeGreaterThan(3);
      expect(r.sentence.length).toBeGreaterThan(30);
    }
  });

  it('pending reasons are only the ones with nothing to fix', () => {
    const pending = reasonCodes.filter((c) => reasons[c].status === 'pending');
    expect(pending.sort()).toEqual(['awaiting_ses', 'lookup_error', 'not_found']);
  });

  it('uses only known placeholders, and fills them all', () => {
    for (const code of reasonCodes) {
      for (const p of reasonPlaceholders(code)) expect(KNOWN_VARS).toContain(p);
      const sentence = reasonSentence(code, SAMPLE);
      expect(sentence).not.toMatch(/[{}]/);
    }
  });

  it('found vs expected are interpolated', () => {
    expect(reasonSentence('value_differs', { found: '20 mx.a.com', expected: '10 mx.b.com' })).toBe(
      'We found this record, but its value is 20 mx.a.com and it should be 10 mx.b.com. Edit the record so the value matches exactly.',
    );
  });

  it('a missing placeholder is a bug and throws', () => {
    expect(() => reasonSentence('value_differs', { found: 'x' })).toThrow(/missing \{expected\}/);
  });

  it('sentences stay in plain words (no RFC jargon)', () => {
    for (const code of reasonCodes)
      expect(reasons[code].sentence).not.toMatch(/RFC|NXDOMAIN|NODATA|SERVFAIL|RRset|permerror/i);
  });
});
