import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { LegalPage, SupportLink } from './LegalPage';
import { TRACKING_RETENTION_DAYS } from './legal';

export function PrivacyPolicyPage() {
  return (
    <LegalPage title="Privacy Policy">
      <p>
        Jungle Mail ("we", "us") is a web application that helps online businesses set up automated and
        promotional email marketing on their own domain. This policy explains what we store about you and the
        people who visit your website, why, who processes it for us, how long we keep it and what you can ask
        us to do with it.
      </p>

      <h2>What we store</h2>
      <h3>Before you create an account</h3>
      <p>
        What you type during onboarding (your business description, goals, chosen campaigns, website host and
        domain) stays in your own browser's local storage. It reaches our servers only when you sign up or
        sign in, so it can be linked to your account.
      </p>
      <h3>When you have an account</h3>
      <ul>
        <li>
          <strong>Account:</strong> your email address, which is also your username. Your password is handled
          by our sign-in service (Amazon Cognito); we never see or store it in readable form.
        </li>
        <li>
          <strong>Business description and goals:</strong> the text you write about your business and what you
          want email marketing to achieve.
        </li>
        <li>
          <strong>Your email setup:</strong> the campaigns you selected, your website host, your domain, the
          DNS records we generate for sending mail from it (MX, SPF, DKIM, DMARC), their verification status
          and the DNS provider we detect for the domain.
        </li>
        <li>
          <strong>Tracking events:</strong> if you install our tracking pixel on your website, it sends us
          events from your visitors' browsers: the event name, any event data your site passes, the page
          address and the time. We do not set cookies on your visitors' browsers and we do not combine these
          events with data from other websites.
        </li>
        <li>
          <strong>Email projects:</strong> your email templates, the chat you have with the AI assistant about
          them, the changes it proposes, the versions you save, the images you upload and the recipient
          addresses of the test emails you send.
        </li>
        <li>
          <strong>Plan:</strong> which plan you are on and whether your subscription is active. When paid
          plans are bought, card details are entered on our payment provider's page; we never receive your
          full card number.
        </li>
        <li>
          <strong>Technical logs:</strong> our hosting provider records requests (IP address, browser type,
          time) to keep the service secure and working. We use them only for security and troubleshooting.
        </li>
      </ul>

      <h2>How we use it</h2>
      <ul>
        <li>
          To run the service you asked for: save your progress, set up and verify your sending domain, report
          on your tracking pixel, and build, preview and send your emails.
        </li>
        <li>
          To draft and edit emails with the AI assistant. Your prompts and email content are sent to the AI
          model only to produce your answer; the model provider does not use them to train its models.
        </li>
        <li>
          To contact you about your account, security or changes to this policy. We do not send you marketing
          email unless you ask for it, and we never sell your data.
        </li>
      </ul>

      <h2>Who processes it for us</h2>
      <p>
        Jungle Mail runs on Amazon Web Services (AWS). AWS stores and processes data on our behalf: the
        database (Amazon DynamoDB), uploaded images (Amazon S3), sign-in (Amazon Cognito), sending of test
        emails and domain verification (Amazon SES) and the AI assistant (Amazon Bedrock). AWS acts as our
        processor under its data processing terms and may not use your data for its own purposes. Payments for
        paid plans are handled by our payment provider under its own privacy policy.
      </p>

      <h2>How long we keep it</h2>
      <ul>
        <li>
          <strong>Tracking events</strong> are deleted automatically {TRACKING_RETENTION_DAYS} days after they
          are received.
        </li>
        <li>
          <strong>Everything else</strong> is kept while your account exists. When you ask us to delete your
          account, we delete your account, setup, projects and uploaded images within 30 days.
        </li>
        <li>
          <strong>Technical logs</strong> are kept for a limited period for security, then deleted.
        </li>
      </ul>

      <h2>Cookies and local storage</h2>
      <p>
        We use no advertising or analytics cookies. The app keeps your sign-in session and, before you sign
        up, your onboarding progress in your browser's local storage. Signing out removes the session;
        clearing your browser's site data removes the rest.
      </p>

      <h2>Your rights</h2>
      <p>
        You can ask us for a copy of your data, to correct it, to delete it or to stop processing it. Write to{' '}
        <SupportLink /> from the email address of your account and we will answer within 30 days. If you are
        in the EU, the UK or another place with data-protection law, you may also complain to your local
        supervisory authority.
      </p>

      <h2>Your website visitors</h2>
      <p>
        If you install the tracking pixel, you decide to collect your visitors' events and we process them on
        your behalf. Tell your visitors about it in your own privacy notice and ask for consent where the law
        requires it. The <Link to={paths.termsOfService}>Terms of Service</Link> describe your
        responsibilities.
      </p>

      <h2>Security</h2>
      <p>
        All traffic is encrypted in transit (HTTPS) and data is encrypted at rest. Each request that touches
        your data is checked against your signed-in identity, so no other account can read it.
      </p>

      <h2>Children</h2>
      <p>Jungle Mail is a tool for businesses and is not meant for anyone under 16.</p>

      <h2>Changes to this policy</h2>
      <p>
        When we change this policy we update the date at the top of this page and, for significant changes,
        tell signed-in users by email before the change applies.
      </p>
    </LegalPage>
  );
}
