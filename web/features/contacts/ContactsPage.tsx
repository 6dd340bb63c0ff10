import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { usePageReady } from '../../components/loading-overlay/page-ready';
import { Button, ConfirmDeleteDialog, Spinner } from '../../components/ui';
import { errorMessage } from '../../lib/api-client';
import { useAuth } from '../../lib/auth';
import { toast } from '../../lib/toast';
import { bulkContacts } from './api/bulk-contacts';
import { useContactCounts } from './api/contact-counts';
import type { Contact } from '../../../shared/contracts/contacts';
import { createBody, updateBody, type ContactFormOutput } from './contact-form';
import { createContact } from './api/create-contact';
import { deleteContact } from './api/delete-contact';
import { contactsKey } from './api/keys';
import { useContactList } from './api/list-contacts';
import { updateContact } from './api/update-contact';
import { BulkBar } from './components/BulkBar';
import { BulkTagDialog } from './components/BulkTagDialog';
import { ContactDialog } from './components/ContactDialog';
import { ContactTable } from './components/ContactTable';
import { ContactToolbar } from './components/ContactToolbar';
import { EmptyContacts, NoMatches } from './components/EmptyContacts';
import { PlanLine } from './components/PlanLine';
import { StatusCounts } from './components/StatusCounts';
import { filtersFromParams, hasFilters, paramsFromFilters, type ContactFilters } from './contact-filters';
import { useKeepLooking } from './use-keep-looking';
import { useSelection } from './use-selection';
import styles from './Contacts.module.css';

const contactsWord = (n: number) => `${n} contact${n === 1 ? '' : 's'}`;
const bulkOutcome = ({ done, skipped }: { done: number; skipped: number }, why: string) =>
  skipped === 0
    ? `${contactsWord(done)} changed.`
    : `${contactsWord(done)} changed; ${skipped} left as they were (${why}).`;

/** /contacts (issue 20): counts per status, search and filters, the list with "Show more", add, edit, delete, bulk. */
export function ContactsPage() {
  const { status, user } = useAuth();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);
  const list = useContactList(filters);
  const counts = useContactCounts();
  usePageReady(!(status === 'loading' || list.isPending));

  const contacts = list.data?.pages.flatMap((page) => page.contacts) ?? [];
  const looking = useKeepLooking(filters, {
    shown: contacts.length,
    pages: list.data?.pages.length ?? 0,
    hasNextPage: list.hasNextPage,
    isFetching: list.isFetching,
    isPlaceholderData: list.isPlaceholderData,
    fetchNextPage: list.fetchNextPage,
  });
  const selection = useSelection(contacts, JSON.stringify(filters));
  const [editing, setEditing] = useState<Contact | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Contact | 'selected' | null>(null);
  const [tagging, setTagging] = useState<'tag' | 'untag' | null>(null);

  const setFilters = (next: Partial<ContactFilters>) =>
    setParams(paramsFromFilters({ ...filters, ...next }), { replace: true });
  const refresh = () => queryClient.invalidateQueries({ queryKey: contactsKey(user?.id ?? '') });

  const total = counts.data ? Object.values(counts.data.counts).reduce((a, b) => a + b, 0) : undefined;
  const nobodyYet =
    !hasFilters(filters) &&
    contacts.length === 0 &&
    !list.hasNextPage &&
    (total === undefined || total === 0);

  async function saveContact(values: ContactFormOutput) {
    if (editing === 'new') {
      const { warnings } = await createContact(createBody(values));
      const warning = warnings.map((w) => w.message).join(' ');
      toast({ title: 'Contact added', description: warning ? `${values.email}. ${warning}.` : values.email });
    } else if (editing) {
      await updateContact(editing.id, updateBody(values));
      toast({
        title: values.unsubscribe ? 'Contact unsubscribed' : 'Contact saved',
        description: editing.email,
      });
    }
    await refresh();
  }

  async function removeContacts() {
    if (deleting === 'selected') {
      const ids = [...selection.ids];
      let result: { done: number; skipped: number };
      try {
        result = await bulkContacts('delete', ids);
      } finally {
        await refresh();
      }
      selection.clear();
      toast({ title: `${contactsWord(result.done)} deleted` });
    } else if (deleting) {
      await deleteContact(deleting.id);
      selection.drop(deleting.id);
      await refresh();
      toast({ title: 'Contact deleted', description: deleting.email });
    }
  }

  async function tagSelected(tag: string) {
    const ids = [...selection.ids];
    const untag = tagging === 'untag';
    let result: { done: number; skipped: number };
    try {
      result = await bulkContacts(untag ? 'untag' : 'tag', ids, tag);
    } finally {
      await refresh();
    }
    toast({
      title: untag ? `Tag "${tag}" removed` : `Tag "${tag}" added`,
      description: bulkOutcome(result, untag ? 'did not have it' : 'already had it or have 20 tags'),
    });
  }

  return (
    <div className={styles.page}>
      <header className={styles.top}>
        <div>
          <h1>Contacts</h1>
          <PlanLine subscribed={counts.data?.counts.subscribed} limit={counts.data?.limit} />
        </div>
      </header>

      <StatusCounts
        counts={counts.data?.counts}
        loading={counts.isPending}
        active={filters.status}
        onSelect={(next) => setFilters({ status: next })}
      />
      {counts.isError && (
        <p role="alert" className={styles.inlineError}>
          Could not load the counts: {errorMessage(counts.error)}{' '}
          <Button size="sm" variant="ghost" onClick={() => void counts.refetch()}>
            Try again
          </Button>
        </p>
      )}

      <ContactToolbar filters={filters} onChange={setFilters} onAdd={() => setEditing('new')} />

      {selection.ids.size > 0 && (
        <BulkBar
          count={selection.ids.size}
          onTag={() => setTagging('tag')}
          onUntag={() => setTagging('untag')}
          onDelete={() => setDeleting('selected')}
          onClear={selection.clear}
        />
      )}

      <p role="status" className={styles.working}>
        {list.isPlaceholderData ? 'Updating the list...' : looking ? 'Looking through more contacts...' : ''}
      </p>

      {list.isPending ? (
        <Spinner showLabel label="Loading contacts..." className={styles.loading} />
      ) : list.isError && contacts.length === 0 ? (
        <div role="alert" className={styles.empty}>
          <h2>Could not load your contacts</h2>
          <p>{errorMessage(list.error)}</p>
          <Button variant="outline" onClick={() => void list.refetch()}>
            Try again
          </Button>
        </div>
      ) : nobodyYet ? (
        <EmptyContacts onAdd={() => setEditing('new')} />
      ) : contacts.length === 0 && !list.hasNextPage ? (
        <NoMatches onClear={() => setParams({}, { replace: true })} />
      ) : (
        <div className={styles.listWrap} aria-busy={list.isPlaceholderData || undefined}>
          {contacts.length === 0 ? (
            <p className={styles.lookedThrough}>
              {looking
                ? 'Looking through your contacts...'
                : 'No matches among the contacts looked through so far.'}
            </p>
          ) : (
            <ContactTable
              contacts={contacts}
              selected={selection.ids}
              onToggle={selection.toggle}
              onToggleAll={selection.setAll}
              onEdit={setEditing}
              onDelete={setDeleting}
              onTag={(tag) => setFilters({ tag })}
            />
          )}
          {list.isFetchNextPageError && (
            <p role="alert" className={styles.inlineError}>
              Could not load more contacts: {errorMessage(list.error)}
            </p>
          )}
          {list.hasNextPage && (
            <Button
              variant="outline"
              className={styles.more}
              loading={list.isFetchingNextPage}
              onClick={() => void list.fetchNextPage()}
            >
              {list.isFetchingNextPage ? 'Loading...' : 'Show more'}
            </Button>
          )}
        </div>
      )}

      <ContactDialog
        open={editing !== null}
        contact={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
        onSave={saveContact}
      />
      {/* What deleting does: the person is forgotten, and someone who left stays blocked from being added again. */}
      <ConfirmDeleteDialog
        open={deleting !== null}
        title={`Delete ${deleting === 'selected' ? contactsWord(selection.ids.size) : (deleting?.email ?? '')}?`}
        description="Their name, email address and consent record are deleted. This cannot be undone. Anyone who unsubscribed, bounced or complained can still never be added again."
        onClose={() => setDeleting(null)}
        onDelete={removeContacts}
      />
      <BulkTagDialog
        mode={tagging}
        count={selection.ids.size}
        onClose={() => setTagging(null)}
        onApply={tagSelected}
      />
    </div>
  );
}
