// Runs every read pattern of each exported ElectroDB module (compiled by tsc) on the table that
// `verify` loaded, with the bindings verify drew, and compares the items with those the design's own
// request returned for the same binding. Usage: node electrodb.test.mjs fixture.json
// The fixture is written by TestElectroDB (consumers_test.go).
import { readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { DynamoDBClient } from "@aws-sdk/client-dynamodb";

const fixturePath = process.argv[2];
const fixture = JSON.parse(readFileSync(fixturePath, "utf8"));
const client = new DynamoDBClient({
  endpoint: fixture.endpoint,
  region: "us-east-1",
  credentials: { accessKeyId: "local", secretAccessKey: "local" },
  maxAttempts: 1,
});

// canon writes an item with sorted keys, so that two items compare as strings; a binary attribute
// (B, a Uint8Array) as {"B": its base64}, as the fixture writes it.
function canon(v) {
  if (v instanceof Uint8Array) return canon({ B: Buffer.from(v).toString("base64") });
  if (Array.isArray(v)) return "[" + v.map(canon).join(",") + "]";
  if (v !== null && typeof v === "object") {
    return "{" + Object.keys(v).sort().map((k) => JSON.stringify(k) + ":" + canon(v[k])).join(",") + "}";
  }
  return JSON.stringify(v);
}

// diff lists the items one side has more of than the other.
function diff(want, got) {
  const count = new Map();
  for (const w of want) count.set(w, (count.get(w) ?? 0) + 1);
  const extra = [];
  for (const g of got) {
    if (count.get(g)) count.set(g, count.get(g) - 1);
    else extra.push(g);
  }
  const missing = [...count].flatMap(([k, n]) => Array(n).fill(k));
  return { missing, extra };
}

const keyField = /^(PK|SK|GSI\d+PK|GSI\d+SK)$/;

// keysWritten is what ElectroDB would write as the item's keys: put() on its entity with the item's
// attributes (date-times in the ISO form the module asks for), as params, not sent.
function keysWritten(mod, entities, item) {
  const entity = entities[item._type];
  const attrs = {};
  for (const [k, v] of Object.entries(item)) {
    if (!keyField.test(k)) attrs[k] = typeof v === "string" ? mod.datetime(v) : v;
  }
  const written = entity.put(attrs).params().Item;
  return Object.fromEntries(Object.entries(written).filter(([k]) => keyField.test(k)));
}

let failed = 0;
let checks = 0;
for (const c of fixture.cases) {
  let mod;
  try {
    mod = await import(pathToFileURL(path.resolve(path.dirname(fixturePath), c.module)).href);
  } catch (err) {
    console.log(`FAIL ${c.name}: the module does not load: ${err.message}`);
    failed++;
    continue;
  }
  let run;
  try {
    run = mod.patterns(mod.service(client, c.table));
  } catch (err) {
    console.log(`FAIL ${c.name}: ElectroDB rejects the definitions: ${err.message}`);
    failed++;
    continue;
  }
  for (const s of c.shards ?? []) {
    checks++;
    const got = mod.shardOf(s.values, s.n);
    if (got !== s.want) {
      failed++;
      console.log(`FAIL ${c.name} shardOf(${JSON.stringify(s.values)}, ${s.n}) = ${got}, the design's is ${s.want}`);
    }
  }
  // Every item the reads returned, written again through ElectroDB, must get the keys it has.
  const entities = mod.entities(client, c.table);
  const seen = new Set();
  for (const item of c.whole ?? []) {
    if (item.PK === undefined || !Object.hasOwn(entities, item._type) || seen.has(item.PK + "\0" + item.SK)) continue;
    seen.add(item.PK + "\0" + item.SK);
    checks++;
    const want = canon(Object.fromEntries(Object.entries(item).filter(([k]) => keyField.test(k))));
    let got;
    try {
      got = canon(keysWritten(mod, entities, item));
    } catch (err) {
      got = err.message;
    }
    if (got !== want) {
      failed++;
      console.log(`FAIL ${c.name} ${item._type}: ElectroDB writes the keys ${got}, the design ${want}`);
    }
  }
  for (const pat of c.patterns) {
    const fn = Object.hasOwn(run, pat.name) ? run[pat.name] : undefined;
    if (!fn) {
      if (Object.hasOwn(mod.notExpressed, pat.name)) {
        console.log(`skip ${c.name} ${pat.name}: ${mod.notExpressed[pat.name]}`);
      } else {
        console.log(`FAIL ${c.name} ${pat.name}: no function and no reason in notExpressed`);
        failed++;
      }
      continue;
    }
    for (const chk of pat.checks) {
      checks++;
      let got;
      try {
        got = (await fn(chk.values)).map(canon);
      } catch (err) {
        console.log(`FAIL ${c.name} ${pat.name} ${JSON.stringify(chk.values)}: ${err.message}`);
        failed++;
        continue;
      }
      const { missing, extra } = diff(chk.items.map(canon), got);
      if (missing.length || extra.length) {
        failed++;
        console.log(`FAIL ${c.name} ${pat.name} ${JSON.stringify(chk.values)}: ${chk.items.length} items expected, ${got.length} read`);
        for (const m of missing.slice(0, 3)) console.log(`  missing ${m}`);
        for (const x of extra.slice(0, 3)) console.log(`  unexpected ${x}`);
      }
    }
  }
}
console.log(`${checks} checks, ${failed} failed`);
process.exit(failed ? 1 : 0);
