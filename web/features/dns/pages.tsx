export { DnsConfirmationPage } from './DnsConfirmationPage';
