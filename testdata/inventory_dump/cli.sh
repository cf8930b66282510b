#!/bin/sh
# The DynamoDB table inventory_dump and its access patterns, designed by sql2dynamo.
# Each function takes the values its comment names, in that order, as arguments; values inside keys
# follow the report's key encoding (integers zero-padded to 20 digits, date-times as 2026-01-10T09:30:00,
# strings of a case-insensitive column folded, bytes up to $ escaped as the report's key encoding says).
# Every argument is a value, never NULL: a write with a NULL parameter is sent as its plan in the report says.
# Needs sh, awk and the AWS CLI. Every name here starts with s2d_.
set -eu

s2d_json() {
  printf '%s\n' "$1" | LC_ALL=C awk '
    BEGIN { ORS = ""; for (i = 1; i < 32; i++) esc[sprintf("%c", i)] = sprintf("\\u%04x", i) }
    {
      if (NR > 1) print "\\n"
      n = length($0)
      for (i = 1; i <= n; i++) {
        c = substr($0, i, 1)
        if (c == "\\" || c == "\"") c = "\\" c
        else if (c in esc) c = esc[c]
        print c
      }
    }'
}

s2d_create_table() {
  aws dynamodb create-table --cli-input-json '{
  "AttributeDefinitions": [
    {
      "AttributeName": "PK",
      "AttributeType": "S"
    },
    {
      "AttributeName": "SK",
      "AttributeType": "S"
    },
    {
      "AttributeName": "GSI1PK",
      "AttributeType": "S"
    },
    {
      "AttributeName": "GSI1SK",
      "AttributeType": "S"
    }
  ],
  "BillingMode": "PAY_PER_REQUEST",
  "GlobalSecondaryIndexes": [
    {
      "IndexName": "GSI1",
      "KeySchema": [
        {
          "AttributeName": "GSI1PK",
          "KeyType": "HASH"
        },
        {
          "AttributeName": "GSI1SK",
          "KeyType": "RANGE"
        }
      ],
      "Projection": {
        "ProjectionType": "ALL"
      }
    }
  ],
  "KeySchema": [
    {
      "AttributeName": "PK",
      "KeyType": "HASH"
    },
    {
      "AttributeName": "SK",
      "KeyType": "RANGE"
    }
  ],
  "TableName": "inventory_dump"
}'
}

# GetWarehouseByCode (testdata/inventory_dump/input.sql:83:1): s2d_GetWarehouseByCode code
s2d_GetWarehouseByCode() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_GetWarehouseByCode code' >&2; return 2; }
  aws dynamodb get-item --cli-input-json '{
  "Key": {
    "PK": {
      "S": "WAREHOUSE#CODE#'"$(s2d_json "$1")"'"
    },
    "SK": {
      "S": "WAREHOUSE"
    }
  },
  "TableName": "inventory_dump"
}'
}

# ListExpensive (testdata/inventory_dump/input.sql:92:1): s2d_ListExpensive warehouse_id unit_cost
s2d_ListExpensive() {
  [ "$#" -eq 2 ] || { printf '%s\n' 'usage: s2d_ListExpensive warehouse_id unit_cost' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#PK": "PK",
    "#SK": "SK",
    "#id": "id",
    "#sku": "sku",
    "#unit_cost": "unit_cost"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "STOCK_ITEM#WAREHOUSE_ID#'"$(s2d_json "$1")"'"
    },
    ":sk": {
      "S": "STOCK_ITEM#'"$(s2d_json "$2")"'"
    },
    ":sk2": {
      "S": "STOCK_ITEM$"
    }
  },
  "KeyConditionExpression": "#PK = :pk AND #SK BETWEEN :sk AND :sk2",
  "ProjectionExpression": "#id, #sku, #unit_cost",
  "TableName": "inventory_dump"
}'
}

# GetStock (testdata/inventory_dump/input.sql:98:1): s2d_GetStock id
s2d_GetStock() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_GetStock id' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI1PK": "GSI1PK",
    "#GSI1SK": "GSI1SK",
    "#qty": "qty",
    "#sku": "sku"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "STOCK_ITEM#'"$(s2d_json "$1")"'"
    },
    ":sk": {
      "S": "STOCK_ITEM"
    }
  },
  "IndexName": "GSI1",
  "KeyConditionExpression": "#GSI1PK = :pk AND #GSI1SK = :sk",
  "ProjectionExpression": "#sku, #qty",
  "TableName": "inventory_dump"
}'
}

# ListArchived (testdata/inventory_dump/input.sql:101:1): s2d_ListArchived warehouse_id archived_at
s2d_ListArchived() {
  [ "$#" -eq 2 ] || { printf '%s\n' 'usage: s2d_ListArchived warehouse_id archived_at' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#PK": "PK",
    "#SK": "SK"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "STOCK_ARCHIVE#WAREHOUSE_ID#'"$(s2d_json "$1")"'"
    },
    ":sk": {
      "S": "STOCK_ARCHIVE#'"$(s2d_json "$2")"'"
    },
    ":sk2": {
      "S": "STOCK_ARCHIVE$"
    }
  },
  "KeyConditionExpression": "#PK = :pk AND #SK BETWEEN :sk AND :sk2",
  "TableName": "inventory_dump"
}'
}
