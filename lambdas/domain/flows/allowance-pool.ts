import { ConditionFailedError, type Store } from '../../ports/store';
import { createMonthlySends, releaseSends, reserveSends, sentThisMonth } from '../items/monthly-sends';
import { transactRetryingConflicts } from './transact-retry';

/**
 * The month's allowance for one batch of steps (issue 32, the burst budget): the campaign worker's way,
 * one reservation for the batch instead of one per email. The first email of the batch reserves as many
 * as the batch has steps left (or what the month has room for), later ones take from it, and what is
 * left at the end is given back in one write. A crash in between keeps the reservation (at most one
 * batch counted but not sent: the allowance errs on the owner's side of the plan, never over it).
 */
export class AllowancePool {
  private left = 0;
  private taken = 0;
  private month: string | undefined;
  private usedUp = false;
  private pending: Promise<void> | undefined;

  constructor(
    private readonly store: Store,
    private readonly accountId: string,
    private readonly size: number,
  ) {}

  /** One email's share of the month (false: the month's allowance is used up). */
  async take(month: string, limit: number): Promise<boolean> {
    for (;;) {
      if (this.month !== undefined && this.month !== month) return false; // the month turned: next run
      if (this.left > 0) {
        this.left -= 1;
        this.taken += 1;
        return true;
      }
      if (this.usedUp) return false;
      this.pending ??= this.reserve(month, limit).finally(() => (this.pending = undefined));
      await this.pending;
    }
  }

  /** A share taken for an email whose step was not written after all. */
  giveBack(): void {
    this.left += 1;
    this.taken -= 1;
  }

  /** Gives back what the batch reserved and did not send. */
  async release(): Promise<void> {
    if (this.left === 0 || !this.month) return;
    const n = this.left;
    this.left = 0;
    await transactRetryingConflicts(this.store, [releaseSends(this.accountId, this.month, n)]);
  }

  private async reserve(month: string, limit: number): Promise<void> {
    this.month = month;
    await createMonthlySends(this.store, this.accountId, month);
    let n = Math.max(1, this.size - this.taken);
    for (let attempt = 0; attempt < 4 && n > 0; attempt += 1) {
      try {
        await transactRetryingConflicts(this.store, [reserveSends(this.accountId, month, n, limit)]);
        this.left += n;
        return;
      } catch (error) {
        if (!(error instanceof ConditionFailedError)) throw error;
        n = Math.min(n, limit - (await sentThisMonth(this.store, this.accountId, month)));
      }
    }
    this.usedUp = true;
  }
}
