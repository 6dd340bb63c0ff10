/** Editors of images, rules, lists and the elements that hold other elements. */
import type { EmailElement } from '../../../../shared/email';
import { CheckedField, ColorField, ImageField, LinkField, SelectField, TextField } from './fields';
import type { ElementEditorProps } from './types';

type Of<T extends EmailElement['type']> = ElementEditorProps<Extract<EmailElement, { type: T }>>;
const LENGTH = /^\d{1,4}(px|%)?$/;
const PX = /^\d{1,4}(px)?$/;

export function ImageEditor({ element, onChange, onEditLink, onPickImage }: Of<'image'>) {
  const img = element.properties?.image ?? {};
  const set = (next: typeof img, field?: string) =>
    onChange({ ...element, properties: { ...element.properties, image: next } }, field);
  return (
    <>
      <ImageField src={img.src} onPick={onPickImage} />
      <TextField label="Alt text" value={img.alt} onChange={(alt) => set({ ...img, alt }, 'alt')} />
      <CheckedField
        label="Width"
        value={img.width}
        pattern={LENGTH}
        hint="Pixels (e.g. 300) or a percentage; other values fall back to the layout width, then 300 px."
        onChange={(width) => set({ ...img, width }, 'width')}
      />
      <LinkField label="Link" href={img.linkHref ?? ''} optional onEdit={() => onEditLink()} />
    </>
  );
}

export function IconEditor({ element, onChange, onEditLink, onPickImage }: Of<'icon'>) {
  const p = element.properties ?? {};
  return (
    <>
      <ImageField src={p.src} onPick={onPickImage} />
      <TextField
        label="Alt text"
        value={p.alt}
        onChange={(alt) => onChange({ ...element, properties: { ...p, alt } }, 'alt')}
      />
      <LinkField label="Link" href={p.linkHref ?? ''} optional onEdit={() => onEditLink()} />
    </>
  );
}

export function DividerEditor({ element, onChange }: Of<'divider'>) {
  const p = element.properties ?? {};
  return (
    <>
      <ColorField
        label="Colour"
        value={p.color}
        onChange={(color) => onChange({ ...element, properties: { ...p, color } })}
      />
      <SelectField
        label="Style"
        value={p.style ?? 'solid'}
        options={[
          ['solid', 'Solid'],
          ['dashed', 'Dashed'],
          ['dotted', 'Dotted'],
        ]}
        onChange={(style) => onChange({ ...element, properties: { ...p, style } })}
      />
    </>
  );
}

export function SpacerEditor({ element, onChange }: Of<'spacer'>) {
  return (
    <CheckedField
      label="Height"
      value={element.properties?.height}
      pattern={PX}
      hint="Pixels, e.g. 20px."
      onChange={(height) => onChange({ ...element, properties: { ...element.properties, height } }, 'height')}
    />
  );
}

export function ListEditor({ element, onChange }: Of<'list'>) {
  const p = element.properties ?? {};
  return (
    <>
      <TextField
        label="Items (one per line)"
        multiline
        value={(p.items ?? []).join('\n')}
        onChange={(v) =>
          onChange({ ...element, properties: { ...p, items: v.split('\n').slice(0, 20) } }, 'items')
        }
      />
      <SelectField
        label="Kind"
        value={p.ordered ? 'ordered' : 'unordered'}
        options={[
          ['unordered', 'Bullets'],
          ['ordered', 'Numbers'],
        ]}
        onChange={(kind) => onChange({ ...element, properties: { ...p, ordered: kind === 'ordered' } })}
      />
      <ColorField
        label="Marker colour"
        value={p.markerColor}
        onChange={(markerColor) => onChange({ ...element, properties: { ...p, markerColor } })}
      />
    </>
  );
}

function Holder({ count }: { count: number }) {
  return (
    <p>
      Holds {count} element{count === 1 ? '' : 's'}. Select it and add from the palette to put elements
      inside; drag elements in the outline to move them.
    </p>
  );
}

export function ContainerEditor({ element }: Of<'container'>) {
  return <Holder count={element.properties.elements.length} />;
}

export function BoxEditor({ element, onChange }: Of<'box'>) {
  const p = element.properties;
  return (
    <>
      <Holder count={p.elements.length} />
      <ColorField
        label="Border colour"
        value={p.borderColor}
        onChange={(borderColor) => onChange({ ...element, properties: { ...p, borderColor } })}
      />
    </>
  );
}

export function ColumnsEditor({ element }: Of<'columns'>) {
  return <Holder count={element.properties.columns.reduce((n, c) => n + c.elements.length, 0)} />;
}

export function UnknownEditor({ element }: Of<'unknown'>) {
  return (
    <p>
      This element ({element.originalType}) is not one Jungle Mail knows; it is kept as it is and not shown in
      the email.
    </p>
  );
}
