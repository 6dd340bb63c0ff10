/**
 * The structured email (semantic_email_v2, docs/product.md › The email document, Images, Links, Email defaults): schema, lenient parsing, the six change
 * operations, and the renderers to email HTML and plain text. Pure: imports nothing but zod/mini.
 */
export {
  emailDocumentSchema,
  sectionSchema,
  globalStylesSchema,
  GLOBAL_DEFAULTS,
  DEFAULT_NAME,
} from './document';
export type {
  EmailDocument,
  EmailDocumentInput,
  EmailSection,
  GlobalStyles,
  SectionStyles,
} from './document';
export { elementSchema, ELEMENT_TYPES } from './elements/registry';
export type { EmailElement, EmailElementInput, ElementType } from './elements/registry';
export type { Layout } from './element-base';
export { parseEmailDocument } from './parse';
export type { ParseOptions, ParseResult } from './parse';
export { renderEmailHtml, contentWidth } from './render-html';
export type { RenderOptions } from './render-html';
export { renderEmailText } from './render-text';
export {
  applyChange,
  changeSchema,
  documentSettingsSchema,
  editorChangeSchema,
  invertChange,
} from './changes';
export type {
  ApplyResult,
  ChangeType,
  DocumentSettings,
  EditorChange,
  EditorChangeInput,
  EmailChange,
  EmailChangeInput,
} from './changes';
export { findElement } from './tree';
export { describeChange, elementLabel } from './describe-change';
export { isPlaceholder, PLACEHOLDER_IMAGE, PLACEHOLDER_LINK, PLACEHOLDER_HOSTS } from './placeholders';
export { safeUrl } from './safe-url';
export { unusableUrls, unusableUrlReason } from './unusable-urls';
export type { UnusableUrl } from './unusable-urls';
export { imageSize, placeholderSize, IMAGE_DEFAULTS } from './image-size';
export type { ImageSize } from './image-size';
export { GMAIL_CLIP_BYTES, utf8Length } from './limits';
export { headerText } from './header-text';
export type { Highlight } from './kit';
export { emailLinkOrigin, withListLinks, previewListLinks, PREVIEW_LIST_PATH } from './list-links';
export type { ListLinks } from './list-links';
