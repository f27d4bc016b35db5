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
  // Spec 002 §5.11: a field's error clears when the field is edited (the form's default). The
  // wizard keeps the values, so going back to this step shows them again.
  const form = useForm({
    mode: 'controlled',
    initialValues: values,
    onValuesChange: onChange,
    validate: zod4Resolver(ZCompanyInfo, { errorPriority: 'first' }),
    transformValues: (company) => ZCompanyInfo.parse(company),
  });

  return (
    <form onSubmit={form.onSubmit(onNext)} noValidate aria-label="Company info">
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
          {...form.getInputProps('companyName')}
        />
        <TextInput
          label="Company website"
          placeholder="https://acme.com"
          required
          maxLength={WEBSITE_URL_MAX_LENGTH}
          {...form.getInputProps('website')}
        />
        <Textarea
          label="What does your company do?"
          placeholder="We roast specialty coffee and deliver it to homes and cafés."
          required
          autosize
          minRows={3}
          maxLength={COMPANY_DESCRIPTION_MAX_LENGTH}
          {...form.getInputProps('description')}
        />
        <Group justify="space-between">
          {backButton}
          <Button type="submit">Next</Button>
        </Group>
      </Stack>
    </form>
  );
}
