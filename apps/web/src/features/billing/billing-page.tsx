import { type AddonQuantities, currencySymbol, memberCan, ZAddonKey } from '@agent-platform/core';
import { Alert, Container, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { SectionLoadError } from '../../ui/section-load-error';
import { useCurrentWorkspace } from '../workspaces/current-workspace';
import { AutoRechargeCard } from './auto-recharge-card';
import { CancellationBanner } from './cancellation-banner';
import { CreditPurchaseWidget } from './credit-purchase-widget';
import { CurrentPlanCard } from './current-plan-card';
import { InvoicesCard } from './invoices-card';
import { ModifyPlanModal } from './modify-plan-modal';
import { PaymentMethodCard } from './payment-method-card';
import { ReactivateSubscriptionDialog } from './reactivate-subscription-dialog';
import { SubscribeFlow } from './subscribe-flow';
import { TestModeBadge } from './test-mode-badge';
import { TopUpModal } from './top-up-modal';
import { refreshBilling, useBillingSummary } from './use-billing-summary';

type Open = 'subscribe' | 'modify' | 'top-up' | 'reactivate' | null;

/** `/account/billing` (spec 002 §2.5): the workspace owner's plan, card, credits and invoices. */
export function BillingPage() {
  useDocumentTitle('Billing');
  const { workspace } = useCurrentWorkspace();
  const { region, uid } = workspace;
  // Spec 002 §6: billing is the owner's; nobody else is asked for a page the server refuses.
  const allowed = memberCan(workspace.role, null, 'billing.manage');
  const summary = useBillingSummary(region, uid);
  const queryClient = useQueryClient();
  // The Upgrade dialog of a single add-on sends the owner here with the add-on in `upgrade`.
  const [search, setSearch] = useSearchParams();
  const [upgradeAddons] = useState<AddonQuantities | undefined>(() => {
    const addon = ZAddonKey.safeParse(search.get('upgrade'));
    return addon.success ? { [addon.data]: 1 } : undefined;
  });
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const planId = summary.data?.planId;
  // Once, when the plan is known: a workspace already on a paid plan gets Modify Your Plan instead.
  // Decided when it opens, never again: subscribing changes the plan under the open dialog.
  const upgradePending = useRef(upgradeAddons !== undefined);
  useEffect(() => {
    if (!upgradePending.current || !planId) return;
    upgradePending.current = false;
    setOpen(planId === 'free' ? 'subscribe' : 'modify');
  }, [planId]);
  useEffect(() => {
    // Read once: closing the dialog must not open it again, nor a reload.
    if (search.has('upgrade')) {
      setSearch(
        (params) => {
          params.delete('upgrade');
          return params;
        },
        { replace: true },
      );
    }
  }, [search, setSearch]);

  return (
    <Container size="lg" px={0}>
      <Stack gap="xl">
        <Stack gap={4}>
          <Group gap="sm">
            <Title order={1}>Billing</Title>
            {summary.data?.modeLabel && <TestModeBadge />}
          </Group>
          <Text c="dimmed" size="sm">
            Your plan and add-ons, the card payments are taken from, credits and invoices.
          </Text>
        </Stack>

        {!allowed ? (
          <Alert color="yellow" variant="light">
            Only the workspace owner manages billing.
          </Alert>
        ) : summary.isError && !summary.data ? (
          <SectionLoadError
            title="Failed to load subscription data"
            error={summary.error}
            onRetry={() => summary.refetch()}
          />
        ) : summary.isPending ? (
          <Skeleton height={320} radius="md" aria-label="Loading billing" />
        ) : (
          <>
            {summary.data.cancels && summary.data.cancelsAt && (
              <CancellationBanner cancelsAt={summary.data.cancelsAt} onReactivate={() => setOpen('reactivate')} />
            )}
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
              <CurrentPlanCard
                summary={summary.data}
                onTopUp={() => setOpen('top-up')}
                onChangePlan={() => setOpen(summary.data.planId === 'free' ? 'subscribe' : 'modify')}
              />
              <Stack gap="lg">
                <PaymentMethodCard summary={summary.data} region={region} uid={uid} />
                <CreditPurchaseWidget summary={summary.data} region={region} uid={uid} />
              </Stack>
            </SimpleGrid>
            <AutoRechargeCard
              autoRecharge={summary.data.autoRecharge}
              planId={summary.data.planId}
              hasCard={summary.data.paymentMethod !== null}
              // Recharges are charged in USD, like top-ups, whatever the workspace's currency.
              currencySymbol={currencySymbol('USD')}
              onSaved={() => refreshBilling(queryClient, region, uid)}
            />
            <InvoicesCard region={region} uid={uid} />

            {open === 'subscribe' && (
              <SubscribeFlow
                summary={summary.data}
                region={region}
                uid={uid}
                initialAddons={upgradeAddons}
                onClose={close}
              />
            )}
            {open === 'modify' && <ModifyPlanModal summary={summary.data} region={region} uid={uid} onClose={close} />}
            {open === 'top-up' && <TopUpModal summary={summary.data} region={region} uid={uid} onClose={close} />}
            {open === 'reactivate' && (
              <ReactivateSubscriptionDialog
                region={region}
                uid={uid}
                cancelsAt={summary.data.cancelsAt}
                onDone={close}
                onCancel={close}
              />
            )}
          </>
        )}
      </Stack>
    </Container>
  );
}
