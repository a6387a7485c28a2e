// For tests of code that calls the API: imported as '@callops/api-client/testing', never by product code.
export {
  createFakeApiClient,
  type FakeHandler,
  type FakeHandlers,
  UNANSWERED_STATUS,
} from './fake-api-client';
