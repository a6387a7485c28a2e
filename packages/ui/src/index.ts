export { AudioPlayer, type AudioPlayerHandle, type AudioPlayerProps } from './audio-player/AudioPlayer';
export {
  createPlaybackCoordinator,
  getPlaybackCoordinator,
  type Pausable,
  type PlaybackCoordinator,
} from './audio-player/playback-coordinator';
export { formatPlaybackTime, playbackPercent } from './audio-player/playback-time';
export { useCalendarConsent } from './calendar-consent/use-calendar-consent';
export { ConfirmByTyping, type ConfirmByTypingProps } from './confirm-by-typing/ConfirmByTyping';
export { isConfirmationTyped } from './confirm-by-typing/typed-confirmation';
export {
  ContractForm,
  ContractFormModal,
  type ContractFormModalProps,
  type ContractFormProps,
} from './contract-form/ContractForm';
export {
  type ContractFormHandle,
  type ContractFormOptions,
  sendWithToast,
  useContractForm,
} from './contract-form/use-contract-form';
export { CopyText, type CopyTextProps } from './copy-text/CopyText';
export { copyToClipboard } from './copy-text/copy-to-clipboard';
export { CountdownBanner, type CountdownBannerProps } from './countdown-banner/CountdownBanner';
export { DataTable, type DataTableColumn, type DataTableProps } from './data-table/DataTable';
export type { SortDirection, SortValue, TableSort } from './data-table/table-query';
export { ExpandableText, type ExpandableTextProps } from './expandable-text/ExpandableText';
export { expandableCut } from './expandable-text/expandable-cut';
export { PageFrame, type PageFrameProps } from './page-frame/PageFrame';
export {
  EmptyState,
  type EmptyStateProps,
  ErrorState,
  type ErrorStateProps,
  LoadingState,
  type LoadingStateProps,
  type QueryLike,
  QueryState,
  type QueryStateProps,
} from './query-state/QueryState';
export { ScrollRegion, WIDE_TABLE } from './scroll-region/ScrollRegion';
export {
  type ServerPage,
  type ServerPagedColumn,
  ServerPagedTable,
  type ServerPagedTableProps,
} from './server-paged-table/ServerPagedTable';
export {
  offsetOf,
  type PageWindow,
  type ServerPaging,
  type ServerPagingOptions,
  useServerPaging,
} from './server-paged-table/use-server-paging';
export { keepOrder, patchRow } from './stable-rows/stable-order';
export { ROW_FADE_MS, ROW_FLASH_MS, type RowFlash, useRowFlash } from './stable-rows/use-row-flash';
export { useStableOrder } from './stable-rows/use-stable-order';
export {
  JobStateBadge,
  LeadStatusBadge,
  StatusBadge,
  type StatusBadgeProps,
} from './status-badge/StatusBadge';
export {
  type BadgeSpec,
  jobStateBadge,
  leadStatusBadge,
  leadStatusLabel,
} from './status-badge/status-badge-map';
export { StickyTable, type StickyTableProps } from './sticky-table/StickyTable';
export { ACTIONS_COLUMN_KEY, stickyColumns } from './sticky-table/sticky-columns';
export { UI_TEXT } from './ui-text';
