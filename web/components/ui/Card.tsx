import type { HTMLAttributes, ReactNode } from 'react';
import styles from './Card.module.css';

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** Renders a heading; the card becomes a labelled region-like <section>. */
  title?: ReactNode;
  /** Heading level of the title (default 2). */
  titleLevel?: 2 | 3;
  description?: ReactNode;
  as?: 'div' | 'section' | 'article';
}

export function Card({ title, titleLevel = 2, description, as, className, children, ...rest }: CardProps) {
  const Tag = as ?? (title ? 'section' : 'div');
  const Heading = titleLevel === 2 ? 'h2' : 'h3';
  return (
    <Tag className={[styles.card, className].filter(Boolean).join(' ')} {...rest}>
      {(title || description) && (
        <header className={styles.header}>
          {title && <Heading className={styles.title}>{title}</Heading>}
          {description && <p className={styles.description}>{description}</p>}
        </header>
      )}
      {children}
    </Tag>
  );
}
