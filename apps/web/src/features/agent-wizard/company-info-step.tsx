import {
  COMPANY_DESCRIPTION_MAX_LENGTH,
  COMPANY_NAME_MAX_LENGTH,
  type CompanyInfo,
  WEBSITE_URL_MAX_LENGTH,
  ZCompanyInfo,
} from '@agent-platform/core';
import { Button, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import type { ReactNode } from 'react';
import type { z } from 'zod';

export type ValidCompanyInfo = z.output<typeof ZCompanyInfo>;

/** Which fields the form marks as required; the schema is what enforces them. */
type RequiredFields = Record<keyof CompanyInfo, boolean>;
const ALL_REQUIRED: RequiredFields = { companyName: true, website: true, description: true };

/**
 * The wizard's first step: the company form of spec 002 §5.11, checked with the shared rules.
 * Client onboarding passes its agency's rules (`schema`, `required`) and a Skip button (`extraAction`).
 */
export function CompanyInfoStep<Valid = ValidCompanyInfo>({
  backButton,
  values,
  onChange,
  onNext,
  schema = ZCompanyInfo as unknown as z.ZodType<Valid, CompanyInfo>,
  required = ALL_REQUIRED,
  intro = "Tell us about your company. We read your website to write your agent's instructions, fill its knowledge base and match its colours.",
  extraAction,
}: {
  backButton: ReactNode;
  values: CompanyInfo;
  onChange: (values: CompanyInfo) => void;
  onNext: (company: Valid) => void;
  schema?: z.ZodType<Valid, CompanyInfo>;
  required?: RequiredFields;
  intro?: string;
  extraAction?: ReactNode;
}) {
  // Spec 002 §5.11: a field's error clears when the field is edited (the form's default). The
  // wizard keeps the values, so going back to this step shows them again.
  const form = useForm({
    mode: 'controlled',
    initialValues: values,
    onValuesChange: onChange,
    validate: zod4Resolver(schema, { errorPriority: 'first' }),
    transformValues: (company) => schema.parse(company),
  });

  return (
    <form onSubmit={form.onSubmit(onNext)} noValidate aria-label="Company info">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {intro}
        </Text>
        <TextInput
          label="Company name"
          placeholder="Acme Inc."
          required={required.companyName}
          data-autofocus
          maxLength={COMPANY_NAME_MAX_LENGTH}
          {...form.getInputProps('companyName')}
        />
        <TextInput
          label="Company website"
          placeholder="https://acme.com"
          required={required.website}
          maxLength={WEBSITE_URL_MAX_LENGTH}
          {...form.getInputProps('website')}
        />
        <Textarea
          label="What does your company do?"
          placeholder="We roast specialty coffee and deliver it to homes and cafés."
          required={required.description}
          autosize
          minRows={3}
          maxLength={COMPANY_DESCRIPTION_MAX_LENGTH}
          {...form.getInputProps('description')}
        />
        <Group justify="space-between">
          {backButton}
          <Group gap="sm">
            {extraAction}
            <Button type="submit">Next</Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
