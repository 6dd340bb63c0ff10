import { DEFAULT_PROJECT_NAME } from '../../../../shared/contracts/projects';
import { GLOBAL_DEFAULTS, type EmailDocument } from '../../../../shared/email';
import { newElement, newId } from './element-factory';

/** docs/product.md › Email defaults: 'Untitled Document'; one section with a heading and a paragraph to start from. */
export function blankEmail(name: string = DEFAULT_PROJECT_NAME): EmailDocument {
  return {
    name,
    globalStyles: { ...GLOBAL_DEFAULTS },
    sections: [{ id: newId('section'), elements: [newElement('header'), newElement('text')] }],
  };
}

/** An email with no sections: where the AI's first draft goes (a first draft applies to an empty email only). */
export function emptyEmail(name: string = DEFAULT_PROJECT_NAME): EmailDocument {
  return { name, globalStyles: { ...GLOBAL_DEFAULTS }, sections: [] };
}
