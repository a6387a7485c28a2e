// Globals jsdom lacks but antd, rc-component and react-router use.
const { TextEncoder, TextDecoder } = require('node:util');

if (typeof globalThis.TextEncoder === 'undefined') globalThis.TextEncoder = TextEncoder;
if (typeof globalThis.TextDecoder === 'undefined') globalThis.TextDecoder = TextDecoder;

if (typeof window !== 'undefined') {
  // jsdom's Blob has no text() (browsers have had it for years): pages read uploaded files with it.
  if (typeof Blob !== 'undefined' && !Blob.prototype.text) {
    Blob.prototype.text = function text() {
      return new Promise((resolve, reject) => {
        const reader = new FileReader();
        reader.onload = () => resolve(reader.result);
        reader.onerror = () => reject(reader.error);
        reader.readAsText(this);
      });
    };
  }
  if (!window.matchMedia) {
    window.matchMedia = (query) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
      dispatchEvent() {
        return false;
      },
    });
  }
  if (!window.ResizeObserver) {
    window.ResizeObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  }
  window.scrollTo = () => {};
  // antd measures scrollbars through getComputedStyle with a pseudo element, which jsdom does not implement.
  const realGetComputedStyle = window.getComputedStyle.bind(window);
  window.getComputedStyle = (elt) => realGetComputedStyle(elt);
  if (!window.HTMLMediaElement.prototype.pause.mockedByPreset) {
    window.HTMLMediaElement.prototype.play = function play() {
      return Promise.resolve();
    };
    window.HTMLMediaElement.prototype.pause = function pause() {};
    window.HTMLMediaElement.prototype.pause.mockedByPreset = true;
    window.HTMLMediaElement.prototype.load = function load() {};
  }
}

// antd's Form (rc-component/form) batches field watchers through MessageChannel, which jsdom lacks. A
// timer-based channel keeps the same "next macrotask" timing without holding Jest's process open.
if (typeof window !== 'undefined' && typeof globalThis.MessageChannel === 'undefined') {
  globalThis.MessageChannel = class MessageChannel {
    constructor() {
      const port = (peer) => ({
        onmessage: null,
        postMessage(data) {
          setTimeout(() => peer().onmessage?.({ data }), 0);
        },
        start() {},
        close() {},
      });
      this.port1 = port(() => this.port2);
      this.port2 = port(() => this.port1);
    }
  };
}
