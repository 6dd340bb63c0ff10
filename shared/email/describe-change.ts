import type { EmailChangeInput } from './changes';
import type { EmailDocument } from './document';
import type { ElementType } from './elements/registry';
import { findElement } from './tree';

/**
 * A change in words, for the review list and its buttons' accessible names (issue 23): what it does and
 * to what, e.g. "Add section: heading 'Welcome to Lumen…', text, button 'Shop now'" or
 * "Edit button 'Start exploring': colour". Derived from the typed operation alone (and, for an edit or
 * delete without old_content, the element as it is in `doc`), so it holds for every provider.
 */
const WORD: Record<ElementType, string> = {
  header: 'heading',
  text: 'text',
  button: 'button',
  image: 'image',
  divider: 'divider',
  spacer: 'spacer',
  subtext: 'small print',
  quote: 'quote',
  code: 'code',
  list: 'list',
  icon: 'icon',
  nav: 'menu',
  social: 'social links',
  appStoreBadge: 'app store badge',
  unsubscribe: 'unsubscribe link',
  preferences: 'preferences link',
  previewText: 'preview text',
  footer: 'footer',
  container: 'group',
  box: 'box',
  columns: 'columns',
  unknown: 'element',
};
/** Elements short enough to be named by their words. */
const QUOTED = new Set(['header', 'button', 'quote', 'subtext']);
const NAME_MAX = 24;
const LIST_MAX = 5;

/** Which aspect a changed property is, in the user's words. */
const ASPECT: [RegExp, string][] = [
  [/^(color|textColor|backgroundColor|linkColor|bodyTextColor|bodyBackgroundColor)$/, 'colour'],
  [/^(href|linkHref|target)$/, 'link'],
  [/^(src|iconSrc)$/, 'image'],
  [/^alt$/, 'alt text'],
  [/^(fontSize|width|height|size)$/, 'size'],
  [/^(fontFamily|fontWeight|level|lineHeight)$/, 'font'],
  [/^(align)$/, 'alignment'],
  [/^(padding|paddingTop|paddingRight|paddingBottom|paddingLeft)$/, 'spacing'],
  [/^(border|borderTop|borderBottom|borderRadius)$/, 'border'],
  [/^(content|items|links|text)$/, 'text'],
];

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

function short(text: string): string {
  const plain = text
    .replace(/<[^>]*>/g, '')
    .replace(/\[([^\]\n]*)\]\([^()\s]*\)/g, '$1')
    .replace(/\*\*/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (plain.length <= NAME_MAX) return plain;
  const cut = plain.slice(0, NAME_MAX);
  const space = cut.lastIndexOf(' ');
  return (space > 8 ? cut.slice(0, space) : cut).replace(/[\s,.;:!?-]+$/, '') + '\u2026';
}

/** "button 'Shop now'", "image 'Candles on a shelf'", "text". */
export function elementLabel(el: unknown): string {
  if (!isObj(el)) return 'element';
  const type = typeof el.type === 'string' && el.type in WORD ? (el.type as ElementType) : 'unknown';
  const image = isObj(el.properties) && isObj(el.properties.image) ? el.properties.image : undefined;
  const name =
    QUOTED.has(type) && typeof el.content === 'string'
      ? el.content
      : type === 'image' && typeof image?.alt === 'string'
        ? image.alt
        : '';
  const words = short(name);
  return words ? `${WORD[type]} '${words}'` : WORD[type];
}

function listed(elements: unknown): string {
  const list = Array.isArray(elements) ? elements.map(elementLabel) : [];
  if (list.length === 0) return 'empty';
  const more = list.length - LIST_MAX;
  return more > 1 ? [...list.slice(0, LIST_MAX - 1), `${more + 1} more`].join(', ') : list.join(', ');
}

/** The aspects that differ between two elements or sections, in a stable order, without repeats. */
function aspects(before: unknown, after: unknown): string[] {
  const found = new Set<string>();
  const walk = (a: unknown, b: unknown, key: string) => {
    if (JSON.stringify(a) === JSON.stringify(b)) return;
    if (key === 'elements') return void found.add('content');
    if (isObj(a) || isObj(b)) {
      const x = isObj(a) ? a : {};
      const y = isObj(b) ? b : {};
      for (const k of new Set([...Object.keys(x), ...Object.keys(y)])) walk(x[k], y[k], k);
      return;
    }
    found.add(ASPECT.find(([re]) => re.test(key))?.[1] ?? 'style');
  };
  walk(before, after, '');
  const order = [...ASPECT.map(([, word]) => word), 'content', 'style'];
  return [...found].sort((p, q) => order.indexOf(p) - order.indexOf(q));
}

const withAspects = (head: string, list: string[]) => (list.length ? `${head}: ${list.join(', ')}` : head);

export function describeChange(change: EmailChangeInput, doc?: EmailDocument): string {
  const c = change as Obj & { change_type: string; target_id?: string | null };
  const id = typeof c.target_id === 'string' ? c.target_id : undefined;
  const current = (kind: 'element' | 'section'): unknown =>
    isObj(c.old_content)
      ? c.old_content
      : id && doc
        ? kind === 'element'
          ? findElement(doc, id)?.element
          : doc.sections.find((s) => s.id === id)
        : undefined;
  switch (c.change_type) {
    case 'section_add':
      return `Add section: ${listed(isObj(c.new_content) ? c.new_content.elements : undefined)}`;
    case 'section_delete': {
      const before = current('section');
      return before
        ? `Delete section: ${listed(isObj(before) ? before.elements : undefined)}`
        : 'Delete section';
    }
    case 'section_edit': {
      const before = current('section');
      const after = isObj(c.new_content) ? c.new_content : undefined;
      const head = `Edit section: ${listed((isObj(before) ? before : after)?.elements)}`;
      return before ? withAspects(head, aspects(before, after)) : head;
    }
    case 'element_add':
      return `Add ${elementLabel(c.new_content)}`;
    case 'element_delete':
      return `Delete ${elementLabel(current('element') ?? { type: 'unknown' })}`;
    case 'element_edit': {
      const before = current('element');
      return withAspects(
        `Edit ${elementLabel(before ?? c.new_content)}`,
        before ? aspects(before, c.new_content) : [],
      );
    }
    default:
      return 'Change';
  }
}
