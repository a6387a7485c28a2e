// For tests of code that calls the API: imported as '@callops/api-client/test-support', never by product code.
export {
  createFakeApiClient,
  type FakeHandler,
  type FakeHandlers,
  type FakeStreams,
  UNANSWERED_STATUS,
} from './fake-api-client';
export { createFakeEventStream, type FakeEventStream } from './fake-event-stream';
