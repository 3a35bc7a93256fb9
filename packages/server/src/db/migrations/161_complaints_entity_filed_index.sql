-- Scale (ADR 0019): the staff queue filtered by entity and filing dates, newest first (the
-- management list's common filters, and every list of an entity-scoped DCF or EV user), reads
-- one range of this index in the list's own order instead of sorting the entity's complaints;
-- with the state and the active flag included, the page count reads the index alone.
CREATE INDEX complaints_entity_filed_idx ON complaints (tipo_entidad, entidad_cod, fecha_creacion DESC, id DESC)
  INCLUDE (estado_cod, is_active);
