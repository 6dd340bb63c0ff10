export { TeamPage } from './TeamPage';
export { AcceptInvitationPage } from './AcceptInvitationPage';
