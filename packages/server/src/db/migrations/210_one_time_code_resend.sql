-- A sign-in code still valid is sent again instead of refused or replaced: the code is kept sealed
-- (AES-GCM under the server's key, like TOTP seeds) so it can be mailed again, and each row counts
-- its deliveries so the hourly limit still bounds the messages an account receives.
ALTER TABLE one_time_codes ADD COLUMN code_sealed text;
ALTER TABLE one_time_codes ADD COLUMN sends integer NOT NULL DEFAULT 1;
ALTER TABLE one_time_codes ADD COLUMN last_sent_at timestamptz;
