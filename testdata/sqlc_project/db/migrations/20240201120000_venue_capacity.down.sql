ALTER TABLE venues DROP COLUMN capacity;
