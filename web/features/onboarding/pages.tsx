import { ComingSoon } from '../../components/coming-soon/ComingSoon';

// Placeholders for the onboarding steps after the landing page (spec 1 §2); each is replaced when built.
export function BusinessOverviewPage() {
  return <ComingSoon name="Business Overview" purpose="Describe or update what your business does." />;
}

export function OptionalSignupPage() {
  return (
    <ComingSoon
      name="Save Your Progress"
      purpose="Create an account now to keep your answers, or carry on and decide later. Your business description is kept in this browser for now."
    />
  );
}

export function GoalsFormPage() {
  return (
    <ComingSoon name="Your Goals" purpose="Tell us what you want email marketing to do for your business." />
  );
}

export function BusinessClarificationPage() {
  return (
    <ComingSoon name="Business Clarification" purpose="A few follow-up questions about your business." />
  );
}

export function SelectEmailsPage() {
  return (
    <ComingSoon
      name="Select Emails"
      purpose="Pick the automated and promotional emails you want in your campaign."
    />
  );
}

export function WebsiteStatusPage() {
  return (
    <ComingSoon name="Website Status" purpose="Tell us who hosts your website and what your domain is." />
  );
}

export function InfoClarificationPage() {
  return (
    <ComingSoon
      name="Confirm Your Information"
      purpose="Review everything you told us before we set up your domain."
    />
  );
}

export function AuthGatePage() {
  return <ComingSoon name="Almost There!" purpose="Sign up or sign in to save your progress and continue." />;
}
