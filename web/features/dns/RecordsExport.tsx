import { useState } from 'react';
import type { DnsRecordView } from '../../../shared/contracts/dns';
import { recordsTable, zoneFileSnippet } from '../../../shared/dns/zone-file';
import { Button } from '../../components/ui';
import { getRuntimeConfig } from '../../config/env';
import { downloadBlob } from '../../lib/download';
import { errorMessage } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { copyText } from '../tracking/copy-text';
import { publishToLocalDns } from './dns-api';
import styles from './DnsDialog.module.css';

/**
 * Every record at once (issue 30): "Copy all" (one tab-separated table, pastes into a sheet), a zone-file
 * snippet to download (BIND format, for providers that import one), and, on the local stack only, "Publish
 * these records to the local test DNS" (never rendered when /config.json says the stage is not local).
 */
export function RecordsExport({ domain, records }: { domain: string; records: DnsRecordView[] }) {
  const local = getRuntimeConfig().stage === 'local';
  const [publishing, setPublishing] = useState(false);

  async function copyAll() {
    try {
      await copyText(recordsTable(records));
      toast({ title: 'All Records Copied' });
    } catch (error) {
      console.error('Could not copy the records', error);
      toast({ title: 'Copy Failed', description: 'Could not copy the records.', variant: 'destructive' });
    }
  }

  function download() {
    downloadBlob(new Blob([zoneFileSnippet(domain, records)], { type: 'text/plain' }), `${domain}.zone`);
  }

  async function publish() {
    setPublishing(true);
    try {
      await publishToLocalDns(domain);
      toast({ title: 'Published', description: 'The records are in the local test DNS. Click verify now.' });
    } catch (error) {
      toast({ title: 'Publish Failed', description: errorMessage(error), variant: 'destructive' });
    } finally {
      setPublishing(false);
    }
  }

  return (
    <div className={styles.exportBar}>
      <Button size="sm" variant="outline" onClick={() => void copyAll()}>
        Copy all
      </Button>
      <Button size="sm" variant="outline" onClick={download}>
        Download zone file
      </Button>
      {local && (
        <Button size="sm" variant="secondary" onClick={() => void publish()} loading={publishing}>
          Publish these records to the local test DNS
        </Button>
      )}
    </div>
  );
}
