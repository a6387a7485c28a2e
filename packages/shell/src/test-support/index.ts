export { choose, fill, findDialog, noDialog, pickOption, type UserActions } from './antd-interactions';
export {
  fakeNotify,
  type RenderRemotePageOptions,
  renderRemoteHook,
  renderRemotePage,
  testAppInfo,
  testUser,
} from './render-remote-page';
