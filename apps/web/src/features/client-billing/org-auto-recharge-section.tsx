import {
  type ClientBillingSummary,
  ORG_AUTO_RECHARGE_AMOUNT,
  ORG_AUTO_RECHARGE_MONTHLY_LIMIT,
  ORG_AUTO_RECHARGE_SAVED,
  ORG_AUTO_RECHARGE_THRESHOLD,
  type OrgAutoRechargeSettings,
  orgAutoRechargeSaveBlocked,
  orgMonthlyLimitLabel,
} from '@agent-platform/core';
import { Button, Slider, Stack, Switch, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { errorMessage } from '../../lib/api';
import { useSaveOrgAutoRecharge } from './use-client-billing-calls';

const range = ({ min, max, step }: { min: number; max: number; step: number }) => ({ min, max, step });

/** Auto-Recharge (spec 002 §4.4, §5.6): saved only off the free plan; a failed save restores the last values. */
export function OrgAutoRechargeSection({ billing }: { billing: ClientBillingSummary }) {
  const save = useSaveOrgAutoRecharge();
  const [settings, setSettings] = useState<OrgAutoRechargeSettings>(billing.autoRecharge);
  const onPaidPlan = billing.subscription?.status === 'active';
  const set = (patch: Partial<OrgAutoRechargeSettings>) => setSettings((current) => ({ ...current, ...patch }));

  const submit = async () => {
    const blocked = orgAutoRechargeSaveBlocked(settings, onPaidPlan);
    if (blocked) {
      notifications.show({ color: 'red', message: blocked, autoClose: 5000 });
      setSettings(billing.autoRecharge);
      return;
    }
    try {
      setSettings(await save.mutateAsync(settings));
      notifications.show({ color: 'green', message: ORG_AUTO_RECHARGE_SAVED, autoClose: 3000 });
    } catch (error) {
      notifications.show({ color: 'red', message: `Error: ${errorMessage(error)}`, autoClose: 5000 });
      setSettings(billing.autoRecharge);
    }
  };

  return (
    <Stack gap="sm" component="section" aria-label="Auto-Recharge">
      <Title order={3} size="h5">
        Auto-Recharge
      </Title>
      <Switch
        label="Enable auto-recharge"
        checked={settings.enabled}
        onChange={(event) => set({ enabled: event.currentTarget.checked })}
      />
      <Text size="sm">When credits fall below: {settings.threshold}</Text>
      <Slider
        thumbLabel="Threshold"
        {...range(ORG_AUTO_RECHARGE_THRESHOLD)}
        value={settings.threshold}
        onChange={(threshold) => set({ threshold })}
      />
      <Text size="sm">
        Recharge amount: {billing.symbol}
        {settings.amount}
      </Text>
      <Slider
        thumbLabel="Recharge amount"
        {...range(ORG_AUTO_RECHARGE_AMOUNT)}
        value={settings.amount}
        onChange={(amount) => set({ amount })}
      />
      <Text size="sm">
        Monthly charge limit:{' '}
        {settings.monthlyLimit === 0
          ? orgMonthlyLimitLabel(0)
          : `${billing.symbol}${orgMonthlyLimitLabel(settings.monthlyLimit)}`}
      </Text>
      <Slider
        thumbLabel="Monthly charge limit"
        {...range(ORG_AUTO_RECHARGE_MONTHLY_LIMIT)}
        label={orgMonthlyLimitLabel}
        value={settings.monthlyLimit}
        onChange={(monthlyLimit) => set({ monthlyLimit })}
      />
      <Button onClick={submit} loading={save.isPending} w="fit-content">
        Save Auto-Recharge
      </Button>
    </Stack>
  );
}
