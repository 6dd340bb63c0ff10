import {
  prebuiltDefinition,
  prebuiltFlowsFor,
  type PrebuiltFlowSpec,
} from '../../../shared/automations/prebuilt-flows';
import type { Clock } from '../../ports/clock';
import { ConditionFailedError, type Store } from '../../ports/store';
import { brandKitOf } from '../brand/brand-kit';
import { flowNeedsData } from '../flows/needs-data';
import { flowWrite, type FlowRecord } from '../items/flow';
import {
  claimFlowPrebuiltWrite,
  getFlowPrebuilt,
  madeFlowPrebuiltWrite,
  PREBUILT_CLAIM_STALE_MS,
  releaseFlowPrebuiltWrite,
} from '../items/flow-prebuilt';
import { getSetup } from '../items/setup';
import { makePrebuiltEmails } from './prebuilt-emails';

type Deps = { store: Store; clock: Clock };

/** One draft made, as the answer lists it (the contract's `created`: the flows made, none on a repeat). */
export interface PrebuiltFlowMade {
  flowId: string;
  name: string;
  emailType?: string;
  /** The trigger's event has not reached the account yet: what is missing and how to send it. */
  needsData?: string;
}
export interface PrebuiltMade {
  created: PrebuiltFlowMade[];
}
const nothing = (): PrebuiltMade => ({ created: [] });

/**
 * POST /api/flows/prebuilt (issue 32): a draft flow for each automated email type the owner chose at
 * onboarding (shared/automations/prebuilt-flows.ts), its emails written from the type's templates in the
 * shop's brand. Once per account: a conditional claim before anything is made, the flows and the 'made'
 * mark in one transaction, so a second call (concurrent or later) makes nothing and answers `created: []`.
 */
export async function makePrebuiltFlows(deps: Deps, accountId: string): Promise<PrebuiltMade> {
  const specs = prebuiltFlowsFor((await getSetup(deps.store, accountId))?.selectedCampaignIds ?? []);
  if (specs.length === 0) return nothing();
  const claimedAt = await claim(deps, accountId);
  if (!claimedAt) return nothing();
  try {
    const flows = await draftFlows(deps, accountId, specs);
    await deps.store.transact([
      ...flows.map((flow) => flowWrite(flow)),
      madeFlowPrebuiltWrite(
        accountId,
        claimedAt,
        flows.map((f) => f.flowId),
      ),
    ]);
    return await answer(deps.store, accountId, flows);
  } catch (error) {
    await deps.store.transact([releaseFlowPrebuiltWrite(accountId, claimedAt)]).catch(() => undefined);
    throw error;
  }
}

/** The claim's time when this call may make the flows; undefined when they are made or being made. */
async function claim(deps: Deps, accountId: string): Promise<string | undefined> {
  const now = deps.clock.now();
  const mark = await getFlowPrebuilt(deps.store, accountId);
  if (mark?.state === 'made') return undefined;
  if (mark && now.getTime() - Date.parse(mark.claimedAt) < PREBUILT_CLAIM_STALE_MS) return undefined;
  const claimedAt = now.toISOString();
  try {
    await deps.store.transact([claimFlowPrebuiltWrite(accountId, claimedAt, mark?.claimedAt)]);
    return claimedAt;
  } catch (error) {
    if (error instanceof ConditionFailedError) return undefined;
    throw error;
  }
}

async function draftFlows(deps: Deps, accountId: string, specs: PrebuiltFlowSpec[]): Promise<FlowRecord[]> {
  const { brand } = await brandKitOf(deps.store, accountId);
  const at = deps.clock.now().toISOString();
  const flows: FlowRecord[] = [];
  for (const spec of specs) {
    const emails = await makePrebuiltEmails(deps, accountId, spec, brand);
    flows.push({
      accountId,
      flowId: globalThis.crypto.randomUUID(),
      name: spec.name,
      status: 'draft',
      version: 1,
      wentLive: false,
      emailType: spec.types[0],
      definition: prebuiltDefinition(spec, emails),
      createdAt: at,
      updatedAt: at,
    });
  }
  return flows;
}

async function answer(store: Store, accountId: string, flows: FlowRecord[]): Promise<PrebuiltMade> {
  const created = await Promise.all(
    flows.map(async ({ flowId, name, emailType, definition }) => {
      const needsData = await flowNeedsData(store, accountId, definition);
      const made: PrebuiltFlowMade = { flowId, name };
      if (emailType) made.emailType = emailType;
      if (needsData) made.needsData = needsData;
      return made;
    }),
  );
  return { created };
}
