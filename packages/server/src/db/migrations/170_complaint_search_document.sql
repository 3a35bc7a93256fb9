-- Scale (ADR 0020), for the staff complaint search: the searched document of a complaint (its text and the
-- consumer's name, Spanish-stemmed with accents folded: sfc_complaint_document of migration 090)
-- is stored in the row, computed by PostgreSQL whenever either column changes. Ranking reads it
-- instead of computing the vector of every match again (seconds for 80,000 matches at 1M
-- complaints); its GIN index replaces the expression index of migration 090, so a search still
-- finds matches through an index. A generated column works the same on PGlite and PostgreSQL 15.
ALTER TABLE complaints ADD COLUMN search_document tsvector
  GENERATED ALWAYS AS (public.sfc_complaint_document(texto_queja, nombres)) STORED;
DROP INDEX complaints_search_idx;
CREATE INDEX complaints_search_document_idx ON complaints USING gin (search_document);
ANALYZE complaints;
