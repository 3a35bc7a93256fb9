-- The supervised-entity API (entity-api momentos 1 to 4).

-- Momento 1 lists an entity's complaints it has not acknowledged, oldest first. Acknowledged
-- ones are the vast majority over time, so the index keeps only the pending ones.
CREATE INDEX complaints_entity_pending_idx ON complaints (tipo_entidad, entidad_cod, fecha_creacion, id)
  WHERE entity_ack_at IS NULL;

-- Momento 4: consumer data an entity acknowledged (`POST /api/usuarios/ack/`), by identification
-- number. A consumer is listed again by `GET /api/usuarios/info/` when a complaint of theirs
-- arrives after the acknowledgement (their data may have changed).
CREATE TABLE entity_consumer_acks (
  tipo_entidad integer NOT NULL,
  entidad_cod text NOT NULL,
  numero_id_cf text NOT NULL,
  acked_at timestamptz NOT NULL,
  acked_by integer REFERENCES users (id) ON DELETE SET NULL,
  PRIMARY KEY (tipo_entidad, entidad_cod, numero_id_cf),
  FOREIGN KEY (tipo_entidad, entidad_cod) REFERENCES supervised_entities (tipo_entidad, entidad_cod)
);
CREATE INDEX complaints_entity_consumer_idx ON complaints (tipo_entidad, entidad_cod, numero_id_cf, created_at);
