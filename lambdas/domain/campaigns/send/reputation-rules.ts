/**
 * Issue 35: our own guard on an account's sending, before SES's review. One pure function over the
 * account's counters (reputation-window.ts sums them): state in, decision out. docs/product.md › "Bounces
 * and complaints: when sending pauses" says the same numbers to a shop owner.
 */

/** What the window holds: mails SES accepted (its Send events), hard bounces and complaints among them. */
export interface ReputationCounts {
  sent: number;
  bounced: number;
  complained: number;
}

/** Rates as fractions (0.05 = 5 %). */
export const thresholds = {
  warn: { bounce: 0.02, complaint: 0.0005 },
  pause: { bounce: 0.05, complaint: 0.001 },
} as const;

/** After a resume ("I've cleaned my list") every line is halved for this many mails. */
export const STRICT_FOR_SENT = 2_000;
export const STRICT_FACTOR = 0.5;

/** No verdict on fewer mails than this (1 bounce out of 3 says nothing about a list). */
export const MIN_SENT = 100;
/** Nor on fewer bounces, or complaints, than these (one unlucky mail is not a pattern). */
export const MIN_BOUNCES = 3;
export const MIN_COMPLAINTS = 2;

/** The ramp: the first step, and how it grows while the rates stay good. */
export const RAMP_FIRST_STEP = 1_000;
/** A campaign to more than this many people ramps when it is the account's first. */
export const RAMP_AUDIENCE_OVER = 5_000;

export type Verdict = 'ok' | 'warn' | 'pause';
export type ReputationReason = 'bounces' | 'complaints';

export interface SendingInput {
  counts: ReputationCounts;
  /** Watched more strictly: the account resumed after a pause and has sent fewer than STRICT_FOR_SENT since. */
  strict: boolean;
  /** A ramped campaign: the size of its last step (undefined: none sent yet). Absent: not ramped. */
  ramp?: { lastStep: number | undefined };
}

export interface SendingDecision {
  verdict: Verdict;
  /** What crossed the line (the worse of the two when both did); undefined when ok. */
  reason: ReputationReason | undefined;
  bounceRate: number;
  complaintRate: number;
  /** The pause lines that applied (halved when strict). */
  pauseAt: { bounce: number; complaint: number };
  /** For a ramped campaign: how many more it may queue now (0: none; the account pauses). */
  nextStep?: number;
}

const rate = (part: number, whole: number) => (whole > 0 ? part / whole : 0);

/** The rules: which line the counts crossed, and (for a ramp) the next step's size. */
export function decideSending(input: SendingInput): SendingDecision {
  const { sent, bounced, complained } = input.counts;
  const bounceRate = rate(bounced, sent);
  const complaintRate = rate(complained, sent);
  const factor = input.strict ? STRICT_FACTOR : 1;
  const crossed = (line: { bounce: number; complaint: number }): ReputationReason | undefined => {
    if (sent < MIN_SENT) return undefined;
    if (complained >= MIN_COMPLAINTS && complaintRate >= line.complaint * factor) return 'complaints';
    if (bounced >= MIN_BOUNCES && bounceRate >= line.bounce * factor) return 'bounces';
    return undefined;
  };
  const paused = crossed(thresholds.pause);
  const warned = paused ?? crossed(thresholds.warn);
  const verdict: Verdict = paused ? 'pause' : warned ? 'warn' : 'ok';
  const pauseAt = {
    bounce: thresholds.pause.bounce * factor,
    complaint: thresholds.pause.complaint * factor,
  };
  const decision: SendingDecision = { verdict, reason: warned, bounceRate, complaintRate, pauseAt };
  if (input.ramp) decision.nextStep = rampStep(verdict, input.ramp.lastStep);
  return decision;
}

/** The first step is RAMP_FIRST_STEP; then doubling while ok, the same again on a warning, none on a pause. */
function rampStep(verdict: Verdict, lastStep: number | undefined): number {
  if (verdict === 'pause') return 0;
  if (lastStep === undefined) return RAMP_FIRST_STEP;
  return verdict === 'ok' ? lastStep * 2 : lastStep;
}

/** Whether a campaign goes out in a ramp: the account's first to more than 5,000, or to a fresh import. */
export function rampsCampaign(input: {
  audience: number;
  firstCampaign: boolean;
  importedInLastDay: boolean;
}): boolean {
  if (input.importedInLastDay) return input.audience > RAMP_FIRST_STEP;
  return input.firstCampaign && input.audience > RAMP_AUDIENCE_OVER;
}
