import {
  type AgencyPlan,
  CLIENT_SUBSCRIPTION_FAILED,
  type ClientBillingSummary,
  formatMoney,
} from '@agent-platform/core';
import { Badge, Button, Card, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { errorMessage } from '../../lib/api';
import { useSubscribeOrg } from './use-client-billing-calls';

/** Spec 002 §2.6: as many columns as plans, up to 3 a row on wide screens. */
const columnsFor = (count: number) => ({ base: 1, sm: Math.min(count, 2), md: Math.min(count, 3) });

/** Subscription Plans (spec 002 §2.6): price per month, credits included, features, Select Plan (to the payment page) or Current Plan. */
export function PlansGrid({ billing }: { billing: ClientBillingSummary }) {
  const subscribe = useSubscribeOrg();
  const current = billing.subscription?.status === 'active' ? billing.subscription.planId : null;

  const select = async (plan: AgencyPlan) => {
    try {
      // Spec 002 §7.2: the browser goes to the payment page, which sends it back here (billing-button.tsx).
      const { sessionUrl } = await subscribe.mutateAsync(plan.id);
      window.location.assign(sessionUrl);
    } catch (error) {
      // Spec 002 §4.3, §8.2: the error view, with the server's words preferred.
      notifications.show({
        color: 'red',
        title: 'Subscription Error',
        message: errorMessage(error) || CLIENT_SUBSCRIPTION_FAILED,
        autoClose: 5000,
      });
    }
  };

  return (
    <Stack gap="sm" component="section" aria-label="Subscription Plans">
      <Title order={3} size="h5">
        Subscription Plans
      </Title>
      <SimpleGrid cols={columnsFor(billing.plans.length)} spacing="sm">
        {billing.plans.map((plan) => (
          <Card key={plan.id} component="article" withBorder radius="md" padding="md" aria-label={`Plan ${plan.name}`}>
            <Stack gap="xs">
              {plan.isPopular && (
                <Badge color="violet" variant="filled" w="fit-content">
                  Most Popular
                </Badge>
              )}
              <Text fw={700}>{plan.name}</Text>
              <Text size="lg" fw={700}>
                {formatMoney(plan.price, plan.currency)}
                <Text span size="sm" c="dimmed">
                  {' '}
                  / month
                </Text>
              </Text>
              <Text size="sm">{plan.credits.toLocaleString('en-US')} credits included</Text>
              {plan.features.length > 0 && (
                <List size="sm" spacing={2}>
                  {plan.features.map((feature) => (
                    <List.Item key={feature}>{feature}</List.Item>
                  ))}
                </List>
              )}
              {current === plan.id ? (
                <Button variant="light" disabled>
                  Current Plan
                </Button>
              ) : (
                <Button
                  onClick={() => select(plan)}
                  loading={subscribe.isPending && subscribe.variables === plan.id}
                  disabled={current !== null}
                >
                  Select Plan
                </Button>
              )}
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
