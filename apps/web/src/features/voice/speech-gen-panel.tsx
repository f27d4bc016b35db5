import { SPEECH_PROVIDER_CATALOGUE, setAgentField } from '@agent-platform/core';
import { Card, Select, Stack, Text, Title } from '@mantine/core';
import { useAgentShell } from '../agent-shell/agent-shell-context';
import { SettingField } from '../agent-shell/setting-field';
import { useSaveErrors } from '../agent-shell/use-save-errors';
import { useBrowserVoices } from './use-browser-voices';
import { SPEECH_PROVIDER_FIELD } from './voice-fields';

/** Spec 002 §2.1 `speechGen`: who speaks for the agent, and in which voice (default deepgram / asteria). */
export function SpeechGenPanel() {
  const { local, editLocal } = useAgentShell();
  const errorFor = useSaveErrors();
  const browser = useBrowserVoices();
  const { provider, voiceId } = local.voiceConfig.speechGen;
  const catalogue = SPEECH_PROVIDER_CATALOGUE.find((entry) => entry.id === provider);
  const voices =
    provider === 'browser'
      ? browser.voices.map((voice) => ({ value: voice.name, label: `${voice.name} (${voice.lang})` }))
      : (catalogue?.voices ?? []).map((voice) => ({ value: voice.id, label: `${voice.name} (${voice.language})` }));
  // A voice of another provider, or one this browser lacks, stays visible until another is picked.
  const data = voices.some((voice) => voice.value === voiceId)
    ? voices
    : [{ value: voiceId, label: voiceId }, ...voices];

  return (
    <Card withBorder radius="md" padding="lg" maw={720}>
      <Stack gap="md">
        <Title order={2} size="h4">
          Speech Generation
        </Title>
        <SettingField
          setting={SPEECH_PROVIDER_FIELD}
          agent={local}
          error={errorFor(SPEECH_PROVIDER_FIELD.field)}
          onChange={(value) =>
            editLocal((agent) => {
              const next = setAgentField(agent, SPEECH_PROVIDER_FIELD.field, value);
              const first = SPEECH_PROVIDER_CATALOGUE.find((entry) => entry.id === value)?.voices[0];
              const keeps = SPEECH_PROVIDER_CATALOGUE.find((entry) => entry.id === value)?.voices.some(
                (voice) => voice.id === agent.voiceConfig.speechGen.voiceId,
              );
              return first && !keeps ? setAgentField(next, 'voiceConfig.speechGen.voiceId', first.id) : next;
            })
          }
        />
        <Select
          id="voice.speechGenVoice"
          data-setting-id="voice.speechGenVoice"
          label="Voice"
          searchable
          data={data}
          value={voiceId}
          error={errorFor('voiceConfig.speechGen.voiceId')}
          allowDeselect={false}
          onChange={(value) =>
            value && editLocal((agent) => setAgentField(agent, 'voiceConfig.speechGen.voiceId', value))
          }
        />
        {provider !== 'deepgram' && (
          <Text size="sm" c="dimmed">
            {provider === 'browser'
              ? 'On web calls the visitor’s browser speaks, in its voice of this name or else one of the call’s language. Calls the server carries through Deepgram speak in Deepgram’s default voice.'
              : 'This provider does not speak on web calls yet: they are spoken by Deepgram’s default voice when the server carries them through Deepgram, otherwise by the visitor’s browser.'}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
