import type { NotificationLevel } from '@agent-platform/core';

// A higher, longer chime for what asks for a person; a short soft one for updates.
const TONES: Record<NotificationLevel, { frequency: number; seconds: number }> = {
  2: { frequency: 880, seconds: 0.35 },
  1: { frequency: 660, seconds: 0.18 },
};

let context: AudioContext | undefined;

/**
 * Plays the level's chime, synthesized with the Web Audio API (no sound files). A browser that
 * has not let the page play sound yet (no click so far) stays silent; the toast still shows.
 */
export function playNotificationSound(level: NotificationLevel): void {
  if (typeof AudioContext === 'undefined') return;
  context ??= new AudioContext();
  const { frequency, seconds } = TONES[level];
  const start = context.currentTime;
  const oscillator = context.createOscillator();
  const gain = context.createGain();
  oscillator.type = 'sine';
  oscillator.frequency.setValueAtTime(frequency, start);
  // A quick rise and fall, so the tone does not click.
  gain.gain.setValueAtTime(0.0001, start);
  gain.gain.exponentialRampToValueAtTime(0.2, start + 0.02);
  gain.gain.exponentialRampToValueAtTime(0.0001, start + seconds);
  oscillator.connect(gain).connect(context.destination);
  oscillator.start(start);
  oscillator.stop(start + seconds);
}
