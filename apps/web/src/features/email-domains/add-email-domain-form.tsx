import { type AddEmailDomainBody, EMAIL_DOMAIN_REQUIRED, type Region, ZAddEmailDomainBody } from '@agent-platform/core';
import { Button, Group, TextInput } from '@mantine/core';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { errorMessage } from '../../lib/api';
import { useCheckedForm } from '../../lib/forms';
import { useAddEmailDomain } from './use-add-email-domain';

/** Entering the root domain mail is sent from; the answer brings the DNS instructions. */
export function AddEmailDomainForm({ region, workspaceUid }: { region: Region; workspaceUid: string }) {
  const add = useAddEmailDomain(region, workspaceUid);
  const form = useCheckedForm<AddEmailDomainBody>({
    mode: 'controlled',
    initialValues: { domain: '' },
    validate: zod4Resolver(ZAddEmailDomainBody, { errorPriority: 'first' }),
    transformValues: (values) => ZAddEmailDomainBody.parse(values),
  });
  const submit = form.onSubmit((body) =>
    add.mutate(body, { onError: (error) => form.setFieldError('domain', errorMessage(error)) }),
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Add email domain">
      <Group align="flex-start" gap="sm">
        <TextInput
          label="Domain"
          description={EMAIL_DOMAIN_REQUIRED}
          placeholder="youragency.com"
          style={{ flex: 1, maxWidth: 420 }}
          {...form.getInputProps('domain')}
        />
        <Button type="submit" loading={add.isPending} mt={46}>
          Add domain
        </Button>
      </Group>
    </form>
  );
}
