package gogen

import (
	"cmp"
	"fmt"
	"go/build"
	"io"
	"path/filepath"
	"strconv"
	"strings"
	"unicode"
)

// file names of the package's files, as Options name them and sqlc
// writes them: a name without ".go" takes it (models_generated is
// models_generated.go).
func (o Options) dbFile() string      { return goFile(cmp.Or(o.OutputDBFileName, "db.go")) }
func (o Options) modelsFile() string  { return goFile(cmp.Or(o.OutputModelsFileName, "models.go")) }
func (o Options) querierFile() string { return goFile(cmp.Or(o.OutputQuerierFileName, "querier.go")) }

// queryFile names a query file's generated file: "query.sql" is
// query.sql.go, or query.sql<suffix>.go.
func (o Options) queryFile(name string) string {
	return goFile(name + o.OutputFilesSuffix)
}

// goFile is name as sqlc v1.31.1 writes a file (internal/codegen/golang/
// gen.go): with ".go" appended when it does not end so already.
func goFile(name string) string {
	if !strings.HasSuffix(name, ".go") {
		name += ".go"
	}
	return name
}

// SettingError is a setting the package cannot be written by (a file
// name go build would not take): the input's fault, not the generator's.
type SettingError struct {
	What string // the setting and its value, or the query file
	Why  string
}

func (e *SettingError) Error() string { return e.What + " " + e.Why }

// checkFiles refuses a name of the package's files (as the settings and
// the query files name them) that is no file of the package's own
// folder (a base name, without a separator or a control character), no
// file go build takes (a name go/build leaves out: a leading _ or .,
// _test.go, a GOOS or GOARCH suffix), or the name of another of them, as
// go build compares names (case folded: two names one file on macOS).
func (o Options) checkFiles(queryFiles []string) error {
	type file struct{ what, name string }
	setting := func(key, value, name string) file {
		if value == "" {
			return file{"the package's " + name, name} // sqlc's default
		}
		return file{key + " " + strconv.Quote(value), name}
	}
	files := []file{ // the names no setting changes first: a clash is the setting's
		{"the package's keys.go", "keys.go"},
		{"the package's items.go", "items.go"},
		setting("output_db_file_name", o.OutputDBFileName, o.dbFile()),
		setting("output_models_file_name", o.OutputModelsFileName, o.modelsFile()),
	}
	if o.EmitInterface {
		files = append(files, setting("output_querier_file_name", o.OutputQuerierFileName, o.querierFile()))
	}
	for _, q := range queryFiles {
		what := fmt.Sprintf("the Go file %s of the query file %s", strconv.Quote(o.queryFile(q)), strconv.Quote(q))
		if o.OutputFilesSuffix != "" {
			what += fmt.Sprintf(" (output_files_suffix %s)", strconv.Quote(o.OutputFilesSuffix))
		}
		files = append(files, file{what, o.queryFile(q)})
	}
	seen := map[string]string{}
	for _, f := range files {
		if why := fileNameFault(f.name); why != "" {
			return &SettingError{f.what, why}
		}
		if other, ok := seen[strings.ToLower(f.name)]; ok {
			return &SettingError{f.what, "is the name of " + other + " too: two files of the package cannot have one name (go build compares them case folded)"}
		}
		seen[strings.ToLower(f.name)] = f.what
	}
	return nil
}

// fileNameFault says why name is no name of a file of the package; ""
// when it is one.
func fileNameFault(name string) string {
	switch {
	case strings.ContainsFunc(name, unicode.IsControl):
		return "holds a control character"
	case filepath.Base(name) != name || strings.ContainsAny(name, `/\`) || name == "..":
		return "is no file name: each file of the package is written into its folder (--out), named without a folder"
	case strings.HasSuffix(name, "_test.go"):
		return "ends in _test.go: go build leaves a test file out of the package"
	}
	if ok, err := nowhere.MatchFile(".", name); err != nil || !ok {
		return "is a name go build leaves out of the package on some platform or all (a leading _ or ., a GOOS or GOARCH suffix such as _windows or _arm64)"
	}
	return ""
}

// nowhere is a build context of a platform no file's name can name: a
// file it leaves out is left out on some platform (db_windows.go but on
// Windows) or on all (_db.go). MatchFile reads the file's head for its
// build constraints; a generated file has none.
var nowhere = build.Context{GOOS: "nowhere", GOARCH: "nowhere", Compiler: "gc",
	OpenFile: func(string) (io.ReadCloser, error) {
		return io.NopCloser(strings.NewReader("package p\n")), nil
	},
}
