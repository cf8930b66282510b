// Package input finds the SQL an argument of the command line stands for: a
// .sql file, a folder of them (a schema split over migrations), or a sqlc
// configuration (sqlc.yaml, sqlc.yml, sqlc.json or any YAML or JSON file
// sqlc -f reads, version 1 or 2), whose MySQL packages are each one
// design. Down migrations are left out, as sqlc leaves them out.
package input

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"

	"sql2dynamo/analyze"
)

// Package is the input of one design: the files to analyze as one, and
// what reading them noticed (a skipped package, a down migration left out).
type Package struct {
	// Name is the sqlc package's name, "" for plain files.
	Name string
	// Sources are what the report names as its input: the arguments, or
	// the sqlc config.
	Sources     []string
	Files       []analyze.File
	Diagnostics []analyze.Diagnostic
	// Go are the config's Go settings, for `generate`; zero for plain
	// files.
	Go GoSettings
	// seen are the files read so far: the same file by two paths
	// (a.sql and ./a.sql, or a link) is read once.
	seen []os.FileInfo
}

// Options are the choices of how input is read. A sqlc config's paths
// are read as sqlc reads them, from the config's folder wherever they
// lead (../schema too): the config is the user's own.
type Options struct {
	// Package, when set, keeps only the sqlc package of that name (its
	// gen.go package, or a version 1 package's name) of a config's
	// packages: a config with several MySQL packages is verified,
	// generated and migrated one package at a time.
	Package string
}

// MaxFileSize is the most a file may hold: the largest schema dump is far
// below it, and /dev/zero or a huge file must not fill the memory.
const MaxFileSize = 64 << 20

// Load reads the arguments: files and folders make one package; a sqlc
// config makes one package per MySQL package it declares. A config must be
// the only argument. An error is a problem with the arguments themselves
// (a missing file), with its position.
func Load(args []string, opts Options) ([]*Package, []analyze.Diagnostic) {
	config := ""
	if len(args) == 1 && isConfig(args[0]) {
		config = args[0]
	} else if len(args) == 1 {
		config = folderConfig(args[0])
	}
	if config != "" {
		pkgs, errs := loadConfig(config)
		if opts.Package == "" || len(errs) > 0 {
			return pkgs, errs
		}
		var names []string
		for _, p := range pkgs {
			if p.Name == opts.Package {
				return []*Package{p}, nil
			}
			names = append(names, p.Name)
		}
		return nil, []analyze.Diagnostic{errorAt(analyze.Pos{File: config}, "name one of its MySQL packages: "+strings.Join(names, ", "),
			"the config has no MySQL package named %s", opts.Package)}
	}
	if opts.Package != "" {
		return nil, []analyze.Diagnostic{errorAt(analyze.Pos{File: args[0]}, "give --sqlc-package only with a sqlc config",
			"--sqlc-package %s picks a package of a sqlc config, and the arguments are .sql files or folders", opts.Package)}
	}
	p := &Package{Sources: args}
	var errs []analyze.Diagnostic
	for _, arg := range args {
		if isConfig(arg) {
			errs = append(errs, errorAt(analyze.Pos{File: arg}, "give the sqlc config alone: its packages name their own schema and queries",
				"a sqlc config cannot be combined with other files"))
			continue
		}
		if err := p.read(arg); err != nil {
			errs = append(errs, errorAt(analyze.Pos{File: arg}, "", "cannot read it: %v", err))
		}
	}
	if len(errs) > 0 {
		return nil, errs
	}
	return []*Package{p}, nil
}

// isConfig tells a sqlc configuration by its file name: sqlc.yaml,
// sqlc.yml or sqlc.json, which sqlc finds by itself, or any YAML or JSON
// file, which sqlc -f reads as well (sqlc-mysql.yaml).
func isConfig(path string) bool {
	switch strings.ToLower(filepath.Ext(path)) {
	case ".yaml", ".yml", ".json":
		return true
	}
	return false
}

// folderConfig is the sqlc config a folder without .sql files holds, as
// sqlc run in it finds it: sqlc.yaml, else sqlc.yml, else sqlc.json (sqlc
// refuses a folder with both a YAML and a JSON one: so does loading the
// folder, which has no .sql file). "" when it has none, or .sql files.
func folderConfig(dir string) string {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return ""
	}
	found := map[string]bool{}
	for _, e := range entries {
		if strings.EqualFold(filepath.Ext(e.Name()), ".sql") {
			return ""
		}
		found[e.Name()] = !e.IsDir()
	}
	var yaml string
	switch {
	case found["sqlc.yaml"]:
		yaml = "sqlc.yaml"
	case found["sqlc.yml"]:
		yaml = "sqlc.yml"
	}
	switch {
	case yaml != "" && found["sqlc.json"]:
		return ""
	case yaml != "":
		return filepath.Join(dir, yaml)
	case found["sqlc.json"]:
		return filepath.Join(dir, "sqlc.json")
	}
	return ""
}

// read adds a .sql file, or every .sql file of a folder in name order (not
// its subfolders), leaving out golang-migrate's *.down.sql with a note.
func (p *Package) read(path string) error {
	files, down, err := readPath(path)
	for _, name := range down {
		p.Diagnostics = append(p.Diagnostics, analyze.Diagnostic{Pos: analyze.Pos{File: name}, Severity: analyze.Note,
			Message: "a down migration, left out as sqlc leaves it out"})
	}
	p.add(files)
	return err
}

// found is a file read, with what the file system says of it: the same
// file read by two paths is the same file (os.SameFile).
type found struct {
	analyze.File
	info os.FileInfo
}

func readPath(path string) (files []found, down []string, err error) {
	info, err := os.Stat(path)
	if err != nil {
		return nil, nil, unwrapPath(err)
	}
	if !info.IsDir() {
		text, err := readFile(path, info)
		if err != nil {
			return nil, nil, err
		}
		return []found{{analyze.File{Name: path, Text: text}, info}}, nil, nil
	}
	entries, err := os.ReadDir(path) // sorted by name
	if err != nil {
		return nil, nil, unwrapPath(err)
	}
	for _, e := range entries {
		name := filepath.Join(path, e.Name())
		switch {
		case e.IsDir() || !strings.EqualFold(filepath.Ext(name), ".sql"):
			continue
		case strings.HasSuffix(strings.ToLower(name), ".down.sql"):
			down = append(down, name)
			continue
		}
		info, err := os.Stat(name)
		if err != nil {
			return nil, nil, fmt.Errorf("%s: %w", name, unwrapPath(err))
		}
		text, err := readFile(name, info)
		if err != nil {
			return nil, nil, fmt.Errorf("%s: %w", name, err)
		}
		files = append(files, found{analyze.File{Name: name, Text: text}, info})
	}
	if len(files) == 0 {
		return nil, nil, fmt.Errorf("the folder has no .sql file")
	}
	return files, down, nil
}

// readFile reads a regular file of at most MaxFileSize bytes. A device
// (/dev/zero), a FIFO or a socket is refused before it is opened: reading
// it could block forever or never end.
func readFile(path string, info os.FileInfo) (string, error) {
	if !info.Mode().IsRegular() {
		return "", fmt.Errorf("not a regular file (%s): give a .sql file or a folder of them", fileKind(info.Mode()))
	}
	if info.Size() > MaxFileSize {
		return "", fmt.Errorf("%d bytes, more than the %d MiB a file may hold", info.Size(), MaxFileSize>>20)
	}
	f, err := os.Open(path)
	if err != nil {
		return "", unwrapPath(err)
	}
	defer f.Close()
	b, err := io.ReadAll(io.LimitReader(f, MaxFileSize+1)) // it may grow while read
	if err != nil {
		return "", unwrapPath(err)
	}
	if len(b) > MaxFileSize {
		return "", fmt.Errorf("more than the %d MiB a file may hold", MaxFileSize>>20)
	}
	return string(b), nil
}

func fileKind(m fs.FileMode) string {
	switch {
	case m&fs.ModeNamedPipe != 0:
		return "a FIFO"
	case m&fs.ModeSocket != 0:
		return "a socket"
	case m&fs.ModeDevice != 0:
		return "a device"
	}
	return m.Type().String()
}

// add takes files in, each with its down migration blanked out; a file
// already read (by another path) is not taken again.
func (p *Package) add(files []found) {
	for _, f := range files {
		if slices.ContainsFunc(p.seen, func(i os.FileInfo) bool { return os.SameFile(i, f.info) }) {
			continue
		}
		p.seen = append(p.seen, f.info)
		text, n := upOnly(f.Text)
		if n > 0 {
			p.Diagnostics = append(p.Diagnostics, analyze.Diagnostic{Pos: analyze.Pos{File: f.Name, Line: n, Col: 1}, Severity: analyze.Note,
				Message: "the down migration from here on is left out, as sqlc leaves it out"})
		}
		f.Text = text
		p.Files = append(p.Files, f.File)
	}
}

// migrationRE finds the markers of goose (-- +goose Up / Down),
// sql-migrate (-- +migrate Up / Down), dbmate (-- migrate:up / down) and
// tern (---- create above / drop below ----) at the start of a line: the
// markers sqlc's RemoveRollbackStatements knows. Groups 1 to 3 are the
// direction; group 4 is tern's, whose rest is the down migration.
var migrationRE = regexp.MustCompile(`(?mi)^[ \t]*--[ \t]*(?:\+goose[ \t]+(up|down)\b|\+migrate[ \t]+(up|down)\b|migrate:(up|down)\b|(--[ \t]*create above / drop below[ \t]*----)).*$`)

// upOnly blanks out the down sections of a migration, keeping every line
// break so that positions stay those of the file. It returns the line the
// first down section starts on, 0 if none.
func upOnly(text string) (string, int) {
	marks := migrationRE.FindAllStringSubmatchIndex(text, -1)
	if len(marks) == 0 {
		return text, 0
	}
	b := []byte(text)
	first := 0
	for i, m := range marks {
		dir := strings.ToLower(safe(text, m[2], m[3]) + safe(text, m[4], m[5]) + safe(text, m[6], m[7]))
		if dir != "down" && m[8] < 0 {
			continue
		}
		if first == 0 {
			first = strings.Count(text[:m[0]], "\n") + 1
		}
		end := len(text)
		if i+1 < len(marks) {
			end = marks[i+1][0]
		}
		for j := m[1]; j < end; j++ {
			if b[j] != '\n' && b[j] != '\r' {
				b[j] = ' '
			}
		}
	}
	return string(b), first
}

func safe(s string, from, to int) string {
	if from < 0 {
		return ""
	}
	return s[from:to]
}

func errorAt(pos analyze.Pos, hint, format string, args ...any) analyze.Diagnostic {
	return analyze.Diagnostic{Pos: pos, Severity: analyze.Error, Message: fmt.Sprintf(format, args...), Hint: hint}
}

// unwrapPath drops the path an os error repeats.
func unwrapPath(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}
