import type { ChatEvent, ChatMode } from '../../../shared/contracts/ai';
import { MESSAGES } from '../../../shared/contracts/ai';
import { emailDocumentSchema } from '../../../shared/email';
import type { Ports as AllPorts } from '../../ports';
import { ownedProject } from '../editor/project-access';
import { DomainError } from '../errors';
import { getSetup } from '../items/setup';
import { getBrandKit } from '../items/brand-kit';
import { defaultBrandKit } from '../../../shared/contracts/brand';
import { listMessages, newMessage, saveMessage } from './chat-store';
import { setProjectClarification } from '../items/project';
import { pendingItems, saveBatch } from '../items/pending-change';
import { getSavedContent } from '../items/project-content';
import { aiBucketFor, consumeAiTurn } from './rate-limit';
import { runTurn, type TurnInput } from './run-turn';

/** The ports a chat turn reaches (the chat function wires the llm one: lambdas/wiring/llm.ts). */
export type ChatPorts = Pick<AllPorts, 'store' | 'clock' | 'llm'>;
type Ports = ChatPorts;

type Log = { warn: (message: string, extra: Record<string, unknown>) => void };
export interface TurnRequest {
  projectId: string;
  message: string;
  mode: ChatMode;
}
export interface PreparedTurn {
  userId: string;
  projectId: string;
  input: TurnInput;
}

/**
 * Everything a turn needs, checked before the answer starts streaming (so a refusal is a plain 4xx):
 * the caller's own project, the mode allowed for its document (docs/product.md › Chat modes), one AI
 * turn of the caller's hourly allowance, the business setup and the last 5 messages.
 */
export async function prepareTurn(
  ports: Ports,
  accountId: string,
  request: TurnRequest,
  log: Log,
): Promise<PreparedTurn> {
  const project = await ownedProject(ports.store, accountId, request.projectId);
  const clarification = project.clarificationContext;
  const content = await getSavedContent(ports.store, accountId, request.projectId);
  const document = content?.document ?? emailDocumentSchema.parse({ sections: [] });
  try {
    if (request.mode !== 'major' && document.sections.length === 0)
      throw new DomainError('invalid', 'mode_unavailable', MESSAGES.modeUnavailable);
    await consumeAiTurn(ports, accountId, await aiBucketFor(ports.store, accountId));
  } catch (error) {
    if (error instanceof DomainError) await storeRefusal(ports, request, !!clarification, error.message, log);
    throw error;
  }
  const setup = await getSetup(ports.store, accountId);
  const history = await listMessages(ports.store, request.projectId, log, 5);
  const brand = (await getBrandKit(ports.store, accountId)) ?? defaultBrandKit(setup?.domain);
  return {
    userId: accountId,
    projectId: request.projectId,
    input: {
      mode: request.mode,
      document,
      setup: setup && {
        businessDescription: setup.businessDescription,
        goals: setup.goals,
        selectedCampaignIds: setup.selectedCampaignIds,
        domain: setup.domain,
      },
      brand,
      history: history.filter((m) => !m.isError).map((m) => ({ role: m.role, content: m.content })),
      message: request.message,
      clarification,
    },
  };
}

/**
 * A turn refused before its answer streams (docs/product.md › Chat errors: errors are messages of the chat): the user's
 * message and the assistant's error, stored as a failed streamed turn stores them, so a reload shows them.
 * Only for the caller's own project (a foreign or missing one is refused before this, and nothing is kept).
 */
async function storeRefusal(
  ports: Ports,
  request: TurnRequest,
  clarifying: boolean,
  reason: string,
  log: Log,
) {
  const at = ports.clock.now();
  const { projectId, mode, message } = request;
  const type = mode === 'ask' ? 'question' : 'edit_request';
  await saveMessage(
    ports.store,
    newMessage(projectId, 'user', message, type, at, { isClarifyingChat: clarifying }),
    log,
  );
  // A millisecond later, so the pair reads back in order.
  const after = new Date(at.getTime() + 1);
  await saveMessage(
    ports.store,
    newMessage(projectId, 'assistant', MESSAGES.errorPrefix + reason, 'error', after),
    log,
  );
}

/**
 * Runs the turn, streaming its events, then stores it: the user's message, the assistant's reply
 * (answer, clarification with its suggestions, or the review message of a pending batch), the batch
 * itself, and the clarification context on the project. Message saves are swallowed (docs/product.md › Chat errors);
 * the batch is stored before `done` so the client never reviews a batch that is not there.
 */
export async function streamTurn(ports: Ports, turn: PreparedTurn, emit: (e: ChatEvent) => void, log: Log) {
  const { projectId, input } = turn;
  const now = () => ports.clock.now();
  await saveMessage(
    ports.store,
    newMessage(projectId, 'user', input.message, input.mode === 'ask' ? 'question' : 'edit_request', now(), {
      isClarifyingChat: !!input.clarification,
    }),
    log,
  );
  const outcome = await runTurn(ports.llm, input, emit);
  const provider = outcome.provider;
  if (!outcome.ok) {
    await saveMessage(
      ports.store,
      newMessage(projectId, 'assistant', outcome.message, 'error', now(), { provider }),
      log,
    );
    return outcome;
  }
  const result = outcome.result;
  if (result.kind === 'clarification') {
    await setProjectClarification(ports.store, turn.userId, projectId, {
      question: result.question,
      request: input.clarification?.request ?? input.message,
    });
    await saveMessage(
      ports.store,
      newMessage(projectId, 'assistant', result.question, 'clarification', now(), {
        isClarifyingChat: true,
        suggestions: result.suggestions,
        provider,
      }),
      log,
    );
  } else {
    if (input.clarification) await setProjectClarification(ports.store, turn.userId, projectId, undefined);
    if (result.kind === 'changes')
      await saveBatch(
        ports.store,
        pendingItems(projectId, result.batchId, result.changes, result.rationale, now()),
      );
    const type = result.kind === 'answer' ? 'answer' : 'edit_response';
    await saveMessage(
      ports.store,
      newMessage(projectId, 'assistant', result.message, type, now(), { provider }),
      log,
    );
  }
  emit({ type: 'done', result });
  return outcome;
}
