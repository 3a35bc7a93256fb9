-- The complaint search's recent text index (ADR 0060): a partial copy of the text index
-- (migration 170) over the complaints above `after_id` only, so a search whose newest matches are
-- among the last ~100,000 complaints decodes and reads a tenth of what the whole index holds. The
-- index itself is built and replaced by a job (its bound moves as complaints are filed); this row
-- names the one a search may count on. No row: there is none (a small database needs none).
CREATE TABLE complaint_recent_text_index (
  one boolean PRIMARY KEY DEFAULT true CHECK (one),
  after_id bigint NOT NULL,
  index_name text NOT NULL,
  built_at timestamptz NOT NULL DEFAULT now()
);
