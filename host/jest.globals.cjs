// antd's Form (rc-component/form) batches field watchers through MessageChannel, which jsdom lacks. A
// timer-based channel keeps the same "next macrotask" timing without holding Jest's process open.
if (typeof globalThis.MessageChannel === 'undefined') {
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
