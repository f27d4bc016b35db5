import { type Currency, DISCOUNT_CODE_NOT_ON_YEARLY, type Discount } from '@agent-platform/core';
import { Button, Group, Text, TextInput } from '@mantine/core';
import { discountLabel } from './discount-label';

/** Spec 002 §5.1: the code with Apply; disabled on the yearly plan, which already saves 40%. */
export function DiscountCodeField({
  code,
  onCodeChange,
  applied,
  error,
  onApply,
  onRemove,
  yearly,
  checking,
  currency,
}: {
  code: string;
  onCodeChange: (code: string) => void;
  applied: Discount | null;
  error: string | null;
  onApply: () => void;
  onRemove: () => void;
  yearly: boolean;
  checking: boolean;
  currency: Currency;
}) {
  return (
    <div>
      <Group align="flex-start" gap="xs" wrap="nowrap">
        <TextInput
          style={{ flex: 1 }}
          label="Discount code"
          placeholder="Enter a code"
          value={code}
          onChange={(event) => onCodeChange(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              onApply();
            }
          }}
          disabled={yearly}
          description={yearly ? DISCOUNT_CODE_NOT_ON_YEARLY : undefined}
          error={error}
        />
        {applied ? (
          <Button variant="default" mt={25} onClick={onRemove}>
            Remove
          </Button>
        ) : (
          <Button variant="light" mt={25} onClick={onApply} loading={checking} disabled={yearly}>
            Apply
          </Button>
        )}
      </Group>
      {applied && (
        <Text size="sm" c="green" mt={4} role="status">
          {`${applied.name ?? code.trim().toUpperCase()} applied: ${discountLabel(applied, currency)}`}
        </Text>
      )}
    </div>
  );
}
