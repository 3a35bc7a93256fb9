// The staff screens' server state: one query client, one page hook, one record hook, one write hook.
export { ApiCallError, isRetryable } from './api-call-error.js';
export { createPortalQueryClient, type PortalQueryClientOptions } from './query-client.js';
export { readListPage, type ListPage } from './page-answer.js';
export { fetchListPage, pageQueryKey, usePageQuery, type PageQueryParams } from './use-page-query.js';
export { fetchAllPages, EXPORT_PAGE_SIZE } from './fetch-all-pages.js';
export { recordQueryKey, useApiRecord } from './use-api-record.js';
export { useApiWrite, type ApiWrite } from './use-api-write.js';
export { useOptionsQuery, type ChoiceOption } from './use-options-query.js';
