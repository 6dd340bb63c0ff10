/**
 * The document being edited, its undo/redo history and the selection, in one reducer over the pure
 * history module. `revision` counts document changes, so the autosave can tell saved from unsaved.
 */
import { useCallback, useMemo, useReducer } from 'react';
import type { EditorChangeInput, EmailDocument } from '../../../../shared/email';
import {
  canRedo,
  canUndo,
  edit,
  redo,
  rename,
  replaceDocument,
  startHistory,
  undo,
  type EditorHistory,
} from '../model/history';

interface State {
  history: EditorHistory;
  revision: number;
  selectedId: string | undefined;
  /** Why the last edit was refused (shown quietly), if it was. */
  refused: string | undefined;
}

type Action =
  | { type: 'load'; doc: EmailDocument }
  | { type: 'edit'; changes: EditorChangeInput[]; key?: string; select?: string }
  | { type: 'replace'; doc: EmailDocument }
  | { type: 'rename'; name: string }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'select'; id: string | undefined };

function reducer(state: State, action: Action): State {
  switch (action.type) {
    case 'load':
      return { history: startHistory(action.doc), revision: 0, selectedId: undefined, refused: undefined };
    case 'edit':
    case 'replace': {
      const r =
        action.type === 'edit'
          ? edit(state.history, action.changes, action.key)
          : replaceDocument(state.history, action.doc);
      if (!r.ok) return { ...state, refused: r.reason };
      const selectedId =
        action.type === 'edit' && action.select !== undefined ? action.select : state.selectedId;
      return { history: r.history, revision: state.revision + 1, selectedId, refused: undefined };
    }
    case 'rename':
      return { ...state, history: rename(state.history, action.name), revision: state.revision + 1 };
    case 'undo':
    case 'redo': {
      const can = action.type === 'undo' ? canUndo(state.history) : canRedo(state.history);
      if (!can) return state;
      const history = action.type === 'undo' ? undo(state.history) : redo(state.history);
      return { ...state, history, revision: state.revision + 1, refused: undefined };
    }
    case 'select':
      return state.selectedId === action.id ? state : { ...state, selectedId: action.id };
  }
}

export function useEditorDocument(initial: EmailDocument) {
  const [state, dispatch] = useReducer(reducer, initial, (doc) =>
    reducer({} as State, { type: 'load', doc }),
  );
  const apply = useCallback((changes: EditorChangeInput[] | undefined, key?: string, select?: string) => {
    if (changes && changes.length > 0) dispatch({ type: 'edit', changes, key, select });
  }, []);
  const actions = useMemo(
    () => ({
      apply,
      replace: (doc: EmailDocument) => dispatch({ type: 'replace', doc }),
      load: (doc: EmailDocument) => dispatch({ type: 'load', doc }),
      rename: (name: string) => dispatch({ type: 'rename', name }),
      undo: () => dispatch({ type: 'undo' }),
      redo: () => dispatch({ type: 'redo' }),
      select: (id: string | undefined) => dispatch({ type: 'select', id }),
    }),
    [apply],
  );
  return {
    doc: state.history.doc,
    revision: state.revision,
    selectedId: state.selectedId,
    refused: state.refused,
    canUndo: canUndo(state.history),
    canRedo: canRedo(state.history),
    ...actions,
  };
}

export type EditorDocumentApi = ReturnType<typeof useEditorDocument>;
