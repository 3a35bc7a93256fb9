-- The dashboard reports counted by entity, state and filing day (complaints by entity and state,
-- by state, volumetry, early warnings: src/domain/reports, `DAY_COUNTED`) read the day counts
-- (migration 190) of their range for every entity: by day, from the index alone.
CREATE INDEX complaint_day_counts_day_idx
  ON complaint_day_counts (filed_day_start) INCLUDE (tipo_entidad, entidad_cod, estado_cod, n);
