/**
 * docs/product.md › Links: 'Enter Link URL' with Cancel and Save Link; Save is disabled while the URL is
 * invalid (the messages under the field: docs/product.md › Links).
 */
import { useRef, useState } from 'react';
import { Button, Dialog, Field, Input } from '../../../components/ui';
import { checkLinkInput } from '../model/link-url';

interface Props {
  initial: string;
  onCancel: () => void;
  onSave: (url: string) => void;
}

export function LinkModal({ initial, onCancel, onSave }: Props) {
  const start = initial === '#' || initial.startsWith('@@') ? 'https://' : initial || 'https://';
  const [value, setValue] = useState(start);
  const [touched, setTouched] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const check = checkLinkInput(value);
  const save = () => {
    if (check.ok) onSave(value.trim());
  };
  return (
    <Dialog
      open
      onClose={onCancel}
      title="Enter Link URL"
      initialFocusRef={input}
      footer={
        <>
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
          <Button onClick={save} disabled={!check.ok}>
            Save Link
          </Button>
        </>
      }
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          save();
        }}
      >
        <Field label="URL" error={touched && !check.ok ? check.message : undefined}>
          <Input
            ref={input}
            type="text"
            inputMode="url"
            autoComplete="url"
            value={value}
            onChange={(e) => {
              setValue(e.target.value);
              setTouched(true);
            }}
            onBlur={() => setTouched(true)}
          />
        </Field>
      </form>
    </Dialog>
  );
}
