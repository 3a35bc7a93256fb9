-- Early warnings per entity as alerts (ADR 0024): once per entity and month, the warning of
-- domain/reports/early-warnings.ts (ADR 0018) reaches the staff alerts (module 28, type 4) and
-- the entity's own users' "Alertas EV" (module 30, type 6). Such an alert is about an entity and
-- a period, not a complaint: complaint_id becomes optional and (entity_id, period) names it.
-- Raised by src/domain/alerts/early-warning-alerts.ts from the early-warning job.

ALTER TABLE alerts ALTER COLUMN complaint_id DROP NOT NULL;
ALTER TABLE alerts ADD COLUMN entity_id integer REFERENCES supervised_entities (id) ON DELETE CASCADE;
-- The month of the warning, 'YYYY-MM' (Bogotá calendar).
ALTER TABLE alerts ADD COLUMN period text CHECK (period ~ '^[0-9]{4}-[0-9]{2}$');
ALTER TABLE alerts ADD CONSTRAINT alerts_subject_check
  CHECK (complaint_id IS NOT NULL OR (entity_id IS NOT NULL AND period IS NOT NULL));
INSERT INTO alert_types (id, name) VALUES (4, 'Alerta temprana');
-- One early warning per user, entity and month, however many nodes scan at once.
CREATE UNIQUE INDEX alerts_early_warning_once_idx ON alerts (user_id, entity_id, period) WHERE type_alert_id = 4;

ALTER TABLE ev_alerts ALTER COLUMN complaint_id DROP NOT NULL;
ALTER TABLE ev_alerts ADD COLUMN entity_id integer REFERENCES supervised_entities (id) ON DELETE CASCADE;
ALTER TABLE ev_alerts ADD COLUMN period text CHECK (period ~ '^[0-9]{4}-[0-9]{2}$');
ALTER TABLE ev_alerts ADD CONSTRAINT ev_alerts_subject_check
  CHECK (complaint_id IS NOT NULL OR (entity_id IS NOT NULL AND period IS NOT NULL));
INSERT INTO ev_alert_types (id, name) VALUES (6, 'Alerta temprana de la entidad');
CREATE UNIQUE INDEX ev_alerts_early_warning_once_idx ON ev_alerts (user_id, entity_id, period) WHERE type_id = 6;
