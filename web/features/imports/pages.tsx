export { ContactsImportPage } from './ImportPage';
