import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { UseMutationResult } from '@tanstack/react-query';

/**
 * The Remove button of a row in an Integrations list (Meta Pages, WhatsApp Numbers): runs
 * `mutation` with the row's `variables` and tells how it went in a green or red toast. `loading`
 * says whether the removal in flight is this row's.
 */
export function RemoveButton<TData, TVariables>({
  mutation,
  variables,
  loading,
  removedMessage,
  failedMessage,
  'aria-label': ariaLabel,
}: {
  mutation: UseMutationResult<TData, Error, TVariables>;
  variables: TVariables;
  loading: boolean;
  removedMessage: string;
  failedMessage: string;
  'aria-label'?: string;
}) {
  return (
    <Button
      size="xs"
      variant="default"
      color="red"
      aria-label={ariaLabel}
      loading={loading}
      onClick={() =>
        mutation.mutate(variables, {
          onSuccess: () => notifications.show({ color: 'green', message: removedMessage }),
          onError: () => notifications.show({ color: 'red', message: failedMessage }),
        })
      }
    >
      Remove
    </Button>
  );
}
