import { useMutation } from '@tanstack/react-query';
import { Button } from '../../../components/ui';
import { downloadUrl } from '../../../lib/download';
import { toast } from '../../../lib/toast';
import { exportContacts } from '../api/export-contacts';
import { hasFilters, type ContactFilters } from '../contact-filters';

/**
 * "Export CSV": the contacts the list shows (its filters), or all of them, with their consent record. A large
 * list takes a few seconds to write, so the button says what it is doing meanwhile.
 */
export function ExportButton({ filters }: { filters: ContactFilters }) {
  const filtered = hasFilters(filters);
  const run = useMutation({
    mutationFn: () => exportContacts(filters),
    onSuccess: ({ url, filename, count }) => {
      downloadUrl(url, filename);
      toast({
        title: `Exported ${count.toLocaleString('en-US')} ${count === 1 ? 'contact' : 'contacts'}`,
        description: filename,
      });
    },
    onError: (error) =>
      toast({ title: 'Could not export your contacts', description: error.message, variant: 'destructive' }),
  });
  return (
    <Button
      variant="outline"
      onClick={() => run.mutate()}
      disabled={run.isPending}
      aria-busy={run.isPending}
      title={
        filtered
          ? 'Export the contacts this list shows, as a CSV file'
          : 'Export all your contacts, as a CSV file'
      }
    >
      {run.isPending ? 'Preparing export…' : filtered ? 'Export these' : 'Export CSV'}
    </Button>
  );
}
