#!/bin/sh
# The DynamoDB table generated_columns and its access patterns, designed by sql2dynamo.
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
    },
    {
      "AttributeName": "GSI2PK",
      "AttributeType": "S"
    },
    {
      "AttributeName": "GSI2SK",
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
    },
    {
      "IndexName": "GSI2",
      "KeySchema": [
        {
          "AttributeName": "GSI2PK",
          "KeyType": "HASH"
        },
        {
          "AttributeName": "GSI2SK",
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
  "TableName": "generated_columns"
}'
}

# GetByHash (testdata/generated_columns/input.sql:29:1): s2d_GetByHash url_hash
s2d_GetByHash() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_GetByHash url_hash' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI2PK": "GSI2PK",
    "#GSI2SK": "GSI2SK"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "LINK#URL_HASH#'"$(s2d_json "$1")"'"
    },
    ":sk": {
      "S": "LINK#"
    }
  },
  "IndexName": "GSI2",
  "KeyConditionExpression": "#GSI2PK = :pk AND begins_with(#GSI2SK, :sk)",
  "TableName": "generated_columns"
}'
}

# GetLink (testdata/generated_columns/input.sql:32:1): s2d_GetLink id
s2d_GetLink() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_GetLink id' >&2; return 2; }
  aws dynamodb get-item --cli-input-json '{
  "Key": {
    "PK": {
      "S": "LINK#'"$(s2d_json "$1")"'"
    },
    "SK": {
      "S": "LINK"
    }
  },
  "TableName": "generated_columns"
}'
}

# LinksOnPlan (testdata/generated_columns/input.sql:35:1): s2d_LinksOnPlan plan
s2d_LinksOnPlan() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_LinksOnPlan plan' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI1PK": "GSI1PK",
    "#GSI1SK": "GSI1SK",
    "#id": "id",
    "#url": "url"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "LINK#PLAN#'"$(s2d_json "$1")"'"
    },
    ":sk": {
      "S": "LINK#"
    }
  },
  "IndexName": "GSI1",
  "KeyConditionExpression": "#GSI1PK = :pk AND begins_with(#GSI1SK, :sk)",
  "ProjectionExpression": "#id, #url",
  "TableName": "generated_columns"
}'
}

# SetPlan (testdata/generated_columns/input.sql:41:1): s2d_SetPlan encrypted plan id
s2d_SetPlan() {
  [ "$#" -eq 3 ] || { printf '%s\n' 'usage: s2d_SetPlan encrypted plan id' >&2; return 2; }
  aws dynamodb update-item --cli-input-json '{
  "ConditionExpression": "attribute_exists(#PK)",
  "ExpressionAttributeNames": {
    "#GSI1PK": "GSI1PK",
    "#PK": "PK",
    "#encrypted": "encrypted",
    "#plan": "plan"
  },
  "ExpressionAttributeValues": {
    ":encrypted": {
      "N": "'"$(s2d_json "$1")"'"
    },
    ":gsi1pk": {
      "S": "LINK#PLAN#'"$(s2d_json "$2")"'"
    },
    ":plan": {
      "S": "'"$(s2d_json "$2")"'"
    }
  },
  "Key": {
    "PK": {
      "S": "LINK#'"$(s2d_json "$3")"'"
    },
    "SK": {
      "S": "LINK"
    }
  },
  "TableName": "generated_columns",
  "UpdateExpression": "SET #encrypted = :encrypted, #plan = :plan, #GSI1PK = :gsi1pk"
}'
}
