CREATE TABLE daily_revenue (
  day DATE PRIMARY KEY,
  cents BIGINT NOT NULL
);
