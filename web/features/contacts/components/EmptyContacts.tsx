import { Link } from 'react-router-dom';
import { Button, ButtonLink } from '../../../components/ui';
import { paths } from '../../../config/paths';
import styles from '../Contacts.module.css';

/** No contacts at all: the three ways to get some. */
export function EmptyContacts({ onAdd }: { onAdd: () => void }) {
  return (
    <div className={styles.empty}>
      <h2>No contacts yet</h2>
      <p>
        Add people who agreed to hear from you one at a time, import them from a CSV file, or put the signup
        form on your website so new subscribers arrive by themselves.
      </p>
      <div className={styles.emptyActions}>
        <Button onClick={onAdd}>Add a contact</Button>
        <ButtonLink to={paths.contactsImport} variant="outline">
          Import a CSV file
        </ButtonLink>
      </div>
      <p>
        <Link to={paths.websiteTracking}>Get the signup form for your website</Link>
      </p>
    </div>
  );
}

/** Contacts exist, but none match the search and filters. */
export function NoMatches({ onClear }: { onClear: () => void }) {
  return (
    <div className={styles.empty}>
      <h2>No contacts match</h2>
      <p>Nobody matches this search and these filters.</p>
      <Button variant="outline" onClick={onClear}>
        Clear search and filters
      </Button>
    </div>
  );
}
