export { AutomationsPage } from './AutomationsPage';
export { FlowBuilderPage } from './FlowBuilderPage';
