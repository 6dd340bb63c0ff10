/**
 * The selected element's (or section's) editor: its own editor from the registry, its layout, and the
 * actions move up, move down, duplicate and delete.
 */
import {
  findElement,
  type EmailChangeInput,
  type EmailDocument,
  type EmailElement,
} from '../../../../shared/email';
import { Button } from '../../../components/ui';
import { LayoutFields } from '../element-editors/LayoutFields';
import { editorFor } from '../element-editors/registry';
import { typeLabel } from '../model/element-factory';
import * as ops from '../model/operations';
import { SectionFields } from './SectionFields';
import styles from './SidePane.module.css';

interface Props {
  doc: EmailDocument;
  selectedId: string | undefined;
  apply: (changes: EmailChangeInput[] | undefined, key?: string, select?: string) => void;
  onSelect: (id: string | undefined) => void;
  onEditLink: (elementId: string, index?: number) => void;
  onPickImage: (elementId: string) => void;
}

export function ElementPanel({ doc, selectedId, apply, onSelect, onEditLink, onPickImage }: Props) {
  if (!selectedId)
    return <p className={styles.hint}>Select an element in the preview or the outline to edit it.</p>;
  const section = doc.sections.find((s) => s.id === selectedId);
  const place = section ? undefined : findElement(doc, selectedId);
  if (!section && !place)
    return <p className={styles.hint}>The selected element is no longer in the email.</p>;

  const actions = section
    ? {
        up: () => apply(ops.moveSectionBy(doc, section.id, -1)),
        down: () => apply(ops.moveSectionBy(doc, section.id, 1)),
        duplicate: () => {
          const d = ops.duplicateSection(doc, section.id);
          apply(d?.changes, undefined, d?.id);
        },
        remove: () => {
          apply(ops.deleteSection(section.id));
          onSelect(undefined);
        },
      }
    : {
        up: () => apply(ops.moveElementBy(doc, selectedId, -1)),
        down: () => apply(ops.moveElementBy(doc, selectedId, 1)),
        duplicate: () => {
          const d = ops.duplicateElement(doc, selectedId);
          apply(d?.changes, undefined, d?.id);
        },
        remove: () => {
          apply(ops.deleteElement(selectedId));
          onSelect(place?.parentId);
        },
      };
  const name = section ? 'Section' : typeLabel(place!.element.type);

  return (
    <div className={styles.panel}>
      <h3 className={styles.panelTitle}>{name}</h3>
      <div className={styles.actions} role="group" aria-label={`${name} actions`}>
        <Button size="sm" variant="outline" onClick={actions.up}>
          Move up
        </Button>
        <Button size="sm" variant="outline" onClick={actions.down}>
          Move down
        </Button>
        <Button size="sm" variant="outline" onClick={actions.duplicate}>
          Duplicate
        </Button>
        <Button size="sm" variant="destructive" onClick={actions.remove}>
          Delete
        </Button>
      </div>
      {section ? (
        <SectionFields section={section} apply={apply} />
      ) : (
        <ElementFields
          element={place!.element}
          apply={apply}
          onEditLink={(i) => onEditLink(selectedId, i)}
          onPickImage={() => onPickImage(selectedId)}
        />
      )}
    </div>
  );
}

function ElementFields({
  element,
  apply,
  onEditLink,
  onPickImage,
}: {
  element: EmailElement;
  apply: Props['apply'];
  onEditLink: (index?: number) => void;
  onPickImage: () => void;
}) {
  const Editor = editorFor(element);
  const onChange = (next: EmailElement, field?: string) =>
    apply(ops.editElement(next), field ? `${element.id}:${field}` : undefined);
  return (
    <div className={styles.fields} key={element.id}>
      <Editor element={element} onChange={onChange} onEditLink={onEditLink} onPickImage={onPickImage} />
      {element.type !== 'unknown' && <LayoutFields element={element} onChange={onChange} />}
    </div>
  );
}
