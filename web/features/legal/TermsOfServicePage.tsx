import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { LegalPage, SupportLink } from './LegalPage';

export function TermsOfServicePage() {
  return (
    <LegalPage title="Terms of Service">
      <p>
        These terms are an agreement between you and Jungle Mail for the use of the Jungle Mail web
        application (the "service"). By creating an account you accept them. If you use the service for a
        company, you accept them on its behalf and confirm that you may do so.
      </p>

      <h2>1. The service</h2>
      <p>
        Jungle Mail guides you through setting up email marketing on your own domain: describing your
        business, choosing campaigns, configuring the DNS records that let you send email from your domain,
        installing a website tracking pixel, and writing emails with an AI assistant. Some features are still
        being built; we say so on the pages concerned.
      </p>

      <h2>2. Your account</h2>
      <ul>
        <li>
          You need a valid email address you control. Keep your password to yourself; you are responsible for
          what happens under your account.
        </li>
        <li>
          Tell us at <SupportLink /> straight away if you think someone else has used your account.
        </li>
        <li>You must be at least 16 years old and able to enter a binding contract.</li>
      </ul>

      <h2>3. Acceptable use</h2>
      <p>You agree not to use Jungle Mail to:</p>
      <ul>
        <li>send email to people who have not agreed to receive it, or buy, rent or scrape email lists;</li>
        <li>
          send email without a working unsubscribe option or without your real business identity and postal
          address where the law (for example CAN-SPAM, GDPR, PECR or CASL) requires them;
        </li>
        <li>send phishing, malware, deceptive, unlawful, hateful or sexually explicit content;</li>
        <li>set up a domain you do not own or are not allowed to manage;</li>
        <li>break, overload or probe the service, or get around its plan limits.</li>
      </ul>
      <p>
        We may suspend sending or the account concerned when we see abuse, and we will tell you why unless the
        law prevents it.
      </p>

      <h2>4. Your content</h2>
      <p>
        You keep every right to what you create and upload: business descriptions, email text, images and your
        tracking data. You give us permission to store, process and display it only as needed to run the
        service for you. You confirm that you have the rights to the images and text you upload.
      </p>

      <h2>5. AI-generated content</h2>
      <p>
        The AI assistant drafts and edits emails from your instructions. Its output can be wrong or
        unsuitable. Review every email before you send it; you are responsible for what you send.
      </p>

      <h2>6. Your domain and DNS</h2>
      <p>
        We generate DNS records for sending email from your domain and check whether they are in place. You
        add them at your DNS provider yourself. We design the records not to disturb your existing email, but
        you remain responsible for your domain's settings; keep a note of any record you change.
      </p>

      <h2>7. Tracking pixel</h2>
      <p>
        If you install the tracking pixel on your website, you are the party deciding to collect your
        visitors' events. You must tell your visitors in your own privacy notice and obtain consent where the
        law requires it. Events are kept for 90 days; see the{' '}
        <Link to={paths.privacyPolicy}>Privacy Policy</Link>.
      </p>

      <h2>8. Plans and payment</h2>
      <ul>
        <li>Free: $0, one email project, basic templates, preview and test sending.</li>
        <li>Pro: $19 per month, up to 25 email projects plus advanced templates, analytics and tracking.</li>
        <li>
          Premium: $49 per month, unlimited email projects plus custom templates, custom branding and API
          access.
        </li>
      </ul>
      <p>
        Paid plans are billed monthly in advance and renew until you cancel. You can cancel at any time; the
        plan stays active until the end of the period you paid for, and we do not refund partial months unless
        the law requires it. If we change prices, we tell you at least 30 days before your next renewal.
      </p>

      <h2>9. Availability and changes</h2>
      <p>
        We work to keep Jungle Mail available and your data safe, but we do not promise uninterrupted service.
        We may change or stop features; if we stop the whole service we will give you at least 30 days' notice
        to export your data.
      </p>

      <h2>10. Disclaimers and liability</h2>
      <p>
        The service is provided "as is". We do not guarantee that your emails will be delivered or reach the
        inbox, since that depends on mailbox providers and your recipients. To the extent the law allows, our
        total liability to you for any claim is limited to the amount you paid us in the 12 months before the
        claim, and we are not liable for indirect or consequential losses such as lost profits. Nothing in
        these terms limits liability that cannot be limited by law.
      </p>

      <h2>11. Ending the agreement</h2>
      <p>
        You may stop using the service and ask us to delete your account at any time. We may end these terms
        if you seriously or repeatedly break them. After your account ends we delete your data as described in
        the <Link to={paths.privacyPolicy}>Privacy Policy</Link>.
      </p>

      <h2>12. Changes to these terms</h2>
      <p>
        When we change these terms we update the date at the top of this page. For significant changes we tell
        signed-in users by email at least 30 days before they apply; continuing to use the service after that
        means you accept them.
      </p>
    </LegalPage>
  );
}
