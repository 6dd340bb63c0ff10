import type { Money, RevenueQuery, RevenueReport } from '../../../shared/contracts/analytics-revenue';
import { Spinner } from '../../components/ui';
import { errorMessage } from '../../lib/api-client';
import { useRevenueReport } from './revenue-api';
import styles from './Analytics.module.css';

const moneyText = (money: readonly Money[]) =>
  money.length === 0
    ? '0'
    : money
        .map((m) => {
          try {
            return new Intl.NumberFormat(undefined, { style: 'currency', currency: m.currency }).format(
              m.total,
            );
          } catch {
            return `${m.total} ${m.currency}`;
          }
        })
        .join(' · ');

/**
 * Issue 31: orders and revenue per day from the shop's Placed Order events, and the revenue credited to
 * campaigns (the last campaign visit of the buyer within 7 days). UTC days.
 */
export function RevenuePanel({ range }: { range: RevenueQuery['range'] }) {
  const query = useRevenueReport(range);
  return (
    <section className={styles.panel} aria-labelledby="revenue-heading">
      <h2 id="revenue-heading" className={styles.panelTitle}>
        Orders and revenue
      </h2>
      {query.isPending ? (
        <Spinner label="Loading orders and revenue" />
      ) : query.isError ? (
        <p role="alert" className={styles.error}>
          {errorMessage(query.error, 'Orders and revenue could not be loaded. Please try again.')}
        </p>
      ) : (
        <Revenue report={query.data} />
      )}
    </section>
  );
}

/** The report itself: its days, and the campaigns by name (the utm_campaign value when no campaign has it). */
export function Revenue({ report }: { report: RevenueReport }) {
  if (report.totals.orders === 0)
    return (
      <p className={styles.note}>
        No orders from {report.from} to {report.to} (UTC). Orders appear here once your shop sends Placed
        Order events (Website Tracking › Shop events).
      </p>
    );
  return (
    <>
      <p className={styles.note}>
        {report.totals.orders.toLocaleString()} order{report.totals.orders === 1 ? '' : 's'},{' '}
        {moneyText(report.totals.revenue)}, from {report.from} to {report.to} (UTC days).
      </p>
      <table className={styles.table}>
        <caption className="sr-only">Orders and revenue per day</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col" className={styles.num}>
              Orders
            </th>
            <th scope="col" className={styles.num}>
              Revenue
            </th>
          </tr>
        </thead>
        <tbody>
          {report.days.map((d) => (
            <tr key={d.date}>
              <th scope="row">{d.date}</th>
              <td className={styles.num}>{d.orders}</td>
              <td className={styles.num}>{moneyText(d.revenue)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h3 className={`${styles.panelTitle} ${styles.afterTable}`}>Revenue from campaigns</h3>
      {report.campaigns.length === 0 ? (
        <p className={styles.note}>No order came within 7 days of a campaign visit in this range.</p>
      ) : (
        <table className={styles.table}>
          <caption className="sr-only">Revenue credited to campaigns</caption>
          <thead>
            <tr>
              <th scope="col">Campaign</th>
              <th scope="col" className={styles.num}>
                Conversions
              </th>
              <th scope="col" className={styles.num}>
                Revenue
              </th>
            </tr>
          </thead>
          <tbody>
            {report.campaigns.map((c) => (
              <tr key={c.campaign}>
                <th scope="row">{c.name ?? c.campaign}</th>
                <td className={styles.num}>{c.conversions}</td>
                <td className={styles.num}>{moneyText(c.revenue)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
