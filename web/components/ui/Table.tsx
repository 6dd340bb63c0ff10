import type { TableHTMLAttributes } from 'react';
import styles from './Table.module.css';

/**
 * A data table (contacts, projects): full width on the surface colour, rounded, a line under each row. A feature
 * adds its own columns' styles (and a narrow-screen layout) with `className`; the cells' base styles here are
 * weaker than any such rule, whatever order the style sheets load in.
 */
export function Table({ className, ...props }: TableHTMLAttributes<HTMLTableElement>) {
  return <table {...props} className={className ? `${styles.table} ${className}` : styles.table} />;
}
