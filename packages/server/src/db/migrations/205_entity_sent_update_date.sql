-- The last `fecha_actualizacion` the entity itself sent through the entity API (registration or
-- update). Its rule "La fecha debe ser diferente a la fecha ya registrada." compares a new one with
-- this, never with `fecha_actualizacion`, which the server stamps on every write (an upload too).
-- Nullable without a default: adding it rewrites no row.
ALTER TABLE complaints ADD COLUMN entity_sent_update_at timestamptz;
