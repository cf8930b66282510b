package render

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
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
	Type string `yaml:"Type" json:"Type"`
	// DeletionPolicy and UpdateReplacePolicy Retain keep the table and its
	// data when the stack is deleted or a change replaces the table.
	DeletionPolicy      string     `yaml:"DeletionPolicy,omitempty" json:"DeletionPolicy,omitempty"`
	UpdateReplacePolicy string     `yaml:"UpdateReplacePolicy,omitempty" json:"UpdateReplacePolicy,omitempty"`
	Properties          TableProps `yaml:"Properties" json:"Properties"`
}

// Protection is what keeps a deployed table's data: every export of a
// table turns all three on unless told otherwise (export's --retain,
// --point-in-time-recovery and --deletion-protection).
type Protection struct {
	// Retain keeps the table when its stack or Terraform resource goes
	// (CloudFormation's Retain policies, Terraform's prevent_destroy).
	Retain bool
	// PointInTimeRecovery turns on continuous backups.
	PointInTimeRecovery bool
	// DeletionProtection refuses DeleteTable until it is turned off.
	DeletionProtection bool
}

// Protected is every protection on: the default.
var Protected = Protection{Retain: true, PointInTimeRecovery: true, DeletionProtection: true}

// TableProps are an AWS::DynamoDB::Table's properties.
type TableProps struct {
	TableName              string           `yaml:"TableName" json:"TableName"`
	BillingMode            string           `yaml:"BillingMode" json:"BillingMode"`
	AttributeDefinitions   []AttributeDef   `yaml:"AttributeDefinitions" json:"AttributeDefinitions"`
	KeySchema              []KeyElement     `yaml:"KeySchema" json:"KeySchema"`
	GlobalSecondaryIndexes []SecondaryIndex `yaml:"GlobalSecondaryIndexes,omitempty" json:"GlobalSecondaryIndexes,omitempty"`
	PointInTimeRecovery    *PITRSpec        `yaml:"PointInTimeRecoverySpecification,omitempty" json:"PointInTimeRecoverySpecification,omitempty"`
	DeletionProtection     bool             `yaml:"DeletionProtectionEnabled,omitempty" json:"DeletionProtectionEnabled,omitempty"`
}

// PITRSpec is a table's PointInTimeRecoverySpecification.
type PITRSpec struct {
	Enabled bool `yaml:"PointInTimeRecoveryEnabled" json:"PointInTimeRecoveryEnabled"`
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
// so both always describe the same table, with the protections asked for.
func CloudFormation(d *design.Design, prot Protection) *Stack {
	in := d.CreateTable
	props := TableProps{TableName: aws.ToString(in.TableName), BillingMode: string(in.BillingMode), DeletionProtection: prot.DeletionProtection}
	if prot.PointInTimeRecovery {
		props.PointInTimeRecovery = &PITRSpec{Enabled: true}
	}
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
	table := Resource{Type: "AWS::DynamoDB::Table", Properties: props}
	if prot.Retain {
		table.DeletionPolicy, table.UpdateReplacePolicy = "Retain", "Retain"
	}
	return &Stack{
		AWSTemplateFormatVersion: "2010-09-09",
		Description:              fmt.Sprintf("DynamoDB table %s, designed by sql2dynamo", d.Table),
		Resources:                map[string]Resource{"Table": table},
	}
}

// CloudFormationYAML writes the template as YAML, or as JSON.
func CloudFormationYAML(w io.Writer, d *design.Design, asJSON bool, prot Protection) error {
	stack := CloudFormation(d, prot)
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

// ParseCloudFormation reads a template back (YAML or JSON): for the round
// trip that proves it creates the design's table.
func ParseCloudFormation(b []byte) (*Stack, error) {
	var s Stack
	if bytes.HasPrefix(bytes.TrimSpace(b), []byte("{")) {
		return &s, json.Unmarshal(b, &s)
	}
	return &s, yaml.Unmarshal(b, &s)
}
