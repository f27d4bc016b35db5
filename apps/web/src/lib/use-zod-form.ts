import { type ChangeEvent, type FormEvent, useState } from 'react';

interface Issue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/** The part of a zod schema a form needs; the schemas themselves live in @agent-platform/core. */
export interface FormSchema<Out> {
  safeParse(data: unknown): { success: true; data: Out } | { success: false; error: { issues: readonly Issue[] } };
}

/**
 * The first message per input of a shared contract's check, keyed by path such as `name` or
 * `fields.2.key`; empty when the data passes.
 */
export function messagesByPath<Out>(schema: FormSchema<Out>, data: unknown): Map<string, string> {
  const result = schema.safeParse(data);
  const byPath = new Map<string, string>();
  if (!result.success) {
    for (const issue of result.error.issues) {
      const path = issue.path.map(String).join('.');
      if (!byPath.has(path)) byPath.set(path, issue.message);
    }
  }
  return byPath;
}

type Values = Record<string, string>;
type Errors<V extends Values> = Partial<Record<keyof V, string>>;

function firstIssueByField<V extends Values>(issues: readonly Issue[], values: V): Errors<V> {
  const errors: Errors<V> = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (typeof field !== 'string' || !(field in values)) continue;
    const key = field as keyof V;
    if (errors[key] === undefined) errors[key] = issue.message;
  }
  return errors;
}

/**
 * Form state checked by a shared contract schema, so the browser shows the same messages
 * the server would send. Errors appear after the first submit and then follow each keystroke.
 */
export function useZodForm<V extends Values, Out>(schema: FormSchema<Out>, initialValues: V) {
  const [values, setValues] = useState<V>(initialValues);
  const [errors, setErrors] = useState<Errors<V>>({});
  const [submitted, setSubmitted] = useState(false);

  const setValue = (name: keyof V, value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    if (submitted) {
      const result = schema.safeParse(next);
      setErrors(result.success ? {} : firstIssueByField(result.error.issues, next));
    }
  };

  const inputProps = (name: keyof V) => ({
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(name, event.currentTarget.value),
    error: errors[name],
  });

  const onSubmit = (handler: (data: Out) => void) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const result = schema.safeParse(values);
    if (!result.success) {
      setErrors(firstIssueByField(result.error.issues, values));
      return;
    }
    setErrors({});
    handler(result.data);
  };

  return { values, errors, setValue, inputProps, onSubmit };
}
