import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import type { Contact } from '../../../../shared/contracts/contacts';
import { Table } from '../../../components/ui';
import { contactPath } from '../../../config/paths';
import { dayText } from '../../../lib/date-text';
import { fullName } from '../contact-form';
import { statusLabels } from '../contact-filters';
import styles from '../Contacts.module.css';

/**
 * The contacts as a table (a list of cards under 640 px): a checkbox per row for the bulk actions, email and name,
 * status, tags (each a button that filters by it), when added, Edit and Delete.
 */
export function ContactTable({
  contacts,
  selected,
  onToggle,
  onToggleAll,
  onEdit,
  onDelete,
  onTag,
}: {
  contacts: Contact[];
  selected: ReadonlySet<string>;
  onToggle: (contactId: string) => void;
  onToggleAll: (select: boolean) => void;
  onEdit: (contact: Contact) => void;
  onDelete: (contact: Contact) => void;
  onTag: (tag: string) => void;
}) {
  const all = contacts.length > 0 && contacts.every((c) => selected.has(c.id));
  const some = !all && contacts.some((c) => selected.has(c.id));
  const allBox = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (allBox.current) allBox.current.indeterminate = some;
  }, [some]);

  return (
    <Table className={styles.table}>
      <caption className="sr-only">Contacts</caption>
      <thead>
        <tr>
          <th scope="col" className={styles.selectCell}>
            <input
              ref={allBox}
              type="checkbox"
              className={styles.check}
              checked={all}
              onChange={(event) => onToggleAll(event.target.checked)}
              aria-label="Select all shown contacts"
            />
          </th>
          <th scope="col">Contact</th>
          <th scope="col">Status</th>
          <th scope="col">Tags</th>
          <th scope="col">Added</th>
          <th scope="col">
            <span className="sr-only">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {contacts.map((contact) => {
          const name = fullName(contact);
          return (
            <tr key={contact.id} data-selected={selected.has(contact.id) || undefined}>
              <td className={styles.selectCell}>
                <input
                  type="checkbox"
                  className={styles.check}
                  checked={selected.has(contact.id)}
                  onChange={() => onToggle(contact.id)}
                  aria-label={`Select ${contact.email}`}
                />
              </td>
              <th scope="row" className={styles.who}>
                <Link to={contactPath(contact.id)} className={styles.email}>
                  {contact.email}
                </Link>
                {name && <span className={styles.name}>{name}</span>}
              </th>
              <td>
                <span className={styles.status} data-status={contact.status}>
                  {statusLabels[contact.status]}
                </span>
              </td>
              <td className={styles.tagsCell}>
                {contact.tags.length > 0 && (
                  <ul className={styles.tags} aria-label="Tags">
                    {contact.tags.map((tag) => (
                      <li key={tag}>
                        <button
                          type="button"
                          className={styles.tag}
                          onClick={() => onTag(tag)}
                          aria-label={`Show contacts tagged ${tag}`}
                        >
                          {tag}
                        </button>
                      </li>
                    ))}
                  </ul>
                )}
              </td>
              <td className={styles.added}>{dayText(contact.createdAt)}</td>
              <td className={styles.rowActions}>
                <button
                  type="button"
                  className={styles.rowButton}
                  onClick={() => onEdit(contact)}
                  aria-label={`Edit ${contact.email}`}
                >
                  Edit
                </button>
                <button
                  type="button"
                  className={`${styles.rowButton} ${styles.destructive}`}
                  onClick={() => onDelete(contact)}
                  aria-label={`Delete ${contact.email}`}
                >
                  Delete
                </button>
              </td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}
