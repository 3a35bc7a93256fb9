-- Identification type 3 keeps the SFC list's name "RUT"; a separate "NIT" entry (11) exists for
-- the portal to remove (portal-spec §3). 003 loads the current files, so on a new database this
-- changes nothing; it brings databases migrated with the earlier list in step.
UPDATE option_items SET name = 'RUT' WHERE list = 'identificationtype' AND code = '3';
INSERT INTO option_items (list, code, name, sort) VALUES ('identificationtype', '11', 'NIT', 10)
ON CONFLICT (list, code) DO UPDATE SET name = excluded.name, sort = excluded.sort;
