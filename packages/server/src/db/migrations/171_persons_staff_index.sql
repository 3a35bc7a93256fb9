-- Scale (ADR 0020): the staff user lists (`GET /api/usersmanagement/` and the lists built like it)
-- keep accounts with a position (staff); with 50,000 consumers beside a few dozen staff, each
-- count and page read every person. This partial index holds only the staff rows.
CREATE INDEX persons_staff_idx ON persons (user_id) WHERE position_id IS NOT NULL;
