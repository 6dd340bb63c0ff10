import { describe, expect, it } from 'vitest';
import { normalizeRecordStatus, overallStatus, type RecordStatus } from '../../../shared/dns/status';

const of = (...s: RecordStatus[]) => s.map((status) => ({ status }));

describe('overallStatus', () => {
  it('verified only when every record is', () => {
    expect(overallStatus(of('verified', 'verified', 'verified'))).toBe('verified');
  });
  it('failed_to_verify as soon as one record failed, whatever the others', () => {
    expect(overallStatus(of('verified', 'failed', 'verified'))).toBe('failed_to_verify');
    expect(overallStatus(of('pending', 'failed'))).toBe('failed_to_verify');
    expect(overallStatus(of('failed'))).toBe('failed_to_verify');
  });
  it('partially_verified when some are verified and the rest pending', () => {
    expect(overallStatus(of('verified', 'pending', 'pending'))).toBe('partially_verified');
  });
  it('pending when nothing is found yet, or there is nothing to check', () => {
    expect(overallStatus(of('pending', 'pending'))).toBe('pending');
    expect(overallStatus([])).toBe('pending');
  });
  it('maps the stored per-record values of docs/product.md › DNS statuses and banner onto three', () => {
    expect(normalizeRecordStatus('verified')).toBe('verified');
    expect(normalizeRecordStatus('failed')).toBe('failed');
    expect(normalizeRecordStatus('failed_to_verify')).toBe('failed');
    expect(normalizeRecordStatus('partially_verified')).toBe('pending');
    expect(normalizeRecordStatus('weird')).toBe('pending');
    expect(normalizeRecordStatus(null)).toBe('pending');
  });
});
