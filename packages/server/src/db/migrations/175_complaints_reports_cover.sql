-- Dashboards at scale (ADR 0021): every dashboard report counts the complaints filed in a period (a year holds
-- a third of a million of them at 1,000,000) grouped by what this index carries. With every
-- column a report reads in the index, a report is one index-only range scan of its period
-- (about 115 bytes a complaint) instead of a visit to each complaint's row in the table (about
-- 460 bytes, most of it text no report reads). Read by src/domain/reports/ (REPORTED) and the
-- export's count; its key is that of complaints_fecha_creacion_idx (migration 040), which it
-- replaces, so a write maintains one index more wide, not one more index.
-- updated_at is there for the response-time report (the answer day of a complaint closed without
-- fecha_cierre). Every update of a complaint sets it, so no update of a complaint is HOT any more:
-- most were not already (state, delivery and acknowledgement are indexed), and a plain field edit
-- now adds an entry to each index too. Reports read far more rows than edits write.
CREATE INDEX complaints_reports_idx ON complaints (fecha_creacion, tipo_entidad, entidad_cod)
  INCLUDE (estado_cod, producto_cod, producto_nombre, macro_motivo_cod, canal_cod, departamento_cod, municipio_cod,
           a_favor_de, prorroga_queja, fecha_cierre, updated_at, id);
DROP INDEX complaints_fecha_creacion_idx;
-- The fraud report reads the few complaints with a fraud type (and their amounts) the same way.
CREATE INDEX complaints_fraud_reports_idx ON complaints (fecha_creacion, tipo_entidad, entidad_cod)
  INCLUDE (tipo_fraude, modalidad_fraude, monto_reclamado, monto_reconocido)
  WHERE tipo_fraude IS NOT NULL;
