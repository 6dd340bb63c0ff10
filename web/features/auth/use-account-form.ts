import { useForm, type DefaultValues, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type * as z from 'zod';
import type { Credentials } from './auth-schemas';
import { useAccountSequence, type AccountRequest } from './use-account-sequence';

/**
 * The account form of /login, /signup and /auth-gate: the screen's schema, and on submit the account
 * sequence (useAccountSequence) with the typed credentials; a failure about one field is shown beside it.
 */
export function useAccountForm<V extends Credentials>(
  schema: z.ZodType<V, V>,
  defaultValues: DefaultValues<V>,
  request: Omit<AccountRequest, 'email' | 'password'>,
) {
  const run = useAccountSequence();
  const form = useForm<V>({ resolver: zodResolver(schema), defaultValues });
  const onSubmit = form.handleSubmit(async ({ email, password }) => {
    const failure = await run({ ...request, email, password });
    if (failure?.kind === 'failed' && failure.field)
      form.setError(failure.field as Path<V>, { message: failure.message });
  });
  return { ...form, onSubmit };
}
