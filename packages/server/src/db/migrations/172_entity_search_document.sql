-- Scale (ADR 0020): the search ranks each match by its entity's name too. Stored like the
-- complaint's vector (migration 170), so ranking a thousand matches does not stem and fold the
-- entity's name a thousand times; its GIN index replaces the expression index of migration 090.
ALTER TABLE supervised_entities ADD COLUMN name_document tsvector
  GENERATED ALWAYS AS (to_tsvector('spanish'::regconfig, public.sfc_unaccent(name))) STORED;
DROP INDEX supervised_entities_search_idx;
CREATE INDEX supervised_entities_name_document_idx ON supervised_entities USING gin (name_document);
