import { dayText } from '../../lib/date-text';

/** docs/product.md › Project list: 'Jan 5, 2025'; 'N/A' when missing; 'Invalid date' when it cannot be read. Pure. */
export function formatLastEdited(value: string | null | undefined): string {
  if (value === null || value === undefined || value === '') return 'N/A';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return 'Invalid date';
  return dayText(date);
}
