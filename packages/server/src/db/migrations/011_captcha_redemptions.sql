-- Proof-of-work captcha answers already used. Challenges are stateless (HMAC-signed); only a
-- redeemed one is stored, until it expires, so no server node accepts the same answer twice.
CREATE TABLE captcha_redemptions (
  challenge_id TEXT PRIMARY KEY,
  expires_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX captcha_redemptions_expires_at_idx ON captcha_redemptions (expires_at);
