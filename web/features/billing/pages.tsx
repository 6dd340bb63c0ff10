/** Both /subscription-plan and /subscription lead to the plan page (docs/product.md › Plans); /local-checkout is its test checkout. */
export { SubscriptionPlanPage } from './SubscriptionPlanPage';
export { LocalCheckoutPage } from './LocalCheckoutPage';
