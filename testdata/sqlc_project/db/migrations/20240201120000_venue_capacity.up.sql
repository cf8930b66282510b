ALTER TABLE venues ADD COLUMN capacity INT NULL AFTER spotify_playlist;
