import { emailDocumentSchema, parseEmailDocument, type EmailDocument } from '../../../shared/email';
import type { Llm, LlmEvent, LlmRequest } from '../../ports/llm';
import { answerFromFacts } from './offline/facts';
import { composeFirstEmail, firstEmailRationale } from './offline/first-email';
import { parseMinorEdit } from './offline/minor-edits';
import { afterLastQuote } from './offline/quoted';
import { clarificationFor, isVague } from './offline/vague';

/** How much of the tool input each streamed piece carries, so the offline path streams like a model. */
const CHUNK = 80;

const CAN_DO = ['Make the button green', 'Change the headline to "Summer sale"', 'Make the text shorter'];

/**
 * The default composer when no model is configured (AI_PROVIDER=offline). It is not a model and never
 * says it is one: its provider is 'offline' and the UI shows it. It reads the turn as data
 * (LlmRequest.context): a first email from the business setup and the request, with the copy of the
 * campaign asked for or chosen (offline/copy); simple edits it can parse; a clarification when the request is too
 * vague; and Just Ask answers computed from the document.
 */
/** The rationale of a Minor Edit, saying what was left undone when the message asked for more. */
function editRationale(message: string): string {
  const rest = afterLastQuote(message);
  return rest
    ? `Offline composer: "${message}". The quoted text is used as written; "${rest}" needs an AI model, so that part is left as it is.`
    : `Offline composer: "${message}".`;
}

export class OfflineLlm implements Llm {
  readonly provider = 'offline';

  decide(request: LlmRequest): { name: string; input: unknown } {
    const ctx = request.context;
    if (!ctx)
      return {
        name: 'answer',
        input: { message: 'Offline composer: this request carries no turn to compose.' },
      };
    const parsed = parseEmailDocument(ctx.document ?? { sections: [] });
    const doc: EmailDocument = parsed.ok ? parsed.data : emailDocumentSchema.parse({ sections: [] });
    const setup = ctx.setup;
    if (ctx.mode === 'ask') return { name: 'answer', input: { message: answerFromFacts(ctx.message, doc) } };
    const ask = { message: ctx.message, earlier: ctx.request };
    if (doc.sections.length === 0 && ctx.mode === 'major') {
      if (!ctx.request && isVague(ctx.message, setup?.selectedCampaignIds ?? []))
        return { name: 'ask_clarification', input: clarificationFor(setup?.selectedCampaignIds ?? []) };
      return {
        name: 'propose_changes',
        input: {
          rationale: firstEmailRationale(ask, setup),
          changes: composeFirstEmail(ask, setup, ctx.brand),
        },
      };
    }
    const edits = parseMinorEdit(ctx.message, doc);
    if (edits)
      return {
        name: 'propose_changes',
        input: { rationale: editRationale(ctx.message), changes: edits },
      };
    return {
      name: 'ask_clarification',
      input: {
        question:
          'The offline composer can only make simple edits (no AI model is connected). Which of these would you like?',
        suggestions: CAN_DO,
      },
    };
  }

  async *stream(request: LlmRequest): AsyncIterable<LlmEvent> {
    const call = this.decide(request);
    const id = 'offline-' + globalThis.crypto.randomUUID();
    yield { type: 'tool_start', id, name: call.name };
    const json = JSON.stringify(call.input);
    for (let i = 0; i < json.length; i += CHUNK)
      yield { type: 'tool_input', id, delta: json.slice(i, i + CHUNK) };
    yield { type: 'stop', reason: 'tool_use' };
  }
}
