import { useEffect, useRef, useState } from 'react';
import { Button, ButtonLink, Field, Input } from '../../../components/ui';
import { paths } from '../../../config/paths';
import type { ContactFilters } from '../contact-filters';
import { useDebouncedValue } from '../use-debounced-value';
import styles from '../Contacts.module.css';
import { ExportButton } from './ExportButton';
import { useCan } from '../../teams/use-can';

export const SEARCH_DEBOUNCE_MS = 300;

/**
 * Search (email or name) and tag filter, each asking the API after a pause in typing; what is typed stays in the
 * box whatever the list is doing. Add contact, Import CSV and Export CSV (of what the filters show) beside them.
 */
export function ContactToolbar({
  filters,
  onChange,
  onAdd,
}: {
  filters: ContactFilters;
  onChange: (next: Partial<ContactFilters>) => void;
  onAdd: () => void;
}) {
  const [search, setSearch] = useState(filters.search);
  const canEdit = useCan('contactCreate'); // issue 34: a viewer searches and reads only
  const [tag, setTag] = useState(filters.tag);
  const settledSearch = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const settledTag = useDebouncedValue(tag, SEARCH_DEBOUNCE_MS);

  // The address changed from elsewhere (a count button, a tag chip, Clear filters, Back): show it in the boxes.
  // A change this toolbar made itself (it equals what settled) leaves the box alone, so typing on is never undone.
  const settled = useRef({ search: settledSearch, tag: settledTag });
  useEffect(() => {
    settled.current = { search: settledSearch, tag: settledTag };
  });
  useEffect(() => {
    if (filters.search !== settled.current.search.trim()) setSearch(filters.search);
  }, [filters.search]);
  useEffect(() => {
    if (filters.tag !== settled.current.tag.trim().toLowerCase()) setTag(filters.tag);
  }, [filters.tag]);

  // Only a settled change of a box asks again; the latest filters are read through a ref, not as a dependency.
  const latest = useRef({ filters, onChange });
  useEffect(() => {
    latest.current = { filters, onChange };
  });
  useEffect(() => {
    const { filters: current, onChange: change } = latest.current;
    if (settledSearch.trim() !== current.search) change({ search: settledSearch });
  }, [settledSearch]);
  useEffect(() => {
    const { filters: current, onChange: change } = latest.current;
    if (settledTag.trim().toLowerCase() !== current.tag) change({ tag: settledTag });
  }, [settledTag]);

  return (
    <div className={styles.toolbar}>
      <form
        className={styles.filters}
        role="search"
        onSubmit={(event) => {
          event.preventDefault(); // Enter asks at once instead of after the pause
          onChange({ search, tag });
        }}
      >
        <Field label="Search contacts" className={styles.searchField}>
          <Input
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder="Email or name"
            autoComplete="off"
            maxLength={254}
          />
        </Field>
        <Field label="Tag" className={styles.tagField}>
          <Input
            type="search"
            value={tag}
            onChange={(event) => setTag(event.target.value)}
            placeholder="Any tag"
            autoComplete="off"
            maxLength={40}
          />
        </Field>
      </form>
      {canEdit && (
        <div className={styles.toolbarActions}>
          <Button onClick={onAdd}>Add contact</Button>
          <ButtonLink to={paths.contactsImport} variant="outline">
            Import CSV
          </ButtonLink>
          <ExportButton filters={filters} />
        </div>
      )}
    </div>
  );
}
