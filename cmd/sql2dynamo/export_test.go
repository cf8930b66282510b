package main

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"

	"sql2dynamo/analyze"
	"sql2dynamo/design"
	"sql2dynamo/render"
	"sql2dynamo/verify"
)

// TestCLIScriptsParse checks every exported script with the shell's own
// parser.
func TestCLIScriptsParse(t *testing.T) {
	scripts, _ := filepath.Glob("../../testdata/*/cli.sh")
	if len(scripts) == 0 {
		t.Fatal("no cli.sh goldens")
	}
	for _, s := range scripts {
		if out, err := exec.Command("sh", "-n", s).CombinedOutput(); err != nil {
			t.Errorf("%s: %v\n%s", s, err, out)
		}
	}
}

// TestCloudFormationRoundTrip turns every exported template's table back
// into a CreateTable call on DynamoDB Local and checks that DescribeTable
// shows the design's keys and indexes.
func TestCloudFormationRoundTrip(t *testing.T) {
	dir := os.Getenv("DYNAMODB_LOCAL_DIR")
	if dir == "" {
		t.Skip("DYNAMODB_LOCAL_DIR is not set: ./test.sh installs DynamoDB Local and sets it")
	}
	ctx := context.Background()
	endpoint, stop, err := verify.StartLocal(ctx, dir)
	if err != nil {
		t.Fatal(err)
	}
	defer stop()
	client, err := verify.NewClient(ctx, endpoint)
	if err != nil {
		t.Fatal(err)
	}
	templates, _ := filepath.Glob("../../testdata/*/cloudformation.yaml")
	for _, path := range templates {
		b, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		stack, err := render.ParseCloudFormation(b)
		if err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		props := stack.Resources["Table"].Properties
		in := createTableOf(props)
		if len(props.GlobalSecondaryIndexes) > 20 {
			continue // many_indexes: DynamoDB refuses it, as its report warns
		}
		if _, err := client.CreateTable(ctx, in); err != nil {
			t.Errorf("%s: CreateTable: %v", path, err)
			continue
		}
		out, err := client.DescribeTable(ctx, &dynamodb.DescribeTableInput{TableName: in.TableName})
		if err != nil {
			t.Fatal(err)
		}
		got := out.Table
		if !slices.EqualFunc(got.KeySchema, in.KeySchema, sameKey) || len(got.GlobalSecondaryIndexes) != len(in.GlobalSecondaryIndexes) {
			t.Errorf("%s: the created table has keys %v and %d indexes", path, got.KeySchema, len(got.GlobalSecondaryIndexes))
		}
		for _, want := range in.GlobalSecondaryIndexes {
			found := false
			for _, g := range got.GlobalSecondaryIndexes {
				if aws.ToString(g.IndexName) == aws.ToString(want.IndexName) && slices.EqualFunc(g.KeySchema, want.KeySchema, sameKey) && g.Projection.ProjectionType == want.Projection.ProjectionType {
					found = true
				}
			}
			if !found {
				t.Errorf("%s: index %s is not as the template says", path, aws.ToString(want.IndexName))
			}
		}
		client.DeleteTable(ctx, &dynamodb.DeleteTableInput{TableName: in.TableName})
	}
}

func sameKey(a, b types.KeySchemaElement) bool {
	return aws.ToString(a.AttributeName) == aws.ToString(b.AttributeName) && a.KeyType == b.KeyType
}

// createTableOf turns a template's table properties into a CreateTable
// call, as CloudFormation would.
func createTableOf(p render.TableProps) *dynamodb.CreateTableInput {
	in := &dynamodb.CreateTableInput{TableName: aws.String(p.TableName), BillingMode: types.BillingMode(p.BillingMode)}
	for _, a := range p.AttributeDefinitions {
		in.AttributeDefinitions = append(in.AttributeDefinitions, types.AttributeDefinition{AttributeName: aws.String(a.AttributeName), AttributeType: types.ScalarAttributeType(a.AttributeType)})
	}
	keys := func(ks []render.KeyElement) []types.KeySchemaElement {
		var out []types.KeySchemaElement
		for _, k := range ks {
			out = append(out, types.KeySchemaElement{AttributeName: aws.String(k.AttributeName), KeyType: types.KeyType(k.KeyType)})
		}
		return out
	}
	in.KeySchema = keys(p.KeySchema)
	for _, g := range p.GlobalSecondaryIndexes {
		in.GlobalSecondaryIndexes = append(in.GlobalSecondaryIndexes, types.GlobalSecondaryIndex{IndexName: aws.String(g.IndexName),
			KeySchema: keys(g.KeySchema), Projection: &types.Projection{ProjectionType: types.ProjectionType(g.Projection.ProjectionType)}})
	}
	return in
}

// TestTerraformRoundTrip reads every exported table.tf back with the HCL
// library and checks it describes the same table as the design's
// CreateTable input.
func TestTerraformRoundTrip(t *testing.T) {
	files, _ := filepath.Glob("../../testdata/*/table.tf")
	if len(files) == 0 {
		t.Fatal("no table.tf goldens")
	}
	for _, path := range files {
		src, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		tf, err := render.ParseTerraform(src)
		if err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		props := render.TableProps{TableName: tf.TableName, BillingMode: tf.Billing}
		props.KeySchema = keysOf(tf.HashKey, tf.RangeKey)
		for _, a := range tf.Attributes {
			props.AttributeDefinitions = append(props.AttributeDefinitions, render.AttributeDef{AttributeName: a.Name, AttributeType: a.Type})
		}
		for _, g := range tf.GSIs {
			props.GlobalSecondaryIndexes = append(props.GlobalSecondaryIndexes, render.SecondaryIndex{IndexName: g.Name, KeySchema: keysOf(g.HashKey, g.RangeKey), Projection: render.Projection{ProjectionType: g.Projection}})
		}
		d := designCase(t, filepath.Dir(path))
		got, err := render.AWSJSON(createTableOf(props))
		if err != nil {
			t.Fatal(err)
		}
		want, err := render.AWSJSON(d.CreateTable)
		if err != nil {
			t.Fatal(err)
		}
		if string(got) != string(want) {
			t.Errorf("%s describes another table than the design:\n%s\nwant\n%s", path, got, want)
		}
	}
}

func keysOf(hash, rng string) []render.KeyElement {
	keys := []render.KeyElement{{AttributeName: hash, KeyType: "HASH"}}
	if rng != "" {
		keys = append(keys, render.KeyElement{AttributeName: rng, KeyType: "RANGE"})
	}
	return keys
}

// TestCLIScriptHostile sources the script of the hostile_names case, from
// a file whose name holds a line break and command substitutions, with an
// aws that records its input, and calls every function with hostile
// values: nothing may run, and each call must get its request, the
// values in place.
func TestCLIScriptHostile(t *testing.T) {
	dir := t.TempDir()
	src, err := os.ReadFile("../../testdata/hostile_names/input.sql")
	if err != nil {
		t.Fatal(err)
	}
	input := filepath.Join(dir, "in\n$(touch pwned)`touch pwned`.sql")
	if err := os.WriteFile(input, src, 0o644); err != nil {
		t.Fatal(err)
	}
	var script, stderr bytes.Buffer
	if code := run([]string{"export", "--to", "cli", "--table", "hostile", input}, &script, &stderr); code != exitOK {
		t.Fatalf("export: exit %d: %s", code, stderr.String())
	}
	if err := os.WriteFile(filepath.Join(dir, "cli.sh"), script.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	value := "v$(touch pwned)`touch pwned`${HOME}'x"
	m := analyze.Analyze(analyze.File{Name: input, Text: string(src)})
	d := design.New(m, design.Options{Table: "hostile"})
	calls := 0
	for _, p := range d.Plans {
		if !strings.Contains(script.String(), "\n"+p.Pattern.Name+"() {") {
			continue
		}
		calls++
		req, err := render.AWSJSON(p.Request)
		if err != nil {
			t.Fatal(err)
		}
		want := placeholders.ReplaceAllLiteralString(string(req), value)
		// Every variable the function names holds the hostile value.
		sh := "aws() { printf '%s' \"$4\" > request.json; }\n. ./cli.sh\n"
		for _, v := range placeholders.FindAllString(string(req), -1) {
			sh += shellName(v) + "=" + shellQuoted(value) + "\n"
		}
		sh += p.Pattern.Name + "\n"
		cmd := exec.Command("sh", "-c", sh)
		cmd.Dir = dir
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("%s: %v\n%s", p.Pattern.Name, err, out)
		}
		got, err := os.ReadFile(filepath.Join(dir, "request.json"))
		if err != nil {
			t.Fatal(err)
		}
		var g, w any
		if err := json.Unmarshal(got, &g); err != nil {
			t.Fatalf("%s: the request is no JSON: %v\n%s", p.Pattern.Name, err, got)
		}
		if err := json.Unmarshal([]byte(want), &w); err != nil {
			t.Fatalf("%s: %v\n%s", p.Pattern.Name, err, want)
		}
		if !reflect.DeepEqual(g, w) {
			t.Errorf("%s: aws got\n%s\nwant\n%s", p.Pattern.Name, got, want)
		}
	}
	if calls == 0 {
		t.Fatal("no function of the script was called")
	}
	if _, err := os.Stat(filepath.Join(dir, "pwned")); err == nil {
		t.Fatal("the script ran a command from its input or a value: pwned was created")
	}
}

var placeholders = regexp.MustCompile(`\{([^{}\s"\\]+)\}`)

// shellName is the variable the script gives a placeholder.
func shellName(placeholder string) string {
	return regexp.MustCompile(`[^A-Za-z0-9_]`).ReplaceAllString(strings.Trim(placeholder, "{}"), "_")
}

func shellQuoted(s string) string { return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'" }
