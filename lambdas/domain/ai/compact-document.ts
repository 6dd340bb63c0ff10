import { DEFAULT_NAME, GLOBAL_DEFAULTS, type EmailDocument } from '../../../shared/email';

/**
 * The document as the model sees it: no default values, no empty objects, no HTML, one line of JSON.
 * Dropping a default changes nothing the renderer draws, so an element the model copies back without
 * them is the same element. Counted against JSON.stringify(doc, null, 2) in tests/bench.
 */
const DEFAULTS_BY_TYPE: Record<string, Record<string, unknown>> = {
  header: { level: 'h2', align: 'left' },
  text: { align: 'left' },
  button: {
    href: '#',
    target: '_blank',
    textColor: '#ffffff',
    backgroundColor: '#007bff',
    borderRadius: '0',
  },
  divider: { color: '#cccccc', height: '1px', width: '100%' },
  spacer: { height: '20px' },
};

function prune(value: unknown, defaults?: Record<string, unknown>): unknown {
  if (value === null || value === undefined) return undefined;
  if (Array.isArray(value)) return value.map((v) => prune(v)).filter((v) => v !== undefined);
  if (typeof value !== 'object') return value;
  const type = (value as { type?: unknown }).type;
  const own = typeof type === 'string' ? DEFAULTS_BY_TYPE[type] : undefined;
  const out: Record<string, unknown> = {};
  for (const [key, raw] of Object.entries(value)) {
    if (defaults && key in defaults && defaults[key] === raw) continue;
    const pruned = prune(raw, key === 'properties' || key === 'button' ? (own ?? defaults) : undefined);
    if (pruned === undefined) continue;
    if (typeof pruned === 'object' && !Array.isArray(pruned) && Object.keys(pruned as object).length === 0)
      continue;
    if (Array.isArray(pruned) && pruned.length === 0 && key !== 'elements') continue;
    out[key] = pruned;
  }
  return out;
}

export function compactDocument(doc: EmailDocument): string {
  const globalStyles = prune(doc.globalStyles, GLOBAL_DEFAULTS);
  const sections = prune(doc.sections);
  return JSON.stringify({
    ...(doc.name !== DEFAULT_NAME ? { name: doc.name } : {}),
    ...(globalStyles && Object.keys(globalStyles as object).length ? { globalStyles } : {}),
    sections,
  });
}
