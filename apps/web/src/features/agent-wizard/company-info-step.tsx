import {
  COMPANY_DESCRIPTION_MAX_LENGTH,
  COMPANY_NAME_MAX_LENGTH,
  type CompanyInfo,
  WEBSITE_URL_MAX_LENGTH,
  ZCompanyInfo,
} from '@agent-platform/core';
import { Button, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { type FormEvent, type ReactNode, useState } from 'react';
import type { z } from 'zod';

export type ValidCompanyInfo = z.output<typeof ZCompanyInfo>;
type Field = keyof CompanyInfo;

/** The wizard's first step: the company form of spec 002 §5.11, checked with the shared rules. */
export function CompanyInfoStep({
  backButton,
  values,
  onChange,
  onNext,
}: {
  backButton: ReactNode;
  values: CompanyInfo;
  onChange: (values: CompanyInfo) => void;
  onNext: (company: ValidCompanyInfo) => void;
}) {
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  // Spec 002 §5.11: a field's error clears when the field is edited.
  const edit = (field: Field, value: string) => {
    onChange({ ...values, [field]: value });
    setErrors(({ [field]: _cleared, ...others }) => others);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = ZCompanyInfo.safeParse(values);
    if (parsed.success) {
      onNext(parsed.data);
      return;
    }
    const found: Partial<Record<Field, string>> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as Field;
      found[field] ??= issue.message;
    }
    setErrors(found);
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Company info">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Tell us about your company. We read your website to write your agent's instructions, fill its knowledge base
          and match its colours.
        </Text>
        <TextInput
          label="Company name"
          placeholder="Acme Inc."
          required
          data-autofocus
          maxLength={COMPANY_NAME_MAX_LENGTH}
          value={values.companyName}
          error={errors.companyName}
          onChange={(event) => edit('companyName', event.currentTarget.value)}
        />
        <TextInput
          label="Company website"
          placeholder="https://acme.com"
          required
          maxLength={WEBSITE_URL_MAX_LENGTH}
          value={values.website}
          error={errors.website}
          onChange={(event) => edit('website', event.currentTarget.value)}
        />
        <Textarea
          label="What does your company do?"
          placeholder="We roast specialty coffee and deliver it to homes and cafés."
          required
          autosize
          minRows={3}
          maxLength={COMPANY_DESCRIPTION_MAX_LENGTH}
          value={values.description}
          error={errors.description}
          onChange={(event) => edit('description', event.currentTarget.value)}
        />
        <Group justify="space-between">
          {backButton}
          <Button type="submit">Next</Button>
        </Group>
      </Stack>
    </form>
  );
}
