export { ContactsPage } from './ContactsPage';
export { ContactActivityPage } from './ContactActivityPage';
