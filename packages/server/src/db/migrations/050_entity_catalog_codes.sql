-- Codes supervised entities send for the catalogs the portal holds (motives, reception points)
-- that the catalog lacks. Entities' writes are accepted and the code recorded here,
-- once per entity, so staff can see it (GET /api/catalog/unknown_codes/) and add it to the
-- catalog; a code in option_items is no longer listed.
CREATE TABLE entity_catalog_codes (
  list text NOT NULL,
  code text NOT NULL,
  tipo_entidad integer NOT NULL,
  entidad_cod text NOT NULL,
  field text NOT NULL,
  first_codigo_queja text NOT NULL,
  first_seen_at timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL,
  times integer NOT NULL DEFAULT 1,
  PRIMARY KEY (list, code, tipo_entidad, entidad_cod)
);
CREATE INDEX entity_catalog_codes_last_seen_idx ON entity_catalog_codes (last_seen_at DESC);

-- Catalog rows staff added (null: loaded from data/catalogs).
ALTER TABLE option_items ADD COLUMN added_by_user_id integer REFERENCES users (id) ON DELETE SET NULL;
ALTER TABLE option_items ADD COLUMN added_at timestamptz;
