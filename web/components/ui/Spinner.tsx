import styles from './Spinner.module.css';

export interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  /** Text for assistive technology (default 'Loading…'); shown next to the spinner when `showLabel`. */
  label?: string;
  showLabel?: boolean;
  /** Inside something that already announces itself (a busy button): no status role, no label. */
  decorative?: boolean;
  className?: string;
}

export function Spinner({
  size = 'md',
  label = 'Loading…',
  showLabel = false,
  decorative = false,
  className,
}: SpinnerProps) {
  const circle = <span className={`${styles.spinner} ${styles[size]}`} aria-hidden="true" />;
  if (decorative) return circle;
  return (
    <span role="status" className={[styles.wrap, className].filter(Boolean).join(' ')}>
      {circle}
      <span className={showLabel ? undefined : 'sr-only'}>{label}</span>
    </span>
  );
}
