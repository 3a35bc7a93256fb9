-- `Idempotency-Key` of the filings (src/http/idempotency.ts): one row per caller, route and key.
-- A retry of the same request gets the first answer (`status_code`, `response`) and files
-- nothing new; the same key with another request (`fingerprint`) is refused. Rows expire after
-- `expires_at` (24 hours) and are deleted by the idempotency-keys job.
CREATE TABLE idempotency_keys (
  caller_id integer NOT NULL,
  route text NOT NULL,
  key text NOT NULL,
  -- SHA-256 of the request's fields and files, as parsed.
  fingerprint text NOT NULL,
  -- NULL while the first request runs.
  status_code integer,
  response text,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (caller_id, route, key)
);

CREATE INDEX idempotency_keys_expires_idx ON idempotency_keys (expires_at);
