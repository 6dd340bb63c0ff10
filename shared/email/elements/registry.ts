import * as z from 'zod/mini';
import type { ElementDef } from '../kit';
import { appStoreBadge, appStoreBadgeSchema, type AppStoreBadgeElement } from './app-store-badge';
import { box, boxSchema, type BoxElement, type BoxElementInput } from './box';
import { button, buttonSchema, type ButtonElement } from './button';
import { code, codeSchema, type CodeElement } from './code';
import { columns, columnsSchema, type ColumnsElement, type ColumnsElementInput } from './columns';
import { container, containerSchema, type ContainerElement, type ContainerElementInput } from './container';
import { divider, dividerSchema, type DividerElement } from './divider';
import { footer, footerSchema, type FooterElement } from './footer';
import { header, headerSchema, type HeaderElement } from './header';
import { icon, iconSchema, type IconElement } from './icon';
import { image, imageSchema, type ImageElement } from './image';
import { list, listSchema, type ListElement } from './list';
import { nav, navSchema, type NavElement } from './nav';
import { preferences, preferencesSchema, type PreferencesElement } from './preferences';
import { previewText, previewTextSchema, type PreviewTextElement } from './preview-text';
import { quote, quoteSchema, type QuoteElement } from './quote';
import { social, socialSchema, type SocialElement } from './social';
import { spacer, spacerSchema, type SpacerElement } from './spacer';
import { subtext, subtextSchema, type SubtextElement } from './subtext';
import { text, textSchema, type TextElement } from './text';
import { unknown, unknownSchema, type UnknownElement } from './unknown';
import { unsubscribe, unsubscribeSchema, type UnsubscribeElement } from './unsubscribe';

/**
 * The registry (the pattern of email-builder-js): one entry per element type, each module holding its
 * schema, defaults and renderers; the element schema is the discriminated union of them all.
 * container, box and columns nest elements, so their types are written out and their schemas are lazy.
 */
const SCHEMAS = [
  headerSchema,
  textSchema,
  buttonSchema,
  imageSchema,
  dividerSchema,
  spacerSchema,
  subtextSchema,
  quoteSchema,
  codeSchema,
  listSchema,
  iconSchema,
  navSchema,
  socialSchema,
  appStoreBadgeSchema,
  unsubscribeSchema,
  preferencesSchema,
  previewTextSchema,
  footerSchema,
  containerSchema,
  boxSchema,
  columnsSchema,
  unknownSchema,
] as const;

type Plain = (typeof SCHEMAS)[number];
type Flat = Exclude<Plain, typeof containerSchema | typeof boxSchema | typeof columnsSchema>;

export type EmailElement =
  | HeaderElement
  | TextElement
  | ButtonElement
  | ImageElement
  | DividerElement
  | SpacerElement
  | SubtextElement
  | QuoteElement
  | CodeElement
  | ListElement
  | IconElement
  | NavElement
  | SocialElement
  | AppStoreBadgeElement
  | UnsubscribeElement
  | PreferencesElement
  | PreviewTextElement
  | FooterElement
  | ContainerElement
  | BoxElement
  | ColumnsElement
  | UnknownElement;
/** What may be given to the schema (numbers where lengths are expected, for instance). */
export type EmailElementInput = z.input<Flat> | ContainerElementInput | BoxElementInput | ColumnsElementInput;
export type ElementType = EmailElement['type'];

type Discriminable = [z.ZodMiniObject, ...z.ZodMiniObject[]];
export const elementSchema: z.ZodMiniType<EmailElement, EmailElementInput> = z.discriminatedUnion(
  'type',
  SCHEMAS as unknown as Discriminable,
) as unknown as z.ZodMiniType<EmailElement, EmailElementInput>;

type Defs = { [K in ElementType]: ElementDef<Extract<EmailElement, { type: K }>> };
export const ELEMENTS: Defs = {
  header,
  text,
  button,
  image,
  divider,
  spacer,
  subtext,
  quote,
  code,
  list,
  icon,
  nav,
  social,
  appStoreBadge,
  unsubscribe,
  preferences,
  previewText,
  footer,
  container,
  box,
  columns,
  unknown,
};
export const ELEMENT_TYPES = Object.keys(ELEMENTS) as ElementType[];

/** The renderer of an element, typed loosely for the generic walk in render-html/render-text. */
export const defOf = (el: EmailElement): ElementDef<EmailElement> =>
  ELEMENTS[el.type] as ElementDef<EmailElement>;

/** The elements directly inside an element (container, box, each column of columns). */
export function childListsOf(el: EmailElement): { id: string; elements: EmailElement[] }[] {
  if (el.type === 'container' || el.type === 'box') return [{ id: el.id, elements: el.properties.elements }];
  if (el.type === 'columns') return el.properties.columns.map((c) => ({ id: c.id, elements: c.elements }));
  return [];
}
