import { describe, expect, it } from 'vitest';
import { describeChange, type EmailChangeInput } from '../../../shared/email';
import { docOf } from './helpers';

const heading = { id: 'h', type: 'header' as const, content: 'Welcome to Lumen Candles, friend!' };
const text = { id: 't', type: 'text' as const, content: 'We pour every candle by hand in small batches.' };
const button = {
  id: 'b',
  type: 'button' as const,
  content: 'Start exploring',
  properties: { button: { href: 'https://lumen.example', backgroundColor: '#007bff' } },
};
const greenButton = {
  ...button,
  properties: { button: { href: 'https://lumen.example', backgroundColor: '#2e7d32' } },
};
const doc = docOf([heading, text, button]);

const cases: [string, EmailChangeInput, string][] = [
  [
    'a first-draft section names its elements',
    {
      change_type: 'section_add',
      new_content: { id: 's', elements: [heading, text, { ...button, content: 'Shop now' }] },
    },
    "Add section: heading 'Welcome to Lumen…', text, button 'Shop now'",
  ],
  [
    'a long section lists the first few and how many more',
    {
      change_type: 'section_add',
      new_content: {
        id: 's',
        elements: [1, 2, 3, 4, 5, 6, 7].map((n) => ({ id: `t${n}`, type: 'text', content: 'x' })),
      },
    },
    'Add section: text, text, text, text, 3 more',
  ],
  [
    'an image is named by its alt text',
    {
      change_type: 'section_add',
      new_content: {
        id: 'hero',
        elements: [{ id: 'i', type: 'image', properties: { image: { alt: 'Candles on a shelf' } } }],
      },
    },
    "Add section: image 'Candles on a shelf'",
  ],
  [
    'a colour edit of a button (old_content from the document)',
    { change_type: 'element_edit', target_id: 'b', new_content: greenButton },
    "Edit button 'Start exploring': colour",
  ],
  [
    'a text and link edit, named as it was before',
    {
      change_type: 'element_edit',
      target_id: 'b',
      old_content: button,
      new_content: {
        ...button,
        content: 'Shop the sale',
        properties: { button: { href: 'https://lumen.example/sale', backgroundColor: '#007bff' } },
      },
    },
    "Edit button 'Start exploring': link, text",
  ],
  [
    'a heading made larger and centred',
    {
      change_type: 'element_edit',
      target_id: 'h',
      new_content: { ...heading, layout: { fontSize: '32px', align: 'center' } },
    },
    "Edit heading 'Welcome to Lumen…': size, alignment",
  ],
  [
    'inline markup is left out of the name',
    {
      change_type: 'element_add',
      target_parent_id: 'sec',
      new_content: { id: 'h2', type: 'header', content: '**Big** [sale](https://x.example)' },
    },
    "Add heading 'Big sale'",
  ],
  [
    'an element added',
    { change_type: 'element_add', target_parent_id: 'main', new_content: { ...button, id: 'b2' } },
    "Add button 'Start exploring'",
  ],
  ['an element deleted', { change_type: 'element_delete', target_id: 't' }, 'Delete text'],
  [
    'a section deleted',
    { change_type: 'section_delete', target_id: 'sec' },
    "Delete section: heading 'Welcome to Lumen…', text, button 'Start exploring'",
  ],
  [
    'a section recoloured',
    {
      change_type: 'section_edit',
      target_id: 'sec',
      new_content: { ...doc.sections[0]!, styles: { backgroundColor: '#fafafa' } },
    },
    "Edit section: heading 'Welcome to Lumen…', text, button 'Start exploring': colour",
  ],
  [
    'an edit of an element the document no longer has',
    { change_type: 'element_edit', target_id: 'gone', new_content: { id: 'gone', type: 'divider' } },
    'Edit divider',
  ],
];

describe('describeChange: each proposed change in words', () => {
  it.each(cases)('%s', (_name, change, words) => {
    expect(describeChange(change, doc)).toBe(words);
  });

  it('no two changes of a first draft read the same', () => {
    const sections = ['Hello there', 'Our story', 'Shop now'].map((h, n) => ({
      change_type: 'section_add' as const,
      new_content: { id: `s${n}`, elements: [{ id: `h${n}`, type: 'header' as const, content: h }] },
    }));
    const words = sections.map((c) => describeChange(c));
    expect(new Set(words).size).toBe(3);
  });
});
