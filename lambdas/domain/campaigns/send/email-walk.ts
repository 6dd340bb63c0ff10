import type { EmailDocument, EmailElement } from '../../../../shared/email';

/** Every element of the document, depth first (inside containers, boxes and columns too). */
export function* allElements(doc: EmailDocument): Generator<EmailElement> {
  function* walk(list: readonly EmailElement[]): Generator<EmailElement> {
    for (const el of list) {
      yield el;
      if (el.type === 'container' || el.type === 'box') yield* walk(el.properties.elements);
      if (el.type === 'columns') for (const column of el.properties.columns) yield* walk(column.elements);
    }
  }
  for (const section of doc.sections) yield* walk(section.elements);
}

/** The document with `fn` applied to every element, depth first; pure (a new document, nothing mutated). */
export function mapElements(doc: EmailDocument, fn: (el: EmailElement) => EmailElement): EmailDocument {
  const map = (list: readonly EmailElement[]): EmailElement[] =>
    list.map((original) => {
      const el = fn(original);
      if (el.type === 'container' || el.type === 'box')
        return { ...el, properties: { ...el.properties, elements: map(el.properties.elements) } };
      if (el.type === 'columns')
        return {
          ...el,
          properties: {
            ...el.properties,
            columns: el.properties.columns.map((c) => ({ ...c, elements: map(c.elements) })),
          },
        };
      return el;
    });
  return { ...doc, sections: doc.sections.map((s) => ({ ...s, elements: map(s.elements) })) };
}
