-- Request hot path (ADR 0019): every node keeps the caller's account, modules and entity signing secrets in memory
-- for a few seconds, with a staff member's entity scope (src/services/caller-cache.ts). A change to any of them notifies channel
-- `sfc_auth`, and every node (and the connection that made the change, before its statement
-- returns) drops its cache. Per statement, not per row: one notification for a bulk change.
CREATE FUNCTION sfc_notify_auth_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('sfc_auth', TG_TABLE_NAME);
  RETURN NULL;
END
$$;

CREATE TRIGGER users_auth_change
  AFTER INSERT OR DELETE OR UPDATE OF username, email, is_active, tipo_entidad, entidad_cod ON users
  FOR EACH STATEMENT EXECUTE FUNCTION sfc_notify_auth_change();
CREATE TRIGGER persons_auth_change
  AFTER INSERT OR DELETE OR UPDATE OF position_id, user_id ON persons
  FOR EACH STATEMENT EXECUTE FUNCTION sfc_notify_auth_change();
CREATE TRIGGER user_groups_auth_change
  AFTER INSERT OR DELETE OR UPDATE ON user_groups
  FOR EACH STATEMENT EXECUTE FUNCTION sfc_notify_auth_change();
CREATE TRIGGER groups_auth_change
  AFTER DELETE OR UPDATE OF is_active ON groups
  FOR EACH STATEMENT EXECUTE FUNCTION sfc_notify_auth_change();
CREATE TRIGGER group_modules_auth_change
  AFTER INSERT OR DELETE OR UPDATE ON group_modules
  FOR EACH STATEMENT EXECUTE FUNCTION sfc_notify_auth_change();
CREATE TRIGGER modules_auth_change
  AFTER INSERT OR DELETE OR UPDATE OF is_active ON modules
  FOR EACH STATEMENT EXECUTE FUNCTION sfc_notify_auth_change();
CREATE TRIGGER entity_clients_auth_change
  AFTER INSERT OR DELETE OR UPDATE ON entity_clients
  FOR EACH STATEMENT EXECUTE FUNCTION sfc_notify_auth_change();
CREATE TRIGGER entity_client_secrets_auth_change
  AFTER INSERT OR DELETE OR UPDATE ON entity_client_secrets
  FOR EACH STATEMENT EXECUTE FUNCTION sfc_notify_auth_change();
CREATE TRIGGER user_entities_auth_change
  AFTER INSERT OR DELETE OR UPDATE ON user_entities
  FOR EACH STATEMENT EXECUTE FUNCTION sfc_notify_auth_change();
