import { CHAT_HISTORY_SENT, type ChatMode } from '../../../shared/contracts/ai';
import { FONT_STACKS, type BrandKit } from '../../../shared/contracts/brand';
import type { EmailDocument } from '../../../shared/email';
import { emailTypes } from '../../../shared/onboarding/email-types';
import type { LlmMessage } from '../../ports/llm';
import { compactDocument } from './compact-document';
import { COMPACT_FORM_NOTE } from './compact-keys';
import { TOOL } from './tools';

/** What the prompt knows about the business (the caller's setup, docs/product.md › Chat flow). */
export interface BusinessSetup {
  businessDescription: string | null;
  goals: string[];
  selectedCampaignIds: string[];
  /** The website domain from the setup, when set. */
  domain?: string | null;
}

export interface PromptInput {
  mode: ChatMode;
  document: EmailDocument;
  setup: BusinessSetup | undefined;
  /** The account's brand kit (issue 33): new sections use its colours, font and button shape. */
  brand?: BrandKit | undefined;
  /** Earlier messages of the project, oldest first; only the last 5 are sent (docs/product.md › Chat flow). */
  history: { role: 'user' | 'assistant'; content: string }[];
  message: string;
  /** The question the user is answering, when the last turn asked one. */
  clarification?: { question: string; request: string };
}

const MODE_RULES: Record<ChatMode, string> = {
  major: `Mode: Major Edit. Build or restructure the email with ${TOOL.propose}; on an empty email add whole sections (section_add). Ask with ${TOOL.clarify} only when the request is too vague to write anything useful.`,
  edit: `Mode: Minor Edit. Change only existing elements with element_edit (keep each id; send the whole element). Do not add or remove sections.`,
  ask: `Mode: Just Ask. Answer with ${TOOL.answer}; do not change the email.`,
};

function businessBlock(setup: BusinessSetup | undefined): string {
  if (!setup) return 'Business: not described yet.';
  const chosen = emailTypes.filter((c) => setup.selectedCampaignIds.includes(c.id)).map((c) => c.name);
  return [
    `Business: ${setup.businessDescription?.trim() || 'not described yet.'}`,
    `Goals: ${setup.goals.length ? setup.goals.join('; ') : 'none given.'}`,
    `Campaigns chosen: ${chosen.length ? chosen.join(', ') : 'none yet.'}`,
  ].join('\n');
}

/** The brand kit in words, so a model's new sections match the shop's look. */
export function brandBlock(brand: BrandKit | undefined): string {
  if (!brand) return 'Brand: none set; use the email\u2019s current look.';
  const c = brand.colors;
  return [
    `Brand of "${brand.shopName}": buttons ${c.primary} (${brand.buttonShape}), accents ${c.accent}, background ${c.background}, text ${c.text}, links ${c.link}; font ${FONT_STACKS[brand.font]}.`,
    brand.logoUrl ? `Logo: ${brand.logoUrl} (use it as the header image).` : 'No logo yet.',
    'Use these colours for new buttons, links, dividers and quotes unless the customer asks otherwise.',
  ].join(' ');
}

export function systemPrompt(input: PromptInput): string {
  const empty = input.document.sections.length === 0;
  return [
    'You are the writing assistant of Jungle Mail, helping a small business owner write marketing email.',
    'Call exactly one tool. Write in the customer\u2019s own words where they gave them. Never write HTML: the email is a structured document rendered by the app.',
    'Use "@@PLACEHOLDER_IMAGE@@" for images and "@@PLACEHOLDER_LINK@@" for links you do not know. Any other link is a full https:// address with a domain (or mailto:, tel:); any other image a full https:// address.',
    MODE_RULES[input.mode],
    businessBlock(input.setup),
    brandBlock(input.brand),
    empty ? 'The email is empty.' : `${COMPACT_FORM_NOTE} ${compactDocument(input.document)}`,
  ].join('\n\n');
}

export function promptMessages(input: PromptInput): LlmMessage[] {
  const history = input.history.slice(-CHAT_HISTORY_SENT).map((m) => ({ role: m.role, content: m.content }));
  const message = input.clarification
    ? `My request: ${input.clarification.request}\nYou asked: ${input.clarification.question}\nMy answer: ${input.message}`
    : input.message;
  // Converse needs alternating roles starting with the user: merge neighbours of one role, and open
  // with a short user line when the last 5 begin with an assistant message.
  const out: LlmMessage[] =
    history[0]?.role === 'assistant' ? [{ role: 'user', content: '(Earlier in this chat)' }] : [];
  for (const m of [...history, { role: 'user' as const, content: message }]) {
    const last = out[out.length - 1];
    if (last && last.role === m.role) last.content += '\n\n' + m.content;
    else out.push({ ...m });
  }
  return out;
}
