-- name: DropFieldTable :exec
DROP TABLE fields;

-- name: CreateFieldTable :exec
CREATE TABLE IF NOT EXISTS fields (
    field_id VARCHAR(26) PRIMARY KEY NOT NULL,
    parent_id VARCHAR(26) NULL,
    sort_order INT NOT NULL DEFAULT 0,
    name VARCHAR(255) NOT NULL DEFAULT '',
    label VARCHAR(255) DEFAULT 'unlabeled' NOT NULL,
    data TEXT NOT NULL,
    validation_id VARCHAR(26) NULL,
    ui_config TEXT NOT NULL,
    type VARCHAR(20) NOT NULL CHECK (type IN ('text', 'textarea', 'number', 'date', 'datetime', 'boolean', 'select', 'media', 'relation', 'json', 'richtext', 'slug', 'email', 'url')),
    translatable TINYINT NOT NULL DEFAULT 0,
    roles TEXT NULL,
    author_id VARCHAR(26) NOT NULL,
    date_created TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL,
    date_modified TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL ON UPDATE CURRENT_TIMESTAMP,

    CONSTRAINT fk_fields_datatypes
        FOREIGN KEY (parent_id) REFERENCES datatypes (datatype_id)
            ON UPDATE CASCADE ON DELETE CASCADE,
    CONSTRAINT fk_fields_users_author_id
        FOREIGN KEY (author_id) REFERENCES users (user_id)
            ON UPDATE CASCADE
);

-- name: CreateFieldParentIDIndex :exec
CREATE INDEX fields_parent_id_index
    ON fields (parent_id);

-- name: CountField :one
SELECT COUNT(*)
FROM fields ;

-- name: GetField :one
SELECT * FROM fields
WHERE field_id = ? LIMIT 1;

-- name: ListField :many
SELECT * FROM fields
ORDER BY sort_order, field_id;

-- name: ListFieldByDatatypeID :many
SELECT * FROM fields
WHERE parent_id = ?
ORDER BY sort_order, field_id;

-- name: CreateField :exec
INSERT INTO fields  (
    field_id,
    parent_id,
    sort_order,
    name,
    label,
    data,
    validation_id,
    ui_config,
    type,
    translatable,
    roles,
    author_id,
    date_created,
    date_modified
    ) VALUES (
    ?,
    ?,
    ?,
    ?,
    ?,
    ?,
    ?,
    ?,
    ?,
    ?,
    ?,
    ?,
    ?,
    ?
);

-- name: UpdateField :exec
UPDATE fields
set
    parent_id = ?,
    sort_order = ?,
    name = ?,
    label = ?,
    data = ?,
    validation_id = ?,
    ui_config = ?,
    type = ?,
    translatable = ?,
    roles = ?,
    author_id = ?,
    date_created = ?,
    date_modified = ?
    WHERE field_id = ?;

-- name: DeleteField :exec
DELETE FROM fields
WHERE field_id = ?;

-- name: ListFieldPaginated :many
SELECT * FROM fields
ORDER BY sort_order, field_id
LIMIT ? OFFSET ?;

-- name: UpdateFieldSortOrder :exec
UPDATE fields
SET sort_order = ?
WHERE field_id = ?;

-- name: GetFieldsByIDs :many
SELECT * FROM fields
WHERE field_id IN (sqlc.slice('ids'));

-- name: GetMaxSortOrderByParentID :one
SELECT COALESCE(MAX(sort_order), -1)
FROM fields
WHERE parent_id = ?;
