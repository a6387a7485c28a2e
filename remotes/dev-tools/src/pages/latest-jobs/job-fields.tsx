import { JOB_TYPE_LABELS, type LatestJobRow } from '@callops/contracts/jobs';
import { copyField, dateField, slNoField } from '../../data-tables/common-fields';
import type { TableField } from '../../data-tables/table-field';
import { LATEST_JOBS_TEXT } from './latest-jobs-text';

const C = LATEST_JOBS_TEXT.columns;

/** Spec §2: Sl No, ID, Job Type, Started At, Completed At, Created At, Updated At. */
export function jobFields(zone: string): TableField<LatestJobRow>[] {
  const jobType = (job: LatestJobRow) => JOB_TYPE_LABELS[job.job_type];
  return [
    slNoField(),
    copyField('id', C.id),
    {
      key: 'job_type',
      title: C.jobType,
      render: jobType,
      sortValue: jobType,
      searchValue: jobType,
      csv: (job) => job.job_type,
    },
    dateField('started_at', C.startedAt, zone),
    dateField('completed_at', C.completedAt, zone),
    dateField('created_at', C.createdAt, zone),
    dateField('updated_at', C.updatedAt, zone),
  ];
}
