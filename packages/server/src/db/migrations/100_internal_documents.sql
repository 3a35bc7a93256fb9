-- Internal documents of a complaint: files the authority's staff upload to a complaint
-- that consumers and entities never see. The file is a stored file of kind 'internal' WITHOUT
-- complaint_id (so every listing of a complaint's attachments, the consumer's and the entity
-- API's, leaves it out); this table links it to its complaint.

ALTER TABLE stored_files DROP CONSTRAINT stored_files_kind_check;
ALTER TABLE stored_files ADD CONSTRAINT stored_files_kind_check
  CHECK (kind IN ('complaint', 'apoderado', 'anexo', 'entity', 'support', 'internal'));

CREATE TABLE complaint_internal_documents (
  stored_file_id integer PRIMARY KEY REFERENCES stored_files (id) ON DELETE CASCADE,
  complaint_id integer NOT NULL REFERENCES complaints (id) ON DELETE CASCADE,
  uploaded_by integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX complaint_internal_documents_complaint_idx ON complaint_internal_documents (complaint_id, created_at);
