import { useEffect, useId, useState } from 'react';
import { dnsProvider, dnsProviderIdSchema, dnsProviders } from '../../../shared/dns/providers';
import { Button, Dialog, Spinner } from '../../components/ui';
import { toast } from '../../lib/toast';
import { recordsReadyFor } from './dns-rules';
import { useDnsState } from './dns-state';
import { RecordDetail } from './RecordDetail';
import { RecordSummary } from './RecordSummary';
import { RecordsExport } from './RecordsExport';
import styles from './DnsDialog.module.css';

/**
 * The DNS instructions dialog (docs/product.md › DNS dialog), global: opened from the DNS page's provider cards or the banner.
 * The body is keyed by provider, and unmounted while closed, so it starts at the summary on every open and
 * provider change.
 */
export function DnsDialog() {
  const dns = useDnsState();
  const provider = dnsProvider(dns.selectedProvider);
  return (
    <Dialog
      open={dns.dialogOpen}
      onClose={dns.closeDialog}
      size="wide"
      title={
        <span className={styles.title}>
          {provider.logo && <img src={provider.logo} alt="" width={32} height={32} className={styles.logo} />}
          <span>Configure DNS with {provider.name}</span>
        </span>
      }
      footer={
        <Button onClick={() => void dns.verify()} loading={dns.verifying} disabled={dns.records.length === 0}>
          {dns.verifying ? 'Verifying...' : 'Verify All Records'}
        </Button>
      }
    >
      <DialogBody />
    </Dialog>
  );
}

function DialogBody() {
  const dns = useDnsState();
  const selectId = useId();
  const { setupFailed, prepareRecords } = dns;

  useEffect(() => {
    if (setupFailed)
      toast({
        title: 'Modal Error',
        description: 'Could not load necessary data for DNS modal.',
        variant: 'destructive',
      });
  }, [setupFailed]);

  useEffect(() => {
    void prepareRecords();
  }, [prepareRecords]);

  return (
    <div className={styles.body}>
      <div className={styles.providerPicker}>
        <label htmlFor={selectId}>DNS provider</label>
        <select
          id={selectId}
          value={dns.selectedProvider}
          onChange={(event) => {
            const parsed = dnsProviderIdSchema.safeParse(event.target.value);
            if (parsed.success) dns.selectProvider(parsed.data);
          }}
        >
          {dnsProviders.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </select>
      </div>
      <Records key={dns.selectedProvider} />
      <p className={styles.note}>DNS changes can take time. After adding the records, click verify.</p>
    </div>
  );
}

/** Summary or one record's detail; keyed by provider so a provider change goes back to the summary. */
function Records() {
  const dns = useDnsState();
  const [openId, setOpenId] = useState<string | null>(null);
  const { setup, records, setupFailed } = dns;
  if (setupFailed) {
    return <p role="alert">Could not load necessary data for DNS modal.</p>;
  }
  if (setup === null) return <p role="alert">Please complete previous steps first.</p>;
  if (setup === undefined || !recordsReadyFor(setup))
    return <Spinner showLabel label="Loading DNS records..." className={styles.loading} />;
  if (openId) {
    return (
      <RecordDetail
        record={records.find((r) => r.id === openId)}
        providerId={dns.selectedProvider}
        domain={setup.domain ?? ''}
        onBack={() => setOpenId(null)}
      />
    );
  }
  return (
    <>
      <RecordsExport domain={setup.domain ?? ''} records={records} />
      <RecordSummary records={records} onOpen={setOpenId} />
    </>
  );
}
