/** Editors of elements that are mostly links: button, nav, social, unsubscribe, preferences, badge. */
import type { EmailElement } from '../../../../shared/email';
import { BUTTON_DEFAULTS } from '../../../../shared/email/elements/button';
import { ContentField } from './text-editors';
import { CheckedField, ColorField, LinkField, ListLinkNote, SelectField, TextField } from './fields';
import type { ElementEditorProps } from './types';

type Of<T extends EmailElement['type']> = ElementEditorProps<Extract<EmailElement, { type: T }>>;
const RADIUS = /^\d{1,3}(px)?$/;

export function ButtonEditor({ element, onChange, onEditLink }: Of<'button'>) {
  const b = element.properties?.button ?? {};
  const set = (next: typeof b) =>
    onChange({ ...element, properties: { ...element.properties, button: next } });
  return (
    <>
      <ContentField element={element} onChange={onChange} label="Label" multiline={false} />
      <LinkField label="Link" href={b.href ?? '#'} onEdit={() => onEditLink()} />
      <ColorField
        label="Background"
        value={b.backgroundColor}
        fallback={BUTTON_DEFAULTS.backgroundColor}
        onChange={(backgroundColor) => set({ ...b, backgroundColor })}
      />
      <ColorField
        label="Text colour"
        value={b.textColor}
        fallback={BUTTON_DEFAULTS.textColor}
        onChange={(textColor) => set({ ...b, textColor })}
      />
      <CheckedField
        label="Corner radius"
        value={b.borderRadius}
        pattern={RADIUS}
        placeholder="0"
        hint="Pixels, e.g. 6px."
        onChange={(borderRadius) => set({ ...b, borderRadius })}
      />
    </>
  );
}

function LinkTextList({
  links,
  onText,
  onEditLink,
}: {
  links: { text: string; href?: string | undefined }[];
  onText: (index: number, text: string) => void;
  onEditLink: (index: number) => void;
}) {
  return (
    <>
      {links.map((l, i) => (
        <div key={i}>
          <TextField label={`Link ${i + 1} text`} value={l.text} onChange={(t) => onText(i, t)} />
          <LinkField label={`Link ${i + 1}`} href={l.href ?? ''} onEdit={() => onEditLink(i)} />
        </div>
      ))}
    </>
  );
}

export function NavEditor({ element, onChange, onEditLink }: Of<'nav'>) {
  const links = element.properties?.links ?? [];
  return (
    <>
      <LinkTextList
        links={links}
        onEditLink={onEditLink}
        onText={(i, text) =>
          onChange(
            {
              ...element,
              properties: {
                ...element.properties,
                links: links.map((l, j) => (j === i ? { ...l, text } : l)),
              },
            },
            'link-text-' + i,
          )
        }
      />
      <ColorField
        label="Link colour"
        value={element.properties?.linkColor}
        onChange={(linkColor) => onChange({ ...element, properties: { ...element.properties, linkColor } })}
      />
    </>
  );
}

export function SocialEditor({ element, onChange, onEditLink }: Of<'social'>) {
  const p = element.properties ?? {};
  return (
    <>
      {(p.links ?? []).map((l, i) => (
        <LinkField key={i} label={l.label ?? l.platform} href={l.href ?? ''} onEdit={() => onEditLink(i)} />
      ))}
      <SelectField
        label="Icon style"
        value={p.iconStyle ?? 'color'}
        options={[
          ['color', 'Brand colours'],
          ['dark', 'Dark'],
          ['light', 'Light'],
        ]}
        onChange={(iconStyle) => onChange({ ...element, properties: { ...p, iconStyle } })}
      />
    </>
  );
}

export function UnsubscribeEditor({ element, onChange }: Of<'unsubscribe'>) {
  return (
    <>
      <ContentField element={element} onChange={onChange} label="Link text" multiline={false} />
      <ListLinkNote />
    </>
  );
}

export function PreferencesEditor({ element, onChange }: Of<'preferences'>) {
  return (
    <>
      <ContentField element={element} onChange={onChange} label="Link text" multiline={false} />
      <ListLinkNote />
    </>
  );
}

export function AppStoreBadgeEditor({ element, onChange, onEditLink }: Of<'appStoreBadge'>) {
  const p = element.properties ?? {};
  return (
    <>
      <SelectField
        label="Store"
        value={p.store ?? 'apple'}
        options={[
          ['apple', 'App Store'],
          ['google', 'Google Play'],
        ]}
        onChange={(store) => onChange({ ...element, properties: { ...p, store } })}
      />
      <LinkField label="Link" href={p.href ?? ''} onEdit={() => onEditLink()} />
    </>
  );
}
