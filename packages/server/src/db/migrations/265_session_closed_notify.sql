-- Access tokens carry their session (the refresh-token family, `sid`) and are refused once it is
-- closed: logout, a password change, a deactivation or a reused refresh token revoke its refresh
-- tokens. Every node keeps for a few seconds whether a session is open (src/services/caller-cache.ts);
-- revoking a token notifies `sfc_auth` with the payload `refresh_tokens` (the function of
-- migration 160 sends the table's name), and every node forgets the sessions it kept. Per row,
-- only when a token goes from open to revoked; PostgreSQL folds the repeats of one transaction
-- into one notification.
CREATE TRIGGER refresh_tokens_session_closed
  AFTER UPDATE OF revoked_at ON refresh_tokens
  FOR EACH ROW WHEN (OLD.revoked_at IS NULL AND NEW.revoked_at IS NOT NULL)
  EXECUTE FUNCTION sfc_notify_auth_change();
