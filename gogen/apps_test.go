package gogen

import (
	"go/ast"
	"go/parser"
	"go/printer"
	"go/token"
	"slices"
	"strings"
	"testing"
)

// Faults met generating the packages of real applications, each a small
// schema and queries alike.

// appPackage is generated's package, whose sources a failure shows
// even when it does not build.
func appPackage(t *testing.T, sql string, o Options) ([]File, []*Method) {
	t.Helper()
	var seen []File
	testHookFiles = func(fs []File) { seen = slices.Clone(fs) }
	defer func() { testHookFiles = nil }()
	files, methods, err := Package(designOf(t, sql), o)
	if err != nil {
		t.Fatalf("%v\n%s", err, sources(seen))
	}
	if err := typeCheck(files); err != nil {
		t.Fatalf("%v\n%s", err, sources(files))
	}
	noPlaceholders(t, files)
	repeatedConds(t, files)
	return files, methods
}

// repeatedConds fails the test on a chain of && or || that repeats an
// operand (x && x), which go vet reports (its bools check) as a
// reviewer would.
func repeatedConds(t *testing.T, files []File) {
	t.Helper()
	for _, f := range files {
		fset := token.NewFileSet()
		file, err := parser.ParseFile(fset, f.Name, f.Src, 0)
		if err != nil {
			t.Fatal(err)
		}
		ast.Inspect(file, func(n ast.Node) bool {
			e, ok := n.(*ast.BinaryExpr)
			if !ok || e.Op != token.LAND && e.Op != token.LOR {
				return true
			}
			var ops []ast.Expr
			var flat func(x ast.Expr)
			flat = func(x ast.Expr) {
				if b, ok := ast.Unparen(x).(*ast.BinaryExpr); ok && b.Op == e.Op {
					flat(b.X)
					flat(b.Y)
					return
				}
				ops = append(ops, x)
			}
			flat(e)
			seen := map[string]bool{}
			for _, x := range ops {
				var b strings.Builder
				if err := printer.Fprint(&b, fset, x); err != nil {
					t.Fatal(err)
				}
				if seen[b.String()] {
					pos := fset.Position(x.Pos())
					t.Errorf("%s: %s repeated in a chain of %s:\n%s", pos, b.String(), e.Op, strings.Split(string(f.Src), "\n")[pos.Line-1])
				}
				seen[b.String()] = true
			}
			return false
		})
	}
}

// shelfSchema is a library's: integer ids, ENUMs (one nullable),
// NOW() defaults, no foreign keys.
const shelfSchema = `CREATE TABLE books (
  id INT NOT NULL AUTO_INCREMENT PRIMARY KEY,
  title VARCHAR(200) NOT NULL,
  book_type ENUM('FICTION', 'NONFICTION') NOT NULL,
  shelf_id INT NOT NULL,
  created_at DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
  KEY (shelf_id)
);
CREATE TABLE magazines (
  id INT NOT NULL AUTO_INCREMENT PRIMARY KEY,
  name VARCHAR(200) NOT NULL,
  Kind ENUM('weekly', 'monthly') NULL,
  shelf_id INT NOT NULL,
  KEY (shelf_id)
);
`

// TestUnionEnum: a UNION's column that is an ENUM column of its first
// SELECT's table (renamed by AS, read through a derived table or not)
// has that column's ENUM type, as sqlc v1.31.1 types it (measured), never
// a type named after the alias that models.go does not declare; NOT
// NULL as the first SELECT's column is; its parameters named as sqlc
// names them.
func TestUnionEnum(t *testing.T) {
	files, _ := appPackage(t, shelfSchema+`
-- name: ListShelfItems :many
SELECT id, title AS label, book_type AS kind FROM books WHERE shelf_id = ?
UNION ALL
SELECT id, name, Kind FROM magazines WHERE shelf_id = ?
ORDER BY id;

-- name: ListShelf :many
SELECT t.id, t.label, t.kind FROM (
  SELECT id, title AS label, book_type AS kind FROM books WHERE shelf_id = ?
  UNION ALL
  SELECT id, name, Kind FROM magazines WHERE shelf_id = ?
) AS t ORDER BY t.id;
`, Options{Package: "dynamo"})
	src := sources(files)
	for _, want := range []string{
		// sqlc v1.31.1 numbers the second shelf_id as a field: ShelfID_2.
		"type ListShelfParams struct {\n\tShelfID   int32\n\tShelfID_2 int32\n}",
		// A NULL Kind of a magazine, which BooksBookType does not hold.
		`return nil, fmt.Errorf("ListShelf: its column kind is NULL, which BooksBookType does not hold (sqlc's Scan fails alike)")`,
		"type ListShelfItemsRow struct {\n\tID    int32\n\tLabel string\n\tKind  BooksBookType\n}", "type ListShelfRow struct {\n\tID    int32\n\tLabel string\n\tKind  BooksBookType\n}"} {
		if !strings.Contains(src, want) {
			t.Errorf("no %q in\n%s", want, src)
		}
	}
}

// userSchema is an account table with two UNIQUE keys (each a lock
// item), a nullable one among them, mixed-case names and NOW().
const userSchema = `CREATE TABLE users (
  id BIGINT NOT NULL AUTO_INCREMENT PRIMARY KEY,
  Email VARCHAR(255) NOT NULL,
  username VARCHAR(64) NULL,
  display_name VARCHAR(100) NOT NULL DEFAULT '',
  tags VARCHAR(255) NOT NULL DEFAULT '',
  login_count INT NOT NULL DEFAULT 0,
  created_at DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
  updated_at DATETIME NULL,
  UNIQUE KEY users_email (Email),
  UNIQUE KEY users_username (username)
);
`

// TestTwoLocks: the writes of a row with two UNIQUE lock items build,
// one of them nullable or neither.
func TestTwoLocks(t *testing.T) {
	for _, schema := range []string{userSchema, strings.Replace(userSchema, "username VARCHAR(64) NULL", "username VARCHAR(64) NOT NULL", 1)} {
		appPackage(t, schema+userWrites, Options{Package: "dynamo"})
	}
}

const userWrites = `
-- name: CreateUser :execlastid
INSERT INTO users (Email, username, display_name, created_at) VALUES (?, ?, ?, NOW());

-- name: GetUser :one
SELECT * FROM users WHERE id = ?;

-- name: GetUserByEmail :one
SELECT * FROM users WHERE Email = ?;

-- name: UpdateUserEmail :exec
UPDATE users SET Email = ?, updated_at = NOW() WHERE id = ?;

-- name: UpdateUserNames :exec
UPDATE users SET Email = ?, username = ?, updated_at = NOW() WHERE id = ?;

-- name: RenameByEmail :execrows
UPDATE users SET username = ? WHERE Email = ?;

-- name: DeleteUser :exec
DELETE FROM users WHERE id = ?;

-- name: DeleteUserByEmail :exec
DELETE FROM users WHERE Email = ?;

-- name: ReplaceUser :exec
REPLACE INTO users (id, Email, username, display_name) VALUES (?, ?, ?, ?);

-- name: UpsertUser :exec
INSERT INTO users (id, Email, username, display_name) VALUES (?, ?, ?, ?)
ON DUPLICATE KEY UPDATE display_name = VALUES(display_name), updated_at = NOW();

-- name: TouchUser :exec
INSERT INTO users (Email, username) VALUES (?, ?) ON DUPLICATE KEY UPDATE login_count = login_count + 1;

-- name: SwapUserNames :exec
UPDATE users SET Email = username, username = Email WHERE id = ?;

-- name: DeleteUserByName :execrows
DELETE FROM users WHERE username = ? OR Email = ?;

-- name: CreateUserIgnore :exec
INSERT IGNORE INTO users (Email, username, display_name) VALUES (?, ?, ?);

-- name: CreateUserOrID :execlastid
INSERT INTO users (Email, username) VALUES (?, ?) ON DUPLICATE KEY UPDATE id = LAST_INSERT_ID(id);
`

// TestUpsertTwoLocks: an upsert that reads the lock items of two further
// UNIQUE values, neither NULL, reads each in its own block (it declared
// out and err twice in one: "no new variables").
func TestUpsertTwoLocks(t *testing.T) {
	appPackage(t, strings.Replace(userSchema, "username VARCHAR(64) NULL", "username VARCHAR(64) NOT NULL", 1)+`
-- name: UpsertUser :exec
INSERT INTO users (id, Email, username, display_name) VALUES (?, ?, ?, ?)
ON DUPLICATE KEY UPDATE display_name = VALUES(display_name), updated_at = NOW();
`, Options{Package: "dynamo"})
}

// TestRepeatedConds: no condition the package writes repeats a conjunct
// (go vet: "redundant and: x && x").
func TestRepeatedConds(t *testing.T) {
	appPackage(t, `CREATE TABLE tasks (
  id BIGINT NOT NULL AUTO_INCREMENT PRIMARY KEY,
  tenant_id INT NULL,
  status ENUM('open', 'done') NULL,
  owner VARCHAR(64) NULL,
  Title VARCHAR(200) NOT NULL,
  due_at DATETIME NULL,
  created_at DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
  UNIQUE KEY tasks_owner_title (tenant_id, owner, Title),
  KEY tasks_tenant_status (tenant_id, status, due_at)
);

-- name: CreateTask :execlastid
INSERT INTO tasks (tenant_id, status, owner, Title, due_at) VALUES (?, ?, ?, ?, ?);

-- name: ListTenantTasks :many
SELECT * FROM tasks WHERE tenant_id = ? AND status = ? ORDER BY due_at;

-- name: CountTenantTasks :one
SELECT COUNT(*) FROM tasks WHERE tenant_id = ?;

-- name: CountTenantStatus :one
SELECT COUNT(*) FROM tasks WHERE tenant_id = ? AND status = ?;

-- name: GetOwnerTask :one
SELECT * FROM tasks WHERE tenant_id = ? AND owner = ? AND Title = ?;

-- name: MoveTask :exec
UPDATE tasks SET tenant_id = ?, status = ?, owner = ? WHERE id = ?;

-- name: SetTaskStatus :exec
UPDATE tasks SET status = ?, due_at = ? WHERE id = ?;

-- name: DeleteTask :exec
DELETE FROM tasks WHERE id = ?;

-- name: SetTaskOwner :exec
UPDATE tasks SET owner = ? WHERE id = ?;

-- name: RenameTask :exec
UPDATE tasks SET Title = ?, status = ? WHERE id = ?;

-- name: DeleteTenantTasks :execrows
DELETE FROM tasks WHERE tenant_id = ? AND status = ?;
`, Options{Package: "dynamo"})
}

// booktest is sqlc's booktest example for MySQL (examples/booktest/mysql):
// TEXT columns of the default _ci collation, NOW(), an ENUM.
const booktest = `CREATE TABLE authors (
          author_id integer NOT NULL AUTO_INCREMENT PRIMARY KEY,
          name text NOT NULL DEFAULT ''
) ENGINE=InnoDB;

CREATE INDEX authors_name_idx ON authors(name(255));

CREATE TABLE books (
          book_id integer NOT NULL AUTO_INCREMENT PRIMARY KEY,
          author_id integer NOT NULL,
          isbn varchar(255) NOT NULL DEFAULT '' UNIQUE,
          book_type ENUM('FICTION', 'NONFICTION') NOT NULL DEFAULT 'FICTION',
          title text NOT NULL DEFAULT '',
          yr integer NOT NULL DEFAULT 2000,
          available datetime NOT NULL DEFAULT NOW(),
          tags text NOT NULL DEFAULT ''
) ENGINE=InnoDB;

CREATE INDEX books_title_idx ON books(title(255), yr);

/* name: BooksByTags :many */
SELECT
  book_id,
  title,
  name,
  isbn,
  tags
FROM books
LEFT JOIN authors ON books.author_id = authors.author_id
WHERE tags = ?;
`

// TestJoinCheck: a join whose first request's items the application
// checks as their collation compares (booktest's BooksByTags: tags = ?
// on a TEXT column whose key holds a digest) runs its plan, the check in
// Go with the fold the key encoding folds with, before the items join.
func TestJoinCheck(t *testing.T) {
	files, methods := appPackage(t, booktest, Options{Package: "dynamo", QueryParameterLimit: 1})
	for _, m := range methods {
		if m.Name == "BooksByTags" && !m.Generated {
			t.Fatalf("BooksByTags returns ErrUnsupported:\n%s", sources(files))
		}
	}
	src := sources(files)
	for _, want := range []string{
		"func (q *Queries) BooksByTags(ctx context.Context, tags string) ([]BooksByTagsRow, error) {",
		"\t\trows = slices.DeleteFunc(rows, func(r joined) bool {\n\t\t\td := decoder{item: r[0]}\n\t\t\treturn !checks(d, \"tags\", \"=\", foldUca1400AICI, false, tags)\n\t\t})\n\t\t// Then authors",
	} {
		if !strings.Contains(src, want) {
			t.Errorf("no %q in\n%s", want, src)
		}
	}
}

// TestWithTxAndCreateTable: db.go has sqlc's WithTx and New beside it,
// and CreateTable; a query named WithTx is left out as one named
// WithClock is (its name is the package's own).
func TestWithTxAndCreateTable(t *testing.T) {
	files, methods := appPackage(t, booktest+"\n/* name: WithTx :one */\nSELECT * FROM authors WHERE author_id = ?;\n", Options{Package: "dynamo", QueryParameterLimit: 1})
	src := sources(files)
	for _, want := range []string{
		"func New(client DynamoDB, table string) *Queries {",
		"func (q *Queries) WithTx(tx *sql.Tx) *Queries {\n\tc := *q\n\tc.client = inSQLTx{}\n\treturn &c\n}",
		"func CreateTable(ctx context.Context, client *dynamodb.Client, table string) error {",
		"// WithTx is left out",
	} {
		if !strings.Contains(src, want) {
			t.Errorf("no %q in\n%s", want, src)
		}
	}
	if !slices.ContainsFunc(methods, func(m *Method) bool { return m.Name == "WithTx" && m.Skip }) {
		t.Errorf("the query WithTx is not left out")
	}
}

// TestInterfaceColumnKept: a column sqlc types interface{} (IF(), a
// division) keeps its method, with sqlc's signature (measured on sqlc
// v1.31.1: IsPaid interface{}), returning ErrUnsupported: it was left out,
// and an application calling it did not build.
func TestInterfaceColumnKept(t *testing.T) {
	files, methods := appPackage(t, `CREATE TABLE invoices (
  id BIGINT NOT NULL AUTO_INCREMENT PRIMARY KEY,
  customer_id BIGINT NOT NULL,
  amount INT NOT NULL,
  paid_at DATETIME NULL,
  KEY (customer_id)
);

-- name: ListCustomerInvoices :many
SELECT id, amount, IF(paid_at IS NULL, 0, 1) AS is_paid FROM invoices WHERE customer_id = ?;
`, Options{Package: "dynamo", QueryParameterLimit: 1})
	src := sources(files)
	for _, want := range []string{
		"type ListCustomerInvoicesRow struct {\n\tID     int64\n\tAmount int32\n\tIsPaid interface{}\n}",
		"func (q *Queries) ListCustomerInvoices(ctx context.Context, customerID int64) ([]ListCustomerInvoicesRow, error) {\n\treturn nil, fmt.Errorf(\"ListCustomerInvoices: %w: %s\", ErrUnsupported,",
	} {
		if !strings.Contains(src, want) {
			t.Errorf("no %q in\n%s", want, src)
		}
	}
	if m := methods[0]; m.Skip || m.Generated {
		t.Errorf("ListCustomerInvoices: left out %v, runs its plan %v; want it kept, returning ErrUnsupported", m.Skip, m.Generated)
	}
}
