-- The version of the data the dashboard reports read (docs/decisions/0050-shared-report-answers.md):
-- a node keeps a report's answer under the version it was computed at, and answers the same
-- request with it until the version moves. The version is the sum of `n` over the rows; every
-- statement that changes what a report reads adds 1 in its own transaction, so the version a
-- snapshot sees moves exactly when a write it can see has committed (on the primary and, after
-- replay, on a read replica).
--
-- One row per writing backend (`pg_backend_pid()`): a transaction only ever updates its own
-- backend's row, so concurrent writers never wait for each other on the counter. A backend's
-- first change folds the rows of backends that are gone into its own, which keeps the sum and
-- keeps the table at about one row per live writer.
CREATE TABLE report_data_version (
  backend integer PRIMARY KEY,
  n bigint NOT NULL
);

CREATE FUNCTION sfc_report_data_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  folded bigint;
BEGIN
  UPDATE report_data_version SET n = n + 1 WHERE backend = pg_backend_pid();
  IF NOT FOUND THEN
    WITH gone AS (
      DELETE FROM report_data_version v
       WHERE v.backend IN (SELECT g.backend FROM report_data_version g
                            WHERE NOT EXISTS (SELECT 1 FROM pg_stat_activity a WHERE a.pid = g.backend)
                            FOR UPDATE SKIP LOCKED)
      RETURNING v.n
    )
    SELECT coalesce(sum(gone.n), 0) INTO folded FROM gone;
    INSERT INTO report_data_version (backend, n) VALUES (pg_backend_pid(), folded + 1)
      ON CONFLICT (backend) DO UPDATE SET n = report_data_version.n + EXCLUDED.n;
  END IF;
  RETURN NULL;
END $$;

-- Complaints: every insert and delete; an update only when it sets a column some report reads
-- (the entity API's delivery bookkeeping, `entity_first_seen_at` and `entity_sent_update_at`,
-- sets none, so an entity's list never moves the version). A report that starts reading another
-- column of complaints adds it here.
CREATE TRIGGER complaints_report_data_rows AFTER INSERT OR DELETE ON complaints
  FOR EACH STATEMENT EXECUTE FUNCTION sfc_report_data_changed();
CREATE TRIGGER complaints_report_data_update
  AFTER UPDATE OF id, tipo_entidad, entidad_cod, fecha_creacion, fecha_cierre, updated_at, estado_cod,
    prorroga_queja, producto_cod, producto_nombre, macro_motivo_cod, canal_cod, departamento_cod,
    municipio_cod, a_favor_de, tipo_fraude, modalidad_fraude, monto_reclamado, monto_reconocido
  ON complaints FOR EACH STATEMENT EXECUTE FUNCTION sfc_report_data_changed();
CREATE TRIGGER complaints_report_data_truncate AFTER TRUNCATE ON complaints
  FOR EACH STATEMENT EXECUTE FUNCTION sfc_report_data_changed();

-- What else the reports read: ratings (satisfaction), the term's regime and suspensions (response
-- times), and the names of entities, catalog items and places.
CREATE TRIGGER complaint_ratings_report_data AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON complaint_ratings
  FOR EACH STATEMENT EXECUTE FUNCTION sfc_report_data_changed();
CREATE TRIGGER complaint_classifications_report_data
  AFTER INSERT OR UPDATE OF complaint_id, regime OR DELETE OR TRUNCATE ON complaint_classifications
  FOR EACH STATEMENT EXECUTE FUNCTION sfc_report_data_changed();
CREATE TRIGGER complaint_suspensions_report_data
  AFTER INSERT OR UPDATE OF complaint_id, from_day, to_day OR DELETE OR TRUNCATE ON complaint_suspensions
  FOR EACH STATEMENT EXECUTE FUNCTION sfc_report_data_changed();
CREATE TRIGGER supervised_entities_report_data
  AFTER INSERT OR UPDATE OF id, name, tipo_entidad, entidad_cod OR DELETE OR TRUNCATE ON supervised_entities
  FOR EACH STATEMENT EXECUTE FUNCTION sfc_report_data_changed();
CREATE TRIGGER option_items_report_data AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON option_items
  FOR EACH STATEMENT EXECUTE FUNCTION sfc_report_data_changed();
CREATE TRIGGER departments_report_data AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON departments
  FOR EACH STATEMENT EXECUTE FUNCTION sfc_report_data_changed();
CREATE TRIGGER municipalities_report_data AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON municipalities
  FOR EACH STATEMENT EXECUTE FUNCTION sfc_report_data_changed();
