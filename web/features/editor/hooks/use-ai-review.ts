/**
 * Accepting and rejecting the AI's pending changes from the workspace (docs/product.md › Pending changes
 * manage-pending-changes). Unsaved hand edits are saved first, so the server applies the changes to
 * the document on screen; an accepted document then replaces the editor's as one undoable step, and the
 * autosave continues from the version the server recorded. Failures are the toasts of docs/product.md › Editor toasts.
 */
import { useState } from 'react';
import { emailDocumentSchema } from '../../../../shared/email';
import { toast } from '../../../lib/toast';
import { managePending } from '../../chat/chat-api';
import type { ReviewAction } from '../../chat/ReviewList';
import type { ChatApi } from '../../chat/use-chat';
import type { EditorDocumentApi } from './use-editor-document';
import type { useAutosave } from './use-autosave';

export const REVIEW_ERROR_TITLES: Record<ReviewAction['operation'], string> = {
  accept_one: 'Error Accepting Change',
  reject_one: 'Error Rejecting Change',
  accept_batch: 'Error Accepting Batch',
  reject_batch: 'Error Rejecting Batch',
};

interface Options {
  projectId: string;
  chat: ChatApi;
  editor: EditorDocumentApi;
  save: ReturnType<typeof useAutosave>;
  onSaved: () => void;
}

export function useAiReview({ projectId, chat, editor, save, onSaved }: Options) {
  const [busy, setBusy] = useState(false);
  const act = async (action: ReviewAction) => {
    const fail = (description: string) =>
      toast({ title: REVIEW_ERROR_TITLES[action.operation], description, variant: 'destructive' });
    setBusy(true);
    try {
      if (save.dirty() && !(await save.saveNow(false)))
        throw new Error('Your latest edits could not be saved first. Please try again.');
      const res = await managePending(projectId, action);
      if (res.accepted.length > 0 && res.updatedTemplate) {
        editor.replace(emailDocumentSchema.parse(res.updatedTemplate));
        save.resolveConflict(res.version, true);
        onSaved();
      }
      if (res.failed.length > 0) fail(res.failed.map((f) => f.reason).join(' '));
    } catch (error) {
      fail(error instanceof Error ? error.message : String(error));
    } finally {
      await chat.reload();
      setBusy(false);
    }
  };
  return { busy, act };
}
