/**
 * The editor's state in one pure reducer over the history module (used by use-editor-document): the
 * document being edited with its undo/redo history, the selection, and the email's title. The title (the
 * project's name, shown in the header and the project list) and the subject (the document's `name`, set in
 * Settings, what a test mail and a campaign are sent with) are separate: a rename changes the title only, so
 * it never touches the document, its history or the autosave. `revision` counts document changes, so the
 * autosave can tell saved from unsaved. Table-tested in tests/unit/web/editor-state.test.ts.
 */
import type { EditorChangeInput, EmailDocument } from '../../../../shared/email';
import {
  canRedo,
  canUndo,
  edit,
  redo,
  replaceDocument,
  startHistory,
  undo,
  type EditorHistory,
} from '../model/history';

export interface EditorState {
  history: EditorHistory;
  revision: number;
  selectedId: string | undefined;
  /** Why the last edit was refused (shown quietly), if it was. */
  refused: string | undefined;
  /** The project's name (renamed on its own route), not the subject. */
  title: string;
}

export type EditorAction =
  | { type: 'load'; doc: EmailDocument }
  | { type: 'edit'; changes: EditorChangeInput[]; key?: string; select?: string }
  | { type: 'replace'; doc: EmailDocument }
  | { type: 'rename'; title: string }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'select'; id: string | undefined };

export const initialEditorState = (doc: EmailDocument, title: string): EditorState => ({
  history: startHistory(doc),
  revision: 0,
  selectedId: undefined,
  refused: undefined,
  title,
});

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case 'load':
      return initialEditorState(action.doc, state.title);
    case 'edit':
    case 'replace': {
      const r =
        action.type === 'edit'
          ? edit(state.history, action.changes, action.key)
          : replaceDocument(state.history, action.doc);
      if (!r.ok) return { ...state, refused: r.reason };
      const selectedId =
        action.type === 'edit' && action.select !== undefined ? action.select : state.selectedId;
      return { ...state, history: r.history, revision: state.revision + 1, selectedId, refused: undefined };
    }
    case 'rename':
      return state.title === action.title ? state : { ...state, title: action.title };
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
