export {
  fakeNotify,
  type RenderRemotePageOptions,
  renderRemoteHook,
  renderRemotePage,
  testAppInfo,
  testUser,
} from './render-remote-page';
