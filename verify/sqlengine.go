package verify

import (
	"context"
	crand "crypto/rand"
	gosql "database/sql"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"regexp"
	"strings"
	"time"

	sqle "github.com/dolthub/go-mysql-server"
	"github.com/dolthub/go-mysql-server/memory"
	gms "github.com/dolthub/go-mysql-server/sql"
	gmsexpr "github.com/dolthub/go-mysql-server/sql/expression"
	"github.com/dolthub/go-mysql-server/sql/expression/function/aggregation"
	gmsplan "github.com/dolthub/go-mysql-server/sql/plan"
	gmstypes "github.com/dolthub/go-mysql-server/sql/types"
	"github.com/go-sql-driver/mysql" // the --mysql engine
	shopspring "github.com/shopspring/decimal"

	"sql2dynamo/analyze"
	"sql2dynamo/items"
)

// engine is where the user's SQL runs to give the expected answer.
type engine interface {
	exec(query string) error
	// affected is the rows the last exec's statement found, as MySQL
	// counts them for a client that sets CLIENT_FOUND_ROWS (the Go
	// driver's clientFoundRows=true): an UPDATE's matched rows, changed
	// or not; an INSERT's rows written, 0 for a row INSERT IGNORE left.
	affected() int64
	query(query string) (*resultSet, error)
	close() error
	// fault is why the engine cannot go on (it stopped answering), or nil.
	fault() error
}

// resultSet is a query's answer: columns with the table (or alias) they
// come from, and rows of canonical SQL text (nil for NULL).
type resultSet struct {
	cols []resultCol
	rows [][]*string
}

type resultCol struct {
	source, name string
}

// memEngine is go-mysql-server in process: MySQL's DDL and queries as they
// are, no server to install.
type memEngine struct {
	e    *sqle.Engine
	ctx  *gms.Context
	last int64 // affected
}

// noFiles is secure_file_priv for go-mysql-server: a folder that can never
// exist (/dev/null is no folder), so SELECT ... INTO OUTFILE, LOAD DATA
// and LOAD_FILE() fail whatever file they name. The analyzer already keeps
// such statements from the engine; this holds should one slip through.
const noFiles = "/dev/null/sql2dynamo-no-files"

func newMemEngine(ctx context.Context) (*memEngine, error) {
	if err := gms.SystemVariables.AssignValues(map[string]any{"secure_file_priv": noFiles}); err != nil {
		return nil, err
	}
	db := memory.NewDatabase("verify")
	db.EnablePrimaryKeyIndexes() // foreign keys need them
	pro := memory.NewDBProvider(db)
	m := &memEngine{e: sqle.NewDefault(exactProvider{pro})}
	m.ctx = gms.NewContext(ctx, gms.WithSession(memory.NewSession(gms.NewBaseSession(), pro)))
	m.ctx.SetCurrentDatabase("verify")
	// MySQL compares strings case-insensitively by default; so must the reference.
	if err := m.exec("ALTER DATABASE verify COLLATE utf8mb4_0900_ai_ci"); err != nil {
		return nil, err
	}
	return m, nil
}

// exactProvider is the in-process engine's databases, with AVG and SUM
// of integers computed as MySQL computes them: in exact DECIMAL, AVG with
// four decimals (div_precision_increment) rounded half away from zero.
// go-mysql-server's own sum integers as doubles: AVG(stars) of 27 stars
// over 7 rows is 3.857142857142857 there, 3.8571 on MySQL and in the
// application, and a SUM past 2^53 loses its last digits. Their argument
// is made a DECIMAL, which go-mysql-server sums and divides exactly.
type exactProvider struct{ *memory.DbProvider }

// Function implements sql.FunctionProvider, which the engine asks before
// its built-in functions.
func (exactProvider) Function(_ *gms.Context, name string) (gms.Function, bool) {
	switch strings.ToLower(name) {
	case "avg":
		return gms.Function1{Name: "avg", Fn: func(e gms.Expression) gms.Expression { return aggregation.NewAvg(asDecimal(e)) }}, true
	case "sum":
		return gms.Function1{Name: "sum", Fn: func(e gms.Expression) gms.Expression { return aggregation.NewSum(asDecimal(e)) }}, true
	}
	return nil, false
}

// asDecimal is an integer argument of AVG or SUM as a DECIMAL of its
// digits (DISTINCT kept outermost, where the aggregate looks for it);
// any other as it is: a DECIMAL already is one, and MySQL averages a
// FLOAT, a DOUBLE or text as a DOUBLE.
func asDecimal(e gms.Expression) gms.Expression {
	if d, ok := e.(*gmsexpr.DistinctExpression); ok {
		return gmsexpr.NewDistinctExpression(asDecimal(d.Child))
	}
	if gmstypes.IsInteger(e.Type()) {
		return gmsexpr.NewConvertWithLengthAndScale(e, gmsexpr.ConvertToDecimal, gmstypes.DecimalTypeMaxPrecision, 0)
	}
	return e
}

func (m *memEngine) exec(q string) error {
	if err := m.run(q); err != nil {
		return err
	}
	if renameRE.MatchString(q) {
		return m.reindex()
	}
	return nil
}

// renameRE finds RENAME TABLE and ALTER TABLE ... RENAME [TO|AS] x.
var renameRE = regexp.MustCompile(`(?is)^\s*(RENAME\s+TABLE\b|ALTER\s+TABLE\b.*\bRENAME\s+(TO\b|AS\b|[^\s]+\s*(,|$)))`)

// reindex builds every secondary index anew. go-mysql-server's RENAME
// TABLE leaves a table's secondary indexes answering lookups wrongly (a
// lookup by warehouse_id = 1 returned one row of eleven); a fresh index
// answers right. A foreign key's index cannot be dropped before its
// replacement exists, so each is added under a new name first.
func (m *memEngine) reindex() error {
	rs, err := m.query("SELECT table_name, index_name, non_unique, column_name FROM information_schema.statistics " +
		"WHERE table_schema = database() AND index_name <> 'PRIMARY' ORDER BY table_name, index_name, seq_in_index")
	if err != nil {
		return err
	}
	type index struct {
		table, name string
		unique      bool
		cols        []string
	}
	var all []*index
	for _, r := range rs.rows {
		if n := len(all); n > 0 && all[n-1].table == deref(r[0]) && all[n-1].name == deref(r[1]) {
			all[n-1].cols = append(all[n-1].cols, quoteIdent(deref(r[3])))
			continue
		}
		all = append(all, &index{table: deref(r[0]), name: deref(r[1]), unique: deref(r[2]) == "0", cols: []string{quoteIdent(deref(r[3]))}})
	}
	for _, ix := range all {
		kind := "INDEX"
		if ix.unique {
			kind = "UNIQUE INDEX"
		}
		fresh := ix.name + "_reindexed"
		for _, q := range []string{
			fmt.Sprintf("ALTER TABLE %s ADD %s %s (%s)", quoteIdent(ix.table), kind, quoteIdent(fresh), strings.Join(ix.cols, ", ")),
			fmt.Sprintf("ALTER TABLE %s DROP INDEX %s", quoteIdent(ix.table), quoteIdent(ix.name)),
			fmt.Sprintf("ALTER TABLE %s RENAME INDEX %s TO %s", quoteIdent(ix.table), quoteIdent(fresh), quoteIdent(ix.name)),
		} {
			if err := m.run(q); err != nil {
				return fmt.Errorf("rebuilding index %s of %s after a RENAME: %w", ix.name, ix.table, err)
			}
		}
	}
	return nil
}

// engineFailed turns a panic of go-mysql-server into the statement's
// error: a bug of the in-process engine fails the check, never the run.
func engineFailed(err *error) {
	if r := recover(); r != nil {
		*err = fmt.Errorf("the in-process SQL engine failed on the statement (%v): verify --mysql runs it on MySQL or MariaDB", r)
	}
}

func (m *memEngine) run(q string) (err error) {
	defer engineFailed(&err)
	m.last = 0
	_, iter, _, err := m.e.Query(m.ctx, q)
	if err != nil {
		return err
	}
	defer iter.Close(m.ctx)
	for {
		row, err := iter.Next(m.ctx)
		if errors.Is(err, io.EOF) {
			return nil
		} else if err != nil {
			return err
		}
		if len(row) == 1 {
			if ok, isOK := row[0].(gmstypes.OkResult); isOK {
				m.last = int64(ok.RowsAffected)
				if info, isUpdate := ok.Info.(gmsplan.UpdateInfo); isUpdate {
					m.last = int64(info.Matched) // found, changed or not
				}
			}
		}
	}
}

func (m *memEngine) affected() int64 { return m.last }

func (m *memEngine) query(q string) (_ *resultSet, err error) {
	defer engineFailed(&err)
	sch, iter, _, err := m.e.Query(m.ctx, q)
	if err != nil {
		return nil, err
	}
	defer iter.Close(m.ctx)
	rs := &resultSet{}
	for _, c := range sch {
		rs.cols = append(rs.cols, resultCol{source: c.Source, name: c.Name})
	}
	for {
		row, err := iter.Next(m.ctx)
		if errors.Is(err, io.EOF) {
			return rs, nil
		}
		if err != nil {
			return nil, err
		}
		out := make([]*string, len(row))
		for i, v := range row {
			if v == nil {
				continue
			}
			// The column type's own SQL rendering: ENUM index 1 is 'OPEN',
			// DECIMAL keeps its scale, DATETIME is 2026-01-10 09:30:00.
			sv, err := sch[i].Type.SQL(m.ctx, nil, v)
			if err != nil {
				return nil, fmt.Errorf("column %s: %w", sch[i].Name, err)
			}
			text := sv.ToString()
			if d, ok := v.(shopspring.Decimal); ok && !gmstypes.IsDecimal(sch[i].Type) {
				// An AVG or a SUM of DECIMALs (asDecimal), which the
				// engine types a DOUBLE: its exact digits, its scale kept.
				text = d.StringFixed(max(-d.Exponent(), 0))
			}
			if gmstypes.IsBit(sch[i].Type) {
				text = bitText([]byte(text))
			}
			out[i] = &text
		}
		rs.rows = append(rs.rows, out)
	}
}

func (m *memEngine) close() error { return nil }

func (m *memEngine) fault() error { return nil } // in process: it cannot stop answering

// mysqlEngine is an external MySQL or MariaDB (--mysql DSN), in a database
// of its own that is dropped at the end. The checks run as a user made for
// the run, with every right on that database and none beyond it (no FILE,
// no other database): whatever SQL reached the engine could not touch the
// server's files or other data. Where the DSN's user cannot make users,
// the checks run as it, and Result.Notes says so.
type mysqlEngine struct {
	admin   *gosql.Conn // the DSN's user: makes and drops the database and the user
	adminDB *gosql.DB
	db      *gosql.DB // the run's user, on the run's database
	name    string    // of the database, and of the run's user
	user    bool      // the run has a user of its own
	host    string    // the host the server sees the run connect from: its user's only
	note    string
	timeout time.Duration
	failed  error // the engine stopped answering
	// mariaDB says the server is MariaDB, which has no CAST(x AS JSON):
	// its JSON is text, so the statements run without those casts.
	mariaDB bool
	last    int64 // affected
}

// runPrefix starts the name of every run's database and user; the MySQL
// connection id that follows tells whether the run is still alive.
const runPrefix = "sql2dynamo_verify_"

func newMySQLEngine(ctx context.Context, dsn string, timeout time.Duration) (*mysqlEngine, error) {
	cfg, err := mysql.ParseDSN(dsn)
	if err != nil {
		return nil, fmt.Errorf("--mysql: %w", err)
	}
	adminDB, err := gosql.Open("mysql", dsn)
	if err != nil {
		return nil, err
	}
	m := &mysqlEngine{adminDB: adminDB, timeout: timeout}
	call, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	if m.admin, err = adminDB.Conn(call); err != nil {
		adminDB.Close()
		return nil, fmt.Errorf("--mysql: %w", err)
	}
	var id uint64
	var who string
	if err := m.admin.QueryRowContext(call, "SELECT CONNECTION_ID(), USER()").Scan(&id, &who); err != nil {
		m.close()
		return nil, fmt.Errorf("--mysql: %w", err)
	}
	// USER() is user@host as the server sees this connection; the run's
	// own goes to the same address, so its account is for that host
	// alone, never '%' (anyone, from anywhere, who learns the password).
	m.host = who[strings.LastIndex(who, "@")+1:]
	m.dropDeadRuns(call)
	var version string
	if err := m.admin.QueryRowContext(call, "SELECT VERSION()").Scan(&version); err != nil {
		m.close()
		return nil, fmt.Errorf("--mysql: %w", err)
	}
	m.mariaDB = strings.Contains(version, "MariaDB")
	suffix := make([]byte, 4)
	crand.Read(suffix)
	// The connection id and random bytes: unique per run, whatever the
	// seed, so two runs never collide.
	m.name = fmt.Sprintf("%s%d_%x", runPrefix, id, suffix)
	collation, err := m.collation(call)
	if err != nil {
		m.close()
		return nil, fmt.Errorf("--mysql: %w", err)
	}
	if err := m.adminExec(call, "CREATE DATABASE "+m.name+" COLLATE "+collation); err != nil {
		m.close()
		return nil, err
	}
	run := cfg.Clone()
	run.DBName = m.name
	run.ClientFoundRows = true // an UPDATE counts the rows it finds, as the generated methods do
	password := make([]byte, 16)
	crand.Read(password)
	run.User, run.Passwd = m.name, fmt.Sprintf("%x", password)
	// An account of the exact host also comes before an anonymous
	// ''@'localhost', which would take a local connection before '%'.
	account := account(m.name, m.host)
	err = m.adminExec(call, fmt.Sprintf("CREATE USER %s IDENTIFIED BY '%s'", account, run.Passwd))
	if err == nil {
		m.user = true
		err = m.adminExec(call, "GRANT ALL PRIVILEGES ON "+m.name+".* TO "+account)
	}
	if err != nil {
		m.note = fmt.Sprintf("--mysql: the checks run as %s, who may have rights beyond the run's database: a user of the run's own could not be made (%v)", cfg.User, err)
		run.User, run.Passwd = cfg.User, cfg.Passwd
	}
	if m.db, err = gosql.Open("mysql", run.FormatDSN()); err != nil {
		m.close()
		return nil, err
	}
	m.db.SetMaxOpenConns(1) // one session: the queries share it
	if err := m.db.PingContext(call); err != nil {
		m.close()
		return nil, fmt.Errorf("--mysql: as the run's user %s: %w", run.User, err)
	}
	return m, nil
}

// dropDeadRuns drops the databases and users of runs whose connection is
// gone (killed, or cut off), and of older versions' runs, whose names
// hold no connection id. It does what it may: a database it cannot drop is
// another's.
func (m *mysqlEngine) dropDeadRuns(ctx context.Context) {
	live := map[string]bool{}
	if rows, err := m.admin.QueryContext(ctx, "SELECT ID FROM information_schema.PROCESSLIST"); err == nil {
		for rows.Next() {
			var id string
			if rows.Scan(&id) == nil {
				live[id] = true
			}
		}
		rows.Close()
	}
	var dead []string
	if rows, err := m.admin.QueryContext(ctx, `SHOW DATABASES LIKE 'sql2dynamo\_verify\_%'`); err == nil {
		for rows.Next() {
			var name string
			if rows.Scan(&name) == nil {
				id, _, _ := strings.Cut(strings.TrimPrefix(name, runPrefix), "_")
				if !live[id] {
					dead = append(dead, name)
				}
			}
		}
		rows.Close()
	}
	for _, name := range dead {
		if !identRE.MatchString(name) {
			continue
		}
		m.admin.ExecContext(ctx, "DROP DATABASE IF EXISTS "+name)
		for _, host := range m.runHosts(ctx, name) {
			m.admin.ExecContext(ctx, "DROP USER IF EXISTS "+account(name, host))
		}
	}
}

// runHosts are the hosts of a dead run's accounts: as mysql.user lists
// them where the DSN's user may read it, else this run's host and the
// '%' and 'localhost' that versions before made.
func (m *mysqlEngine) runHosts(ctx context.Context, name string) []string {
	rows, err := m.admin.QueryContext(ctx, "SELECT Host FROM mysql.user WHERE User = ?", name)
	if err != nil {
		return []string{m.host, "%", "localhost"}
	}
	defer rows.Close()
	var hosts []string
	for rows.Next() {
		var h string
		if rows.Scan(&h) == nil {
			hosts = append(hosts, h)
		}
	}
	return hosts
}

// account is the account name@host, quoted.
func account(name, host string) string {
	return literal(&name, analyze.KindString) + "@" + literal(&host, analyze.KindString)
}

// identRE is a name sql2dynamo gave a run: nothing to quote.
var identRE = regexp.MustCompile(`^sql2dynamo_verify_[0-9a-z_]+$`)

func (m *mysqlEngine) adminExec(ctx context.Context, q string) error {
	_, err := m.admin.ExecContext(ctx, q)
	return err
}

// collation is the one the database is made with: MySQL 8's default,
// utf8mb4_0900_ai_ci, the in-process engine's too, or where the server
// lacks it (MariaDB before 11.4) what the design folds it by,
// utf8mb4_uca1400_nopad_ai_ci (NO PAD too; MariaDB 10.10 and later), else
// an older Unicode collation. The server's own default may order
// otherwise: MariaDB's utf8mb4_general_ci puts '_' after the letters,
// where UCA and DynamoDB's bytes put it before them, so the reference
// would differ by engine.
func (m *mysqlEngine) collation(ctx context.Context) (string, error) {
	for _, c := range []string{"utf8mb4_0900_ai_ci", "utf8mb4_uca1400_nopad_ai_ci", "utf8mb4_unicode_520_ci", "utf8mb4_unicode_ci"} {
		var x string
		err := m.admin.QueryRowContext(ctx, "SELECT _utf8mb4'a' COLLATE "+c).Scan(&x)
		if err == nil {
			return c, nil
		}
		if ctx.Err() != nil {
			return "", err
		}
	}
	return "utf8mb4_general_ci", nil
}

func (m *mysqlEngine) exec(q string) error {
	if m.mariaDB {
		q = withoutJSONCasts(q)
	}
	ctx, cancel := context.WithTimeout(context.Background(), m.timeout)
	defer cancel()
	m.last = 0
	res, err := m.db.ExecContext(ctx, q)
	if err == nil {
		m.last, _ = res.RowsAffected()
	}
	return m.check(ctx, err)
}

func (m *mysqlEngine) affected() int64 { return m.last }

// check turns a call that ran out of time into the engine's fault: the
// run stops, saying the engine stopped answering, instead of counting the
// pattern as not verified.
func (m *mysqlEngine) check(ctx context.Context, err error) error {
	if err != nil && ctx.Err() != nil && m.failed == nil {
		m.failed = fmt.Errorf("%w: the SQL engine (--mysql) did not answer within %s", ErrEngineFault, m.timeout)
	}
	return err
}

func (m *mysqlEngine) fault() error { return m.failed }

func (m *mysqlEngine) query(q string) (*resultSet, error) {
	ctx, cancel := context.WithTimeout(context.Background(), m.timeout)
	defer cancel()
	rows, err := m.db.QueryContext(ctx, q)
	if err != nil {
		return nil, m.check(ctx, err)
	}
	defer rows.Close()
	types, err := rows.ColumnTypes()
	if err != nil {
		return nil, err
	}
	rs := &resultSet{}
	for _, t := range types {
		// The driver does not say which table a column comes from: the
		// caller matches columns by name then.
		rs.cols = append(rs.cols, resultCol{name: t.Name()})
	}
	for rows.Next() {
		raw := make([]gosql.NullString, len(types))
		ptrs := make([]any, len(types))
		for i := range raw {
			ptrs[i] = &raw[i]
		}
		if err := rows.Scan(ptrs...); err != nil {
			return nil, err
		}
		out := make([]*string, len(raw))
		for i, r := range raw {
			if r.Valid {
				s := r.String
				if types[i].DatabaseTypeName() == "BIT" {
					s = bitText([]byte(s))
				}
				out[i] = &s
			}
		}
		rs.rows = append(rs.rows, out)
	}
	return rs, rows.Err()
}

// bitText is a BIT value as the number it holds (items.Bit).
func bitText(b []byte) string { return items.Bit(b) }

func (m *mysqlEngine) close() error {
	var errs []error
	if m.db != nil {
		errs = append(errs, m.db.Close())
	}
	ctx, cancel := context.WithTimeout(context.Background(), m.timeout)
	defer cancel()
	if m.name != "" && m.failed == nil {
		errs = append(errs, m.adminExec(ctx, "DROP DATABASE IF EXISTS "+m.name))
		if m.user {
			errs = append(errs, m.adminExec(ctx, "DROP USER IF EXISTS "+account(m.name, m.host)))
		}
	}
	if m.admin != nil {
		errs = append(errs, m.admin.Close())
	}
	errs = append(errs, m.adminDB.Close())
	return errors.Join(errs...)
}

// literal writes a value of a column of kind k as SQL text: a number as
// it is, a binary value's bytes in hex (X'C328', which no connection's
// character set reads as text), any other quoted.
func literal(v *string, k analyze.Kind) string {
	switch {
	case v == nil:
		return "NULL"
	case numericKind(k):
		return *v
	case k == analyze.KindBinary:
		return "X'" + hex.EncodeToString([]byte(*v)) + "'"
	default:
		return "'" + strings.ReplaceAll(strings.ReplaceAll(*v, `\`, `\\`), "'", "''") + "'"
	}
}

// quoteIdent writes a MySQL identifier in backticks.
func quoteIdent(name string) string {
	return "`" + strings.ReplaceAll(name, "`", "``") + "`"
}

// withoutJSONCasts is q with each CAST(x AS JSON) written as x: MariaDB
// refuses the cast, and its JSON column holds the text as it is. Quoted
// text and names are copied as they are.
func withoutJSONCasts(q string) string {
	var b strings.Builder
	for i := 0; i < len(q); {
		if end := quoted(q, i); end > i {
			b.WriteString(q[i:end])
			i = end
			continue
		}
		if len(q)-i >= 5 && strings.EqualFold(q[i:i+5], "CAST(") && (i == 0 || !isWordByte(q[i-1])) {
			depth, j := 1, i+5
			for j < len(q) && depth > 0 {
				if end := quoted(q, j); end > j {
					j = end
					continue
				}
				switch q[j] {
				case '(':
					depth++
				case ')':
					depth--
				}
				j++
			}
			inner := q[i+5 : j-1]
			if depth == 0 && len(inner) > 8 && strings.EqualFold(inner[len(inner)-8:], " AS JSON") {
				b.WriteString(withoutJSONCasts(inner[:len(inner)-8]))
				i = j
				continue
			}
		}
		b.WriteByte(q[i])
		i++
	}
	return b.String()
}

// quoted is the end of the quoted text or name starting at i ('...',
// "...", `...`, a doubled quote inside it, a backslash escaping in the
// first two), or i when none starts there.
func quoted(q string, i int) int {
	c := q[i]
	if c != '\'' && c != '"' && c != '`' {
		return i
	}
	for j := i + 1; j < len(q); j++ {
		switch {
		case q[j] == '\\' && c != '`':
			j++
		case q[j] == c && j+1 < len(q) && q[j+1] == c:
			j++
		case q[j] == c:
			return j + 1
		}
	}
	return len(q)
}

func isWordByte(c byte) bool {
	return c == '_' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
}
