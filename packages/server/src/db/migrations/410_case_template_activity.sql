-- Message templates of a direction can be deactivated instead of deleted (the template screen):
-- an inactive template is kept, shown to whoever manages the direction's templates, and offered
-- to no one in the composer. Who last changed it is shown beside it.
ALTER TABLE case_templates ADD COLUMN is_active boolean NOT NULL DEFAULT true;
ALTER TABLE case_templates ADD COLUMN updated_by integer REFERENCES users (id) ON DELETE SET NULL;
