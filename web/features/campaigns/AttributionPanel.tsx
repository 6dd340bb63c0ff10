import { Link } from 'react-router-dom';
import { ATTRIBUTION_RULE, type CampaignAttribution } from '../../../shared/contracts/attribution';
import type { Campaign } from '../../../shared/contracts/campaigns';
import { ButtonLink, Spinner } from '../../components/ui';
import { paths } from '../../config/paths';
import { dayText } from '../../lib/date-text';
import { useCampaignAttribution } from './attribution-api';
import { failureText } from './campaigns-api';
import styles from './Campaigns.module.css';

/** 24.5 EUR -> "€24.50"; a value sent without a currency is a plain number. */
function money({ currency, total }: CampaignAttribution['revenue'][number]): string {
  if (!currency) return total.toLocaleString('en-US', { maximumFractionDigits: 2 });
  try {
    return total.toLocaleString('en-US', { style: 'currency', currency });
  } catch {
    return `${total.toLocaleString('en-US', { maximumFractionDigits: 2 })} ${currency}`;
  }
}

function Figures({ a }: { a: CampaignAttribution }) {
  const revenue = a.revenue.length > 0 ? a.revenue.map(money).join(', ') : 'None yet';
  return (
    <dl className={styles.numbers}>
      <div>
        <dt>Visits</dt>
        <dd>{a.visits.toLocaleString('en-US')}</dd>
      </div>
      <div>
        <dt>Conversions</dt>
        <dd>{a.conversions.toLocaleString('en-US')}</dd>
      </div>
      <div>
        <dt>Revenue</dt>
        <dd>{revenue}</dd>
      </div>
    </dl>
  );
}

/** The campaign page's "Visits and sales": what the tracking script saw after people followed its links. */
export function AttributionPanel({ campaign }: { campaign: Campaign }) {
  const query = useCampaignAttribution(campaign.id);
  const a = query.data;
  return (
    <section className={styles.section} aria-labelledby="attribution-heading" aria-busy={query.isPending}>
      <h2 id="attribution-heading">Visits and sales</h2>
      {query.isPending ? (
        <Spinner label="Loading visits and sales..." />
      ) : query.isError || !a ? (
        <p role="alert">{failureText(query.error)}</p>
      ) : !a.installed ? (
        <>
          <p>
            Install the tracking script on your website to see the visits, conversions and revenue this
            campaign brings.
          </p>
          <div className={styles.actions}>
            <ButtonLink to={paths.websiteTracking}>Install the tracking script</ButtonLink>
          </div>
        </>
      ) : (
        <>
          <Figures a={a} />
          <p className={styles.muted}>
            {ATTRIBUTION_RULE} Goals are the events and pages you mark on{' '}
            <Link to={paths.analytics}>Analytics</Link>; visitors are recognised for {a.windowDays} days
            without cookies, by a code that changes every week. Counted since{' '}
            {dayText(`${a.from}T00:00:00Z`, 'UTC')}.
          </p>
        </>
      )}
    </section>
  );
}
