/**
 * Account settings › Brand kit (issue 33): shop name (suggested from the domain), logo, five colours, an
 * email-safe font, the button shape and social links. New emails, templates and the assistant use it.
 * The form keeps what was typed when a save fails and shows the server's sentence.
 */
import { useState } from 'react';
import {
  BRAND_SOCIAL_MAX,
  buttonShapes,
  FONT_STACKS,
  fontStackIds,
  socialPlatforms,
  SOCIAL_PLATFORM_NAMES,
  type BrandKit,
} from '../../../shared/contracts/brand';
import { Button, Field, Input, Spinner } from '../../components/ui';
import { errorMessage } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { useBrandKit, useSaveBrandKit } from './brand-api';
import { BrandColours } from './BrandColours';
import { BrandSwatch } from './BrandSwatch';
import { LogoField } from './LogoField';
import styles from './BrandKit.module.css';

type Social = Partial<Record<(typeof socialPlatforms)[number], string>>;

const socialOf = (brand: BrandKit): Social =>
  Object.fromEntries(brand.social.map((s) => [s.platform, s.href]));

export function BrandKitSection() {
  const query = useBrandKit();
  return (
    <section className={styles.section} aria-labelledby="brand-kit">
      <h2 id="brand-kit">Brand kit</h2>
      <p>Your shop&apos;s look for new emails, templates and the assistant&apos;s drafts.</p>
      {query.data ? (
        <BrandForm initial={query.data.brand} suggested={!query.data.saved} />
      ) : query.isError ? (
        <p role="alert">{errorMessage(query.error)}</p>
      ) : (
        <Spinner label="Loading your brand kit" />
      )}
    </section>
  );
}

function BrandForm({ initial, suggested }: { initial: BrandKit; suggested: boolean }) {
  const [draft, setDraft] = useState<BrandKit>(initial);
  const [social, setSocial] = useState<Social>(socialOf(initial));
  const save = useSaveBrandKit();
  const set = (patch: Partial<BrandKit>) => setDraft((d) => ({ ...d, ...patch }));
  const submit = () => {
    const links = socialPlatforms
      .filter((p) => (social[p] ?? '').trim() !== '')
      .map((p) => ({ platform: p, href: social[p]!.trim() }))
      .slice(0, BRAND_SOCIAL_MAX);
    save.mutate(
      { ...draft, logoUrl: draft.logoUrl?.trim() || null, social: links },
      { onSuccess: () => toast({ title: 'Brand kit saved' }) },
    );
  };
  return (
    <form
      className={styles.form}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Field label="Shop name" hint={suggested ? 'Suggested from your domain.' : undefined}>
        <Input value={draft.shopName} maxLength={80} onChange={(e) => set({ shopName: e.target.value })} />
      </Field>
      <LogoField value={draft.logoUrl} onChange={(logoUrl) => set({ logoUrl })} />
      <BrandColours colors={draft.colors} onChange={(colors) => set({ colors })} />
      <Field label="Font">
        <select
          className={styles.select}
          value={draft.font}
          onChange={(e) => set({ font: e.target.value as BrandKit['font'] })}
        >
          {fontStackIds.map((id) => (
            <option key={id} value={id} style={{ fontFamily: FONT_STACKS[id] }}>
              {FONT_STACKS[id].split(',')[0]!.replace(/'/g, '')}
            </option>
          ))}
        </select>
      </Field>
      <fieldset className={styles.group}>
        <legend>Button shape</legend>
        {buttonShapes.map((shape) => (
          <label key={shape} className={styles.choice}>
            <input
              type="radio"
              name="button-shape"
              value={shape}
              checked={draft.buttonShape === shape}
              onChange={() => set({ buttonShape: shape })}
            />
            {shape[0]!.toUpperCase() + shape.slice(1)}
          </label>
        ))}
      </fieldset>
      <fieldset className={styles.group}>
        <legend>Social links (footer)</legend>
        {socialPlatforms.map((p) => (
          <Field key={p} label={SOCIAL_PLATFORM_NAMES[p]}>
            <Input
              type="url"
              inputMode="url"
              placeholder="https://"
              value={social[p] ?? ''}
              onChange={(e) => setSocial((s) => ({ ...s, [p]: e.target.value }))}
            />
          </Field>
        ))}
      </fieldset>
      <BrandSwatch brand={draft} />
      {save.isError && (
        <p role="alert" className={styles.error}>
          {errorMessage(save.error)}
        </p>
      )}
      <div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save brand kit'}
        </Button>
      </div>
    </form>
  );
}
