-- The defender's new cases still without their competence term (opened by the escalation
-- trigger of migration 330, settled by the server on the Colombian calendar). The server looks
-- for them before every read of the defender's queue and every step of a case: without an index
-- that was a scan of every case (16–25 ms at 30,000 cases) even when none was waiting.
CREATE INDEX defender_cases_unsettled_idx ON defender_cases (id) WHERE stage = 'competence' AND due_day IS NULL;
