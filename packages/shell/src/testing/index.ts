export {
  fakeNotify,
  type RenderRemotePageOptions,
  renderRemotePage,
  testAppInfo,
  testUser,
} from './render-remote-page';
