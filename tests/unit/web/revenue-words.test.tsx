import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { RevenueReport } from '../../../shared/contracts/analytics-revenue';
import { Revenue } from '../../../web/features/analytics/RevenuePanel';

/** A journey saw "1 orders, €24.00, from …" on /analytics. */
const report = (orders: number): RevenueReport => ({
  from: '2026-11-01',
  to: '2026-11-30',
  days: [{ date: '2026-11-30', orders, revenue: [{ currency: 'EUR', total: 24 }] }],
  totals: { orders, revenue: [{ currency: 'EUR', total: 24 }] },
  campaigns: [],
});
const text = (orders: number) => renderToString(<Revenue report={report(orders)} />).replace(/<!-- -->/g, '');

describe('the revenue summary line', () => {
  it('says one order, and orders for more', () => {
    expect(text(1)).toContain('1 order, ');
    expect(text(1)).not.toContain('1 orders');
    expect(text(1200)).toContain('1,200 orders, ');
  });
});
