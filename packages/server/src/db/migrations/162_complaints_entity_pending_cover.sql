-- Scale (ADR 0019): the entity API's pending list counts and pages an entity's unacknowledged
-- complaints. With the delivery time in the index, the count reads the index alone, and a page
-- takes its ids from it in order (a deep page no longer sorts the entity's whole pending set).
-- It replaces complaints_entity_pending_idx (migration 030), which it extends. The statistics
-- tell the planner how many complaints of one entity are pending (one large entity can hold
-- many more than the table-wide share).
CREATE INDEX complaints_entity_pending_cover_idx ON complaints (tipo_entidad, entidad_cod, fecha_creacion, id)
  INCLUDE (entity_first_seen_at) WHERE entity_ack_at IS NULL;
DROP INDEX complaints_entity_pending_idx;
CREATE STATISTICS complaints_entity_ack_stats (mcv) ON tipo_entidad, entidad_cod, (entity_ack_at IS NULL)
  FROM complaints;
ANALYZE complaints;
