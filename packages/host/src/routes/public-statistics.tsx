import { useSearchParams } from 'react-router';
import { PUBLIC_STATISTICS_TEXTS as T } from '@sfc/core';
import { PublicStatistics } from '@sfc/widgets/elements/public-statistics/public-statistics.js';
import {
  FILTER_NAMES,
  type StatisticsFilters,
} from '@sfc/widgets/elements/public-statistics/public-statistics-calls.js';
import { useServices } from '../lib/services.js';

/**
 * Screen of `/estadisticas`: the public complaint statistics (the widgets' feature, the same as
 * `sfc-public-statistics`), open to anyone. The filters live in the URL, so a view can be shared.
 */
export function PublicStatisticsRoute() {
  const { config } = useServices();
  const [params, setParams] = useSearchParams();
  const filters: StatisticsFilters = {};
  for (const name of FILTER_NAMES) {
    const value = params.get(name);
    if (value) filters[name] = value;
  }
  return (
    <>
      <h1>{T.title}</h1>
      <p>{T.intro}</p>
      <PublicStatistics
        apiBase={config.apiBase}
        filters={filters}
        onFiltersChange={(next) => setParams(new URLSearchParams(next as Record<string, string>))}
      />
    </>
  );
}
