CREATE TABLE daily_visits (day date PRIMARY KEY, visits bigint NOT NULL);
