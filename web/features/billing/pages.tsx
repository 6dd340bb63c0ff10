import { ComingSoon } from '../../components/coming-soon/ComingSoon';

/** Both /subscription-plan and /subscription lead here (spec 2 §2). */
export function SubscriptionPlanPage() {
  return (
    <ComingSoon name="Choose Your Plan" purpose="Compare the Free, Pro and Premium plans and pick one." />
  );
}
