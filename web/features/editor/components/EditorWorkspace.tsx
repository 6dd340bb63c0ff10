/**
 * The editor workspace of one project: header, resizable preview and side pane, the link modal and the
 * file picker. Every edit is a typed change (use-editor-document); saving is use-autosave's.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { VersionSummary } from '../../../../shared/contracts/editor';
import {
  findElement,
  previewListLinks,
  renderEmailHtml,
  withListLinks,
  type EmailDocument,
} from '../../../../shared/email';
import { paths } from '../../../config/paths';
import { toast } from '../../../lib/toast';
import { ApplyBrandButton } from '../../brand/ApplyBrandButton';
import { ChatTab } from '../../chat/ChatTab';
import { SaveAsTemplateButton } from '../../templates/SaveAsTemplateButton';
import { takeFirstTurn } from '../../chat/first-turn';
import { previewWithPending } from '../../chat/pending-preview';
import { ProgressScreen } from '../../chat/ProgressScreen';
import { useChat } from '../../chat/use-chat';
import { renameProject } from '../api/rename-project';
import { restoreVersion } from '../api/restore-version';
import { useAiReview } from '../hooks/use-ai-review';
import { useAutosave } from '../hooks/use-autosave';
import { useEditorDocument } from '../hooks/use-editor-document';
import { useImageUpload } from '../hooks/use-image-upload';
import { useLinkedElement } from '../hooks/use-linked-element';
import { useUndoKeys } from '../hooks/use-undo-keys';
import { linkOf, withImage, withLink, type UploadedImage } from '../model/element-links';
import { newElement, type PaletteType } from '../model/element-factory';
import { canSaveLink, INVALID_URL_TOAST } from '../model/link-url';
import * as ops from '../model/operations';
import { writeHandoff } from '../model/send-handoff';
import { versionTitle } from '../model/version-title';
import { ConflictDialog } from './ConflictDialog';
import { EditorHeader } from './EditorHeader';
import { ElementPanel } from './ElementPanel';
import { EmailSettingsDialog } from './EmailSettingsDialog';
import { LeaveGuard } from './LeaveGuard';
import { LinkModal } from './LinkModal';
import { Outline } from './Outline';
import { Palette } from './Palette';
import { PreviewPane } from './PreviewPane';
import { ResizableWorkspace } from './ResizableWorkspace';
import { SidePane } from './SidePane';
import { UploadBar } from './UploadBar';
import { VersionsPanel, versionsKey } from './VersionsPanel';
import styles from './Workspace.module.css';

export interface LoadedProject {
  id: string;
  name: string;
  version: number;
  document: EmailDocument;
}

export function EditorWorkspace({ project }: { project: LoadedProject }) {
  const editor = useEditorDocument(project.document, project.name);
  const { doc, apply, selectedId, select } = editor;
  const linkedElement = useLinkedElement(doc, select);
  const save = useAutosave({
    projectId: project.id,
    doc,
    revision: editor.revision,
    version: project.version,
  });
  const [link, setLink] = useState<{ elementId: string; index?: number } | undefined>();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  useUndoKeys(editor.undo, editor.redo);
  const chat = useChat(project.id, async () => (save.dirty() ? save.saveNow(false) : true));
  const review = useAiReview({
    projectId: project.id,
    chat,
    editor,
    save,
    onSaved: () => void queryClient.invalidateQueries({ queryKey: versionsKey(project.id) }),
  });
  const shown = useMemo(() => previewWithPending(doc, chat.pending), [doc, chat.pending]);
  const { send: sendTurn } = chat;
  // docs/product.md › Chat flow: the first-email screen's prompt is this project's first turn (Major Edit).
  useEffect(() => {
    const prompt = takeFirstTurn(sessionStorage, project.id);
    if (prompt) void sendTurn(prompt, 'major');
  }, [project.id, sendTurn]);

  const onUploaded = useCallback(
    async (elementId: string, img: UploadedImage) => {
      const place = findElement(doc, elementId);
      if (place) apply(ops.editElement(withImage(place.element, img)));
    },
    [doc, apply],
  );
  const images = useImageUpload(project.id, onUploaded);

  const saveLink = async (url: string) => {
    const target = link && findElement(doc, link.elementId);
    // Refused: the modal stays open with what was typed (nothing typed is lost).
    if (target && !canSaveLink(url)) return void toast({ ...INVALID_URL_TOAST, variant: 'destructive' });
    setLink(undefined);
    if (!target) return;
    apply(ops.editElement(withLink(target.element, url, link.index)));
    // Let the edit land, then save it at once.
    await new Promise((r) => setTimeout(r, 0));
    if (await save.saveNow(false)) toast({ title: 'Link Updated' });
    else
      toast({
        title: 'Save Error',
        description: 'Could not save link change to server.',
        variant: 'destructive',
      });
  };

  const explicitSave = async () => {
    if (await save.saveNow(true)) {
      toast({ title: 'Manual changes saved to database.' });
      void queryClient.invalidateQueries({ queryKey: versionsKey(project.id) });
    } else if (save.status !== 'conflict') {
      toast({
        title: 'Error',
        description: 'Could not save your changes. They are kept here; retrying.',
        variant: 'destructive',
      });
    }
  };

  // The title only: the subject (the document's name, set in Settings) stays as typed (issue 29).
  const rename = async (next: string) => {
    await renameProject(project.id, next);
    editor.rename(next);
  };

  const restore = async (v: VersionSummary) => {
    if (save.dirty()) await save.saveNow(false);
    try {
      const res = await restoreVersion(project.id, v.id, save.version());
      editor.replace(res.document);
      save.resolveConflict(res.version, true);
      toast({
        title: 'Version restored',
        description: `${versionTitle(v)}. Undo brings your previous email back.`,
      });
      void queryClient.invalidateQueries({ queryKey: versionsKey(project.id) });
    } catch (error) {
      toast({
        title: 'Error',
        description: error instanceof Error ? error.message : String(error),
        variant: 'destructive',
      });
    }
  };

  const send = async () => {
    try {
      if (save.dirty() && !(await save.saveNow(false))) throw new Error('not saved');
      const html = renderEmailHtml(withListLinks(doc, previewListLinks(window.location.origin)), {
        mode: 'send',
      });
      writeHandoff(sessionStorage, {
        projectId: project.id,
        version: save.version(),
        subject: doc.name,
        html,
        document: doc,
      });
      navigate(paths.sendEmail);
    } catch {
      toast({
        title: 'Error',
        description: 'Could not prepare email content for sending.',
        variant: 'destructive',
      });
    }
  };

  const add = (type: PaletteType) => {
    let at = ops.insertionPoint(doc, selectedId);
    const changes = [];
    if (!at) {
      const s = ops.addSection(doc);
      changes.push(...s.changes);
      at = { parentId: s.id };
    }
    const el = newElement(type);
    apply([...changes, ...ops.addElement(at.parentId, el, at.position)], undefined, el.id);
  };
  const addSection = () => {
    const s = ops.addSection(doc, doc.sections.find((x) => x.id === selectedId)?.id);
    apply(s.changes, undefined, s.id);
  };

  const editTab = (
    <>
      <ApplyBrandButton
        projectId={project.id}
        saveFirst={async () => !save.dirty() || save.saveNow(false)}
        onApplied={chat.reload}
      />
      <SaveAsTemplateButton
        projectId={project.id}
        defaultName={editor.title}
        saveFirst={async () => !save.dirty() || save.saveNow(false)}
      />
      <Palette onAdd={add} onAddSection={addSection} />
      <ElementPanel
        doc={doc}
        selectedId={selectedId}
        apply={apply}
        onSelect={select}
        onEditLink={(elementId, index) => setLink({ elementId, index })}
        onPickImage={images.pick}
      />
      <Outline
        doc={doc}
        selectedId={selectedId}
        onSelect={select}
        onMove={(c, id) => apply(c, undefined, id)}
      />
    </>
  );
  const linkTarget = link ? findElement(doc, link.elementId) : undefined;

  return (
    <div className={styles.workspace} data-fills-window>
      <EditorHeader
        projectId={project.id}
        title={editor.title}
        onRename={rename}
        status={save.status}
        canUndo={editor.canUndo}
        canRedo={editor.canRedo}
        onUndo={editor.undo}
        onRedo={editor.redo}
        onSave={() => void explicitSave()}
        onSettings={() => setSettingsOpen(true)}
        onSend={() => void send()}
      />
      <UploadBar progress={images.progress} />
      <ResizableWorkspace
        preview={
          <>
            {chat.progress && <ProgressScreen {...chat.progress} />}
            <PreviewPane
              doc={shown.doc}
              highlights={shown}
              selectedId={selectedId}
              onSelect={select}
              onPlaceholder={(c) =>
                c.kind === 'image'
                  ? images.pick(c.elementId)
                  : setLink({ elementId: c.elementId, index: c.index })
              }
            />
          </>
        }
        side={
          <SidePane
            initial={linkedElement === undefined ? undefined : 'edit'}
            tabs={[
              {
                id: 'chat',
                label: 'Chat',
                content: (
                  <ChatTab
                    chat={chat}
                    doc={doc}
                    reviewBusy={review.busy}
                    onReview={(a) => void review.act(a)}
                    onFocus={select}
                  />
                ),
              },
              { id: 'edit', label: 'Edit', content: editTab },
              {
                id: 'history',
                label: 'History',
                content: <VersionsPanel projectId={project.id} onRestore={restore} />,
              },
            ]}
          />
        }
      />
      <input {...images.inputProps} />
      {link && linkTarget && (
        <LinkModal
          initial={linkOf(linkTarget.element, link.index) ?? ''}
          onCancel={() => setLink(undefined)}
          onSave={(u) => void saveLink(u)}
        />
      )}
      {settingsOpen && (
        <EmailSettingsDialog
          doc={doc}
          apply={(c, key) => apply(c, key)}
          onClose={() => setSettingsOpen(false)}
        />
      )}
      <LeaveGuard save={save} />
      {save.status === 'conflict' && (
        <ConflictDialog projectId={project.id} save={save} onReload={editor.replace} />
      )}
    </div>
  );
}
