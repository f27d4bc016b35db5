import {
  type DomainKind,
  INVALID_DOMAIN_MESSAGE,
  isHostName,
  type Region,
  SUBDOMAIN_REQUIRED_MESSAGE,
  subdomainOf,
  ZCustomDomainName,
} from '@agent-platform/core';
import { Button, Group, TextInput } from '@mantine/core';
import { showCallError, useCheckedForm } from '../../lib/forms';
import { useSaveDomain } from './use-agency-domains';

/** The value -> submit step: a subdomain label (the root shown after it) or a custom domain. */
export function DomainForm({
  region,
  workspaceUid,
  kind,
  rootDomain,
}: {
  region: Region;
  workspaceUid: string;
  kind: DomainKind;
  rootDomain: string;
}) {
  const save = useSaveDomain(region, workspaceUid, kind);
  const form = useCheckedForm({
    initialValues: { value: '' },
    validate: { value: (value) => domainProblem(kind, value, rootDomain) },
  });
  const submit = form.onSubmit((values) =>
    save.mutate(values.value, { onError: (error) => showCallError(form, error) }),
  );
  return (
    <form onSubmit={submit}>
      <Group align="flex-start">
        <TextInput
          style={{ flex: 1 }}
          label={kind === 'subdomain' ? 'Subdomain' : 'Custom domain'}
          placeholder={kind === 'subdomain' ? 'acme' : 'app.example.com'}
          rightSection={kind === 'subdomain' ? <span>.{rootDomain}</span> : undefined}
          rightSectionWidth={kind === 'subdomain' ? rootDomain.length * 8 + 16 : undefined}
          {...form.getInputProps('value')}
          error={form.errors.value ?? form.errors.call}
        />
        <Button type="submit" mt={25} loading={save.isPending}>
          Save
        </Button>
      </Group>
    </form>
  );
}

/** The same rules the server applies (spec 001 §5), so the agency sees the problem before saving. */
function domainProblem(kind: DomainKind, value: string, rootDomain: string): string | null {
  if (kind === 'custom') return ZCustomDomainName.safeParse(value).error?.issues[0]?.message ?? null;
  const domain = subdomainOf(value, rootDomain);
  if (!domain) return SUBDOMAIN_REQUIRED_MESSAGE;
  return isHostName(domain) ? null : INVALID_DOMAIN_MESSAGE;
}
