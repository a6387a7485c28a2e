// Texts the host shows. 'Loading...', 'Signing in...' and the auth messages are spec texts (§2, §8); the
// auth messages come from @callops/contracts through the api-client.
export const HOST_TEXT = {
  loading: 'Loading...',
  signInTitle: 'Sign in',
  signIn: 'Sign in',
  signingIn: 'Signing in...',
  username: 'Username',
  password: 'Password',
  logout: 'Logout',
  toggleMenu: 'Toggle menu',
  menu: 'Menu',
  devBadge: 'DEV',
  prodBadge: 'PROD',
  mockBadge: 'MOCK',
  notFoundTitle: '404',
  notFound: 'Sorry, the page you visited does not exist.',
  backToDashboard: 'Back to Dashboard',
  retry: 'Retry',
  remoteFailed: (remote: string) => `The ${remote} part of the console could not be loaded.`,
  configFailed: 'The console configuration could not be loaded.',
  signInFailed: 'The sign-in page could not be loaded.',
} as const;
