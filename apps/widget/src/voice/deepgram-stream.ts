import type { WebCallStreamEvent } from '@agent-platform/core';
import type { KeptConversation } from '@agent-platform/core/widget/runtime';
import type { SpeechInput, SpeechInputEvents } from './speech-input.js';
import { plainText, type SpeechOutput } from './speech-output.js';

/** How often the microphone's recording is cut into a message for the server. */
const AUDIO_SLICE_MS = 250;

export const canStreamAudio = () =>
  typeof MediaRecorder !== 'undefined' && !!navigator.mediaDevices?.getUserMedia && typeof WebSocket !== 'undefined';

/**
 * A Deepgram call's audio through our server (apps/server/src/features/voice/web-calls/stream-web-call.ts):
 * the microphone streams up, what Deepgram hears comes back as transcripts, and each answer comes
 * back as Deepgram's audio, played here. One WebSocket carries both ways.
 */
export class DeepgramStream {
  private socket: WebSocket | undefined;
  private recorder: MediaRecorder | undefined;
  private events: SpeechInputEvents | undefined;
  private heardSpeech = false;
  private player: HTMLAudioElement | undefined;
  private audio: Blob[] = [];
  private finishSpeech: (() => void) | undefined;
  /** Answers stopped before their audio came: their audio is dropped when it does. */
  private unwanted = 0;
  private awaitingAudio = false;

  constructor(
    private readonly region: string,
    private readonly conversation: KeptConversation,
    private readonly callId: string,
  ) {}

  readonly input: SpeechInput = {
    start: (events) => {
      this.events = events;
      void this.open().catch((reason: Error) => events.onError(reason.message));
    },
    stop: () => this.close(),
  };

  readonly output: SpeechOutput = speechOutputOf({
    // From asking for an answer's audio until it finished playing.
    speaking: () => !!this.finishSpeech,
    speak: (text) => this.speak(text),
    stop: () => this.stopPlayback(),
  });

  private async open() {
    let microphone: MediaStream;
    try {
      microphone = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch {
      throw new Error('The microphone is blocked. Please allow it for this site to talk with the agent.');
    }
    const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
    const path = `/api/${this.region}/public/conversations/${encodeURIComponent(this.conversation.conversationId)}/calls/${encodeURIComponent(this.callId)}/stream`;
    const socket = new WebSocket(`${scheme}://${location.host}${path}`);
    socket.binaryType = 'blob';
    this.socket = socket;
    socket.onopen = () => socket.send(JSON.stringify({ type: 'start', visitorToken: this.conversation.visitorToken }));
    socket.onmessage = (message) => {
      if (message.data instanceof Blob) {
        this.audio.push(message.data);
        return;
      }
      const event = JSON.parse(String(message.data)) as WebCallStreamEvent;
      if (event.type === 'ready') this.record(microphone);
      else if (event.type === 'interrupt') this.speechStarted();
      else if (event.type === 'transcript') {
        this.speechStarted();
        if (event.final) {
          this.heardSpeech = false;
          this.events?.onUtterance(event.text);
        }
      } else if (event.type === 'audio-end') {
        if (this.unwanted > 0) {
          this.unwanted -= 1;
          this.audio = [];
        } else void this.play();
      } else if (event.type === 'error') this.events?.onError(event.message);
    };
    socket.onclose = () => {
      for (const track of microphone.getTracks()) track.stop();
    };
  }

  private record(microphone: MediaStream) {
    const recorder = new MediaRecorder(microphone);
    recorder.ondataavailable = (event) => {
      if (event.data.size > 0 && this.socket?.readyState === WebSocket.OPEN) this.socket.send(event.data);
    };
    recorder.start(AUDIO_SLICE_MS);
    this.recorder = recorder;
  }

  private speechStarted() {
    if (this.heardSpeech) return;
    this.heardSpeech = true;
    this.events?.onSpeechStart();
  }

  private speak(text: string): Promise<void> {
    const spoken = plainText(text);
    if (!spoken || this.socket?.readyState !== WebSocket.OPEN) return Promise.resolve();
    this.stopPlayback();
    return new Promise((resolve) => {
      this.finishSpeech = resolve;
      this.awaitingAudio = true;
      this.socket?.send(JSON.stringify({ type: 'speak', text: spoken }));
    });
  }

  private async play() {
    this.awaitingAudio = false;
    const blob = new Blob(this.audio.splice(0), { type: 'audio/mpeg' });
    const url = URL.createObjectURL(blob);
    const player = new Audio(url);
    this.player = player;
    const done = () => {
      URL.revokeObjectURL(url);
      if (this.player === player) this.player = undefined;
      this.finishSpeech?.();
      this.finishSpeech = undefined;
    };
    player.onended = done;
    player.onerror = done;
    await player.play().catch(done);
  }

  private stopPlayback() {
    if (this.awaitingAudio) this.unwanted += 1;
    this.awaitingAudio = false;
    this.player?.pause();
    this.player = undefined;
    this.audio = [];
    this.finishSpeech?.();
    this.finishSpeech = undefined;
  }

  private close() {
    this.stopPlayback();
    if (this.recorder && this.recorder.state !== 'inactive') this.recorder.stop();
    if (this.socket?.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify({ type: 'stop' }));
    this.socket?.close();
    this.socket = undefined;
  }
}

function speechOutputOf(parts: {
  speaking: () => boolean;
  speak: SpeechOutput['speak'];
  stop: () => void;
}): SpeechOutput {
  return {
    get speaking() {
      return parts.speaking();
    },
    speak: parts.speak,
    stop: parts.stop,
  };
}
