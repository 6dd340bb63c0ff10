/** The palette: every element type of docs/product.md › The email document (and columns), added after the selection. */
import { useId, useState } from 'react';
import { Button } from '../../../components/ui';
import { PALETTE, type PaletteType } from '../model/element-factory';
import styles from './SidePane.module.css';

export function Palette({
  onAdd,
  onAddSection,
}: {
  onAdd: (type: PaletteType) => void;
  onAddSection: () => void;
}) {
  const id = useId();
  const [type, setType] = useState<PaletteType>('text');
  return (
    <div className={styles.palette}>
      <label htmlFor={id}>Element type</label>
      <select id={id} value={type} onChange={(e) => setType(e.target.value as PaletteType)}>
        {PALETTE.map((p) => (
          <option key={p.type} value={p.type}>
            {p.label}
          </option>
        ))}
      </select>
      <Button size="sm" onClick={() => onAdd(type)}>
        Add element
      </Button>
      <Button size="sm" variant="outline" onClick={onAddSection}>
        Add section
      </Button>
    </div>
  );
}
