import type { Audience } from '../../../../shared/contracts/campaigns';
import type { Clock } from '../../../ports/clock';
import type { Queue } from '../../../ports/queue';
import type { Store } from '../../../ports/store';
import { getCampaign, queryCampaigns, type CampaignRecord } from '../../items/campaign';
import { importedContactsSince } from '../../items/contact-import';
import { getContactCountsRecord } from '../../items/contact-counts';
import { querySubscribedContactsPage } from '../../items/contact';
import {
  advanceSendRamp,
  createSendRamp,
  getSendRamp,
  setRampNextAt,
  type SendRamp,
} from '../../items/send-ramp';
import { inAudience } from './audience';
import type { SendJobMessage } from './messages';
import { handledOf } from './reconcile';
import { accountWindow, pauseAccount } from './reputation-guard';
import { decideSending, RAMP_AUDIENCE_OVER, RAMP_FIRST_STEP, rampsCampaign } from './reputation-rules';

/**
 * Issue 35: a campaign that could burn the account's reputation in one go (the account's first to more
 * than 5,000 people, or one sent within a day of an import) goes out in steps: the send job queues at most
 * the ramp's quota, then puts a delayed copy of its message with `ramp` on its own queue (SQS
 * DelaySeconds, chained past SQS's 900 s limit: no new resource). When the step is due (its interval has
 * passed and everyone it queued is handled, so its bounces are known) the rules decide on
 * the account's window: the next step doubles while the rates are good, stays the same on a warning, and
 * on the pause line the account pauses (the rest is not sent).
 */
export interface RampOptions {
  /** Seconds between steps (RAMP_STEP_SECONDS; an hour in AWS). */
  stepSeconds: number;
}
export const defaultRamp: RampOptions = { stepSeconds: 3_600 };

type Ports = { store: Store; queue: Queue; clock: Clock };
const DAY_MS = 86_400_000;

/** How many more the job may queue now (Infinity: not ramped); decides the ramp at the campaign's start. */
export async function rampRoom(ports: Ports, accountId: string, campaign: CampaignRecord): Promise<number> {
  const ramp =
    (await getSendRamp(ports.store, campaign.id)) ?? (await decideRamp(ports, accountId, campaign));
  return ramp.ramped ? Math.max(0, ramp.quota - campaign.counters.queued) : Infinity;
}

async function decideRamp(ports: Ports, accountId: string, campaign: CampaignRecord): Promise<SendRamp> {
  const off: SendRamp = { ramped: false, step: 0, lastStep: 0, quota: 0 };
  // A campaign already under way (sent before this feature) is never ramped midway.
  if (campaign.counters.queued > 0 || !campaign.storedAudience)
    return createSendRamp(ports.store, campaign.id, off);
  const since = new Date(ports.clock.now().getTime() - DAY_MS).toISOString();
  const others = (await queryCampaigns(ports.store, accountId)).filter((c) => c.id !== campaign.id);
  const ramps = rampsCampaign({
    audience: await audienceUpTo(ports.store, accountId, campaign.storedAudience, RAMP_AUDIENCE_OVER + 1),
    firstCampaign: !others.some((c) => c.counters.sent > 0),
    importedInLastDay: await importedContactsSince(ports.store, accountId, since),
  });
  const first = { ramped: true, step: 1, lastStep: RAMP_FIRST_STEP, quota: RAMP_FIRST_STEP };
  return createSendRamp(ports.store, campaign.id, ramps ? first : off);
}

/** The audience's size, counted up to `cap` (enough to decide). */
async function audienceUpTo(store: Store, accountId: string, audience: Audience, cap: number) {
  if (audience.kind === 'all' && !audience.conditions?.length)
    return (await getContactCountsRecord(store, accountId))?.subscribed ?? 0;
  let n = 0;
  let startKey: Parameters<typeof querySubscribedContactsPage>[2]['startKey'];
  do {
    const page = await querySubscribedContactsPage(store, accountId, {
      limit: 1_000,
      ...(startKey ? { startKey } : {}),
    });
    n += page.contacts.filter((c) => inAudience(c, audience) && c.email !== undefined).length;
    startKey = page.next;
  } while (startKey && n < cap);
  return n;
}

/** The step's quota is queued: the next step is due `stepSeconds` from now (a delayed message). */
export async function waitForRampStep(ports: Ports, message: SendJobMessage, options: RampOptions) {
  const ramp = await getSendRamp(ports.store, message.campaignId);
  if (!ramp?.ramped) return;
  const nextAt = new Date(ports.clock.now().getTime() + options.stepSeconds * 1000).toISOString();
  await setRampNextAt(ports.store, message.campaignId, nextAt);
  await sendRampMessage(ports, message, ramp.step, options.stepSeconds);
}

const sendRampMessage = (ports: Ports, message: SendJobMessage, step: number, seconds: number) =>
  ports.queue.send(
    'campaign-sends',
    { sub: message.sub, campaignId: message.campaignId, ramp: { step } },
    { delaySeconds: Math.min(900, Math.max(0, Math.ceil(seconds))) },
  );

export type RampOutcome = 'ramp_left' | 'ramp_later' | 'ramp_paused' | 'ramp_next';

/** A ramp message: not due yet (put back), the account paused, or the next step may be queued. */
export async function runRampStep(
  ports: Ports,
  message: SendJobMessage & { ramp: { step: number } },
  options: RampOptions,
): Promise<RampOutcome> {
  const { store, clock } = ports;
  const campaign = await getCampaign(store, message.sub, message.campaignId);
  const ramp = await getSendRamp(store, message.campaignId);
  if (campaign?.status !== 'sending' || !ramp?.ramped || ramp.step !== message.ramp.step) return 'ramp_left';
  const wait = ramp.nextAt ? (Date.parse(ramp.nextAt) - clock.now().getTime()) / 1000 : 0;
  if (wait > 0) {
    await sendRampMessage(ports, message, ramp.step, wait);
    return 'ramp_later';
  }
  // The step is still being mailed: its rates are not known yet. Look again a little later.
  if (handledOf(campaign.counters) < campaign.counters.queued) {
    await sendRampMessage(ports, message, ramp.step, Math.min(options.stepSeconds, 30));
    return 'ramp_later';
  }
  const window = await accountWindow(store, message.sub, clock.now());
  const decision = decideSending({
    counts: window.counts,
    strict: window.strict,
    ramp: { lastStep: ramp.lastStep },
  });
  if (decision.verdict === 'pause' || !decision.nextStep) {
    await pauseAccount(ports, message.sub, { counts: window.counts, decision });
    return 'ramp_paused';
  }
  const next = { lastStep: decision.nextStep, quota: ramp.quota + decision.nextStep };
  return (await advanceSendRamp(store, message.campaignId, ramp.step, next)) ? 'ramp_next' : 'ramp_left';
}
