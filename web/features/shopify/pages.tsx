export { ShopifySettingsPage } from './ShopifySettingsPage';
