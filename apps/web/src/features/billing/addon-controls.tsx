import {
  type AddonKey,
  type AddonQuantities,
  addonDefinitions,
  addonQuantityRule,
  type BillingCycle,
  quantityIn,
  WHITELABEL_ADDON,
} from '@agent-platform/core';
import { Button, Group, Paper, Slider, Stack, Text } from '@mantine/core';

/**
 * Spec 002 §4.2 and §5.2: Whitelabel is a 0/1 toggle (Add to plan / Included), every other add-on
 * a slider from 0 to 10 in steps of 1.
 */
export function AddonControls({
  cycle,
  quantities,
  onChange,
  disabled = false,
  only,
}: {
  cycle: BillingCycle;
  quantities: AddonQuantities;
  onChange: (quantities: AddonQuantities) => void;
  disabled?: boolean;
  /** The one add-on to show (the single add-on purchase modal); all of them by default. */
  only?: AddonKey;
}) {
  const set = (key: AddonKey, quantity: number) => onChange({ ...quantities, [key]: quantity });
  const shown = addonDefinitions(cycle).filter((addon) => !only || addon.id === only);
  return (
    <Stack gap="xs">
      {shown.map((addon) => {
        const quantity = quantityIn(quantities, addon.id);
        const rule = addonQuantityRule(addon.id);
        return (
          <Paper key={addon.id} withBorder radius="md" p="sm" role="group" aria-label={addon.name}>
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
              <Stack gap={2} style={{ flex: 1 }}>
                <Text size="sm" fw={600}>
                  {addon.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {addon.description}
                </Text>
                <Text size="xs">{addon.price}</Text>
              </Stack>
              {addon.id === WHITELABEL_ADDON ? (
                <Button
                  size="xs"
                  variant={quantity > 0 ? 'filled' : 'light'}
                  aria-pressed={quantity > 0}
                  disabled={disabled}
                  onClick={() => set(addon.id, quantity > 0 ? rule.min : rule.max)}
                >
                  {quantity > 0 ? 'Included' : 'Add to plan'}
                </Button>
              ) : (
                <Text size="sm" fw={600} miw={24} ta="right" aria-hidden>
                  {quantity}
                </Text>
              )}
            </Group>
            {addon.id !== WHITELABEL_ADDON && (
              <Slider
                mt="sm"
                min={rule.min}
                max={rule.max}
                step={rule.step}
                value={quantity}
                onChange={(value) => set(addon.id, value)}
                disabled={disabled}
                thumbLabel={`${addon.name} quantity`}
                marks={[
                  { value: rule.min, label: String(rule.min) },
                  { value: rule.max, label: String(rule.max) },
                ]}
                mb="md"
              />
            )}
          </Paper>
        );
      })}
    </Stack>
  );
}
