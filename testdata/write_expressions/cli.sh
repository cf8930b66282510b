#!/bin/sh
# The DynamoDB table write_expressions and its access patterns, designed by sql2dynamo.
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
  "TableName": "write_expressions"
}'
}

# GetNarInfo (testdata/write_expressions/input.sql:25:1): s2d_GetNarInfo hash
s2d_GetNarInfo() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_GetNarInfo hash' >&2; return 2; }
  aws dynamodb get-item --cli-input-json '{
  "ExpressionAttributeNames": {
    "#accessed_on": "accessed_on",
    "#created_at": "created_at",
    "#hash": "hash",
    "#id": "id",
    "#last_accessed_at": "last_accessed_at",
    "#url": "url"
  },
  "Key": {
    "PK": {
      "S": "NARINFO#HASH#'"$(s2d_json "$1")"'"
    },
    "SK": {
      "S": "NARINFO"
    }
  },
  "ProjectionExpression": "#id, #hash, #url, #created_at, #last_accessed_at, #accessed_on",
  "TableName": "write_expressions"
}'
}

# ListRecentlyAccessed (testdata/write_expressions/input.sql:34:1)
s2d_ListRecentlyAccessed() {
  [ "$#" -eq 0 ] || { printf '%s\n' 'usage: s2d_ListRecentlyAccessed' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI2PK": "GSI2PK",
    "#GSI2SK": "GSI2SK",
    "#hash": "hash",
    "#id": "id",
    "#last_accessed_at": "last_accessed_at"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "NARINFO#ALL"
    },
    ":sk": {
      "S": "NARINFO#"
    }
  },
  "IndexName": "GSI2",
  "KeyConditionExpression": "#GSI2PK = :pk AND begins_with(#GSI2SK, :sk)",
  "Limit": 10,
  "ProjectionExpression": "#id, #hash, #last_accessed_at",
  "ScanIndexForward": false,
  "TableName": "write_expressions"
}'
}

# GetTag (testdata/write_expressions/input.sql:45:1): s2d_GetTag name
s2d_GetTag() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_GetTag name' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI1PK": "GSI1PK",
    "#GSI1SK": "GSI1SK",
    "#id": "id",
    "#name": "name",
    "#updated_at": "updated_at",
    "#uses": "uses"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "TAG#NAME#'"$(s2d_json "$1")"'"
    },
    ":sk": {
      "S": "TAG#"
    }
  },
  "IndexName": "GSI1",
  "KeyConditionExpression": "#GSI1PK = :pk AND begins_with(#GSI1SK, :sk)",
  "ProjectionExpression": "#id, #name, #uses, #updated_at",
  "TableName": "write_expressions"
}'
}

# UseTag (testdata/write_expressions/input.sql:51:1): s2d_UseTag updated_at.now id
s2d_UseTag() {
  [ "$#" -eq 2 ] || { printf '%s\n' 'usage: s2d_UseTag updated_at.now id' >&2; return 2; }
  aws dynamodb update-item --cli-input-json '{
  "ConditionExpression": "attribute_exists(#PK)",
  "ExpressionAttributeNames": {
    "#PK": "PK",
    "#updated_at": "updated_at",
    "#uses": "uses"
  },
  "ExpressionAttributeValues": {
    ":updated_at": {
      "S": "'"$(s2d_json "$1")"'"
    },
    ":uses": {
      "N": "1"
    }
  },
  "Key": {
    "PK": {
      "S": "TAG#'"$(s2d_json "$2")"'"
    },
    "SK": {
      "S": "TAG"
    }
  },
  "TableName": "write_expressions",
  "UpdateExpression": "SET #updated_at = :updated_at, #uses = #uses + :uses"
}'
}
