import {
  type AgencyPlan,
  type AgencyPlanInput,
  CHANNEL_LABELS,
  type Currency,
  currencySymbol,
  MESSAGING_CHANNELS,
  type Region,
  ZAgencyPlanInput,
} from '@agent-platform/core';
import { Alert, Button, Checkbox, Group, Modal, NumberInput, Stack, Switch, TagsInput, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { errorMessage } from '../../lib/api';
import { useSaveAgencyPlan } from './use-save-agency-plan';

const NEW_PLAN: AgencyPlanInput = {
  name: '',
  price: 0,
  credits: 0,
  features: [],
  isPopular: false,
  limits: {
    allowedChannels: [...MESSAGING_CHANNELS],
    maxAgents: 'infinity',
    allowAnalytics: true,
    allowLeads: true,
    allowVoiceChannel: true,
  },
};

const valuesOf = (plan: AgencyPlan | null): AgencyPlanInput =>
  plan
    ? {
        name: plan.name,
        price: plan.price,
        credits: plan.credits,
        features: plan.features,
        isPopular: plan.isPopular,
        limits: { ...plan.limits, allowedChannels: plan.limits.allowedChannels ?? [...MESSAGING_CHANNELS] },
      }
    : NEW_PLAN;

/** Adds a plan, or edits `plan`: its price, credits, features, badge and what the clients on it may use. */
export function PlanEditorModal({
  region,
  workspaceUid,
  plan,
  currency,
  onClose,
}: {
  region: Region;
  workspaceUid: string;
  /** null: a new plan. */
  plan: AgencyPlan | null;
  currency: Currency;
  onClose: () => void;
}) {
  const save = useSaveAgencyPlan(region, workspaceUid);
  const form = useForm<AgencyPlanInput>({
    initialValues: valuesOf(plan),
    validate: zod4Resolver(ZAgencyPlanInput, { errorPriority: 'first' }),
  });
  const unlimited = form.values.limits.maxAgents === 'infinity';
  const submit = form.onSubmit((values) =>
    save.mutate({ ...(plan ? { planId: plan.id } : {}), plan: values }, { onSuccess: onClose }),
  );
  return (
    <Modal opened onClose={onClose} title={plan ? 'Edit plan' : 'Add plan'} size="lg">
      <form onSubmit={submit} noValidate aria-label="Plan">
        <Stack gap="sm">
          <TextInput label="Plan name" withAsterisk {...form.getInputProps('name')} />
          <Group grow align="flex-start">
            <NumberInput
              label="Price per month"
              prefix={currencySymbol(currency)}
              min={0}
              decimalScale={2}
              {...form.getInputProps('price')}
            />
            <NumberInput
              label="Credits included"
              min={0}
              step={1000}
              thousandSeparator=","
              {...form.getInputProps('credits')}
            />
          </Group>
          <TagsInput
            label="Features"
            description="Press Enter after each feature."
            {...form.getInputProps('features')}
          />
          <Switch label="Most Popular" {...form.getInputProps('isPopular', { type: 'checkbox' })} />
          <Checkbox.Group label="Allowed channels" {...form.getInputProps('limits.allowedChannels')}>
            <Group mt="xs">
              {MESSAGING_CHANNELS.map((channel) => (
                <Checkbox key={channel} value={channel} label={CHANNEL_LABELS[channel]} />
              ))}
            </Group>
          </Checkbox.Group>
          <Group align="flex-end">
            <Switch
              label="Unlimited agents"
              checked={unlimited}
              onChange={(event) => form.setFieldValue('limits.maxAgents', event.currentTarget.checked ? 'infinity' : 1)}
            />
            {unlimited ? null : (
              <NumberInput
                label="Max agents"
                min={0}
                allowDecimal={false}
                {...form.getInputProps('limits.maxAgents')}
              />
            )}
          </Group>
          <Switch label="Analytics" {...form.getInputProps('limits.allowAnalytics', { type: 'checkbox' })} />
          <Switch label="Leads" {...form.getInputProps('limits.allowLeads', { type: 'checkbox' })} />
          <Switch label="Voice channel" {...form.getInputProps('limits.allowVoiceChannel', { type: 'checkbox' })} />
          {save.error ? (
            <Alert color="red" role="alert">
              {errorMessage(save.error)}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              Save plan
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
