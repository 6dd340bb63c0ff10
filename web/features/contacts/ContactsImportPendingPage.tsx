import { ButtonLink } from '../../components/ui';
import { paths } from '../../config/paths';
import styles from './Contacts.module.css';

/**
 * /contacts/import until the import branch's wizard (web/features/imports) is merged: its route key and the
 * page's "Import CSV" buttons exist already; this says so plainly instead of a 404. Replaced by that page.
 */
export function ContactsImportPendingPage() {
  return (
    <div className={styles.page}>
      <h1>Import contacts</h1>
      <p>Importing a CSV file is not available in this build yet. Add contacts one at a time for now.</p>
      <p>
        <ButtonLink to={paths.contacts} variant="outline">
          Back to contacts
        </ButtonLink>
      </p>
    </div>
  );
}
