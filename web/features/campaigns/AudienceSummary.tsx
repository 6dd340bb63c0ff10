import type { Audience } from '../../../shared/contracts/campaigns';
import { useContactFields } from '../contacts/api/contact-fields';
import { audienceText } from './audience-words';
import styles from './Campaigns.module.css';

/** Who the campaign went (or goes) to, in words: its tags and conditions on custom fields. */
export function AudienceSummary({ audience }: { audience: Audience }) {
  const catalogue = useContactFields(Boolean(audience.conditions?.length));
  return (
    <section className={styles.section} aria-labelledby="audience-heading">
      <h2 id="audience-heading">Audience</h2>
      <p className={styles.muted} data-testid="audience-summary">
        {audienceText(audience, catalogue.data?.fields ?? [])}
      </p>
    </section>
  );
}
