/**
 * The document being edited, its undo/redo history, the selection and the email's title, in one reducer
 * (editor-state.ts); this hook only dispatches. A rename changes the title, never the subject.
 */
import { useCallback, useMemo, useReducer } from 'react';
import type { EditorChangeInput, EmailDocument } from '../../../../shared/email';
import { canRedo, canUndo } from '../model/history';
import { editorReducer, initialEditorState } from './editor-state';

export function useEditorDocument(initial: EmailDocument, title: string) {
  const [state, dispatch] = useReducer(editorReducer, undefined, () => initialEditorState(initial, title));
  const apply = useCallback((changes: EditorChangeInput[] | undefined, key?: string, select?: string) => {
    if (changes && changes.length > 0) dispatch({ type: 'edit', changes, key, select });
  }, []);
  const actions = useMemo(
    () => ({
      apply,
      replace: (doc: EmailDocument) => dispatch({ type: 'replace', doc }),
      load: (doc: EmailDocument) => dispatch({ type: 'load', doc }),
      rename: (next: string) => dispatch({ type: 'rename', title: next }),
      undo: () => dispatch({ type: 'undo' }),
      redo: () => dispatch({ type: 'redo' }),
      select: (id: string | undefined) => dispatch({ type: 'select', id }),
    }),
    [apply],
  );
  return {
    doc: state.history.doc,
    title: state.title,
    revision: state.revision,
    selectedId: state.selectedId,
    refused: state.refused,
    canUndo: canUndo(state.history),
    canRedo: canRedo(state.history),
    ...actions,
  };
}

export type EditorDocumentApi = ReturnType<typeof useEditorDocument>;
