/** Small controls the element editors are made of. Each change reports the next value at once. */
import { useEffect, useId, useState } from 'react';
import { Field, Input, Textarea } from '../../../components/ui';
import { toast } from '../../../lib/toast';
import { copyText } from '../../tracking/copy-text';
import { isPlaceholder } from '../../../../shared/email';
import { imageFileName } from '../model/image-name';
import { browserNameToHex, pickerHex } from '../model/picker-color';
import styles from './fields.module.css';

interface TextProps {
  label: string;
  value: string | undefined;
  onChange: (value: string) => void;
  multiline?: boolean;
  placeholder?: string;
  hint?: string;
}

export function TextField({ label, value, onChange, multiline, placeholder, hint }: TextProps) {
  return (
    <Field label={label} hint={hint}>
      {multiline ? (
        <Textarea
          rows={4}
          value={value ?? ''}
          placeholder={placeholder}
          onChange={(e) => onChange(e.target.value)}
        />
      ) : (
        <Input value={value ?? ''} placeholder={placeholder} onChange={(e) => onChange(e.target.value)} />
      )}
    </Field>
  );
}

/**
 * A colour: the native picker plus its value, both labelled. Empty means "default": the picker then shows
 * `fallback`, the colour the email renders without one; any colour the email may carry (#00f, rgb(),
 * a name) shows as itself, not black.
 */
export function ColorField({
  label,
  value,
  onChange,
  fallback = '#000000',
}: {
  label: string;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  fallback?: string;
}) {
  const id = useId();
  const hex = pickerHex(value, fallback, browserNameToHex);
  return (
    <div className={styles.color}>
      <label htmlFor={id}>{label}</label>
      <input id={id} type="color" value={hex} onChange={(e) => onChange(e.target.value)} />
      <span className={styles.muted}>{value ?? 'default'}</span>
      {value !== undefined && (
        <button type="button" className={styles.link} onClick={() => onChange(undefined)}>
          Reset
        </button>
      )}
    </div>
  );
}

export function SelectField<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: readonly (readonly [T, string])[];
  onChange: (value: T) => void;
}) {
  const id = useId();
  return (
    <div className={styles.select}>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value as T)}>
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * A link: its current value and a button opening the link modal. A placeholder ('@@PLACEHOLDER_LINK@@', '#',
 * empty: shared/email/placeholders.ts) is never shown as text: the field is empty and says "Link required".
 */
export function LinkField({
  label,
  href,
  onEdit,
  optional = false,
}: {
  label: string;
  href: string;
  onEdit: () => void;
  /** No link is fine here (an image's): empty says "No link", only a placeholder says "Link required". */
  optional?: boolean;
}) {
  const none = optional && href.trim() === '';
  const missing = !none && isPlaceholder(href);
  return (
    <div className={styles.linkRow}>
      <span className={styles.linkLabel}>{label}</span>
      {none ? (
        <span className={styles.muted}>No link</span>
      ) : missing ? (
        <span className={styles.required}>Link required</span>
      ) : (
        <code className={styles.href} title={href}>
          {href}
        </code>
      )}
      <button type="button" className={styles.link} onClick={onEdit}>
        {none || missing ? 'Add link' : 'Edit link'}
      </button>
    </div>
  );
}

/**
 * Instead of a link field on the unsubscribe and preferences elements: those links are ours, per recipient
 * (docs/product.md › Unsubscribe and signup form), so there is nothing to edit.
 */
export function ListLinkNote() {
  return (
    <p className={styles.muted}>
      Each recipient gets their own link when the email is sent. The preview and test sends open a sample
      page.
    </p>
  );
}

/**
 * The image: a thumbnail, its file name and "Replace image" (or "Upload image" while it is a placeholder),
 * then its URL on one line, truncated, in a read-only field to select or copy.
 */
export function ImageField({ src: stored, onPick }: { src: string | undefined; onPick: () => void }) {
  const urlId = useId();
  // A placeholder ('@@PLACEHOLDER_IMAGE@@', empty) is no image: the field says "Image required".
  const src = stored === undefined || isPlaceholder(stored) ? undefined : stored;
  const name = src ? imageFileName(src) : undefined;
  const copy = async () => {
    try {
      await copyText(src ?? '');
      toast({ title: 'Image URL Copied' });
    } catch {
      toast({ title: 'Copy Failed', description: 'Could not copy the image URL.', variant: 'destructive' });
    }
  };
  return (
    <div className={styles.image} role="group" aria-label="Image">
      <div className={styles.imageHead}>
        {src ? (
          <img className={styles.thumb} src={src} alt="" />
        ) : (
          <span className={styles.thumb} aria-hidden="true" />
        )}
        <div className={styles.imageName}>
          {name ? (
            <span className={styles.fileName} title={name}>
              {name}
            </span>
          ) : (
            <span className={styles.required}>Image required</span>
          )}
          <button type="button" className={styles.link} onClick={onPick}>
            {src ? 'Replace image' : 'Upload image'}
          </button>
        </div>
      </div>
      {src && (
        <div className={styles.url}>
          <label htmlFor={urlId}>Image URL</label>
          <input id={urlId} readOnly value={src} onFocus={(e) => e.currentTarget.select()} />
          <button
            type="button"
            className={styles.link}
            onClick={() => void copy()}
            aria-label="Copy image URL"
          >
            Copy
          </button>
        </div>
      )}
    </div>
  );
}

/**
 * A text value that must match a pattern (a length, a padding): what is typed stays in the field while
 * it is incomplete; only a valid value (or blank, meaning "default") reaches the email.
 */
export function CheckedField({
  label,
  value,
  onChange,
  pattern,
  hint,
  placeholder,
}: {
  label: string;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  pattern: RegExp;
  hint?: string;
  placeholder?: string;
}) {
  const [draft, setDraft] = useState(value ?? '');
  useEffect(() => {
    setDraft((d) => (pattern.test(d.trim()) || d.trim() === '' ? (value ?? '') : d));
  }, [value, pattern]);
  const bad = draft.trim() !== '' && !pattern.test(draft.trim());
  return (
    <Field
      label={label}
      hint={hint}
      error={bad ? 'Not applied yet: ' + (hint ?? 'check the value.') : undefined}
    >
      <Input
        value={draft}
        placeholder={placeholder}
        onChange={(e) => {
          const v = e.target.value;
          setDraft(v);
          if (v.trim() === '') onChange(undefined);
          else if (pattern.test(v.trim())) onChange(v.trim());
        }}
      />
    </Field>
  );
}
