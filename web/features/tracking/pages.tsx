export { WebsiteTrackingPage } from './WebsiteTrackingPage';
