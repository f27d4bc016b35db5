import { findAgentTab, VOICE_SUB_TAB_IDS, type VoiceSubTabId } from '@agent-platform/core';
import { Tabs } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { ComingSoonPage } from '../../ui/coming-soon-page';

function isVoiceSubTab(value: string | null): value is VoiceSubTabId {
  return (VOICE_SUB_TAB_IDS as readonly (string | null)[]).includes(value);
}

/** The Voice tab's sub-tabs, chosen by `?tab=` (spec 002 §2.1); none of them is built yet. */
export function VoiceTab() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const current: VoiceSubTabId = isVoiceSubTab(requested) ? requested : 'voiceLibrary';
  const subTabs = findAgentTab('voice').subTabs;
  const label = subTabs.find((sub) => sub.id === current)?.label ?? 'Voice';

  return (
    <Tabs
      value={current}
      onChange={(value) => {
        if (!value) return;
        // showDebugger is the voice tab's too: keep it.
        setParams((existing) => {
          const next = new URLSearchParams(existing);
          next.set('tab', value);
          return next;
        });
      }}
      keepMounted={false}
    >
      <Tabs.List aria-label="Voice sections">
        {subTabs.map((sub) => (
          <Tabs.Tab key={sub.id} value={sub.id}>
            {sub.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Tabs.Panel value={current}>
        <ComingSoonPage title={`Voice: ${label}`} />
      </Tabs.Panel>
    </Tabs>
  );
}
