import { ONBOARDING_UNLOCK_BRANDING_LABEL, type Region } from '@agent-platform/core';
import { Button } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { useState } from 'react';
import { SubscribeFlow } from '../billing/subscribe-flow';
import { useBillingSummary } from '../billing/use-billing-summary';

/** Spec 002 §2.13 Unlock Custom Branding: the Pro plan, bought through the Pay-as-you-go purchase. */
export function UnlockCustomBranding({ region, workspaceUid }: { region: Region; workspaceUid: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="light" color="grape" leftSection={<IconSparkles size={16} />} onClick={() => setOpen(true)}>
        {ONBOARDING_UNLOCK_BRANDING_LABEL}
      </Button>
      {open && <Purchase region={region} workspaceUid={workspaceUid} onClose={() => setOpen(false)} />}
    </>
  );
}

function Purchase({ region, workspaceUid, onClose }: { region: Region; workspaceUid: string; onClose: () => void }) {
  const summary = useBillingSummary(region, workspaceUid);
  if (!summary.data) return null;
  return <SubscribeFlow summary={summary.data} region={region} uid={workspaceUid} onClose={onClose} />;
}
