import {
  DANGER_MESSAGES,
  DANGER_TABLES,
  type DangerTable,
  type DeleteAllResult,
  type DeleteTableResult,
  type TableCounts,
} from '@callops/contracts/danger';

/** The confirmation boxes: delete-all and one per table. */
export type Confirmations = { all: boolean } & Record<DangerTable, boolean>;

export const NO_CONFIRMATIONS: Confirmations = {
  all: false,
  jobs: false,
  companies: false,
  appointments: false,
  calls: false,
};

/** Spec §4: after delete-all every box clears; after one table only its own. */
export function confirmationsAfterDelete(
  confirmations: Confirmations,
  deleted: DangerTable | 'all',
): Confirmations {
  return deleted === 'all' ? NO_CONFIRMATIONS : { ...confirmations, [deleted]: false };
}

/** Why a delete may not run yet (its box is not ticked), or null when it may. */
export function deleteRefusal(confirmations: Confirmations, target: DangerTable | 'all'): string | null {
  if (confirmations[target]) return null;
  return target === 'all' ? DANGER_MESSAGES.confirmFirst : DANGER_MESSAGES.confirmTableFirst(target);
}

export const totalRecords = (counts: TableCounts): number =>
  DANGER_TABLES.reduce((sum, table) => sum + counts[table], 0);

/** The success toast of spec §8, with '(Warning: N records still remain)' when some do. */
export function deletionMessage(result: DeleteAllResult | DeleteTableResult): string {
  const table = 'table' in result ? result.table : null;
  return DANGER_MESSAGES.deleted(result.actual_deleted, table, result.remaining_records);
}
