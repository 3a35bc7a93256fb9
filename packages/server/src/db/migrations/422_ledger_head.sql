-- The ledger's head (ADR 0044): one row with the size of the chain and its last entry hash. An
-- append updates it and inserts the entry in one statement; the row lock it takes is held until
-- the writing transaction commits, so appends from any number of API nodes form one chain.
CREATE TABLE IF NOT EXISTS ledger_head (
  one boolean PRIMARY KEY DEFAULT true CHECK (one),
  size bigint NOT NULL,
  -- entry_hash of entry size − 1 (64 zeros when empty) and of the one before it.
  last_hash text NOT NULL,
  prev_hash text NOT NULL
);
INSERT INTO ledger_head (one, size, last_hash, prev_hash)
SELECT true, count(*),
       coalesce((SELECT entry_hash FROM ledger_entries ORDER BY seq DESC LIMIT 1), repeat('0', 64)),
       coalesce((SELECT prev_hash FROM ledger_entries ORDER BY seq DESC LIMIT 1), repeat('0', 64))
  FROM ledger_entries
ON CONFLICT (one) DO NOTHING;
