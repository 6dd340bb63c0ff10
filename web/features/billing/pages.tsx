/** Both /subscription-plan and /subscription lead to the plan page (spec 2 §2); /local-checkout is its test checkout. */
export { SubscriptionPlanPage } from './SubscriptionPlanPage';
export { LocalCheckoutPage } from './LocalCheckoutPage';
