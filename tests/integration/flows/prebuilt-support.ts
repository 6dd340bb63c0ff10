import { expect } from 'vitest';
import { listFlows } from '../../../lambdas/domain/items/flow';
import type { SubscriptionTier } from '../../../shared/plans';
import { call } from '../helpers/api';
import { userOnPlan } from '../projects/support';
import { patchSetup, tableStore } from '../setup/support';

export const store = tableStore();
const json = { 'content-type': 'application/json' };

export const makePrebuilt = (token: string | undefined, body = '{}') =>
  call<{ created: { flowId: string; name: string; emailType?: string; needsData?: string }[] }>(
    '/api/flows/prebuilt',
    { method: 'POST', ...(token ? { token } : {}), body, headers: json },
  );

export const flowTestSend = (token: string | undefined, flowId: string, body = '{}') =>
  call<{ sent: number }>(`/api/flows/${flowId}/test-send`, {
    method: 'POST',
    ...(token ? { token } : {}),
    body,
    headers: json,
  });

/** A signed-in owner on `tier` who chose `types` at onboarding (through PATCH /api/setup). */
export async function ownerWhoChose(tier: SubscriptionTier, tag: string, types: string[]) {
  const user = await userOnPlan(store, tier, tag);
  expect((await patchSetup(user.idToken, { selectedCampaignIds: types })).status).toBe(200);
  return user;
}

/** The account's flows by name. */
export async function flowsByName(accountId: string) {
  return new Map((await listFlows(store, accountId)).map((flow) => [flow.name, flow]));
}
