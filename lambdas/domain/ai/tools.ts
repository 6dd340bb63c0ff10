import * as z from 'zod/mini';
import { changeSchema, elementSchema } from '../../../shared/email';
import type { ChatMode } from '../../../shared/contracts/ai';
import type { LlmTool } from '../../ports/llm';

/**
 * The three tools of a chat turn (one model call per turn): the model must call exactly one of them.
 * Their input schemas are generated from these zod schemas, so what the model is told and what the
 * server accepts are one definition.
 */
export const TOOL = {
  clarify: 'ask_clarification',
  propose: 'propose_changes',
  answer: 'answer',
} as const;
export type ToolName = (typeof TOOL)[keyof typeof TOOL];

export const clarificationInput = z.object({
  question: z.string().check(z.minLength(1), z.maxLength(1000)),
  suggestions: z.array(z.string().check(z.minLength(1), z.maxLength(200))).check(z.maxLength(6)),
});
export const answerInput = z.object({ message: z.string().check(z.minLength(1), z.maxLength(8000)) });
export const proposeInput = z.object({
  rationale: z.string().check(z.maxLength(2000)),
  changes: z.array(changeSchema).check(z.minLength(1), z.maxLength(80)),
});

/** Minor Edit: only element edits, and only of elements that exist now. */
export function minorEditInput(elementIds: string[]) {
  const target = elementIds.length > 0 ? z.enum(elementIds as [string, ...string[]]) : z.never();
  return z.object({
    rationale: z.string().check(z.maxLength(2000)),
    changes: z
      .array(
        z.object({
          change_type: z.literal('element_edit'),
          target_id: target,
          new_content: elementSchema,
          old_content: z.optional(elementSchema),
        }),
      )
      .check(z.minLength(1), z.maxLength(40)),
  });
}

export function jsonSchemaOf(schema: z.ZodMiniType): Record<string, unknown> {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', reused: 'ref' });
  delete (json as { $schema?: unknown }).$schema;
  return json as Record<string, unknown>;
}

const DESCRIPTIONS: Record<ToolName, string> = {
  ask_clarification:
    'Ask the user one short question when the request is too vague to act on. Offer 2-4 suggested answers.',
  propose_changes:
    'Propose changes to the email. Each change is applied in order and reviewed by the user before it lands. ' +
    'For a first email on an empty document, add sections with section_add.',
  answer: 'Answer a question about the email or the business in plain words (markdown allowed, no HTML).',
};

const MINOR_EDIT =
  'Propose edits of existing elements (element_edit only; keep each id and send the whole element). ' +
  'The user reviews each change before it lands.';

const tool = (name: ToolName, schema: z.ZodMiniType, description = DESCRIPTIONS[name]): LlmTool => ({
  name,
  description,
  inputSchema: jsonSchemaOf(schema),
});

const cache = new Map<string, LlmTool>();
const cached = (key: string, make: () => LlmTool): LlmTool => {
  let t = cache.get(key);
  if (!t) cache.set(key, (t = make()));
  return t;
};

/** Mode -> tools offered (docs/product.md › Chat modes): ask answers only; edit edits existing elements; major all. */
export function toolsFor(mode: ChatMode, elementIds: string[]): LlmTool[] {
  const answer = cached('answer', () => tool(TOOL.answer, answerInput));
  if (mode === 'ask') return [answer];
  const clarify = cached('clarify', () => tool(TOOL.clarify, clarificationInput));
  if (mode === 'edit') return [tool(TOOL.propose, minorEditInput(elementIds), MINOR_EDIT), clarify, answer];
  return [cached('propose', () => tool(TOOL.propose, proposeInput)), clarify, answer];
}
