import type { DnsRecordView } from '../../../shared/contracts/dns';
import { dnsProvider, instructionsUrlFor, type DnsProviderId } from '../../../shared/dns/providers';
import { Button } from '../../components/ui';
import { CopyField } from './CopyField';
import { ProviderSteps } from './ProviderSteps';
import { StatusBadge } from './StatusBadge';
import styles from './DnsDialog.module.css';

/** One record: why it is not verified yet (when it is not), the provider's steps, and copyable fields. */
export function RecordDetail({
  record,
  providerId,
  domain,
  onBack,
}: {
  record: DnsRecordView | undefined;
  providerId: DnsProviderId;
  domain: string;
  onBack: () => void;
}) {
  if (!record) {
    return (
      <div className={styles.detail} role="alert">
        <p>Error: Could not find record details.</p>
        <button type="button" className={styles.linkButton} onClick={onBack}>
          Back to summary
        </button>
      </div>
    );
  }
  const provider = dnsProvider(providerId);
  const url = instructionsUrlFor(providerId, domain);
  const short = record.shortName;
  return (
    <div className={styles.detail}>
      <Button variant="ghost" size="sm" onClick={onBack} className={styles.back}>
        ← Back to Summary
      </Button>
      <h3 className={styles.detailTitle}>
        Setting up your {record.type} Record <StatusBadge status={record.status} />
      </h3>
      <p className={styles.purpose}>{record.purpose}</p>
      {record.status !== 'verified' && record.reason && (
        <div
          className={record.status === 'failed' ? styles.reasonFailed : styles.reasonPending}
          role="status"
        >
          <p>{record.reason}</p>
          {record.found && record.status === 'failed' && (
            <p className={styles.found}>
              Found: <code>{record.found}</code>
            </p>
          )}
        </div>
      )}
      <ProviderSteps providerId={providerId} record={record} domain={domain} />
      {url && (
        <p>
          <a href={url} target="_blank" rel="noreferrer">
            Open your {provider.name} DNS settings
          </a>
        </p>
      )}
      <div className={styles.fields}>
        <CopyField label="Type" value={record.type} />
        <CopyField label="Name / Host / Alias" copyLabel="Name" value={record.name}>
          {short && short !== record.name && (
            <div className={styles.shortName}>
              <CopyField label="Short form (without your domain)" copyLabel="Short name" value={short} />
            </div>
          )}
          <p className={styles.note}>{provider.nameNote}</p>
        </CopyField>
        <CopyField label="Value / Points To / Target" copyLabel="Value" value={record.value} />
        {record.priority !== undefined && <CopyField label="Priority" value={String(record.priority)} />}
      </div>
    </div>
  );
}
