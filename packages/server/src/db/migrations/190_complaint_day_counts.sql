-- Complaints counted per entity, state, active flag and Bogotá filing day (ADR 0026), so the
-- staff lists (queue, history) answer an exact count for the filters analysts use most (entity,
-- state, filing date, active) by adding a few hundred rows instead of reading every matching
-- complaint: src/domain/complaint-work/day-counts.ts.
--
-- Kept by triggers on complaints, append-only: every insert, delete, or change of one of the
-- counted columns adds a "delta" row (+n / -n, settled = false) and never updates a shared row,
-- so concurrent filings and state changes of one entity never wait for each other nor deadlock
-- on a counter. The day-counts job folds the deltas into one settled row per key (fold in
-- day-counts.ts). A count is the sum of both kinds of rows.

CREATE TABLE complaint_day_counts (
  tipo_entidad integer NOT NULL,
  entidad_cod text NOT NULL,
  estado_cod integer NOT NULL,
  is_active boolean NOT NULL,
  -- The instant the filing's Bogotá day begins (UTC-5, no daylight saving): compared with the
  -- same day-start bounds as complaints.fecha_creacion in the filter builder.
  filed_day_start timestamptz NOT NULL,
  n integer NOT NULL,
  settled boolean NOT NULL DEFAULT false
);
CREATE INDEX complaint_day_counts_key_idx
  ON complaint_day_counts (tipo_entidad, entidad_cod, estado_cod, filed_day_start) INCLUDE (is_active, n);
CREATE UNIQUE INDEX complaint_day_counts_settled_idx
  ON complaint_day_counts (tipo_entidad, entidad_cod, estado_cod, is_active, filed_day_start) WHERE settled;
CREATE INDEX complaint_day_counts_deltas_idx ON complaint_day_counts (settled) WHERE NOT settled;

-- Timezone-independent arithmetic (not date_trunc, which reads the session's TimeZone).
CREATE FUNCTION sfc_bogota_day_start(at timestamptz) RETURNS timestamptz
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT to_timestamp(floor((extract(epoch FROM at) - 18000) / 86400) * 86400 + 18000) $$;

-- Statement-level for inserts and deletes (a bulk load adds one grouped row per key, not one per
-- complaint); row-level for updates, only when a counted column changes.
CREATE FUNCTION sfc_complaint_day_counts_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO complaint_day_counts (tipo_entidad, entidad_cod, estado_cod, is_active, filed_day_start, n)
  SELECT tipo_entidad, entidad_cod, estado_cod, is_active, sfc_bogota_day_start(fecha_creacion), count(*)
    FROM added GROUP BY 1, 2, 3, 4, 5;
  RETURN NULL;
END $$;

CREATE FUNCTION sfc_complaint_day_counts_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO complaint_day_counts (tipo_entidad, entidad_cod, estado_cod, is_active, filed_day_start, n)
  SELECT tipo_entidad, entidad_cod, estado_cod, is_active, sfc_bogota_day_start(fecha_creacion), -count(*)
    FROM removed GROUP BY 1, 2, 3, 4, 5;
  RETURN NULL;
END $$;

CREATE FUNCTION sfc_complaint_day_counts_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO complaint_day_counts (tipo_entidad, entidad_cod, estado_cod, is_active, filed_day_start, n)
  VALUES (OLD.tipo_entidad, OLD.entidad_cod, OLD.estado_cod, OLD.is_active, sfc_bogota_day_start(OLD.fecha_creacion), -1),
         (NEW.tipo_entidad, NEW.entidad_cod, NEW.estado_cod, NEW.is_active, sfc_bogota_day_start(NEW.fecha_creacion), 1);
  RETURN NULL;
END $$;

CREATE TRIGGER complaints_day_counts_insert AFTER INSERT ON complaints
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION sfc_complaint_day_counts_added();
CREATE TRIGGER complaints_day_counts_delete AFTER DELETE ON complaints
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION sfc_complaint_day_counts_removed();
CREATE TRIGGER complaints_day_counts_update AFTER UPDATE ON complaints FOR EACH ROW
  WHEN (OLD.tipo_entidad IS DISTINCT FROM NEW.tipo_entidad OR OLD.entidad_cod IS DISTINCT FROM NEW.entidad_cod
        OR OLD.estado_cod IS DISTINCT FROM NEW.estado_cod OR OLD.is_active IS DISTINCT FROM NEW.is_active
        OR OLD.fecha_creacion IS DISTINCT FROM NEW.fecha_creacion)
  EXECUTE FUNCTION sfc_complaint_day_counts_changed();

-- The complaints already filed, settled.
INSERT INTO complaint_day_counts (tipo_entidad, entidad_cod, estado_cod, is_active, filed_day_start, n, settled)
SELECT tipo_entidad, entidad_cod, estado_cod, is_active, sfc_bogota_day_start(fecha_creacion), count(*), true
  FROM complaints GROUP BY 1, 2, 3, 4, 5;

-- TRUNCATE fires no delete trigger: emptied together.
CREATE FUNCTION sfc_complaint_day_counts_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM complaint_day_counts;
  RETURN NULL;
END $$;
CREATE TRIGGER complaints_day_counts_truncate AFTER TRUNCATE ON complaints
  FOR EACH STATEMENT EXECUTE FUNCTION sfc_complaint_day_counts_truncated();
