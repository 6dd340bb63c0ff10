import { DescriptionStep } from './DescriptionStep';

/** /business-overview (docs/product.md › Describing the business): the description step again, reached from the review page's Edit button. */
export function BusinessOverviewPage() {
  return (
    <DescriptionStep
      path="/business-overview"
      title="Business Overview"
      intro="Tell us what your business does, who buys from you and what you sell. We use it to suggest the right emails."
      submitLabel="Confirm Business Overview & Continue"
    />
  );
}
