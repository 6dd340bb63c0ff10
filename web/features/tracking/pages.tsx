import { ComingSoon } from '../../components/coming-soon/ComingSoon';

export function WebsiteTrackingPage() {
  return (
    <ComingSoon
      name="Website Tracking Pixel"
      purpose="Copy a small script onto your website and test that it reports visits."
    />
  );
}
