-- The entity API's pending list (GET /api/queja/ of a supervised entity) counted from a
-- maintained counter instead of reading every pending complaint of the entity on each call
-- (ADR 0048): src/domain/complaints/entity-pending.ts.
--
-- A complaint awaits its entity's acknowledgement while entity_ack_at is null; it is listed while
-- it also was never delivered or was delivered less than 48 hours ago. The first part is counted
-- here per entity, kept by triggers, append-only as complaint_day_counts (migration 190): every
-- change adds a delta row and never updates a shared one, so concurrent filings and
-- acknowledgements of one entity never wait for each other; the day-counts job folds the deltas
-- into one settled row per entity. The second part (delivered more than 48 hours ago and not yet
-- acknowledged: the acknowledgement job's backlog, normally a handful) is counted at read time
-- through complaints_entity_overdue_idx and subtracted.
--
-- seq grows with every change of an entity's set of awaiting complaints or of their order (an
-- insert, a delete, an acknowledgement, a change of entity or filing date); folding keeps the
-- largest. With the count it is the version of the entity's list that the page index
-- (entity-pending.ts) is kept for.

CREATE SEQUENCE entity_pending_counts_seq;

CREATE TABLE entity_pending_counts (
  tipo_entidad integer NOT NULL,
  entidad_cod text NOT NULL,
  n integer NOT NULL,
  seq bigint NOT NULL DEFAULT nextval('entity_pending_counts_seq'),
  settled boolean NOT NULL DEFAULT false
);
CREATE INDEX entity_pending_counts_key_idx ON entity_pending_counts (tipo_entidad, entidad_cod) INCLUDE (n, seq);
CREATE UNIQUE INDEX entity_pending_counts_settled_idx
  ON entity_pending_counts (tipo_entidad, entidad_cod) WHERE settled;
CREATE INDEX entity_pending_counts_deltas_idx ON entity_pending_counts (settled) WHERE NOT settled;

-- The awaiting complaints of an entity by delivery time: those past the window are read as a
-- range, not by visiting the entity's whole pending set.
CREATE INDEX complaints_entity_overdue_idx ON complaints (tipo_entidad, entidad_cod, entity_first_seen_at)
  WHERE entity_ack_at IS NULL AND entity_first_seen_at IS NOT NULL;

-- Statement-level for inserts and deletes (a bulk load adds one row per entity), row-level for
-- updates that move a complaint in or out of an entity's awaiting set or change its place in it.
CREATE FUNCTION sfc_entity_pending_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO entity_pending_counts (tipo_entidad, entidad_cod, n)
  SELECT tipo_entidad, entidad_cod, count(*) FROM added WHERE entity_ack_at IS NULL GROUP BY 1, 2;
  RETURN NULL;
END $$;

CREATE FUNCTION sfc_entity_pending_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO entity_pending_counts (tipo_entidad, entidad_cod, n)
  SELECT tipo_entidad, entidad_cod, -count(*) FROM removed WHERE entity_ack_at IS NULL GROUP BY 1, 2;
  RETURN NULL;
END $$;

CREATE FUNCTION sfc_entity_pending_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.entity_ack_at IS NULL THEN
    INSERT INTO entity_pending_counts (tipo_entidad, entidad_cod, n) VALUES (OLD.tipo_entidad, OLD.entidad_cod, -1);
  END IF;
  IF NEW.entity_ack_at IS NULL THEN
    INSERT INTO entity_pending_counts (tipo_entidad, entidad_cod, n) VALUES (NEW.tipo_entidad, NEW.entidad_cod, 1);
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER complaints_entity_pending_insert AFTER INSERT ON complaints
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION sfc_entity_pending_added();
CREATE TRIGGER complaints_entity_pending_delete AFTER DELETE ON complaints
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION sfc_entity_pending_removed();
CREATE TRIGGER complaints_entity_pending_update AFTER UPDATE ON complaints FOR EACH ROW
  WHEN ((OLD.entity_ack_at IS NULL) IS DISTINCT FROM (NEW.entity_ack_at IS NULL)
        OR (NEW.entity_ack_at IS NULL
            AND (OLD.tipo_entidad IS DISTINCT FROM NEW.tipo_entidad OR OLD.entidad_cod IS DISTINCT FROM NEW.entidad_cod
                 OR OLD.fecha_creacion IS DISTINCT FROM NEW.fecha_creacion)))
  EXECUTE FUNCTION sfc_entity_pending_changed();

-- TRUNCATE fires no delete trigger: emptied together.
CREATE FUNCTION sfc_entity_pending_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM entity_pending_counts;
  RETURN NULL;
END $$;
CREATE TRIGGER complaints_entity_pending_truncate AFTER TRUNCATE ON complaints
  FOR EACH STATEMENT EXECUTE FUNCTION sfc_entity_pending_truncated();

-- The complaints already awaiting, settled.
INSERT INTO entity_pending_counts (tipo_entidad, entidad_cod, n, settled)
SELECT tipo_entidad, entidad_cod, count(*), true FROM complaints WHERE entity_ack_at IS NULL GROUP BY 1, 2;
