import type { HTMLAttributes, ReactNode, Ref } from 'react';
import styles from './Card.module.css';

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** Renders a heading; the card becomes a labelled region-like <section>. */
  title?: ReactNode;
  /** Heading level of the title (default 2). */
  titleLevel?: 2 | 3;
  description?: ReactNode;
  /** For a card the page moves the focus to: the title then takes focus from code (tabIndex -1). */
  titleRef?: Ref<HTMLHeadingElement>;
  as?: 'div' | 'section' | 'article';
}

export function Card({
  title,
  titleLevel = 2,
  description,
  titleRef,
  as,
  className,
  children,
  ...rest
}: CardProps) {
  const Tag = as ?? (title ? 'section' : 'div');
  const Heading = titleLevel === 2 ? 'h2' : 'h3';
  return (
    <Tag className={[styles.card, className].filter(Boolean).join(' ')} {...rest}>
      {(title || description) && (
        <header className={styles.header}>
          {title && (
            <Heading ref={titleRef} tabIndex={titleRef ? -1 : undefined} className={styles.title}>
              {title}
            </Heading>
          )}
          {description && <p className={styles.description}>{description}</p>}
        </header>
      )}
      {children}
    </Tag>
  );
}
