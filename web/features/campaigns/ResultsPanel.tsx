import { OPENS_ESTIMATE_NOTE, type CampaignResults } from '../../../shared/contracts/campaign-results';
import type { Campaign } from '../../../shared/contracts/campaigns';
import {
  MACHINE_CLICKS_NOTE,
  MACHINE_OPENS_NOTE,
  machineClicksText,
  machineOpensText,
} from '../../../shared/contracts/machine-clicks';
import type { ReactNode } from 'react';
import { Spinner } from '../../components/ui';
import { percentText } from '../../lib/percent';
import { failureText } from './campaigns-api';
import { useCampaignResults } from './results-api';
import { resultsBase, withProgressCounters } from './results-base';
import campaignStyles from './Campaigns.module.css';
import styles from './ResultsPanel.module.css';

const n = (value: number) => value.toLocaleString('en-US');
/** " (0.3%)" of `of` (web/lib/percent.ts), or nothing when there is nothing to divide by. */
const share = (value: number, of: number) => (of > 0 ? ` (${percentText(value, of)})` : '');

function Summary({ r }: { r: CampaignResults }) {
  const base = resultsBase(r);
  const scanners = machineClicksText(r.machineClicks);
  const proxies = machineOpensText(r.machineOpens);
  const numbers: [string, ReactNode][] = [
    ['Delivered', n(r.delivered)],
    ['Bounced', n(r.bounced)],
    ['Complaints', n(r.complained)],
    ['Unsubscribed', n(r.unsubscribed)],
    ['Unique clickers', n(r.uniqueClickers) + share(r.uniqueClickers, base)],
    [
      'Clicks',
      <>
        {n(r.clicks)}
        {scanners && <span className={styles.machine}>{scanners}</span>}
      </>,
    ],
    ['Unique openers (estimate)', n(r.uniqueOpeners) + share(r.uniqueOpeners, base)],
    [
      'Opens (estimate)',
      <>
        {n(r.opens)}
        {proxies && <span className={styles.machine}>{proxies}</span>}
      </>,
    ],
  ];
  return (
    <dl className={campaignStyles.numbers}>
      {numbers.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * What stands in for the links table when there are no links to list. The links are known once the sending
 * worker first renders the email, just before the first mail: until then an empty list says nothing about the
 * email (a journey read "This email has no tracked links." beside an email with three, as it began to send).
 */
export function noLinksText(r: Pick<CampaignResults, 'sent'>, status: string): string {
  if (r.sent > 0) return 'This email has no tracked links.';
  return status === 'sending'
    ? 'Its links are listed here once the first emails are sent.'
    : 'No emails were sent, so there are no clicks to show.';
}

function LinksTable({ r, status }: { r: CampaignResults; status: string }) {
  if (!r.links.length) return <p className={campaignStyles.muted}>{noLinksText(r, status)}</p>;
  return (
    <div className={styles.scroll} role="region" aria-labelledby="links-caption" tabIndex={0}>
      <table className={styles.table}>
        <caption id="links-caption">Clicks per link, in the order the links appear in the email</caption>
        <thead>
          <tr>
            <th scope="col">Link</th>
            <th scope="col" className={styles.num}>
              Clicks
            </th>
            <th scope="col" className={styles.num}>
              Unique clickers
            </th>
          </tr>
        </thead>
        <tbody>
          {r.links.map((link) => (
            <tr key={link.index}>
              <th scope="row" className={styles.link}>
                <span className={styles.linkText}>{link.text || `Link ${link.index + 1}`}</span>
                <span className={styles.url}>{link.url}</span>
              </th>
              <td className={styles.num}>{n(link.clicks)}</td>
              <td className={styles.num}>{n(link.uniqueClickers)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * Results of a campaign that has sent (or is sending, or was cancelled part-way): SES, clicks, opens. A failed
 * read again keeps the last results on screen; only a first read that fails shows the error.
 */
export function ResultsPanel({ campaign }: { campaign: Campaign }) {
  const query = useCampaignResults(campaign);
  const results = query.data && withProgressCounters(query.data, campaign.counters);
  return (
    <section className={campaignStyles.section} aria-labelledby="results-heading" aria-busy={query.isPending}>
      <h2 id="results-heading">Results</h2>
      {query.isPending ? (
        <p className={campaignStyles.muted}>
          <Spinner size="sm" decorative /> Loading the results...
        </p>
      ) : !results ? (
        <p role="alert">{failureText(query.error)}</p>
      ) : (
        <>
          <Summary r={results} />
          {results.machineClicks > 0 && <p className={styles.note}>{MACHINE_CLICKS_NOTE}</p>}
          {results.machineOpens > 0 && <p className={styles.note}>{MACHINE_OPENS_NOTE}</p>}
          <p className={styles.note}>{OPENS_ESTIMATE_NOTE}</p>
          {/* The links and the sent count of the same read: the campaign's newer count beside links read
              before the first mail would say, for a moment, that the email has none. */}
          <LinksTable r={query.data} status={campaign.status} />
        </>
      )}
    </section>
  );
}
