import {
  type CatalogueVoice,
  SPEECH_PROVIDER_CATALOGUE,
  type SpeechProvider,
  setAgentField,
} from '@agent-platform/core';
import { Alert, Badge, Button, Card, Group, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useAgentShell } from '../agent-shell/agent-shell-context';
import { useBrowserVoices } from './use-browser-voices';
import { useVoiceOptions } from './use-voice-options';
import { type PreviewSource, useVoicePreview } from './use-voice-preview';

interface LibraryVoice extends CatalogueVoice {
  browserVoice?: SpeechSynthesisVoice;
}

/** Spec 002 §2.1 `voiceLibrary`: each provider's voices, with a preview and a way to pick one. */
export function VoiceLibraryPanel() {
  const { region, agentId, local, editLocal } = useAgentShell();
  const options = useVoiceOptions(region, agentId);
  const browser = useBrowserVoices();
  const preview = useVoicePreview(region, agentId);
  const current = local.voiceConfig.speechGen;
  const [provider, setProvider] = useState<SpeechProvider>(asProvider(current.provider));

  const deepgram = options.data?.deepgram === true;
  const source: PreviewSource = provider === 'deepgram' && deepgram ? 'deepgram' : 'browser';
  const voices: LibraryVoice[] =
    provider === 'browser'
      ? browser.voices.map((voice) => ({
          id: voice.name,
          name: voice.name,
          description: voice.localService ? 'A voice on this device.' : 'An online voice of this browser.',
          language: voice.lang,
          gender: 'female',
          browserVoice: voice,
        }))
      : [...(SPEECH_PROVIDER_CATALOGUE.find((entry) => entry.id === provider)?.voices ?? [])];
  const choose = (voice: LibraryVoice) =>
    editLocal((agent) =>
      setAgentField(
        setAgentField(agent, 'voiceConfig.speechGen.provider', provider),
        'voiceConfig.speechGen.voiceId',
        voice.id,
      ),
    );

  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        Voice Library
      </Title>
      <SegmentedControl
        aria-label="Voice provider"
        value={provider}
        onChange={(value) => setProvider(asProvider(value))}
        data={SPEECH_PROVIDER_CATALOGUE.map((entry) => ({ value: entry.id, label: entry.label }))}
        maw={520}
      />
      <Text size="sm" c="dimmed" data-testid="preview-source">
        {previewNote(provider, deepgram, options.isPending)}
      </Text>
      {provider !== 'deepgram' || !deepgram
        ? !browser.supported && (
            <Alert color="yellow">This browser has no speech synthesis, so it cannot play previews.</Alert>
          )
        : null}
      {preview.error && (
        <Alert color="red" role="alert">
          {preview.error}
        </Alert>
      )}
      {provider === 'browser' && browser.supported && voices.length === 0 && (
        <Text size="sm">This browser lists no voices yet.</Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {voices.map((voice) => {
          const selected = current.provider === provider && current.voiceId === voice.id;
          return (
            <Card key={voice.id} withBorder radius="md" padding="md" data-voice-id={voice.id}>
              <Stack gap={6}>
                <Group justify="space-between" wrap="nowrap">
                  <Text fw={600}>{voice.name}</Text>
                  {selected && <Badge color="green">Selected</Badge>}
                </Group>
                <Text size="sm">{voice.description}</Text>
                <Text size="xs" c="dimmed">
                  {voice.language}
                </Text>
                <Group gap="xs" mt={4}>
                  <Button
                    size="xs"
                    variant="light"
                    aria-label={`Preview ${voice.name}`}
                    loading={preview.playing === voice.id}
                    onClick={() =>
                      void preview.play(
                        {
                          ...voice,
                          browserVoice: voice.browserVoice ?? browserVoiceFor(browser.voices, voice.language),
                        },
                        source,
                      )
                    }
                  >
                    Preview
                  </Button>
                  <Button
                    size="xs"
                    variant={selected ? 'filled' : 'default'}
                    aria-label={`Use ${voice.name}`}
                    disabled={selected}
                    onClick={() => choose(voice)}
                  >
                    {selected ? 'In use' : 'Use voice'}
                  </Button>
                </Group>
              </Stack>
            </Card>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}

function asProvider(value: string): SpeechProvider {
  return SPEECH_PROVIDER_CATALOGUE.find((entry) => entry.id === value)?.id ?? 'deepgram';
}

function previewNote(provider: SpeechProvider, deepgram: boolean, pending: boolean): string {
  if (provider === 'deepgram') {
    if (pending) return 'Checking how previews play…';
    return deepgram
      ? 'Previews are spoken by Deepgram, synthesised by the server.'
      : 'Deepgram is not configured on this server: previews are spoken by your browser’s speech synthesis.';
  }
  if (provider === 'google-live')
    return 'Previews of Google Live voices are spoken by your browser’s speech synthesis.';
  return 'Previews are spoken by your browser’s speech synthesis. On a web call each visitor hears their own browser’s voices.';
}

/** A browser voice that speaks the catalogue voice's language, for previews the browser plays. */
function browserVoiceFor(voices: SpeechSynthesisVoice[], language: string): SpeechSynthesisVoice | undefined {
  return (
    voices.find((voice) => voice.lang === language) ??
    voices.find((voice) => voice.lang.startsWith(language.slice(0, 2)))
  );
}
