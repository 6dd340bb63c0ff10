import { DescriptionStep, type Example } from './DescriptionStep';

/** Prompts that help a shop owner say more; each adds the start of a sentence to finish. */
export const clarificationExamples: readonly Example[] = [
  { question: 'Who your customers are', starter: 'My customers are ' },
  { question: 'What makes your products special', starter: 'What makes my products special is ' },
  { question: 'How people find you today', starter: 'Most customers find me through ' },
  { question: 'What you want customers to do more often', starter: 'I would like customers to ' },
];

/**
 * /business-clarification (issue 3): not in the normal path; refine the business description with a few example
 * prompts. Saves like /business-overview.
 */
export function BusinessClarificationPage() {
  return (
    <DescriptionStep
      path="/business-clarification"
      title="Tell Us a Bit More"
      intro="The more we know about your business, the better your emails. Add to your description, or pick a prompt below to get started."
      submitLabel="Save & Continue"
      examples={clarificationExamples}
    />
  );
}
