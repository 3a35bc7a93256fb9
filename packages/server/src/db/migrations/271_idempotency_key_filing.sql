-- The complaint an Idempotency-Key's first request filed, written in the filing's own transaction
-- (src/http/idempotency.ts). A key left "in process" by a node that died is taken over by the
-- retry when no complaint committed under it; when one did, the retry is told to wait instead
-- of filing it a second time.
ALTER TABLE idempotency_keys ADD COLUMN complaint_id integer;
