-- The one-box name search of the case workspace (ADR 0054): every whole word of the consumer's
-- name and every pair of its words, folded (lower case, accents removed by sfc_fold), one row per
-- key and complaint, with the number of words of the name (the rank: fewer extra words first).
-- Two common words seldom together ("laura gomez") are one key: an index-only read of the newest
-- matches in id order that stops after a bounded number, where the trigram index of migration 310
-- intersected two posting lists of tens of thousands of complaints and ranked every match.

-- Two words as one key, ordered by code point (COLLATE "C": the same whatever the database's
-- collation), so "gomez laura" and "laura gomez" are the same key.
CREATE FUNCTION sfc_name_pair(a text, b text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT CASE WHEN a COLLATE "C" <= b COLLATE "C" THEN a || ' ' || b ELSE b || ' ' || a END $$;

-- The keys of a name: its distinct folded words, and every pair of two of them.
CREATE FUNCTION sfc_name_keys(value text) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    WITH w AS (
      SELECT DISTINCT word FROM regexp_split_to_table(sfc_fold(coalesce(value, '')), '[^[:alnum:]]+') AS word
       WHERE word <> ''
    )
    SELECT coalesce(array_agg(k), '{}') FROM (
      SELECT word AS k FROM w
      UNION
      SELECT sfc_name_pair(a.word, b.word) FROM w a JOIN w b ON a.word COLLATE "C" < b.word COLLATE "C"
    ) keys
  $$;

-- The number of distinct folded words of a name.
CREATE FUNCTION sfc_name_words(value text) RETURNS integer
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT count(DISTINCT word)::int
      FROM regexp_split_to_table(sfc_fold(coalesce(value, '')), '[^[:alnum:]]+') AS word
     WHERE word <> ''
  $$;

CREATE TABLE complaint_name_keys (
  name_key text NOT NULL,
  complaint_id integer NOT NULL,
  name_words smallint NOT NULL
);
INSERT INTO complaint_name_keys (name_key, complaint_id, name_words)
SELECT k, c.id, sfc_name_words(c.nombres) FROM complaints c, unnest(sfc_name_keys(c.nombres)) AS k;
ALTER TABLE complaint_name_keys ADD PRIMARY KEY (name_key, complaint_id) INCLUDE (name_words);

-- Kept by triggers on complaints: statement-level for inserts and deletes (a bulk load adds its
-- keys in one statement), row-level for a change of the name.
CREATE FUNCTION sfc_complaint_name_keys_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO complaint_name_keys (name_key, complaint_id, name_words)
  SELECT k, a.id, sfc_name_words(a.nombres) FROM added a, unnest(sfc_name_keys(a.nombres)) AS k;
  RETURN NULL;
END $$;

CREATE FUNCTION sfc_complaint_name_keys_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM complaint_name_keys k
   USING removed r, unnest(sfc_name_keys(r.nombres)) AS old_key
   WHERE k.name_key = old_key AND k.complaint_id = r.id;
  RETURN NULL;
END $$;

CREATE FUNCTION sfc_complaint_name_keys_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM complaint_name_keys WHERE complaint_id = OLD.id AND name_key = ANY (sfc_name_keys(OLD.nombres));
  INSERT INTO complaint_name_keys (name_key, complaint_id, name_words)
  SELECT k, NEW.id, sfc_name_words(NEW.nombres) FROM unnest(sfc_name_keys(NEW.nombres)) AS k;
  RETURN NULL;
END $$;

CREATE TRIGGER complaints_name_keys_insert AFTER INSERT ON complaints
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION sfc_complaint_name_keys_added();
CREATE TRIGGER complaints_name_keys_delete AFTER DELETE ON complaints
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION sfc_complaint_name_keys_removed();
CREATE TRIGGER complaints_name_keys_update AFTER UPDATE OF nombres ON complaints
  FOR EACH ROW WHEN (OLD.nombres IS DISTINCT FROM NEW.nombres)
  EXECUTE FUNCTION sfc_complaint_name_keys_changed();

-- TRUNCATE fires no delete trigger: emptied together.
CREATE FUNCTION sfc_complaint_name_keys_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM complaint_name_keys;
  RETURN NULL;
END $$;
CREATE TRIGGER complaints_name_keys_truncate AFTER TRUNCATE ON complaints
  FOR EACH STATEMENT EXECUTE FUNCTION sfc_complaint_name_keys_truncated();
