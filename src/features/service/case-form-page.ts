import type { RecordData } from '../../api/useRecord.ts';

/** What a case form needs of its resource: the list it goes back to and the key its history is kept under. */
interface CaseResource {
  key: string;
  screens: { list: { path: string } };
}

/**
 * The FormPage props a claim and a refund form set alike: back to the case's list, the saved case's
 * history labelled by the record's own locale group, and the load state of the case being read.
 */
export function caseFormPage<T>(
  resource: CaseResource,
  labels: 'claims' | 'refunds',
  id: string | undefined,
  record: RecordData<T>,
) {
  return {
    backTo: resource.screens.list.path,
    history: id ? { resource: resource.key, id, labels } : undefined,
    loading: record.loading,
    loadError: record.error,
    onRetry: record.retry,
  };
}
