-- Appending to the ledger (ADR 0044): one call appends every entry a writing transaction has
-- collected, so a filing (its first version and its files) costs one round trip, not one per
-- record. Each entry is still the head's UPDATE (whose row lock serialises appends until the
-- writing transaction commits; an UPDATE that waited for it re-reads the committed head) and
-- the entry's INSERT. The entry hash is SHA-256 of the entry object's RFC 8785 text, written key
-- by key in JCS order with `to_json` for the JSON string escapes; verify-ledger recomputes it
-- with the shared JavaScript function, so the two can never silently differ.
CREATE OR REPLACE FUNCTION ledger_append(
  actors text[],
  ats text[],
  complaint_codes text[],
  content_hashes text[],
  kinds text[],
  complaint_ids integer[],
  source_tables text[],
  source_ids bigint[]
) RETURNS TABLE (out_seq bigint, out_prev_hash text, out_entry_hash text)
LANGUAGE plpgsql AS $$
BEGIN
  FOR i IN 1 .. coalesce(array_length(actors, 1), 0) LOOP
    UPDATE ledger_head h SET
      size = h.size + 1,
      prev_hash = h.last_hash,
      last_hash = encode(sha256(convert_to(
        '{"actor":' || to_json(actors[i])::text || ',"at":' || to_json(ats[i])::text ||
        ',"complaint":' || to_json(complaint_codes[i])::text || ',"content_hash":"' || content_hashes[i] ||
        '","kind":' || to_json(kinds[i])::text || ',"prev_hash":"' || h.last_hash ||
        '","seq":' || h.size::text || ',"v":1}', 'UTF8')), 'hex')
    RETURNING h.size - 1, h.prev_hash, h.last_hash INTO out_seq, out_prev_hash, out_entry_hash;
    INSERT INTO ledger_entries
      (seq, kind, complaint_id, complaint_code, source_table, source_id, content_hash, prev_hash, entry_hash, actor, at)
    VALUES (out_seq, kinds[i], complaint_ids[i], complaint_codes[i], source_tables[i], source_ids[i],
            content_hashes[i], out_prev_hash, out_entry_hash, actors[i], ats[i]);
    RETURN NEXT;
  END LOOP;
END
$$;

-- Every append rewrites the head's one row: with most of its page kept free, each new version
-- fits beside the old ones (a HOT update, pruned in place), so the table stays one page and the
-- head's UPDATE never scans dead versions left after a long transaction.
ALTER TABLE ledger_head SET (fillfactor = 10);
