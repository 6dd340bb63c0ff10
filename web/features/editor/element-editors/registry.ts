/**
 * The element editors, one per element type (the registry pattern of shared/email/elements/registry.ts):
 * a new element type must bring its editor here or the build fails.
 */
import type { ComponentType } from 'react';
import type { EmailElement } from '../../../../shared/email';
import {
  BoxEditor,
  ColumnsEditor,
  ContainerEditor,
  DividerEditor,
  IconEditor,
  ImageEditor,
  ListEditor,
  SpacerEditor,
  UnknownEditor,
} from './block-editors';
import {
  AppStoreBadgeEditor,
  ButtonEditor,
  NavEditor,
  PreferencesEditor,
  SocialEditor,
  UnsubscribeEditor,
} from './link-editors';
import {
  CodeEditor,
  FooterEditor,
  HeaderEditor,
  PreviewTextEditor,
  QuoteEditor,
  SubtextEditor,
  TextEditor,
} from './text-editors';
import type { ElementEditorProps, ElementEditors } from './types';

export const ELEMENT_EDITORS: ElementEditors = {
  header: HeaderEditor,
  text: TextEditor,
  button: ButtonEditor,
  image: ImageEditor,
  divider: DividerEditor,
  spacer: SpacerEditor,
  subtext: SubtextEditor,
  quote: QuoteEditor,
  code: CodeEditor,
  list: ListEditor,
  icon: IconEditor,
  nav: NavEditor,
  social: SocialEditor,
  appStoreBadge: AppStoreBadgeEditor,
  unsubscribe: UnsubscribeEditor,
  preferences: PreferencesEditor,
  previewText: PreviewTextEditor,
  footer: FooterEditor,
  container: ContainerEditor,
  box: BoxEditor,
  columns: ColumnsEditor,
  unknown: UnknownEditor,
};

export const editorFor = (el: EmailElement) =>
  ELEMENT_EDITORS[el.type] as ComponentType<ElementEditorProps<EmailElement>>;
