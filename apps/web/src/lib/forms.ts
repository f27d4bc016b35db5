import { type UseFormInput, type UseFormReturnType, useForm } from '@mantine/form';
import { type ReactNode, useRef } from 'react';
import { errorMessage } from './api';

/**
 * Mantine's `useForm` for forms that show each input's message beside it: nothing before the
 * first try, then every change checks the whole form again, so the messages follow the typing
 * (and a change to one input, such as the provider, can bring up another's).
 */
export function useCheckedForm<
  Values extends Record<string, unknown>,
  Transform extends (values: Values) => unknown = (values: Values) => Values,
>(input: UseFormInput<Values, Transform>): UseFormReturnType<Values, Transform> {
  const tried = useRef(false);
  const form: UseFormReturnType<Values, Transform> = useForm<Values, Transform>({
    ...input,
    // Before the first try there is nothing to clear; after it, each change checks everything again.
    clearInputErrorOnChange: false,
    onValuesChange: (values, previous) => {
      input.onValuesChange?.(values, previous);
      if (tried.current) form.validate();
    },
  });
  const onSubmit: typeof form.onSubmit = (handleSubmit, handleValidationFailure) => (event) => {
    tried.current = true;
    form.onSubmit(handleSubmit, handleValidationFailure)(event);
  };
  return { ...form, onSubmit };
}

/** Where a form that shows its problems in one place keeps a failed call's message: a path no input has. */
const CALL_FAILED = 'call';

/**
 * The one message such a form shows: its inputs' first, in the order they are shown (the order of
 * the contract's checks), else one about the whole form, else the failed call's.
 */
export function firstError(form: { values: object; errors: Record<string, ReactNode> }): ReactNode {
  const paths = [...Object.keys(form.values), ...Object.keys(form.errors)];
  return paths.map((path) => form.errors[path]).find(Boolean) ?? null;
}

/** Shows a failed call's message where the form shows its problems; the next submit clears it. */
export function showCallError(form: { setFieldError: (path: string, error: ReactNode) => void }, error: unknown) {
  form.setFieldError(CALL_FAILED, errorMessage(error));
}

/**
 * Saves a form from outside its submit button (the unsaved-changes warning): the same checks as a
 * submit, then `send`; false when an input needs fixing, which the form then shows.
 */
export async function saveForm<Values extends Record<string, unknown>, Transform extends (values: Values) => unknown>(
  form: UseFormReturnType<Values, Transform>,
  send: (values: ReturnType<Transform>) => Promise<unknown>,
): Promise<boolean> {
  if (form.validate().hasErrors) return false;
  await send(form.getTransformedValues());
  return true;
}
