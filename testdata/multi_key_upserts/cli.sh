#!/bin/sh
# The DynamoDB table multi_key_upserts and its access patterns, designed by sql2dynamo.
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
  "TableName": "multi_key_upserts"
}'
}

# GetUser (testdata/multi_key_upserts/input.sql:23:1): s2d_GetUser id
s2d_GetUser() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_GetUser id' >&2; return 2; }
  aws dynamodb get-item --cli-input-json '{
  "Key": {
    "PK": {
      "S": "USER#'"$(s2d_json "$1")"'"
    },
    "SK": {
      "S": "USER"
    }
  },
  "TableName": "multi_key_upserts"
}'
}

# GetUserByEmail (testdata/multi_key_upserts/input.sql:26:1): s2d_GetUserByEmail email
s2d_GetUserByEmail() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_GetUserByEmail email' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI1PK": "GSI1PK",
    "#GSI1SK": "GSI1SK",
    "#display_name": "display_name",
    "#id": "id",
    "#synced_at": "synced_at"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "USER#EMAIL#'"$(s2d_json "$1")"'"
    },
    ":sk": {
      "S": "USER#"
    }
  },
  "IndexName": "GSI1",
  "KeyConditionExpression": "#GSI1PK = :pk AND begins_with(#GSI1SK, :sk)",
  "ProjectionExpression": "#id, #display_name, #synced_at",
  "TableName": "multi_key_upserts"
}'
}

# GetUserByHandle (testdata/multi_key_upserts/input.sql:29:1): s2d_GetUserByHandle handle
s2d_GetUserByHandle() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_GetUserByHandle handle' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI2PK": "GSI2PK",
    "#GSI2SK": "GSI2SK",
    "#display_name": "display_name",
    "#id": "id"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "USER#HANDLE#'"$(s2d_json "$1")"'"
    },
    ":sk": {
      "S": "USER#"
    }
  },
  "IndexName": "GSI2",
  "KeyConditionExpression": "#GSI2PK = :pk AND begins_with(#GSI2SK, :sk)",
  "ProjectionExpression": "#id, #display_name",
  "TableName": "multi_key_upserts"
}'
}

# AddUserOnce (testdata/multi_key_upserts/input.sql:37:1): s2d_AddUserOnce email id handle display_name synced_at.now
s2d_AddUserOnce() {
  [ "$#" -eq 5 ] || { printf '%s\n' 'usage: s2d_AddUserOnce email id handle display_name synced_at.now' >&2; return 2; }
  aws dynamodb transact-write-items --cli-input-json '{
  "TransactItems": [
    {
      "Put": {
        "ConditionExpression": "attribute_not_exists(#PK)",
        "ExpressionAttributeNames": {
          "#PK": "PK"
        },
        "Item": {
          "GSI1PK": {
            "S": "USER#EMAIL#'"$(s2d_json "$1")"'"
          },
          "GSI1SK": {
            "S": "USER#'"$(s2d_json "$2")"'"
          },
          "GSI2PK": {
            "S": "USER#HANDLE#'"$(s2d_json "$3")"'"
          },
          "GSI2SK": {
            "S": "USER#'"$(s2d_json "$2")"'"
          },
          "PK": {
            "S": "USER#'"$(s2d_json "$2")"'"
          },
          "SK": {
            "S": "USER"
          },
          "_type": {
            "S": "users"
          },
          "display_name": {
            "S": "'"$(s2d_json "$4")"'"
          },
          "email": {
            "S": "'"$(s2d_json "$1")"'"
          },
          "handle": {
            "S": "'"$(s2d_json "$3")"'"
          },
          "id": {
            "N": "'"$(s2d_json "$2")"'"
          },
          "synced_at": {
            "S": "'"$(s2d_json "$5")"'"
          }
        },
        "TableName": "multi_key_upserts"
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
            "S": "USER#EMAIL#'"$(s2d_json "$1")"'"
          },
          "SK": {
            "S": "UNIQUE"
          },
          "_type": {
            "S": "unique"
          },
          "id": {
            "N": "'"$(s2d_json "$2")"'"
          }
        },
        "TableName": "multi_key_upserts"
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
            "S": "USER#HANDLE#'"$(s2d_json "$3")"'"
          },
          "SK": {
            "S": "UNIQUE"
          },
          "_type": {
            "S": "unique"
          },
          "id": {
            "N": "'"$(s2d_json "$2")"'"
          }
        },
        "TableName": "multi_key_upserts"
      }
    }
  ]
}'
}
