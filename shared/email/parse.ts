import { emailDocumentSchema, type EmailDocument } from './document';
import { childListsOf, type EmailElement } from './elements/registry';
import { formatIssue } from './issues';
import { GMAIL_CLIP_BYTES, utf8Length } from './limits';
import { renderEmailHtml } from './render-html';
import { isBag, Repairer } from './repair';

export type ParseResult =
  { ok: true; data: EmailDocument; warnings: string[] } | { ok: false; problems: string[] };
export interface ParseOptions {
  /**
   * Strict (for what the AI or a client sends): any problem fails. Lenient (the default, for what
   * storage holds): safe repairs are made and listed as warnings; only a document without a list of
   * sections fails.
   */
  strict?: boolean;
}

const fail = (problem: string): ParseResult => ({ ok: false, problems: [problem] });

/**
 * Reads a semantic_email_v2 document (an object or its JSON text). Returns the typed document, or a
 * readable list of problems. In lenient mode an element of an unknown type is kept as an "unknown"
 * element (skipped in the output with a comment), an invalid style value or property is dropped, an
 * over-long text is shortened, a missing id is made up, a duplicate id is renamed, and an element
 * beyond repair is removed, each with a warning. It never throws.
 */
export function parseEmailDocument(input: unknown, options: ParseOptions = {}): ParseResult {
  try {
    return parse(input, options.strict === true);
  } catch (e) {
    return fail('The document could not be read: ' + (e instanceof Error ? e.message : String(e)));
  }
}

function parse(input: unknown, strict: boolean): ParseResult {
  let raw = input;
  if (typeof raw === 'string') {
    try {
      raw = JSON.parse(raw);
    } catch {
      return fail('The document is not valid JSON.');
    }
  }
  if (!isBag(raw)) return fail('The document must be an object with a list of sections.');
  if (!Array.isArray(raw.sections)) return fail('sections: expected a list of sections.');
  if (strict) {
    const r = emailDocumentSchema.safeParse(raw);
    return r.success ? finish(r.data, [], true) : { ok: false, problems: r.error.issues.map(formatIssue) };
  }
  const work = JSON.parse(JSON.stringify(raw)) as Record<string, unknown>;
  const repairer = new Repairer(work);
  for (let round = 0; round < 40; round++) {
    const r = emailDocumentSchema.safeParse(work);
    if (r.success) return finish(r.data, repairer.warnings, false);
    for (const issue of r.error.issues) {
      if (!repairer.repair(issue)) return { ok: false, problems: r.error.issues.map(formatIssue) };
    }
    repairer.flush();
  }
  return fail('The document has too many problems to repair.');
}

/** Id uniqueness (renamed in lenient mode) and Gmail's clipping size (a warning in lenient mode). */
function finish(doc: EmailDocument, warnings: string[], strict: boolean): ParseResult {
  const problems: string[] = [];
  const seen = new Set<string>();
  const unique = (id: string, where: string): string => {
    if (!seen.has(id)) {
      seen.add(id);
      return id;
    }
    let n = 2;
    while (seen.has(id + '-' + n)) n++;
    const next = id + '-' + n;
    seen.add(next);
    (strict ? problems : warnings).push(
      where + ': the id "' + id + '" is used more than once' + (strict ? '' : ' (renamed "' + next + '")'),
    );
    return next;
  };
  const walk = (list: EmailElement[], where: string): void =>
    list.forEach((el, i) => {
      const at = where + '[' + i + ']';
      el.id = unique(el.id, at);
      if (el.type === 'columns')
        el.properties.columns.forEach((c, j) => (c.id = unique(c.id, at + '.properties.columns[' + j + ']')));
      if (el.type === 'columns')
        el.properties.columns.forEach((c, j) =>
          walk(c.elements, at + '.properties.columns[' + j + '].elements'),
        );
      else for (const child of childListsOf(el)) walk(child.elements, at + '.properties.elements');
    });
  doc.sections.forEach((s, i) => {
    s.id = unique(s.id, 'sections[' + i + ']');
    walk(s.elements, 'sections[' + i + '].elements');
  });
  const bytes = utf8Length(renderEmailHtml(doc));
  if (bytes > GMAIL_CLIP_BYTES) {
    (strict ? problems : warnings).push(
      'The email is ' +
        Math.ceil(bytes / 1000) +
        ' KB of HTML; Gmail clips emails over 102 KB, so shorten it.',
    );
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, data: doc, warnings };
}
