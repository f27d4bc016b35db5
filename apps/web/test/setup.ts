import { cleanup } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';

// jsdom has no layout: Mantine asks for media queries, watches element sizes and scrolls lists.
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList;

globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// jsdom has no EventSource: live streams (the bell, the Chats tab) open one that never hears anything.
globalThis.EventSource ??= class extends EventTarget {
  readonly url: string;
  readyState = 0;
  constructor(url: string | URL) {
    super();
    this.url = String(url);
  }
  close() {
    this.readyState = 2;
  }
} as unknown as typeof EventSource;

// A combobox scrolls its selected option into view as it opens.
Element.prototype.scrollIntoView ??= () => {};

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

// A Mantine transition ends on a timer (its duration, at most a few hundred ms). One still pending
// when the file's DOM is torn down fired into a missing window on a loaded machine, an uncaught
// error that fails the run: let those timers fire first.
const TRANSITION_TIMERS_MS = 500;
afterAll(() => new Promise((resolve) => setTimeout(resolve, TRANSITION_TIMERS_MS)));
