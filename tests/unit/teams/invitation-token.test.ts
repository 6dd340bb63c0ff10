import { describe, expect, it } from 'vitest';
import { signInvitation, verifyInvitation } from '../../../lambdas/domain/links/invitation-token';
import { roleAllows, teamRoles } from '../../../shared/contracts/teams';

const keys = { key: async () => new Uint8Array(32).fill(7) };
const day = 86_400_000;
const claims = { accountId: 'acct-1', inviteId: 'inv-1' };

describe('invitation links (issue 34)', () => {
  it('verify for 7 days and say expired after, never extended', async () => {
    const t0 = new Date('2026-11-29T10:00:00Z');
    const token = await signInvitation(keys, claims, t0);
    expect(await verifyInvitation(keys, token, new Date(t0.getTime() + 7 * day - 1000))).toEqual({
      ok: true,
      claims,
    });
    expect(await verifyInvitation(keys, token, new Date(t0.getTime() + 7 * day))).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it('refuse an altered token and one signed with another key', async () => {
    const token = await signInvitation(keys, claims, new Date());
    const altered = token.slice(0, 3) + (token[3] === 'A' ? 'B' : 'A') + token.slice(4);
    expect(await verifyInvitation(keys, altered, new Date())).toEqual({ ok: false, reason: 'invalid' });
    const other = { key: async () => new Uint8Array(32).fill(8) };
    expect(await verifyInvitation(other, token, new Date())).toEqual({ ok: false, reason: 'invalid' });
  });
});

describe('roles', () => {
  it('are ordered: each allows what the ones below it allow, and nothing above', () => {
    teamRoles.forEach((role, i) =>
      teamRoles.forEach((needed, j) =>
        expect(roleAllows(role, needed), `${role} for ${needed}`).toBe(i >= j),
      ),
    );
  });
});
