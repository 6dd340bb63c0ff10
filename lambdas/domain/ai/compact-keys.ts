import { ELEMENT_TYPES } from '../../../shared/email';

/**
 * The short key names of the compact document (compact-document.ts), explained once in the system
 * prompt. They are stable (the same key always has the same short name, at any depth) and no schema of
 * shared/email uses a short name as a key of its own (tests/unit/ai/compact-document.test.ts checks it),
 * so expanding them back is exact. An element's properties sit on the element itself (they never share
 * a name with id, type, content or layout). A model that echoes this form in a proposed change is
 * understood: validate-changes expands tool input before checking it against the full schema.
 */
export const SHORT_KEYS = {
  type: 't',
  content: 'c',
  layout: 'l',
  properties: 'p',
  elements: 'e',
  styles: 's',
  backgroundColor: 'bg',
} as const;

const LONG_KEYS: Record<string, string> = Object.fromEntries(
  Object.entries(SHORT_KEYS).map(([long, short]) => [short, long]),
);

/** The legend as one line for the system prompt. */
export const KEY_LEGEND = Object.entries(SHORT_KEYS)
  .map(([long, short]) => `${short}=${long}`)
  .join(', ');

/** What the system prompt says about the form, once, before the document. */
export const COMPACT_FORM_NOTE = `The email now, in a compact JSON form: short keys (${KEY_LEGEND}); an element's properties written on the element itself; values equal to the defaults left out. In your changes use the full form of the tool's schema.`;

export const shortKey = (key: string): string => (SHORT_KEYS as Record<string, string>)[key] ?? key;

/** The keys of an element itself; any other key of an element in the compact form is a property. */
export const ELEMENT_KEYS = new Set(['id', 'type', 'content', 'layout', 'properties']);
/** The one element type without properties: it keeps what it could not read as it was. */
const UNFLATTENED = 'unknown';
const TYPES = new Set<string>(ELEMENT_TYPES);

type Obj = Record<string, unknown>;

/** Whether properties of this object are written on the element itself. */
export const flattens = (value: Obj): boolean =>
  typeof value.type === 'string' && TYPES.has(value.type) && value.type !== UNFLATTENED;

/**
 * The compact form back to the full one, at any depth: short keys to full names, an element's own
 * properties back under `properties`. Full-form input passes through unchanged.
 */
export function expandCompact(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(expandCompact);
  if (value === null || typeof value !== 'object') return value;
  const out: Obj = {};
  for (const [key, v] of Object.entries(value)) out[LONG_KEYS[key] ?? key] = expandCompact(v);
  if (!flattens(out)) return out;
  const own: Obj = {};
  const props: Obj = {};
  for (const [key, v] of Object.entries(out)) {
    if (!ELEMENT_KEYS.has(key)) props[key] = v;
    else own[key] = v;
  }
  if (!Object.keys(props).length) return out;
  const given = own.properties;
  own.properties = { ...(given && typeof given === 'object' ? given : {}), ...props };
  return own;
}
