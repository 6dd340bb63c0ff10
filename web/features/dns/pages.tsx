import { ComingSoon } from '../../components/coming-soon/ComingSoon';

export function DnsConfirmationPage() {
  return (
    <ComingSoon
      name="Configure Your DNS"
      purpose="Add the MX, SPF, DKIM and DMARC records that let you send email from your domain, and verify them."
    />
  );
}
