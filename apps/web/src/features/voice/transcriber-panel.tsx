import { Text } from '@mantine/core';
import { TRANSCRIBER_FIELDS } from './voice-fields';
import { VoiceFieldsCard } from './voice-fields-card';

/** Spec 002 §2.1 `transcriber`: provider, model, language and utterance threshold. */
export function TranscriberPanel() {
  return (
    <VoiceFieldsCard title="Transcriber" fields={TRANSCRIBER_FIELDS}>
      <Text size="sm" c="dimmed">
        Web calls transcribe with Deepgram when the server has a Deepgram key; otherwise the visitor’s browser
        recognises the speech.
      </Text>
    </VoiceFieldsCard>
  );
}
