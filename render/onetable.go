package render

import (
	"bytes"
	"encoding/json"
	"io"
	"strings"

	"sql2dynamo/analyze"
	"sql2dynamo/design"
)

// OneTable is a dynamodb-onetable schema (format onetable:1.1.0): the
// table's indexes, one model per entity whose key fields are value
// templates of the design's keys, and the params that make OneTable write
// items as the design does (_type, no timestamps).
type OneTable struct {
	Format  string                   `json:"format"`
	Version string                   `json:"version"`
	Indexes map[string]OneTableIdx   `json:"indexes"`
	Models  map[string]OneTableModel `json:"models"`
	Params  OneTableParams           `json:"params"`
}

// OneTableIdx is an index: the primary key or a GSI.
type OneTableIdx struct {
	Hash    string `json:"hash"`
	Sort    string `json:"sort"`
	Project string `json:"project,omitempty"`
}

// OneTableField is one field of a model.
type OneTableField struct {
	Name     string   `json:"-"`
	Type     string   `json:"type"`
	Value    string   `json:"value,omitempty"`
	Required bool     `json:"required,omitempty"`
	Hidden   bool     `json:"hidden,omitempty"`
	Enum     []string `json:"enum,omitempty"`
}

// OneTableModel is a model's fields, in the order the design lists them:
// keys, then columns.
type OneTableModel []OneTableField

// MarshalJSON writes the fields as an object in their order.
func (m OneTableModel) MarshalJSON() ([]byte, error) {
	var buf bytes.Buffer
	buf.WriteByte('{')
	for i, f := range m {
		if i > 0 {
			buf.WriteByte(',')
		}
		name, _ := json.Marshal(f.Name)
		body, err := json.Marshal(f)
		if err != nil {
			return nil, err
		}
		buf.Write(name)
		buf.WriteByte(':')
		buf.Write(body)
	}
	buf.WriteByte('}')
	return buf.Bytes(), nil
}

// OneTableParams are the schema's table params.
type OneTableParams struct {
	TypeField  string `json:"typeField"`
	Timestamps bool   `json:"timestamps"`
	IsoDates   bool   `json:"isoDates"`
}

// OneTableSchema builds the schema, less the entities jsUnfit refuses.
// What OneTable cannot say is in the README: a sparse key becomes a template over its column (every item gets
// the key, under its own value, so reads stay right but the index holds
// every item), and a sharded key needs the writer to pass _shard.
func OneTableSchema(d *design.Design) *OneTable {
	s := &OneTable{Format: "onetable:1.1.0", Version: "1.0.0",
		Indexes: map[string]OneTableIdx{"primary": {Hash: design.PK, Sort: design.SK}},
		Models:  map[string]OneTableModel{},
		Params:  OneTableParams{TypeField: design.Type, IsoDates: true}}
	for _, ix := range d.Indexes {
		s.Indexes[ix.Name] = OneTableIdx{Hash: ix.PK, Sort: ix.SK, Project: "all"}
	}
	for _, e := range d.Entities {
		if e.Embedding != nil {
			continue // its rows are a list on the parent's items
		}
		if jsUnfit(d, e) != "" {
			continue // a JSON schema has no comment to say why: the README does
		}
		src := d.Model.Entity(e.Name)
		var m OneTableModel
		sharded := false
		for _, k := range e.Keys {
			m = append(m, OneTableField{Name: k.Attr, Type: "string", Value: oneTableValue(src, k)})
			sharded = sharded || k.Shards > 1
		}
		for _, a := range itemAttrs(d, e) {
			f := OneTableField{Name: a.name, Type: "array"}
			if a.col != nil {
				f.Type = oneTableType(a.col)
			}
			if a.from == "" && a.col != nil {
				f.Required, f.Enum = a.col.NotNull, a.col.Enum
			}
			m = append(m, f)
		}
		if sharded {
			m = append(m, OneTableField{Name: design.ShardCol, Type: "number", Hidden: true})
		}
		s.Models[e.Name] = m
	}
	return s
}

// oneTableValue writes a key's template as a OneTable value: ${column},
// integers as ${column:20:0} (zero-padded as the design's keys are), and a
// sparse key's constant as its column.
func oneTableValue(src *analyze.Entity, k design.Key) string {
	column := func(col string) string {
		if c := src.Column(col); c != nil && c.Kind == analyze.KindInteger {
			return "${" + col + ":20:0}"
		}
		return "${" + col + "}"
	}
	var sb strings.Builder
	for _, p := range k.Template {
		if p.Col == "" {
			sb.WriteString(unsparse(src, p.Lit, k.When, column))
		} else {
			sb.WriteString(column(p.Col))
		}
	}
	return sb.String()
}

// unsparse puts the column back where a sparse key holds its constant (as
// the key encodes it), between separators: ORDER#STATUS#OPEN becomes
// ORDER#STATUS#${status}.
func unsparse(src *analyze.Entity, lit string, when []design.Cond, column func(string) string) string {
	for _, c := range when {
		if len(c.Values) != 1 {
			continue
		}
		v := "#" + design.KeyValue(src.Column(c.Column), c.Values[0])
		var sb strings.Builder
		for rest := lit; ; {
			i := strings.Index(rest, v)
			if i < 0 {
				sb.WriteString(rest)
				break
			}
			if after := rest[i+len(v):]; after == "" || after[0] == '#' {
				sb.WriteString(rest[:i] + "#" + column(c.Column))
			} else {
				sb.WriteString(rest[:i+len(v)])
			}
			rest = rest[i+len(v):]
		}
		lit = sb.String()
	}
	return lit
}

// oneTableType is a column's OneTable type: numbers as the design stores
// them (booleans as 0 or 1), date-times as ISO-8601 strings.
func oneTableType(c *analyze.Column) string {
	if attrType(c) == "N" {
		return "number"
	}
	return "string"
}

// OneTableJSON writes the schema.
func OneTableJSON(w io.Writer, d *design.Design) error {
	b, err := marshal(OneTableSchema(d))
	if err != nil {
		return err
	}
	_, err = w.Write(append(b, '\n'))
	return err
}
