import { ComingSoon } from '../../components/coming-soon/ComingSoon';

export function DashboardPage() {
  return (
    <ComingSoon
      name="My Email Templates"
      purpose="Your email projects, with the date each was last edited."
    />
  );
}
