import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

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
