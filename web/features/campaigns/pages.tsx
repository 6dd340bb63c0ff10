export { CampaignPage } from './CampaignPage';
export { CampaignsPage } from './CampaignsPage';
export { NewCampaignPage } from './NewCampaignPage';
