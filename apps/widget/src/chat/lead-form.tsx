import type { RichPart } from '@agent-platform/core';
import { type FormEvent, useId, useState } from 'react';

type LeadFormPart = Extract<RichPart, { type: 'lead-form' }>;
export type LeadValues = Partial<Record<LeadFormPart['fields'][number], string>>;

const LABELS = { name: 'Name', email: 'Email', phone: 'Phone' } as const;
const TYPES = { name: 'text', email: 'email', phone: 'tel' } as const;
const AUTOCOMPLETE = { name: 'name', email: 'email', phone: 'tel' } as const;

/** The lead form an answer shows: the visitor's details go to the workspace's Leads, once sent. */
export function LeadForm({
  part,
  onSubmit,
}: {
  part: LeadFormPart;
  onSubmit: (values: LeadValues) => Promise<string | null>;
}) {
  const id = useId();
  const [values, setValues] = useState<LeadValues>({});
  const [state, setState] = useState<'editing' | 'sending' | 'sent'>('editing');
  const [error, setError] = useState<string | null>(null);
  if (state === 'sent') return <p className="note">Thank you! We have your details.</p>;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setState('sending');
    const failure = await onSubmit(values);
    setError(failure);
    setState(failure ? 'editing' : 'sent');
  };
  return (
    <form className="lead-form" onSubmit={submit} aria-label={part.title ?? 'Your details'}>
      {part.title && <strong>{part.title}</strong>}
      {part.fields.map((field) => (
        <label key={field} htmlFor={`${id}-${field}`}>
          {LABELS[field]}
          <input
            id={`${id}-${field}`}
            type={TYPES[field]}
            autoComplete={AUTOCOMPLETE[field]}
            value={values[field] ?? ''}
            onChange={(event) => setValues((current) => ({ ...current, [field]: event.target.value }))}
          />
        </label>
      ))}
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" disabled={state === 'sending'}>
        Send
      </button>
    </form>
  );
}
