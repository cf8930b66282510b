package gogen

import (
	"errors"
	"slices"
	"strings"
	"testing"
)

// TestFileNames: a file name the settings or a query file give that is
// no plain .go base name go build takes, or that two files share, is a
// SettingError naming the setting; sqlc's defaults and a plain name
// pass.
func TestFileNames(t *testing.T) {
	const sql = "CREATE TABLE notes (id BIGINT NOT NULL PRIMARY KEY, body TEXT);\n-- name: GetNote :one\nSELECT * FROM notes WHERE id = ?;\n"
	d := designOf(t, sql)
	for _, c := range []struct {
		name string
		o    Options
		want string // in the error; "" when the names pass
	}{
		{"defaults", Options{EmitInterface: true}, ""},
		{"plain names", Options{EmitInterface: true, OutputDBFileName: "conn.go", OutputModelsFileName: "types.go", OutputQuerierFileName: "iface.go", OutputFilesSuffix: "_gen"}, ""},
		{"outside --out", Options{OutputDBFileName: "../../evil.go"}, `output_db_file_name "../../evil.go" is no file name`},
		{"a folder", Options{OutputModelsFileName: "sub/models.go"}, `output_models_file_name "sub/models.go" is no file name`},
		{"a control character", Options{EmitInterface: true, OutputQuerierFileName: "querier.go\n"}, `output_querier_file_name "querier.go\n" holds a control character`},
		{"no .go clashing", Options{OutputModelsFileName: "db"}, `output_models_file_name "db" is the name of the package's db.go too`},
		{"models as db.go", Options{OutputModelsFileName: "db.go"}, `output_models_file_name "db.go" is the name of the package's db.go too`},
		{"db as keys.go", Options{OutputDBFileName: "keys.go"}, `output_db_file_name "keys.go" is the name of the package's keys.go too`},
		{"case folded", Options{OutputDBFileName: "Items.go"}, `output_db_file_name "Items.go" is the name of the package's items.go too`},
		{"a test file", Options{OutputFilesSuffix: "_test"}, `"query.sql_test.go" of the query file "query.sql" (output_files_suffix "_test") ends in _test.go`},
		// go/build reads a name's GOOS and GOARCH before its first dot:
		// query.sql_arm64.go builds everywhere (queries_arm64.go does not,
		// below).
		{"a GOARCH suffix after a dot", Options{OutputFilesSuffix: "_arm64"}, ""},
		{"a GOOS suffix", Options{OutputDBFileName: "db_windows.go"}, `output_db_file_name "db_windows.go" is a name go build leaves out`},
		{"a leading dot", Options{OutputModelsFileName: ".models.go"}, `output_models_file_name ".models.go" is a name go build leaves out`},
		{"the querier left unwritten", Options{OutputQuerierFileName: "querier"}, ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			c.o.Package = "dynamo"
			_, _, err := Package(d, c.o)
			var se *SettingError
			switch {
			case c.want == "" && err != nil:
				t.Fatalf("refused: %v", err)
			case c.want == "":
			case !errors.As(err, &se):
				t.Fatalf("got %v, want a SettingError saying %q", err, c.want)
			case !strings.Contains(err.Error(), c.want):
				t.Fatalf("got %q, want it to say %q", err, c.want)
			}
		})
	}
	// Query files whose Go files go build skips.
	for file, want := range map[string]string{
		"queries/_query.sql": `the Go file "_query.sql_arm64.go" of the query file "_query.sql" (output_files_suffix "_arm64") is a name go build leaves out`,
		"queries":            `the Go file "queries_arm64.go" of the query file "queries" (output_files_suffix "_arm64") is a name go build leaves out`,
	} {
		d := designOf(t, sql)
		for _, p := range d.Plans {
			p.Pattern.Pos.File = file
		}
		if _, _, err := Package(d, Options{Package: "dynamo", OutputFilesSuffix: "_arm64"}); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("a query file %s: got %v, want %q", file, err, want)
		}
	}
}

// TestFileNamesGo: a name a setting gives without ".go" takes it, as
// sqlc writes it (output_models_file_name: models_generated is
// models_generated.go), and so does a query file's with its suffix.
func TestFileNamesGo(t *testing.T) {
	d := designOf(t, "CREATE TABLE notes (id BIGINT NOT NULL PRIMARY KEY, body TEXT);\n-- name: GetNote :one\nSELECT * FROM notes WHERE id = ?;\n")
	files, _, err := Package(d, Options{Package: "dynamo", EmitInterface: true,
		OutputDBFileName: "db_generated", OutputModelsFileName: "models_generated", OutputQuerierFileName: "querier_generated", OutputFilesSuffix: "_generated"})
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, f := range files {
		names = append(names, f.Name)
	}
	slices.Sort(names)
	if want := []string{"db_generated.go", "items.go", "keys.go", "models_generated.go", "querier_generated.go", "query.sql_generated.go"}; !slices.Equal(names, want) {
		t.Errorf("got files %q, want %q", names, want)
	}
}

// TestTypeCheckNoGoFile: a file of the package whose name is no .go file
// fails the type check (go build would leave it out) instead of being
// skipped.
func TestTypeCheckNoGoFile(t *testing.T) {
	err := TypeCheck([]File{{Name: "db.go", Src: []byte("package p\n")}, {Name: "querier", Src: []byte("package p\n")}}, nil)
	if err == nil || !strings.Contains(err.Error(), "querier is no .go file") {
		t.Errorf("got %v", err)
	}
}
