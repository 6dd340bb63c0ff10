import * as z from 'zod';
import type { EmailChange } from '../email';

/**
 * The AI chat (docs/product.md › Chat panel, Pending changes, Chat modes, Chat flow).
 * One POST per turn; the answer streams back as newline-delimited JSON events (ChatEvent), so the
 * answer's text and the proposed changes appear while the model writes.
 */
export const CHAT_MODES = ['major', 'edit', 'ask'] as const;
export type ChatMode = (typeof CHAT_MODES)[number];
/** docs/product.md › Chat modes: "Default interaction mode: major". */
export const DEFAULT_MODE: ChatMode = 'major';
export const MODE_LABELS: Record<ChatMode, string> = {
  major: 'Major Edit',
  edit: 'Minor Edit',
  ask: 'Just Ask',
};
/** docs/product.md › Chat flow: "Chat history sent: last 5 messages". */
export const CHAT_HISTORY_SENT = 5;
export const MESSAGE_MAX_CHARS = 4000;

export const MESSAGES = {
  empty: 'Message cannot be empty',
  tooLong: `Messages can be at most ${MESSAGE_MAX_CHARS.toLocaleString('en-US')} characters. Please shorten yours.`,
  modeUnavailable: 'Mode Unavailable',
  /** docs/product.md › Chat errors. */
  firstDraft: "I've drafted your first email! Please review the proposed additions.",
  generationFailed:
    'I tried to create your email, but something went wrong with the initial setup. Please try again or contact support if the issue persists.',
  unexpected: 'An unexpected error occurred while generating your email.',
  errorPrefix: 'Sorry, I encountered an error: ',
  retrievalProblem:
    'Your email was created, but there was an issue retrieving reviewable changes. Please check the content.',
  projectCreateFailed: 'Failed to create a new project. Please try again.',
} as const;

/** docs/product.md › Chat errors: the default when a refused turn carries no message of its own. */
export const chatFailedDefault = (status: number): string => `Failed to generate changes (status ${status})`;

export const chatTurnRequestSchema = z.object({
  projectId: z.string().min(1).max(100),
  message: z.string().trim().min(1, MESSAGES.empty).max(MESSAGE_MAX_CHARS, MESSAGES.tooLong),
  mode: z.enum(CHAT_MODES).default(DEFAULT_MODE),
});
export type ChatTurnRequest = z.input<typeof chatTurnRequestSchema>;

export const MESSAGE_TYPES = [
  'error',
  'question',
  'clarification',
  'edit_request',
  'success',
  'answer',
  'edit_response',
] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

/** A stored chat message (docs/product.md › Chat panel), camelCase on the wire. */
export interface ChatMessage {
  id: string;
  projectId: string;
  role: 'user' | 'assistant';
  content: string;
  createdAt: string;
  isClarifyingChat: boolean;
  isError: boolean;
  messageType: MessageType;
  suggestions?: string[];
  /** Which provider answered ('offline', 'bedrock', 'openai'); assistant messages only. */
  provider?: string;
}

/** docs/product.md › Progress screens: clarifying, generating, loading; the percentages of the same section. */
export type ProgressStage = 'clarifying' | 'generating' | 'loading';

export type ChatResult =
  | { kind: 'answer'; message: string }
  | { kind: 'clarification'; question: string; suggestions: string[] }
  | { kind: 'changes'; batchId: string; rationale: string; changes: EmailChange[]; message: string };

export type ChatEvent =
  | { type: 'start'; provider: string }
  | { type: 'progress'; stage: ProgressStage; percent: number }
  /** Text of the answer or the question so far (a delta to append). */
  | { type: 'text'; delta: string }
  /** A proposed change, as soon as the model has written it whole (not yet validated). */
  | { type: 'change'; index: number; change: unknown }
  /** The model's changes did not all apply; it was asked once to repair them. */
  | { type: 'repair'; reasons: string[] }
  | { type: 'done'; result: ChatResult }
  | { type: 'error'; message: string }
  /**
   * Nothing else was written for the server's keep-alive interval (a silent model, or a long change
   * still being written): CloudFront cuts an origin that sends no byte for 60 s. `seconds` since the
   * last other event; it says nothing about how far the turn is.
   */
  | { type: 'waiting'; seconds: number };

/** docs/product.md › Pending changes, camelCase; `change` is the typed change itself (shared/email). */
export const PENDING_STATUSES = ['pending', 'accepted', 'rejected'] as const;
export type PendingStatus = (typeof PENDING_STATUSES)[number];
export interface PendingChange {
  id: string;
  projectId: string;
  batchId: string;
  changeType: EmailChange['change_type'];
  targetId: string | null;
  targetParentId: string | null;
  change: EmailChange;
  status: PendingStatus;
  aiRationale: string;
  createdAt: string;
  updatedAt: string;
  /** Set when accepting found the change no longer applies (the element changed meanwhile). */
  failedReason?: string;
}

/** manage-pending-changes (docs/product.md › Pending changes). */
export const MANAGE_OPERATIONS = ['accept_one', 'reject_one', 'accept_batch', 'reject_batch'] as const;
export const manageRequestSchema = z
  .object({
    operation: z.enum(MANAGE_OPERATIONS),
    batchId: z.string().min(1).max(100).optional(),
    changeId: z.string().min(1).max(100).optional(),
  })
  .refine((b) => (b.operation.endsWith('_batch') ? !!b.batchId : !!b.changeId), {
    message: 'Project or Batch ID is missing.',
  });
export type ManageRequest = z.infer<typeof manageRequestSchema>;
export interface ManageResponse {
  message: string;
  /** Set when something was accepted and saved. */
  newHtml: string | null;
  updatedTemplate: unknown;
  version: number;
  accepted: string[];
  rejected: string[];
  /** Changes that no longer apply, left pending with the reason. */
  failed: { id: string; reason: string }[];
}

/** The chat of a project as the editor loads it: messages, pending changes, the open question. */
export interface ChatState {
  messages: ChatMessage[];
  pending: PendingChange[];
  clarification: { question: string; request: string } | null;
}

/** The streaming chat endpoint: a Lambda function URL behind CloudFront in AWS, the local server here. */
export const AI_CHAT_PATH = '/api/ai/chat';
/**
 * The header carrying the Cognito token to the chat ("Bearer <token>"): behind CloudFront's origin
 * access control the Authorization header carries CloudFront's own signature. The local server also
 * accepts Authorization.
 */
export const CHAT_TOKEN_HEADER = 'x-jm-authorization';
