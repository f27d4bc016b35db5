import {
  AUTO_RECHARGE_AMOUNT,
  AUTO_RECHARGE_THRESHOLD,
  type AutoRechargeSettings,
  autoRechargeSaveBlocked,
  autoRechargeSaveError,
  creditsForUsd,
  type PlanId,
  ZAutoRechargeSettings,
} from '@agent-platform/core';
import { Button, Card, Group, Slider, Stack, Switch, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useEffect, useRef } from 'react';
import { isApiError } from '../../lib/api';
import { useCurrentWorkspace } from '../workspaces/current-workspace';
import { useSaveAutoRecharge } from './use-save-auto-recharge';

/** Spec 002 §8.2: the success notice, word for word. */
export const AUTO_RECHARGE_SAVED = 'Autocharge settings saved!';

export interface AutoRechargeCardProps {
  /** The billing summary's saved settings. */
  autoRecharge: AutoRechargeSettings;
  planId: PlanId;
  /** Whether a payment method is saved: without one the settings cannot be saved (spec 002 §5.5). */
  hasCard: boolean;
  currencySymbol: string;
  /** Told what the server stored, so the page can keep its billing summary in step. */
  onSaved?: (saved: AutoRechargeSettings) => void;
}

const credits = (n: number) => n.toLocaleString('en-US');

/**
 * The Automatic Recharge card (spec 002 §2.5, §4.4, §5.5): a toggle, the threshold and amount
 * sliders, a summary and Save Settings. A failed save puts back the values saved before (§8.1).
 */
export function AutoRechargeCard({ autoRecharge, planId, hasCard, currencySymbol, onSaved }: AutoRechargeCardProps) {
  const { workspace } = useCurrentWorkspace();
  const save = useSaveAutoRecharge(workspace.region, workspace.uid);
  const form = useForm<AutoRechargeSettings>({
    mode: 'controlled',
    initialValues: autoRecharge,
    validate: zod4Resolver(ZAutoRechargeSettings, { errorPriority: 'first' }),
  });
  // What the server holds now: where a failed save goes back to.
  const saved = useRef(autoRecharge);
  const { enabled, threshold, amount } = autoRecharge;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only new saved values reset the form
  useEffect(() => {
    // New settings from the page (its summary refetched): taken in unless the owner is editing.
    saved.current = { enabled, threshold, amount };
    if (!form.isDirty()) {
      form.setInitialValues(saved.current);
      form.setValues(saved.current);
    }
  }, [enabled, threshold, amount]);

  const blocked = autoRechargeSaveBlocked(planId, hasCard);
  const values = form.getValues();
  const money = (usd: number) => `${currencySymbol}${usd}`;

  const submit = form.onSubmit((body) => {
    save.mutate(body, {
      onSuccess: (stored) => {
        saved.current = stored;
        form.setInitialValues(stored);
        form.setValues(stored);
        notifications.show({ color: 'green', message: AUTO_RECHARGE_SAVED, autoClose: 3000 });
        onSaved?.(stored);
      },
      onError: (error) => {
        form.setValues(saved.current);
        form.resetDirty(saved.current);
        // §8.1: the server's message, else the failure's (no answer came), else the card's own.
        const answered = isApiError(error) && !['NETWORK_ERROR', 'HTTP_ERROR'].includes(error.code);
        const serverMessage = answered ? error.message : null;
        const failure = isApiError(error) && error.code === 'NETWORK_ERROR' ? error.message : null;
        notifications.show({ color: 'red', message: autoRechargeSaveError(serverMessage, failure), autoClose: 5000 });
      },
    });
  });

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="auto-recharge-title">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Stack gap={4}>
            <Title order={2} size="h4" id="auto-recharge-title">
              Automatic Recharge
            </Title>
            <Text c="dimmed" size="sm">
              Top up your credits automatically when your balance runs low.
            </Text>
          </Stack>
          <Switch label="Enable automatic recharge" {...form.getInputProps('enabled', { type: 'checkbox' })} />
          <Stack gap={4}>
            <Group justify="space-between">
              <Text size="sm" fw={500}>
                Recharge when credits fall below
              </Text>
              <Text size="sm">{credits(values.threshold)} credits</Text>
            </Group>
            <Slider
              min={AUTO_RECHARGE_THRESHOLD.min}
              max={AUTO_RECHARGE_THRESHOLD.max}
              step={AUTO_RECHARGE_THRESHOLD.step}
              thumbLabel="Recharge when credits fall below"
              label={(value) => `${credits(value)} credits`}
              disabled={!values.enabled}
              {...form.getInputProps('threshold')}
            />
          </Stack>
          <Stack gap={4}>
            <Group justify="space-between">
              <Text size="sm" fw={500}>
                Recharge amount
              </Text>
              <Text size="sm">{money(values.amount)}</Text>
            </Group>
            <Slider
              min={AUTO_RECHARGE_AMOUNT.min}
              max={AUTO_RECHARGE_AMOUNT.max}
              step={AUTO_RECHARGE_AMOUNT.step}
              thumbLabel="Recharge amount"
              label={money}
              disabled={!values.enabled}
              {...form.getInputProps('amount')}
            />
          </Stack>
          <Text size="sm" data-testid="auto-recharge-summary">
            {values.enabled
              ? `When your balance falls below ${credits(values.threshold)} credits, ${money(values.amount)} is charged to your saved card and ${credits(creditsForUsd(values.amount))} credits are added.`
              : 'Automatic recharge is off: your card is only charged when you buy credits yourself.'}
          </Text>
          {blocked ? (
            <Text size="sm" c="red">
              {blocked}
            </Text>
          ) : null}
          <Group justify="flex-end">
            <Button type="submit" disabled={Boolean(blocked)} loading={save.isPending}>
              Save Settings
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
