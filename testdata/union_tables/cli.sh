#!/bin/sh
# The DynamoDB table union_tables and its access patterns, designed by sql2dynamo.
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
  "TableName": "union_tables"
}'
}

# LikePost (testdata/union_tables/input.sql:76:1): s2d_LikePost user_id post_id created_at.now
s2d_LikePost() {
  [ "$#" -eq 3 ] || { printf '%s\n' 'usage: s2d_LikePost user_id post_id created_at.now' >&2; return 2; }
  aws dynamodb put-item --cli-input-json '{
  "ConditionExpression": "attribute_not_exists(#PK)",
  "ExpressionAttributeNames": {
    "#PK": "PK"
  },
  "Item": {
    "GSI1PK": {
      "S": "LIKE#USER_ID#'"$(s2d_json "$1")"'"
    },
    "GSI1SK": {
      "S": "LIKE#'"$(s2d_json "$2")"'"
    },
    "PK": {
      "S": "LIKE#POST_ID#'"$(s2d_json "$2")"'"
    },
    "SK": {
      "S": "LIKE#'"$(s2d_json "$1")"'"
    },
    "_type": {
      "S": "likes"
    },
    "created_at": {
      "S": "'"$(s2d_json "$3")"'"
    },
    "post_id": {
      "N": "'"$(s2d_json "$2")"'"
    },
    "user_id": {
      "N": "'"$(s2d_json "$1")"'"
    }
  },
  "TableName": "union_tables"
}'
}

# DeletePost (testdata/union_tables/input.sql:79:1): s2d_DeletePost deleted_at.now id
s2d_DeletePost() {
  [ "$#" -eq 2 ] || { printf '%s\n' 'usage: s2d_DeletePost deleted_at.now id' >&2; return 2; }
  aws dynamodb update-item --cli-input-json '{
  "ConditionExpression": "attribute_exists(#PK)",
  "ExpressionAttributeNames": {
    "#PK": "PK",
    "#deleted_at": "deleted_at"
  },
  "ExpressionAttributeValues": {
    ":deleted_at": {
      "S": "'"$(s2d_json "$1")"'"
    }
  },
  "Key": {
    "PK": {
      "S": "POST#'"$(s2d_json "$2")"'"
    },
    "SK": {
      "S": "POST"
    }
  },
  "TableName": "union_tables",
  "UpdateExpression": "SET #deleted_at = :deleted_at"
}'
}

# GetUserByName (testdata/union_tables/input.sql:82:1): s2d_GetUserByName username
s2d_GetUserByName() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_GetUserByName username' >&2; return 2; }
  aws dynamodb get-item --cli-input-json '{
  "Key": {
    "PK": {
      "S": "USER#USERNAME#'"$(s2d_json "$1")"'"
    },
    "SK": {
      "S": "USER"
    }
  },
  "TableName": "union_tables"
}'
}
