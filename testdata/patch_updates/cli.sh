#!/bin/sh
# The DynamoDB table patch_updates and its access patterns, designed by sql2dynamo.
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
  "TableName": "patch_updates"
}'
}

# FindKeyByHash (testdata/patch_updates/input.sql:33:1): s2d_FindKeyByHash hash
s2d_FindKeyByHash() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_FindKeyByHash hash' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI2PK": "GSI2PK",
    "#GSI2SK": "GSI2SK",
    "#enabled": "enabled",
    "#expires_at": "expires_at",
    "#id": "id",
    "#meta": "meta",
    "#name": "name",
    "#remaining": "remaining",
    "#updated_at": "updated_at",
    "#workspace_id": "workspace_id"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "API_KEY#HASH#'"$(s2d_json "$1")"'"
    },
    ":sk": {
      "S": "API_KEY#"
    }
  },
  "IndexName": "GSI2",
  "KeyConditionExpression": "#GSI2PK = :pk AND begins_with(#GSI2SK, :sk)",
  "ProjectionExpression": "#id, #workspace_id, #name, #meta, #expires_at, #remaining, #enabled, #updated_at",
  "TableName": "patch_updates"
}'
}

# ListKeys (testdata/patch_updates/input.sql:36:1): s2d_ListKeys workspace_id
s2d_ListKeys() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_ListKeys workspace_id' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI1PK": "GSI1PK",
    "#GSI1SK": "GSI1SK",
    "#expires_at": "expires_at",
    "#id": "id",
    "#name": "name",
    "#remaining": "remaining"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "API_KEY#WORKSPACE_ID#'"$(s2d_json "$1")"'"
    },
    ":sk": {
      "S": "API_KEY#"
    }
  },
  "IndexName": "GSI1",
  "KeyConditionExpression": "#GSI1PK = :pk AND begins_with(#GSI1SK, :sk)",
  "ProjectionExpression": "#id, #name, #expires_at, #remaining",
  "TableName": "patch_updates"
}'
}

# SetMeta (testdata/patch_updates/input.sql:47:1): s2d_SetMeta meta updated_at.now id
s2d_SetMeta() {
  [ "$#" -eq 3 ] || { printf '%s\n' 'usage: s2d_SetMeta meta updated_at.now id' >&2; return 2; }
  aws dynamodb update-item --cli-input-json '{
  "ConditionExpression": "attribute_exists(#PK)",
  "ExpressionAttributeNames": {
    "#PK": "PK",
    "#meta": "meta",
    "#updated_at": "updated_at"
  },
  "ExpressionAttributeValues": {
    ":meta": {
      "S": "'"$(s2d_json "$1")"'"
    },
    ":updated_at": {
      "S": "'"$(s2d_json "$2")"'"
    }
  },
  "Key": {
    "PK": {
      "S": "API_KEY#'"$(s2d_json "$3")"'"
    },
    "SK": {
      "S": "API_KEY"
    }
  },
  "TableName": "patch_updates",
  "UpdateExpression": "SET #meta = :meta, #updated_at = :updated_at"
}'
}
