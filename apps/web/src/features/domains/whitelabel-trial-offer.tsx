import { type Region, WHITELABEL_ADDON, WHITELABEL_TRIAL_DAYS, type WhitelabelState } from '@agent-platform/core';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { errorMessage } from '../../lib/api';
import { AddonPurchaseModal } from '../billing/addon-purchase-modal';
import { useStartWhitelabelTrial } from './use-agency-domains';

/**
 * Custom domains need the white-label entitlement (spec 001 §6): the trial for a workspace that
 * never had one; after it, the Whitelabel Addon (or, on Free, the upgrade to Pay as you go).
 */
export function WhitelabelTrialOffer({
  region,
  workspaceUid,
  whitelabel,
}: {
  region: Region;
  workspaceUid: string;
  whitelabel: WhitelabelState;
}) {
  const start = useStartWhitelabelTrial(region, workspaceUid);
  const [buying, setBuying] = useState(false);
  return (
    <Alert color="blue" variant="light" title="Custom domains need the Whitelabel Addon">
      <Stack gap="xs" align="flex-start">
        {whitelabel.canStartTrial ? (
          <>
            <Text size="sm">Try white-labelling free for {WHITELABEL_TRIAL_DAYS} days, custom domain included.</Text>
            <Button
              size="xs"
              loading={start.isPending}
              onClick={() =>
                start.mutate(undefined, {
                  onError: (error) =>
                    notifications.show({ color: 'red', message: errorMessage(error), autoClose: 5000 }),
                })
              }
            >
              Start {WHITELABEL_TRIAL_DAYS}-day trial
            </Button>
          </>
        ) : (
          <>
            <Text size="sm">Your whitelabel trial has ended. Add the Whitelabel Addon to use a custom domain.</Text>
            <Button size="xs" onClick={() => setBuying(true)}>
              Add the Whitelabel Addon
            </Button>
          </>
        )}
        {buying && (
          <AddonPurchaseModal
            addonKey={WHITELABEL_ADDON}
            region={region}
            uid={workspaceUid}
            onClose={() => setBuying(false)}
          />
        )}
      </Stack>
    </Alert>
  );
}
