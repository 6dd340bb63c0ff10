export { ContactsPage } from './ContactsPage';
export { ContactsImportPendingPage } from './ContactsImportPendingPage';
