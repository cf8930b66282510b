#!/bin/sh
# The DynamoDB table on_update_timestamps and its access patterns, designed by sql2dynamo.
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
    }
  ],
  "BillingMode": "PAY_PER_REQUEST",
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
  "TableName": "on_update_timestamps"
}'
}

# GetEntry (testdata/on_update_timestamps/input.sql:18:1): s2d_GetEntry path
s2d_GetEntry() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_GetEntry path' >&2; return 2; }
  aws dynamodb get-item --cli-input-json '{
  "Key": {
    "PK": {
      "S": "ENTRY#'"$(s2d_json "$1")"'"
    },
    "SK": {
      "S": "ENTRY"
    }
  },
  "TableName": "on_update_timestamps"
}'
}

# CreateEntry (testdata/on_update_timestamps/input.sql:21:1): s2d_CreateEntry path created_at title updated_at
s2d_CreateEntry() {
  [ "$#" -eq 4 ] || { printf '%s\n' 'usage: s2d_CreateEntry path created_at title updated_at' >&2; return 2; }
  aws dynamodb transact-write-items --cli-input-json '{
  "TransactItems": [
    {
      "Put": {
        "ConditionExpression": "attribute_not_exists(#PK)",
        "ExpressionAttributeNames": {
          "#PK": "PK"
        },
        "Item": {
          "PK": {
            "S": "ENTRY#'"$(s2d_json "$1")"'"
          },
          "SK": {
            "S": "ENTRY"
          },
          "_type": {
            "S": "entry"
          },
          "body": {
            "S": ""
          },
          "created_at": {
            "S": "'"$(s2d_json "$2")"'"
          },
          "path": {
            "S": "'"$(s2d_json "$1")"'"
          },
          "status": {
            "S": "draft"
          },
          "title": {
            "S": "'"$(s2d_json "$3")"'"
          },
          "updated_at": {
            "S": "'"$(s2d_json "$4")"'"
          }
        },
        "TableName": "on_update_timestamps"
      }
    },
    {
      "Put": {
        "ConditionExpression": "attribute_not_exists(#PK)",
        "ExpressionAttributeNames": {
          "#PK": "PK"
        },
        "Item": {
          "PK": {
            "S": "ENTRY#TITLE#'"$(s2d_json "$3")"'"
          },
          "SK": {
            "S": "UNIQUE"
          },
          "_type": {
            "S": "unique"
          }
        },
        "TableName": "on_update_timestamps"
      }
    }
  ]
}'
}

# PublishEntry (testdata/on_update_timestamps/input.sql:27:1): s2d_PublishEntry updated_at.now path
s2d_PublishEntry() {
  [ "$#" -eq 2 ] || { printf '%s\n' 'usage: s2d_PublishEntry updated_at.now path' >&2; return 2; }
  aws dynamodb update-item --cli-input-json '{
  "ConditionExpression": "attribute_exists(#PK)",
  "ExpressionAttributeNames": {
    "#PK": "PK",
    "#status": "status",
    "#updated_at": "updated_at"
  },
  "ExpressionAttributeValues": {
    ":status": {
      "S": "published"
    },
    ":updated_at": {
      "S": "'"$(s2d_json "$1")"'"
    }
  },
  "Key": {
    "PK": {
      "S": "ENTRY#'"$(s2d_json "$2")"'"
    },
    "SK": {
      "S": "ENTRY"
    }
  },
  "TableName": "on_update_timestamps",
  "UpdateExpression": "SET #status = :status, #updated_at = :updated_at"
}'
}
