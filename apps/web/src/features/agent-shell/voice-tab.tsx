import { findAgentTab, VOICE_SUB_TAB_IDS, type VoiceSubTabId } from '@agent-platform/core';
import { Tabs } from '@mantine/core';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { AdvancedPanel } from '../voice/advanced-panel';
import { PhoneNumbersPanel } from '../voice/phone-numbers-panel';
import { SpeechGenPanel } from '../voice/speech-gen-panel';
import { TestCallPanel } from '../voice/test-call-panel';
import { TranscriberPanel } from '../voice/transcriber-panel';
import { VoiceLibraryPanel } from '../voice/voice-library-panel';

function isVoiceSubTab(value: string | null): value is VoiceSubTabId {
  return (VOICE_SUB_TAB_IDS as readonly (string | null)[]).includes(value);
}

/** Each sub-tab's panel; edits change the unsaved agent until Publish, as on the other tabs. */
const PANELS: Record<VoiceSubTabId, (label: string) => ReactNode> = {
  voiceLibrary: () => <VoiceLibraryPanel />,
  speechGen: () => <SpeechGenPanel />,
  transcriber: () => <TranscriberPanel />,
  phoneNumbers: () => <PhoneNumbersPanel />,
  testCall: () => <TestCallPanel />,
  advanced: () => <AdvancedPanel />,
};

/** The Voice tab's sub-tabs, chosen by `?tab=` (spec 002 §2.1). */
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
      <Tabs.List aria-label="Voice sections" mb="md">
        {subTabs.map((sub) => (
          <Tabs.Tab key={sub.id} value={sub.id}>
            {sub.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Tabs.Panel value={current}>{PANELS[current](label)}</Tabs.Panel>
    </Tabs>
  );
}
