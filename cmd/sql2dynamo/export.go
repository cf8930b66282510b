package main

import (
	"bytes"
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/spf13/cobra"

	"sql2dynamo/design"
	"sql2dynamo/input"
	"sql2dynamo/render"
)

// exportFormats are what --to takes.
var exportFormats = []string{"cloudformation", "terraform", "workbench", "onetable", "electrodb", "cli"}

// exportOptions are the flags of `sql2dynamo export`.
type exportOptions struct {
	to      string
	json    bool
	table   string
	output  string
	input   input.Options
	protect render.Protection
}

func newExportCmd(stdout, stderr io.Writer) *cobra.Command {
	opts := &exportOptions{}
	cmd := &cobra.Command{
		Use:   "export --to FORMAT FILE...",
		Short: "Write the designed table in a format other tools load",
		Long: `Export designs the table as 'design' does, from .sql files, folders or a sqlc
config (one package), and writes it for the tools that deploy it:

  cloudformation  an AWS::DynamoDB::Table resource in a CloudFormation template (YAML, or JSON with --json)
  terraform       an aws_dynamodb_table resource in HCL
                  (both keep the table's data: retained, point-in-time recovery and deletion protection
                  on, each turned off with --retain=false, --point-in-time-recovery=false,
                  --deletion-protection=false)
  workbench       a NoSQL Workbench data model (format 3.0) with one facet per entity and sample items
  onetable        a dynamodb-onetable schema (JSON) whose models write the design's keys
  electrodb       a TypeScript module of ElectroDB entities on the design's keys, and one function
                  per read pattern that runs its request through ElectroDB
  cli             a shell script: s2d_create_table and one function per access pattern, each an
                  'aws dynamodb ... --cli-input-json' call taking the pattern's values as arguments`,
		Example: `  sql2dynamo export --to cloudformation schema.sql queries.sql > table.yaml
  sql2dynamo export --to cli -o retail.sh testdata/retail/input.sql`,
		Args: func(cmd *cobra.Command, args []string) error {
			if len(args) == 0 {
				return fmt.Errorf("export needs at least one .sql file, folder or sqlc config")
			}
			return nil
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			setExit(cmd, runExport(opts, args, stdout, stderr))
			return nil
		},
	}
	f := cmd.Flags()
	f.StringVar(&opts.to, "to", "", "format: "+strings.Join(exportFormats, ", "))
	f.BoolVar(&opts.json, "json", false, "cloudformation: write JSON instead of YAML")
	f.StringVar(&opts.table, "table", "", "DynamoDB table name (default as for design)")
	configFlags(f, &opts.input)
	f.BoolVar(&opts.protect.Retain, "retain", true, "cloudformation, terraform: keep the table and its data when the stack or resource goes (DeletionPolicy and UpdateReplacePolicy Retain, prevent_destroy)")
	f.BoolVar(&opts.protect.PointInTimeRecovery, "point-in-time-recovery", true, "cloudformation, terraform: turn on point-in-time recovery")
	f.BoolVar(&opts.protect.DeletionProtection, "deletion-protection", true, "cloudformation, terraform: turn on deletion protection")
	f.StringVarP(&opts.output, "output", "o", "", "write to this file instead of stdout")
	return cmd
}

func runExport(opts *exportOptions, args []string, stdout, stderr io.Writer) int {
	if !slices.Contains(exportFormats, opts.to) {
		printf(stderr, "sql2dynamo: --to must be one of %s, not %q\n", strings.Join(exportFormats, ", "), opts.to)
		return exitBadInput
	}
	x, code := designOne(args, opts.table, design.DefaultPrices, opts.input, stderr)
	if x == nil {
		return code
	}
	d := x.d
	var out bytes.Buffer
	var err error
	switch opts.to {
	case "cli":
		err = render.CLIScript(&out, d)
	case "terraform":
		err = render.Terraform(&out, d, opts.protect)
	case "workbench":
		err = render.WorkbenchJSON(&out, d)
	case "electrodb":
		err = render.ElectroDB(&out, d)
	case "onetable":
		err = render.OneTableJSON(&out, d)
	default:
		err = render.CloudFormationYAML(&out, d, opts.json, opts.protect)
	}
	if err != nil {
		printf(stderr, "sql2dynamo: %v\n", err)
		return exitFailure
	}
	return writeOutput(out.Bytes(), opts.output, x.inputs(), stdout, stderr)
}
