package main

import (
	"bytes"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"

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
		if r := stack.Resources["Table"]; r.DeletionPolicy != "Retain" || r.UpdateReplacePolicy != "Retain" || props.PointInTimeRecovery == nil || !props.PointInTimeRecovery.Enabled || !props.DeletionProtection {
			t.Errorf("%s: the table is not kept safe by default: %+v", path, r)
		}
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
		if len(tf.PITR) != 1 || !tf.PITR[0].Enabled || tf.Protected == nil || !*tf.Protected || len(tf.Lifecycle) != 1 || !tf.Lifecycle[0].PreventDestroy {
			t.Errorf("%s: the table is not kept safe by default", path)
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

// TestExportProtectionOff: each protection of the exported table can be
// turned off on its own.
func TestExportProtectionOff(t *testing.T) {
	t.Chdir("../..")
	var out, errb bytes.Buffer
	if code := run([]string{"export", "--to", "cloudformation", "--retain=false", "--deletion-protection=false", "testdata/retail/input.sql"}, &out, &errb); code != exitOK {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	for _, gone := range []string{"DeletionPolicy", "UpdateReplacePolicy", "DeletionProtectionEnabled"} {
		if strings.Contains(out.String(), gone) {
			t.Errorf("%s is still in the template", gone)
		}
	}
	if !strings.Contains(out.String(), "PointInTimeRecoveryEnabled: true") {
		t.Errorf("point-in-time recovery went with the others")
	}
	out.Reset()
	if code := run([]string{"export", "--to", "terraform", "--point-in-time-recovery=false", "testdata/retail/input.sql"}, &out, &errb); code != exitOK {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	if strings.Contains(out.String(), "point_in_time_recovery") || !strings.Contains(out.String(), "prevent_destroy") {
		t.Errorf("terraform --point-in-time-recovery=false:\n%s", out.String())
	}
}
