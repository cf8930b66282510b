package render

import (
	"io"
	"strings"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/gohcl"
	"github.com/hashicorp/hcl/v2/hclsyntax"
	"github.com/hashicorp/hcl/v2/hclwrite"
	"github.com/zclconf/go-cty/cty"

	"sql2dynamo/design"
)

// Terraform writes the design's table as an aws_dynamodb_table resource,
// through hclwrite, from the same CreateTable input as the report, with
// the protections asked for.
func Terraform(w io.Writer, d *design.Design, prot Protection) error {
	in := d.CreateTable
	f := hclwrite.NewEmptyFile()
	res := f.Body().AppendNewBlock("resource", []string{"aws_dynamodb_table", resourceName(d.Table)}).Body()
	res.SetAttributeValue("name", cty.StringVal(aws.ToString(in.TableName)))
	res.SetAttributeValue("billing_mode", cty.StringVal(string(in.BillingMode)))
	for _, k := range in.KeySchema {
		res.SetAttributeValue(keyAttr(string(k.KeyType)), cty.StringVal(aws.ToString(k.AttributeName)))
	}
	for _, a := range in.AttributeDefinitions {
		res.AppendNewline()
		b := res.AppendNewBlock("attribute", nil).Body()
		b.SetAttributeValue("name", cty.StringVal(aws.ToString(a.AttributeName)))
		b.SetAttributeValue("type", cty.StringVal(string(a.AttributeType)))
	}
	for _, g := range in.GlobalSecondaryIndexes {
		res.AppendNewline()
		b := res.AppendNewBlock("global_secondary_index", nil).Body()
		b.SetAttributeValue("name", cty.StringVal(aws.ToString(g.IndexName)))
		for _, k := range g.KeySchema {
			b.SetAttributeValue(keyAttr(string(k.KeyType)), cty.StringVal(aws.ToString(k.AttributeName)))
		}
		b.SetAttributeValue("projection_type", cty.StringVal(string(g.Projection.ProjectionType)))
	}
	if prot.PointInTimeRecovery {
		res.AppendNewline()
		res.AppendNewBlock("point_in_time_recovery", nil).Body().SetAttributeValue("enabled", cty.True)
	}
	if prot.DeletionProtection {
		res.AppendNewline()
		res.SetAttributeValue("deletion_protection_enabled", cty.True)
	}
	if prot.Retain {
		res.AppendNewline()
		res.AppendNewBlock("lifecycle", nil).Body().SetAttributeValue("prevent_destroy", cty.True)
	}
	_, err := w.Write(f.Bytes())
	return err
}

func keyAttr(keyType string) string {
	if keyType == "HASH" {
		return "hash_key"
	}
	return "range_key"
}

// resourceName makes a Terraform identifier of a table name.
func resourceName(table string) string {
	name := strings.Map(func(r rune) rune {
		if r == '_' || r == '-' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' {
			return r
		}
		return '_'
	}, table)
	if name == "" || name[0] >= '0' && name[0] <= '9' || name[0] == '-' {
		name = "t_" + name
	}
	return name
}

// TerraformTable is an aws_dynamodb_table read back from HCL.
type TerraformTable struct {
	Type       string           `hcl:"type,label"`
	Name       string           `hcl:"name,label"`
	TableName  string           `hcl:"name"`
	Billing    string           `hcl:"billing_mode"`
	HashKey    string           `hcl:"hash_key"`
	RangeKey   string           `hcl:"range_key,optional"`
	Attributes []TerraformAttr  `hcl:"attribute,block"`
	GSIs       []TerraformIndex `hcl:"global_secondary_index,block"`
	PITR       []TerraformPITR  `hcl:"point_in_time_recovery,block"`
	Protected  *bool            `hcl:"deletion_protection_enabled,optional"`
	Lifecycle  []TerraformLife  `hcl:"lifecycle,block"`
}

// TerraformPITR is a point_in_time_recovery block.
type TerraformPITR struct {
	Enabled bool `hcl:"enabled"`
}

// TerraformLife is a lifecycle block.
type TerraformLife struct {
	PreventDestroy bool `hcl:"prevent_destroy"`
}

// TerraformAttr is an attribute block.
type TerraformAttr struct {
	Name string `hcl:"name"`
	Type string `hcl:"type"`
}

// TerraformIndex is a global_secondary_index block.
type TerraformIndex struct {
	Name       string `hcl:"name"`
	HashKey    string `hcl:"hash_key"`
	RangeKey   string `hcl:"range_key,optional"`
	Projection string `hcl:"projection_type"`
}

// ParseTerraform reads the resource back with the HCL library: the round
// trip that proves the file says what the design says.
func ParseTerraform(src []byte) (*TerraformTable, error) {
	file, diags := hclsyntax.ParseConfig(src, "table.tf", hcl.InitialPos)
	if diags.HasErrors() {
		return nil, diags
	}
	var doc struct {
		Resources []TerraformTable `hcl:"resource,block"`
	}
	if diags := gohcl.DecodeBody(file.Body, nil, &doc); diags.HasErrors() {
		return nil, diags
	}
	if len(doc.Resources) != 1 {
		return nil, hcl.Diagnostics{{Severity: hcl.DiagError, Summary: "want one resource"}}
	}
	return &doc.Resources[0], nil
}
