import { describe, expect, it } from 'vitest';
import { TEST_SEND_LIMITS } from '../../../../shared/contracts/editor';
import { testSendFrom } from '../../../../lambdas/domain/editor/test-recipient-policy';
import { decideRecipient } from '../../../../lambdas/domain/editor/test-send-recipient-limit';
import { DomainError } from '../../../../lambdas/domain/errors';

const OURS = 'Jungle Mail <preview@junglemail.app>';
const account = (over: Partial<Parameters<typeof testSendFrom>[0]> = {}) => ({
  email: 'ann@shop.example',
  emailVerified: true,
  verifiedDomain: undefined,
  ...over,
});
const codeOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof DomainError ? `${error.kind}:${error.code}` : 'other';
  }
  return 'allowed';
};

describe('testSendFrom (who a test send may reach)', () => {
  it('refuses everything from an unverified address', () => {
    const unverified = account({ emailVerified: false, verifiedDomain: 'shop.example' });
    expect(codeOf(() => testSendFrom(unverified, 'ann@shop.example', OURS))).toBe(
      'forbidden:email_not_verified',
    );
    expect(codeOf(() => testSendFrom(unverified, 'bob@else.example', OURS))).toBe(
      'forbidden:email_not_verified',
    );
  });

  it('lets a verified account mail its own address, from us or from its verified domain', () => {
    expect(testSendFrom(account(), 'ANN@shop.example', OURS)).toBe(OURS);
    expect(testSendFrom(account({ verifiedDomain: 'shop.example' }), 'ann@shop.example', OURS)).toBe(
      'preview@shop.example',
    );
  });

  it('lets other recipients be mailed only From a verified domain', () => {
    expect(codeOf(() => testSendFrom(account(), 'bob@else.example', OURS))).toBe(
      'forbidden:recipient_not_allowed',
    );
    expect(testSendFrom(account({ verifiedDomain: 'shop.example' }), 'bob@else.example', OURS)).toBe(
      'preview@shop.example',
    );
  });
});

describe('decideRecipient (accounts per address per hour)', () => {
  const HOUR = 3_600_000;
  const now = 10 * HOUR;
  const limit = TEST_SEND_LIMITS.accountsPerRecipientPerHour;

  it(`allows ${limit} accounts in an hour, then refuses a new one until the oldest ages out`, () => {
    const log = { a: now - 50 * 60_000, b: now - 20 * 60_000, c: now - 60_000 };
    const refused = decideRecipient(log, 'd', now, limit);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBe(10 * 60);
    expect(decideRecipient(log, 'd', now + 10 * 60_000 + 1, limit).allowed).toBe(true);
  });

  it('lets an account already counted send again, and forgets sends older than an hour', () => {
    const log = { a: now - 50 * 60_000, b: now - 20 * 60_000, c: now - 60_000, old: now - 2 * HOUR };
    const again = decideRecipient(log, 'b', now, limit);
    expect(again.allowed).toBe(true);
    expect(again.log).toEqual({ a: log.a, b: now, c: log.c });
  });
});
