package migrate

import (
	"context"
	gosql "database/sql"
	"testing"
	"time"
)

// BindAsText makes every keyset comparison bind its values as text, as
// the server then compares them (an ENUM by its name, a FLOAT as the
// DOUBLE of its text), until the test ends: pages that do not follow the
// key's order, for the guards against them.
func BindAsText(t testing.TB) {
	textBounds = true
	t.Cleanup(func() { textBounds = false })
}

// Query runs q as a migration does on a connection of db, with timeout
// as --timeout.
func Query(ctx context.Context, db *gosql.DB, timeout time.Duration, q string) error {
	conn, err := db.Conn(ctx)
	if err != nil {
		return err
	}
	defer conn.Close()
	m := &migration{ctx: ctx, opts: Options{Source: db}, conn: conn, timeout: timeout}
	_, err = m.query(q)
	return err
}
