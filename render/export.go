package render

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"regexp"
	"strings"

	"github.com/aws/aws-sdk-go-v2/aws"
	"gopkg.in/yaml.v3"

	"sql2dynamo/design"
)

// Stack is a CloudFormation template holding the design's table: what
// `export --to cloudformation` writes, in YAML or JSON.
type Stack struct {
	AWSTemplateFormatVersion string              `yaml:"AWSTemplateFormatVersion" json:"AWSTemplateFormatVersion"`
	Description              string              `yaml:"Description" json:"Description"`
	Resources                map[string]Resource `yaml:"Resources" json:"Resources"`
}

// Resource is one CloudFormation resource.
type Resource struct {
	Type       string     `yaml:"Type" json:"Type"`
	Properties TableProps `yaml:"Properties" json:"Properties"`
}

// TableProps are an AWS::DynamoDB::Table's properties.
type TableProps struct {
	TableName              string           `yaml:"TableName" json:"TableName"`
	BillingMode            string           `yaml:"BillingMode" json:"BillingMode"`
	AttributeDefinitions   []AttributeDef   `yaml:"AttributeDefinitions" json:"AttributeDefinitions"`
	KeySchema              []KeyElement     `yaml:"KeySchema" json:"KeySchema"`
	GlobalSecondaryIndexes []SecondaryIndex `yaml:"GlobalSecondaryIndexes,omitempty" json:"GlobalSecondaryIndexes,omitempty"`
}

// AttributeDef is a key attribute's name and type.
type AttributeDef struct {
	AttributeName string `yaml:"AttributeName" json:"AttributeName"`
	AttributeType string `yaml:"AttributeType" json:"AttributeType"`
}

// KeyElement is one element of a key schema.
type KeyElement struct {
	AttributeName string `yaml:"AttributeName" json:"AttributeName"`
	KeyType       string `yaml:"KeyType" json:"KeyType"`
}

// SecondaryIndex is a GSI.
type SecondaryIndex struct {
	IndexName  string       `yaml:"IndexName" json:"IndexName"`
	KeySchema  []KeyElement `yaml:"KeySchema" json:"KeySchema"`
	Projection Projection   `yaml:"Projection" json:"Projection"`
}

// Projection of an index.
type Projection struct {
	ProjectionType string `yaml:"ProjectionType" json:"ProjectionType"`
}

// CloudFormation builds the template from the design's CreateTable input,
// so both always describe the same table.
func CloudFormation(d *design.Design) *Stack {
	in := d.CreateTable
	props := TableProps{TableName: aws.ToString(in.TableName), BillingMode: string(in.BillingMode)}
	for _, a := range in.AttributeDefinitions {
		props.AttributeDefinitions = append(props.AttributeDefinitions, AttributeDef{AttributeName: aws.ToString(a.AttributeName), AttributeType: string(a.AttributeType)})
	}
	for _, k := range in.KeySchema {
		props.KeySchema = append(props.KeySchema, KeyElement{AttributeName: aws.ToString(k.AttributeName), KeyType: string(k.KeyType)})
	}
	for _, g := range in.GlobalSecondaryIndexes {
		ix := SecondaryIndex{IndexName: aws.ToString(g.IndexName), Projection: Projection{ProjectionType: string(g.Projection.ProjectionType)}}
		for _, k := range g.KeySchema {
			ix.KeySchema = append(ix.KeySchema, KeyElement{AttributeName: aws.ToString(k.AttributeName), KeyType: string(k.KeyType)})
		}
		props.GlobalSecondaryIndexes = append(props.GlobalSecondaryIndexes, ix)
	}
	return &Stack{
		AWSTemplateFormatVersion: "2010-09-09",
		Description:              fmt.Sprintf("DynamoDB table %s, designed by sql2dynamo", d.Table),
		Resources:                map[string]Resource{"Table": {Type: "AWS::DynamoDB::Table", Properties: props}},
	}
}

// CloudFormationYAML writes the template as YAML, or as JSON.
func CloudFormationYAML(w io.Writer, d *design.Design, asJSON bool) error {
	stack := CloudFormation(d)
	if asJSON {
		b, err := marshal(stack)
		if err != nil {
			return err
		}
		_, err = w.Write(append(b, '\n'))
		return err
	}
	var buf bytes.Buffer
	enc := yaml.NewEncoder(&buf)
	enc.SetIndent(2)
	if err := enc.Encode(stack); err != nil {
		return err
	}
	if err := enc.Close(); err != nil {
		return err
	}
	_, err := w.Write(buf.Bytes())
	return err
}

// placeholderRE finds a {column} (or {column.lo}) in request JSON: no
// braces, blanks, quotes or backslashes inside, which JSON's own objects
// always have.
var placeholderRE = regexp.MustCompile(`\{([^{}\s"\\]+)\}`)

// shellVar is the shell variable of a placeholder: {customer_id} is
// ${customer_id}, {created_at.lo} ${created_at_lo}, {tmpl$x} ${tmpl_x}.
func shellVar(placeholder string) string {
	return strings.Map(func(r rune) rune {
		if r == '_' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' {
			return r
		}
		return '_'
	}, strings.Trim(placeholder, "{}"))
}

// CLIScript writes a shell script: the create-table call, then one AWS CLI
// call per access pattern, its request as --cli-input-json with each
// {column} a shell variable (${column}, ${column_lo} for {column.lo}, any
// byte of a name that a variable cannot hold as _).
func CLIScript(w io.Writer, d *design.Design) error {
	table, err := AWSJSON(d.CreateTable)
	if err != nil {
		return err
	}
	var sb strings.Builder
	sb.WriteString("#!/bin/sh\n")
	fmt.Fprintf(&sb, "# The DynamoDB table %s and its access patterns, designed by sql2dynamo.\n", d.Table)
	sb.WriteString("# Set the variables a pattern names (customer_id=...) before running its call; values inside keys\n")
	sb.WriteString("# follow the report's key encoding (integers zero-padded to 20 digits, date-times as 2026-01-10T09:30:00).\nset -eu\n\n")
	fmt.Fprintf(&sb, "create_table() {\n  aws dynamodb create-table --cli-input-json %s\n}\n", shellQuote(string(table)))
	for _, p := range d.Plans {
		_, list := p.List()
		if p.Request == nil || p.Lookup != nil || p.Otherwise != nil || len(p.Then) > 0 || p.Each != "" || len(p.BatchKeys) > design.MaxBatchKeys || list {
			continue // several calls (a write that reads first, an upsert, a join, an IN list, keys past one BatchGetItem) or a sqlc.slice list of any length: see the report
		}
		req, err := AWSJSON(p.Request)
		if err != nil {
			return err
		}
		// The JSON goes in single quotes, which the shell reads as they
		// are (no $, backtick or backslash is special there), and each
		// placeholder between them as "${name}", whose value is not read
		// again: nothing in a name or a literal can run.
		var vars []string
		var body strings.Builder
		text, last := string(req), 0
		for _, m := range placeholderRE.FindAllStringIndex(text, -1) {
			name := shellVar(text[m[0]:m[1]])
			vars = appendNew(vars, name)
			body.WriteString(shellQuote(text[last:m[0]]) + `"${` + name + `}"`)
			last = m[1]
		}
		body.WriteString(shellQuote(text[last:]))
		fmt.Fprintf(&sb, "\n# %s (%s)", oneLine(p.Pattern.Name), oneLine(p.Pattern.Pos.String()))
		if len(vars) > 0 {
			fmt.Fprintf(&sb, ": needs %s", strings.Join(vars, ", "))
		}
		fmt.Fprintf(&sb, "\n%s() {\n  aws dynamodb %s --cli-input-json %s\n}\n", shellVar(p.Pattern.Name), cliName(p.Operation), body.String())
	}
	_, err = io.WriteString(w, sb.String())
	return err
}

// shellQuote is s in single quotes for the shell: taken as it is, with
// each ' written as '\”.
func shellQuote(s string) string {
	if s == "" {
		return ""
	}
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}

// oneLine keeps input text in a comment on its own line: a line break in a
// file name, a table name or a literal would end the comment and run the
// rest as code (JavaScript also breaks lines at U+2028 and U+2029).
func oneLine(s string) string {
	return lineBreaks.Replace(s)
}

var lineBreaks = strings.NewReplacer("\r", `\r`, "\n", `\n`, "\u2028", `\u2028`, "\u2029", `\u2029`)

func appendNew(list []string, s string) []string {
	for _, x := range list {
		if x == s {
			return list
		}
	}
	return append(list, s)
}

// ParseCloudFormation reads a template back (YAML or JSON): for the round
// trip that proves it creates the design's table.
func ParseCloudFormation(b []byte) (*Stack, error) {
	var s Stack
	if bytes.HasPrefix(bytes.TrimSpace(b), []byte("{")) {
		return &s, json.Unmarshal(b, &s)
	}
	return &s, yaml.Unmarshal(b, &s)
}
