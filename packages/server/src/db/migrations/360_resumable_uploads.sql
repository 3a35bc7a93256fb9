-- Resumable uploads (tus protocol, src/domain/uploads/, ADR 0042). The bytes and the offset live
-- in the upload store (a folder under DATA_DIR or the S3 bucket); this row says whose upload it
-- is, what the client called the file, and until when it is kept. `lock_token`/`locked_until`
-- is the lease of the one request writing to it, whichever API node it landed on. A finished
-- upload becomes a complaint's file only through a form that names its id (the same checks as a
-- multipart file), and is then deleted; one never used is swept after `expires_at`.
CREATE TABLE resumable_uploads (
  id text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  filename text NOT NULL,
  size bigint NOT NULL,
  finished_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  lock_token text,
  locked_until timestamptz
);

CREATE INDEX resumable_uploads_expires_idx ON resumable_uploads (expires_at);
CREATE INDEX resumable_uploads_user_idx ON resumable_uploads (user_id);
