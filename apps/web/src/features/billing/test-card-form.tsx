import type { PaymentMethodView, Region } from '@agent-platform/core';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { z } from 'zod';
import { errorMessage } from '../../lib/api';
import { useCheckedForm } from '../../lib/forms';
import { TestModeBadge } from './test-mode-badge';
import { useSandboxCard } from './use-sandbox-card';
import { useSavePaymentMethod } from './use-save-payment-method';

/** Stripe's test cards, which the sandbox follows. */
export const TEST_CARDS_HINT =
  'No real card is charged. Use 4242 4242 4242 4242 (succeeds), 4000 0025 0000 3155 (requires authentication) or 4000 0000 0000 0002 (is declined), with any future expiry and any CVC.';

const CARD_NUMBER_MESSAGE = 'Enter the card number.';
const EXPIRY_MESSAGE = 'Enter the expiry as MM/YY.';
const CVC_MESSAGE = 'Enter the 3 or 4 digit CVC.';

// The form's own shape (one expiry input); what it sends is checked again by the server's contract.
export const ZTestCardForm = z.object({
  number: z.string().refine((value) => /^\d{12,19}$/.test(value.replace(/\s+/g, '')), CARD_NUMBER_MESSAGE),
  expiry: z.string().regex(/^\s*(0[1-9]|1[0-2])\s*\/\s*(\d{2})\s*$/, EXPIRY_MESSAGE),
  cvc: z.string().regex(/^\s*\d{3,4}\s*$/, CVC_MESSAGE),
});
export type TestCardValues = z.infer<typeof ZTestCardForm>;

export const toCard = (values: TestCardValues) => {
  const [month = '', year = ''] = values.expiry.split('/').map((part) => part.trim());
  return {
    number: values.number.replace(/\s+/g, ''),
    expMonth: Number(month),
    expYear: 2000 + Number(year),
    cvc: values.cvc.trim(),
  };
};

/** Test mode's card form: a test card becomes the workspace's payment method. */
export function TestCardForm({
  region,
  uid,
  submitLabel,
  onSaved,
  onCancel,
}: {
  region: Region;
  uid: string;
  submitLabel: string;
  onSaved: (card: PaymentMethodView) => void;
  onCancel: () => void;
}) {
  const makeCard = useSandboxCard(region, uid);
  const save = useSavePaymentMethod(region, uid);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useCheckedForm<TestCardValues>({
    mode: 'controlled',
    initialValues: { number: '', expiry: '', cvc: '' },
    validate: zod4Resolver(ZTestCardForm, { errorPriority: 'first' }),
  });

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      const paymentMethodId = await makeCard.mutateAsync(toCard(values));
      onSaved(await save.mutateAsync(paymentMethodId));
    } catch (error) {
      setFailure(errorMessage(error));
    }
  });
  const busy = makeCard.isPending || save.isPending;

  return (
    <form onSubmit={submit} noValidate aria-label="Card details">
      <Stack gap="sm">
        <Group gap="xs">
          <TestModeBadge />
          <Text size="xs" c="dimmed" style={{ flex: '1 1 200px' }}>
            {TEST_CARDS_HINT}
          </Text>
        </Group>
        <TextInput
          label="Card number"
          placeholder="4242 4242 4242 4242"
          inputMode="numeric"
          autoComplete="cc-number"
          {...form.getInputProps('number')}
        />
        <Group grow align="flex-start">
          <TextInput label="Expiry" placeholder="MM/YY" autoComplete="cc-exp" {...form.getInputProps('expiry')} />
          <TextInput
            label="CVC"
            placeholder="123"
            inputMode="numeric"
            autoComplete="cc-csc"
            {...form.getInputProps('cvc')}
          />
        </Group>
        {failure && (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" loading={busy}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
