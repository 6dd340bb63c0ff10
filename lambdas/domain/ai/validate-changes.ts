import type * as z from 'zod/mini';
import type { ChatMode } from '../../../shared/contracts/ai';
import {
  applyChange,
  unusableUrlReason,
  unusableUrls,
  type EmailChange,
  type EmailDocument,
} from '../../../shared/email';
import { formatIssue } from '../../../shared/email/issues';
import { answerInput, clarificationInput, minorEditInput, proposeInput, TOOL } from './tools';
import { allElementIds } from './element-ids';
import { expandCompact } from './compact-keys';
import { compactValue } from './compact-document';
import { findElement } from '../../../shared/email';

export type ToolVerdict =
  | { ok: true; kind: 'answer'; message: string }
  | { ok: true; kind: 'clarification'; question: string; suggestions: string[] }
  | { ok: true; kind: 'changes'; rationale: string; changes: EmailChange[]; document: EmailDocument }
  | { ok: false; reasons: string[] };

const issues = (e: z.core.$ZodError): string[] => e.issues.map(formatIssue);

/**
 * Checks one tool call against its schema and, for proposed changes, applies every change in order to
 * the current document with applyChange, and looks for links and images the renderer would drop. Any
 * reason a change does not apply or would not work makes the whole call fail
 * (nothing half-applied), with a reason per failing change for the model's single repair.
 */
export function judgeToolCall(
  mode: ChatMode,
  document: EmailDocument,
  call: { name: string; input: unknown } | undefined,
): ToolVerdict {
  if (!call) return { ok: false, reasons: ['Call exactly one of the tools.'] };
  if (call.name === TOOL.answer) {
    const p = answerInput.safeParse(call.input);
    return p.success
      ? { ok: true, kind: 'answer', message: p.data.message }
      : { ok: false, reasons: issues(p.error) };
  }
  if (mode === 'ask') return { ok: false, reasons: [`In Just Ask mode only ${TOOL.answer} may be called.`] };
  if (call.name === TOOL.clarify) {
    const p = clarificationInput.safeParse(call.input);
    return p.success
      ? { ok: true, kind: 'clarification', question: p.data.question, suggestions: p.data.suggestions }
      : { ok: false, reasons: issues(p.error) };
  }
  if (call.name !== TOOL.propose) return { ok: false, reasons: [`There is no tool named "${call.name}".`] };
  const schema = mode === 'edit' ? minorEditInput(allElementIds(document)) : proposeInput;
  // A model may echo the compact form of the document it was shown (compact-keys.ts).
  const p = schema.safeParse(expandCompact(call.input));
  if (!p.success) return { ok: false, reasons: issues(p.error) };
  const changes = p.data.changes as EmailChange[];
  let doc = document;
  const reasons: string[] = [];
  const normalised: EmailChange[] = [];
  changes.forEach((given, i) => {
    const change = sameAsShown(doc, given);
    normalised.push(change);
    const applied = applyChange(doc, change);
    if (applied.ok) doc = applied.doc;
    else reasons.push(`changes[${i}] (${change.change_type}): ${applied.reason}`);
    // A link or image the renderer would drop is not a working change (issue 23): repaired, not stored.
    // One the edited element already has is the user's own, not proposed, so an edit may keep it.
    if ('new_content' in change) {
      const kept = new Set(unusableUrls(targetOf(document, change)).map((u) => u.url));
      for (const u of unusableUrls(change.new_content, 'new_content'))
        if (!kept.has(u.url)) reasons.push(`changes[${i}] (${change.change_type}): ${unusableUrlReason(u)}`);
    }
  });
  if (reasons.length) return { ok: false, reasons };
  return {
    ok: true,
    kind: 'changes',
    rationale: p.data.rationale,
    changes: normalised,
    document: doc,
  };
}

/** What an edit replaces, as the document has it now (undefined for an addition or a missing target). */
function targetOf(doc: EmailDocument, change: EmailChange): unknown {
  if (change.change_type === 'element_edit') return findElement(doc, change.target_id)?.element;
  if (change.change_type === 'section_edit') return doc.sections.find((s) => s.id === change.target_id);
  return undefined;
}

/**
 * The model saw the compact form (defaults left out), so an old_content it copies from there may lack
 * defaults the stored element spells out. When the two are the same as shown, old_content is the
 * stored one: the change is not stale. Anything that really differs is left for applyChange to refuse.
 */
function sameAsShown(doc: EmailDocument, change: EmailChange): EmailChange {
  if (!('old_content' in change) || change.old_content === undefined || change.old_content === null)
    return change;
  const current =
    change.change_type === 'element_edit' || change.change_type === 'element_delete'
      ? findElement(doc, change.target_id)?.element
      : doc.sections.find((s) => s.id === change.target_id);
  if (!current || compactValue(current) !== compactValue(change.old_content)) return change;
  return { ...change, old_content: current } as EmailChange;
}
