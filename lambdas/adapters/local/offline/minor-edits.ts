import type { EmailChangeInput, EmailDocument, EmailElement } from '../../../../shared/email';
import { firstQuoted, quotedTexts } from './quoted';
import { allElements } from './walk';

/** Colour words the composer understands, as the hex value it writes. */
export const COLORS: Record<string, string> = {
  green: '#2e7d32',
  red: '#c62828',
  blue: '#1565c0',
  black: '#000000',
  white: '#ffffff',
  orange: '#ef6c00',
  purple: '#6a1b9a',
  pink: '#d81b60',
  yellow: '#f9a825',
  gray: '#616161',
  grey: '#616161',
  teal: '#00796b',
  navy: '#1a237e',
  brown: '#5d4037',
};

type Kind = 'button' | 'header' | 'text';
const TARGETS: [RegExp, Kind][] = [
  [/\b(button|cta|call to action)s?\b/i, 'button'],
  [/\b(headline|heading|title|header)s?\b/i, 'header'],
  [/\b(text|paragraph|copy|body)s?\b/i, 'text'],
];
const targetOf = (phrase: string): Kind | undefined => TARGETS.find(([re]) => re.test(phrase))?.[1];

const edit = (el: EmailElement, next: EmailElement): EmailChangeInput => ({
  change_type: 'element_edit',
  target_id: el.id,
  new_content: next,
  old_content: el,
});

type Editable = Extract<EmailElement, { type: Kind }>;
const ofKind = (els: EmailElement[], kind: Kind): Editable[] =>
  els.filter((e): e is Editable => e.type === kind);

function recolor(el: Editable, hex: string): EmailElement {
  if (el.type === 'button')
    return {
      ...el,
      properties: { ...el.properties, button: { ...el.properties?.button, backgroundColor: hex } },
    };
  return { ...el, layout: { ...el.layout, color: hex } };
}

/** Cuts a text to its first sentence, or its first half when it is one long sentence. */
export function shorten(text: string): string {
  const sentences = text.match(/[^.!?]+[.!?]+(\s|$)/g);
  if (sentences && sentences.length > 1)
    return sentences
      .slice(0, Math.ceil(sentences.length / 2))
      .join('')
      .trim();
  const words = text.split(/\s+/);
  return words.length > 12 ? words.slice(0, Math.ceil(words.length / 2)).join(' ') + '\u2026' : text;
}

/**
 * Simple edits the offline composer can read: "make the button green", "change the headline to ...",
 * "shorter". Undefined when the phrase is not one of them (the composer then says what it can do).
 */
export function parseMinorEdit(phrase: string, doc: EmailDocument): EmailChangeInput[] | undefined {
  const elements = allElements(doc);
  const to =
    /\b(?:change|set|rename|replace|make)\s+(?:the\s+)?(.+?)\s+(?:to|say|read)\s*:?\s+(.+?)\s*$/i.exec(
      phrase.trim(),
    );
  // Words inside quotes are new text, not instructions ("make the heading say \"Green living\"").
  const instruction = quotedTexts(phrase).reduce((rest, q) => rest.replace(q, ' '), phrase);
  const colorWord = Object.keys(COLORS).find((c) => new RegExp(`\\b${c}\\b`, 'i').test(instruction));
  if (/\bmake\b|\bcolou?r\b|\bturn\b/i.test(instruction) && colorWord) {
    const kind = targetOf(instruction) ?? 'button';
    const hits = ofKind(elements, kind);
    return hits.length ? hits.map((el) => edit(el, recolor(el, COLORS[colorWord]!))) : undefined;
  }
  if (to) {
    const kind = targetOf(to[1]!);
    const el = kind && ofKind(elements, kind)[0];
    // Quoted text is the new text, word for word; the rest of the sentence is an instruction.
    const content = firstQuoted(to[2]!) ?? to[2]!.trim();
    return el && content ? [edit(el, { ...el, content })] : undefined;
  }
  if (/\bshort(er|en)\b|\bless text\b|\btoo long\b/i.test(phrase)) {
    const texts = ofKind(elements, 'text').filter((e) => e.content && shorten(e.content) !== e.content);
    return texts.length
      ? texts.map((el) => edit(el, { ...el, content: shorten(el.content ?? '') }))
      : undefined;
  }
  return undefined;
}
