import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field, Input } from '../../components/ui';

interface AccountFieldsProps {
  email: UseFormRegisterReturn;
  password: UseFormRegisterReturn;
  errors: { email?: { message?: string }; password?: { message?: string } };
  /** 'new-password' on sign-up, so password managers offer to generate one. */
  passwordAutoComplete: 'current-password' | 'new-password';
  passwordHint?: string;
  idPrefix: string;
}

/** Email and password with their errors beside them (aria-describedby + role=alert via <Field>). */
export function AccountFields({
  email,
  password,
  errors,
  passwordAutoComplete,
  passwordHint,
  idPrefix,
}: AccountFieldsProps) {
  return (
    <>
      <Field label="Email" id={`${idPrefix}-email`} error={errors.email?.message}>
        <Input type="email" autoComplete="email" inputMode="email" spellCheck={false} {...email} />
      </Field>
      <Field
        label="Password"
        id={`${idPrefix}-password`}
        error={errors.password?.message}
        hint={passwordHint}
      >
        <Input type="password" autoComplete={passwordAutoComplete} {...password} />
      </Field>
    </>
  );
}
