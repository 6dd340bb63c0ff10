// The onboarding steps after the landing page (docs/product.md › The onboarding order); the router imports these names.
export { AuthGatePage } from './AuthGatePage';
export { BusinessClarificationPage } from './BusinessClarificationPage';
export { BusinessOverviewPage } from './BusinessOverviewPage';
export { GoalsFormPage } from './GoalsFormPage';
export { InfoClarificationPage } from './InfoClarificationPage';
export { OptionalSignupPage } from './OptionalSignupPage';
export { SelectEmailsPage } from './SelectEmailsPage';
export { WebsiteStatusPage } from './WebsiteStatusPage';
