export {
  isDevOnlyRoute,
  isPublicRoute,
  NAV_SECTIONS,
  type NavRouteFacts,
  type NavRoutePath,
  type NavSectionId,
  type PublicRouteFacts,
  ROUTE_FACTS,
  type RouteFacts,
  type RoutePath,
  routeFactsOf,
} from '@callops/contracts/console';
export { ApiContext, useApi } from './api-context';
export { failureRequestId, failureStatus, fieldErrorsOf, isAuthFailure } from './api-failure';
export { AppInfoContext, useAppInfo, useBusinessZone } from './app-info-context';
export { useUpdateCachedRead } from './cached-read';
export {
  type EndpointMutationOptions,
  type MutationInput,
  tagsChangedBy,
  useEndpointMutation,
} from './endpoint-mutation';
export {
  type EndpointQueryKey,
  type EndpointQueryOptions,
  endpointQuery,
  endpointQueryKey,
  useEndpointQuery,
} from './endpoint-query';
export { errorMessageOf, UNKNOWN_ERROR } from './error-message';
export { type LazyPage, lazyPage, PageLoadingContext } from './lazy-page';
export type { LiveStatus } from './live-changes';
export {
  type Notify,
  NotifyContext,
  type NotifyFn,
  type NotifyKind,
  type NotifyOptions,
  useNotify,
} from './notify-context';
export { RemoteStandalonePage, type RemoteStandalonePageProps } from './RemoteStandalonePage';
export {
  defineRemoteManifest,
  type RemoteManifest,
  type RemoteRoute,
} from './remote-manifest';
export { ShellProvider, type ShellProviderProps } from './ShellProvider';
export { type Session, SessionContext, useSession } from './session-context';
export { STATIC_STYLES_THEME } from './static-styles-theme';
export { canCall, useCan } from './use-can';
export { useLiveJobChanges } from './use-live-job-changes';
