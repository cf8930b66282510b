// Loads each exported OneTable schema with dynamodb-onetable, creates the table from it on DynamoDB Local,
// writes sample items through its models and checks their keys against the design's, then reads each
// sample back with its pattern's key. Usage: node onetable.test.mjs fixture.json
// The fixture is written by TestOneTable (consumers_test.go).
import { readFileSync } from "node:fs";
import path from "node:path";
import { DynamoDBClient, DescribeTableCommand, GetItemCommand } from "@aws-sdk/client-dynamodb";
import { unmarshall } from "@aws-sdk/util-dynamodb";
import { Table } from "dynamodb-onetable";

const fixturePath = process.argv[2];
const fixture = JSON.parse(readFileSync(fixturePath, "utf8"));
const client = new DynamoDBClient({
  endpoint: fixture.endpoint,
  region: "us-east-1",
  credentials: { accessKeyId: "local", secretAccessKey: "local" },
  maxAttempts: 1,
});

let failed = 0;
let checks = 0;
function fail(msg) {
  failed++;
  console.log("FAIL " + msg);
}

for (const c of fixture.cases) {
  const schema = JSON.parse(readFileSync(path.resolve(path.dirname(fixturePath), c.schema), "utf8"));
  let table;
  try {
    table = new Table({ client, name: c.table, schema, partial: false });
  } catch (err) {
    fail(`${c.name}: OneTable rejects the schema: ${err.message}`);
    continue;
  }
  checks++;
  if (!c.create) continue;
  await table.createTable();
  const { Table: created } = await client.send(new DescribeTableCommand({ TableName: c.table }));
  const keys = (ks) => ks.map((k) => `${k.AttributeName} ${k.KeyType}`).join(", ");
  const got = [`table: ${keys(created.KeySchema)}`, ...(created.GlobalSecondaryIndexes ?? []).map((g) => `${g.IndexName}: ${keys(g.KeySchema)}`)].sort();
  checks++;
  if (JSON.stringify(got) !== JSON.stringify([...c.indexes].sort())) {
    fail(`${c.name}: the table OneTable creates has ${JSON.stringify(got)}, the design ${JSON.stringify(c.indexes)}`);
  }

  for (const s of c.samples) {
    const model = table.getModel(s.model);
    try {
      await model.create(s.props, { exists: null });
    } catch (err) {
      fail(`${c.name} ${s.model}: create: ${err.message}`);
      continue;
    }
    // The item as stored: every key the design gives it (a sparse key only when the row qualifies).
    checks++;
    const { Item } = await client.send(new GetItemCommand({ TableName: c.table, Key: { PK: { S: s.keys.PK }, SK: { S: s.keys.SK } } }));
    if (!Item) {
      fail(`${c.name} ${s.model}: no item at PK ${s.keys.PK}, SK ${s.keys.SK}`);
      continue;
    }
    const stored = unmarshall(Item);
    for (const [attr, want] of Object.entries(s.keys)) {
      if (stored[attr] !== want) fail(`${c.name} ${s.model}: OneTable writes ${attr} ${stored[attr]}, the design ${want}`);
    }
    if (stored._type !== s.model) fail(`${c.name} ${s.model}: _type is ${stored._type}`);

    for (const r of s.reads ?? []) {
      checks++;
      const params = r.index === "primary" ? { hidden: true } : { index: r.index, hidden: true };
      let items;
      try {
        if (r.op === "get") {
          items = [await model.get(r.props, params)].filter(Boolean);
        } else {
          const cmd = await model.find(r.props, { ...params, execute: false });
          const values = Object.values(cmd.ExpressionAttributeValues ?? {}).map((v) => (v.S ?? v));
          if (!values.includes(r.pk)) fail(`${c.name} ${r.pattern}: OneTable asks for ${JSON.stringify(values)}, not the design's ${r.pk}`);
          items = await model.find(r.props, params);
        }
      } catch (err) {
        fail(`${c.name} ${r.pattern}: ${err.message}`);
        continue;
      }
      if (!items.some((it) => it.PK === s.keys.PK && it.SK === s.keys.SK)) {
        fail(`${c.name} ${r.pattern}: ${r.op} ${JSON.stringify(r.props)} on ${r.index} does not return the sample (${items.length} items)`);
      }
    }
  }
}
console.log(`${checks} checks, ${failed} failed`);
process.exit(failed ? 1 : 0);
