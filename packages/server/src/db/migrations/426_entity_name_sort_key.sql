-- The supervised entities' list sorts by name folded (lowercase, accents dropped: sfc_fold, as
-- before): the folded name is stored, computed by PostgreSQL whenever the name changes, so a view
-- of the list no longer folds every entity's name to sort them (about half the statement's time).
ALTER TABLE supervised_entities ADD COLUMN name_sort_key text
  GENERATED ALWAYS AS (public.sfc_fold(name)) STORED;
