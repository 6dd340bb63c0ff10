import { useState } from 'react';
import {
  analyticsRanges,
  type AnalyticsRange,
  type AnalyticsReport,
} from '../../../shared/contracts/analytics';
import { usePageReady } from '../../components/loading-overlay/page-ready';
import { ButtonLink, Spinner } from '../../components/ui';
import { paths } from '../../config/paths';
import { errorMessage } from '../../lib/api-client';
import { browserTimeZone, useAnalyticsReport } from './analytics-api';
import { DailyChart } from './DailyChart';
import { GoalsPanel } from './GoalsPanel';
import { TopTable } from './TopTable';
import { RevenuePanel } from './RevenuePanel';
import { revenueRangeOf } from './revenue-api';
import styles from './Analytics.module.css';

const RANGE_LABELS: Record<AnalyticsRange, string> = {
  today: 'Today',
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
  '90d': 'Last 90 days',
};

/** /analytics (issue 22): what the tracking script saw on the user's site, in their time zone. */
export function AnalyticsPage() {
  const [range, setRange] = useState<AnalyticsRange>('7d');
  const [tz] = useState(browserTimeZone);
  const query = useAnalyticsReport(range, tz);
  usePageReady(!query.isPending);
  const report = query.data;

  return (
    <div className={styles.page}>
      <div className={styles.top}>
        <h1>Analytics</h1>
        <div role="group" aria-label="Time range" className={styles.ranges}>
          {analyticsRanges.map((r) => (
            <button
              key={r}
              type="button"
              className={r === range ? `${styles.range} ${styles.active}` : styles.range}
              aria-pressed={r === range}
              onClick={() => setRange(r)}
            >
              {RANGE_LABELS[r]}
            </button>
          ))}
        </div>
      </div>
      <p className={styles.note}>
        Days in your time zone ({tz}). Visitors are counted without cookies: one person counts once a day.
        {query.isFetching && !query.isPending && <Spinner size="sm" label="Updating" />}
      </p>
      {query.isPending ? (
        <Spinner label="Loading analytics" />
      ) : query.isError ? (
        <p role="alert" className={styles.error}>
          {errorMessage(query.error, 'The analytics could not be loaded. Please try again.')}
        </p>
      ) : report ? (
        <Report report={report} />
      ) : null}
      <RevenuePanel range={revenueRangeOf(range)} />
    </div>
  );
}

/** The report's figures, once loaded (exported for its render test). */
export function Report({ report }: { report: AnalyticsReport }) {
  const { totals } = report;
  const empty = totals.views === 0 && totals.visits === 0 && report.events.length === 0;
  const allUnknown = report.countries.every((c) => c.name === 'unknown');
  return (
    <>
      {empty && (
        <section className={styles.emptyState} aria-labelledby="empty-heading">
          <h2 id="empty-heading">{report.installed ? 'No visits in this range yet' : 'No visits yet'}</h2>
          {report.installed ? (
            <p>
              Your tracking script is installed. Pick a longer range, or send a campaign to bring visitors in.
            </p>
          ) : (
            <p>
              Install the tracking script on your site: the figures appear here a few seconds after the first
              visit.
            </p>
          )}
          {!report.installed && (
            <ButtonLink to={paths.websiteTracking}>Install the tracking script</ButtonLink>
          )}
        </section>
      )}
      <dl className={styles.totals}>
        <div>
          <dt>Visitors</dt>
          <dd data-testid="total-visitors">{totals.visitors.toLocaleString()}</dd>
        </div>
        <div>
          <dt>Page views</dt>
          <dd data-testid="total-views">{totals.views.toLocaleString()}</dd>
        </div>
        <div>
          <dt>Visits</dt>
          <dd data-testid="total-visits">{totals.visits.toLocaleString()}</dd>
        </div>
        <div>
          <dt>Views per visit</dt>
          <dd data-testid="views-per-visit">{totals.viewsPerVisit.toLocaleString()}</dd>
        </div>
      </dl>
      <section className={styles.panel} aria-labelledby="per-day-heading">
        <h2 id="per-day-heading" className={styles.panelTitle}>
          Per day
        </h2>
        <DailyChart days={report.days} />
        <details className={styles.dayTable}>
          <summary>Show the days as a table</summary>
          <table className={styles.table}>
            <caption className="sr-only">Visitors, visits and page views per day</caption>
            <thead>
              <tr>
                <th scope="col">Day</th>
                <th scope="col" className={styles.num}>
                  Visitors
                </th>
                <th scope="col" className={styles.num}>
                  Visits
                </th>
                <th scope="col" className={styles.num}>
                  Page views
                </th>
              </tr>
            </thead>
            <tbody>
              {report.days.map((d) => (
                <tr key={d.date}>
                  <th scope="row">{d.date}</th>
                  <td className={styles.num}>{d.visitors}</td>
                  <td className={styles.num}>{d.visits}</td>
                  <td className={styles.num}>{d.views}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      </section>
      <div className={styles.grid}>
        <TopTable
          caption="Top pages"
          column="Page"
          unit="Views"
          rows={report.pages}
          empty="No page views yet."
        />
        <TopTable
          caption="Referrers"
          column="Source"
          unit="Visits"
          rows={report.referrers}
          empty="No visits yet."
          label={(name) => (name === '(direct)' ? 'Direct or unknown' : name)}
        />
        <TopTable
          caption="UTM sources"
          column="utm_source"
          unit="Visits"
          rows={report.utmSources}
          empty="No visits with utm_source yet."
        />
        <TopTable
          caption="UTM mediums"
          column="utm_medium"
          unit="Visits"
          rows={report.utmMediums}
          empty="No visits with utm_medium yet."
        />
        <TopTable
          caption="UTM campaigns"
          column="utm_campaign"
          unit="Visits"
          rows={report.utmCampaigns}
          empty="No visits with utm_campaign yet."
        />
        <TopTable
          caption="Devices"
          column="Device"
          unit="Visits"
          rows={report.devices}
          empty="No visits yet."
        />
        <TopTable
          caption="Browsers"
          column="Browser"
          unit="Visits"
          rows={report.browsers}
          empty="No visits yet."
        />
        <TopTable
          caption="Countries"
          column="Country"
          unit="Visits"
          rows={report.countries}
          empty="No visits yet."
          label={(name) => (name === 'unknown' ? 'Unknown' : name)}
          note={
            report.countries.length > 0 && allUnknown
              ? "Countries are unknown here: they come from CloudFront's viewer country, which only the deployed site has (this local copy has none)."
              : undefined
          }
        />
      </div>
      <section className={styles.panel} aria-labelledby="events-heading">
        <h2 id="events-heading" className={styles.panelTitle}>
          Custom events
        </h2>
        {report.events.length === 0 ? (
          <p className={styles.none}>
            No custom events yet. Send one from your site with{' '}
            <code>{"jm('track', 'Purchase', { value: 24.5, currency: 'EUR' })"}</code>.
          </p>
        ) : (
          <table className={styles.table}>
            <caption className="sr-only">Custom events</caption>
            <thead>
              <tr>
                <th scope="col">Event</th>
                <th scope="col" className={styles.num}>
                  Count
                </th>
                <th scope="col" className={styles.num}>
                  Value
                </th>
              </tr>
            </thead>
            <tbody>
              {report.events.map((e) => (
                <tr key={e.name}>
                  <th scope="row" className={styles.name}>
                    {e.name}
                  </th>
                  <td className={styles.num}>{e.count.toLocaleString()}</td>
                  <td className={styles.num}>
                    {e.values
                      .map(
                        (v) =>
                          `${v.total.toLocaleString(undefined, { minimumFractionDigits: 2 })} ${v.currency}`,
                      )
                      .join(', ') || '—'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <GoalsPanel goals={report.goals} />
    </>
  );
}
