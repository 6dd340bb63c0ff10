import type { PropertyFilter } from '../../../../shared/contracts/flows';
import { Button } from '../../../components/ui';
import { opLabel } from '../flow-words';
import styles from '../Automations.module.css';
import { ChoiceBox, TextBox } from './controls';

const ops = (['equals', 'not-equals', 'more-than', 'less-than', 'contains'] as const).map(
  (op) => [op, opLabel(op)] as const,
);

/** "more than 50" compares numbers: there a value that reads as a number is sent as one. */
const valueOf = (text: string): string | number =>
  text.trim() !== '' && Number.isFinite(Number(text)) ? Number(text) : text;

/** Up to 5 tests on the event's properties (Placed Order value more than 50), each removable. */
export function PropertyFilters({
  filters,
  onChange,
}: {
  filters: PropertyFilter[];
  onChange: (f: PropertyFilter[]) => void;
}) {
  const set = (i: number, change: Partial<PropertyFilter>) =>
    onChange(filters.map((f, j) => (j === i ? { ...f, ...change } : f)));
  return (
    <fieldset className={styles.group}>
      <legend>Property filters</legend>
      {filters.length === 0 && <p className={styles.muted}>Any event of this name counts.</p>}
      {filters.map((f, i) => (
        <fieldset key={i} className={styles.inline}>
          <legend className="sr-only">Filter {i + 1}</legend>
          <TextBox
            label="Property"
            value={f.property}
            maxLength={64}
            onChange={(property) => set(i, { property })}
          />
          <ChoiceBox label="Test" value={f.op} options={ops} onChange={(op) => set(i, { op })} />
          <TextBox
            label="Value"
            value={String(f.value)}
            onChange={(v) => set(i, { value: f.op === 'more-than' || f.op === 'less-than' ? valueOf(v) : v })}
          />
          <Button
            variant="ghost"
            size="sm"
            onClick={() => onChange(filters.filter((_, j) => j !== i))}
            aria-label={`Remove filter ${i + 1}`}
          >
            Remove
          </Button>
        </fieldset>
      ))}
      {filters.length < 5 && (
        <Button
          variant="outline"
          size="sm"
          onClick={() => onChange([...filters, { property: '', op: 'equals', value: '' }])}
        >
          Add a property filter
        </Button>
      )}
    </fieldset>
  );
}
