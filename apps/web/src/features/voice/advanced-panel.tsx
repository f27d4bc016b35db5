import { ADVANCED_FIELDS } from './voice-fields';
import { VoiceFieldsCard } from './voice-fields-card';

/** Spec 002 §2.1 `advanced`: web calling, recording, background noise, monthly caps and the web prompt. */
export function AdvancedPanel() {
  return <VoiceFieldsCard title="Advanced" fields={ADVANCED_FIELDS} />;
}
