import { textOn } from '../../../shared/brand/apply-brand';
import { BUTTON_RADIUS, FONT_STACKS, type BrandKit } from '../../../shared/contracts/brand';
import styles from './BrandKit.module.css';

/** A small live sample of the kit: the shop name, a paragraph with a link, a rule and a button. */
export function BrandSwatch({ brand }: { brand: BrandKit }) {
  const c = brand.colors;
  return (
    <div
      className={styles.swatch}
      aria-label="Brand kit sample"
      role="img"
      style={{ background: c.background, color: c.text, fontFamily: FONT_STACKS[brand.font] }}
    >
      <strong>{brand.shopName || 'Your shop'}</strong>
      <span>
        Text in your colours, with <u style={{ color: c.link }}>a link</u>.
      </span>
      <hr style={{ borderColor: c.accent }} />
      <span
        className={styles.sampleButton}
        style={{
          background: c.primary,
          color: textOn(c.primary),
          borderRadius: BUTTON_RADIUS[brand.buttonShape],
        }}
      >
        Shop now
      </span>
    </div>
  );
}
