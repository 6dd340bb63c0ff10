import { DEFAULT_NAME, GLOBAL_DEFAULTS, type EmailDocument } from '../../../shared/email';
import { BOX_DEFAULTS } from '../../../shared/email/elements/box';
import { BUTTON_DEFAULTS } from '../../../shared/email/elements/button';
import { COLUMNS_DEFAULTS } from '../../../shared/email/elements/columns';
import { DIVIDER_DEFAULTS } from '../../../shared/email/elements/divider';
import { HEADER_DEFAULTS } from '../../../shared/email/elements/header';
import { ICON_DEFAULTS } from '../../../shared/email/elements/icon';
import { ELEMENTS, type ElementType } from '../../../shared/email/elements/registry';
import { SPACER_DEFAULTS } from '../../../shared/email/elements/spacer';
import { flattens, shortKey } from './compact-keys';

/**
 * The document as the model sees it: one line of JSON with the short keys of compact-keys.ts, and
 * without what the renderer would draw the same anyway: values equal to the element's registry
 * defaults (its alignment, a button's colours, a divider's line...), the email's global defaults,
 * empty strings (but an image's alt="", which says "decorative"), empty objects and arrays, nulls.
 * An element's properties are written on the element itself. Ids, types, texts and links are all kept. Counted against JSON.stringify(doc, null, 2) in tests/bench.
 */
const { text: _label, ...BUTTON_PROPS } = BUTTON_DEFAULTS;
const PROPERTY_DEFAULTS: Partial<Record<ElementType, Record<string, unknown>>> = {
  header: HEADER_DEFAULTS,
  divider: DIVIDER_DEFAULTS,
  spacer: SPACER_DEFAULTS,
  box: BOX_DEFAULTS,
  columns: COLUMNS_DEFAULTS,
  icon: { size: `${ICON_DEFAULTS.size}px` },
};
/** Defaults of an object nested in the properties (a button's own settings). */
const NESTED_DEFAULTS: Record<string, Record<string, unknown>> = { button: BUTTON_PROPS };

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => v !== null && typeof v === 'object' && !Array.isArray(v);

/** Drops defaults and empties, shortens keys; `defaults` are the values to drop at this level. */
function prune(value: unknown, defaults?: Obj, key?: string): unknown {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string') return value === '' && key !== 'alt' ? undefined : value;
  if (Array.isArray(value)) {
    const list = value.map((v) => prune(v)).filter((v) => v !== undefined);
    return list.length || key === 'elements' ? list : undefined;
  }
  if (!isObj(value)) return value;
  const element = typeof value.type === 'string' && value.type in ELEMENTS ? (value as Obj) : undefined;
  const out: Obj = {};
  for (const [k, raw] of Object.entries(withoutDefaultAlign(element, value))) {
    if (defaults && k in defaults && raw === defaults[k]) continue;
    const nested = element
      ? k === 'properties'
        ? PROPERTY_DEFAULTS[element.type as ElementType]
        : undefined
      : NESTED_DEFAULTS[k];
    const pruned = prune(raw, nested, k);
    if (pruned === undefined || (isObj(pruned) && Object.keys(pruned).length === 0)) continue;
    // An element's properties sit on the element itself (compact-keys.ts).
    if (k === 'properties' && element && flattens(element) && isObj(pruned)) Object.assign(out, pruned);
    else out[shortKey(k)] = pruned;
  }
  return out;
}

/**
 * An element's alignment is properties.align, else layout.align, else its type's (render-html). So
 * layout.align equal to the type's is dropped (never drawn differently), and properties.align equal to
 * the type's too when layout.align does not say otherwise.
 */
function withoutDefaultAlign(element: Obj | undefined, value: Obj): Obj {
  if (!element) return value;
  const own = ELEMENTS[element.type as ElementType].align;
  const layout = isObj(element.layout) ? element.layout : undefined;
  const props = isObj(element.properties) ? element.properties : undefined;
  const out = { ...value };
  const layoutAlign = layout?.align;
  if (layout && layoutAlign === own) out.layout = { ...layout, align: undefined };
  if (props?.align === own && (layoutAlign === undefined || layoutAlign === own))
    out.properties = { ...props, align: undefined };
  return out;
}

/** An element or section as the model was shown it (one line of compact JSON). */
export const compactValue = (value: unknown): string => JSON.stringify(prune(value) ?? null);

export function compactDocument(doc: EmailDocument): string {
  const globalStyles = prune(doc.globalStyles, GLOBAL_DEFAULTS) as Obj;
  return JSON.stringify({
    ...(doc.name !== DEFAULT_NAME ? { name: doc.name } : {}),
    ...(Object.keys(globalStyles).length ? { globalStyles } : {}),
    sections: prune(doc.sections) ?? [],
  });
}
