-- The company directory of seed 001 ("Single table field pattern"): a
-- company with its people and offices, read whole in one request, and any
-- person read directly by id.

CREATE TABLE companies (
  company_id VARCHAR(36)  PRIMARY KEY,
  name       VARCHAR(100) NOT NULL,
  stock      VARCHAR(10)
);

CREATE TABLE people (
  person_id  VARCHAR(36)  PRIMARY KEY,
  company_id VARCHAR(36)  NOT NULL,
  full_name  VARCHAR(100) NOT NULL,
  title      VARCHAR(100),
  FOREIGN KEY (company_id) REFERENCES companies (company_id)
);

CREATE TABLE offices (
  office_id  VARCHAR(36)  PRIMARY KEY,
  company_id VARCHAR(36)  NOT NULL,
  city       VARCHAR(100) NOT NULL,
  country    CHAR(2)      NOT NULL,
  FOREIGN KEY (company_id) REFERENCES companies (company_id)
);

-- name: GetCompany :many
-- The whole company: its root fields, people and offices, in one request.
SELECT c.*, p.*, o.*
FROM companies c
LEFT JOIN people p ON p.company_id = c.company_id
LEFT JOIN offices o ON o.company_id = c.company_id
WHERE c.company_id = ?;

-- name: GetPerson :one
-- One person by id, through the field index.
SELECT * FROM people WHERE person_id = ?;
