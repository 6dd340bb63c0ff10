import type { ComponentType } from 'react';
import type { ElementType, EmailElement } from '../../../../shared/email';

export interface ElementEditorProps<E extends EmailElement = EmailElement> {
  element: E;
  /** The edited element; `field` names what is being typed in, so keystrokes merge into one undo step. */
  onChange: (next: E, field?: string) => void;
  /** Opens the link modal for the element's link (`index` in nav, footer and social lists). */
  onEditLink: (index?: number) => void;
  /** Opens the file picker for the element's image. */
  onPickImage: () => void;
}

/** One editor per element type: the Record makes a new element type without an editor a compile error. */
export type ElementEditors = {
  [K in ElementType]: ComponentType<ElementEditorProps<Extract<EmailElement, { type: K }>>>;
};
