#!/bin/sh
# The DynamoDB table generated_rows and its access patterns, designed by sql2dynamo.
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
  "TableName": "generated_rows"
}'
}

# GetUser (testdata/generated_rows/input.sql:31:1): s2d_GetUser id
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
  "TableName": "generated_rows"
}'
}

# UpdateUserName (testdata/generated_rows/input.sql:34:1): s2d_UpdateUserName full_name updated_at.now updated_by id
s2d_UpdateUserName() {
  [ "$#" -eq 4 ] || { printf '%s\n' 'usage: s2d_UpdateUserName full_name updated_at.now updated_by id' >&2; return 2; }
  aws dynamodb update-item --cli-input-json '{
  "ConditionExpression": "attribute_exists(#PK)",
  "ExpressionAttributeNames": {
    "#PK": "PK",
    "#full_name": "full_name",
    "#updated_at": "updated_at",
    "#updated_by": "updated_by"
  },
  "ExpressionAttributeValues": {
    ":full_name": {
      "S": "'"$(s2d_json "$1")"'"
    },
    ":updated_at": {
      "S": "'"$(s2d_json "$2")"'"
    },
    ":updated_by": {
      "N": "'"$(s2d_json "$3")"'"
    }
  },
  "Key": {
    "PK": {
      "S": "USER#'"$(s2d_json "$4")"'"
    },
    "SK": {
      "S": "USER"
    }
  },
  "TableName": "generated_rows",
  "UpdateExpression": "SET #full_name = :full_name, #updated_at = :updated_at, #updated_by = :updated_by"
}'
}

# GetSeedByCoin (testdata/generated_rows/input.sql:37:1): s2d_GetSeedByCoin coin
s2d_GetSeedByCoin() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_GetSeedByCoin coin' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI1PK": "GSI1PK",
    "#GSI1SK": "GSI1SK",
    "#seed": "seed"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "SEED#COIN#'"$(s2d_json "$1")"'"
    },
    ":sk": {
      "S": "SEED#"
    }
  },
  "IndexName": "GSI1",
  "KeyConditionExpression": "#GSI1PK = :pk AND begins_with(#GSI1SK, :sk)",
  "Limit": 1,
  "ProjectionExpression": "#seed",
  "TableName": "generated_rows"
}'
}

# GetGameServerByIPPort (testdata/generated_rows/input.sql:40:1): s2d_GetGameServerByIPPort ip port
s2d_GetGameServerByIPPort() {
  [ "$#" -eq 2 ] || { printf '%s\n' 'usage: s2d_GetGameServerByIPPort ip port' >&2; return 2; }
  aws dynamodb get-item --cli-input-json '{
  "ExpressionAttributeNames": {
    "#id": "id",
    "#kind": "kind"
  },
  "Key": {
    "PK": {
      "S": "GAME_SERVER#IP#PORT#'"$(s2d_json "$1")"'#'"$(s2d_json "$2")"'"
    },
    "SK": {
      "S": "GAME_SERVER"
    }
  },
  "ProjectionExpression": "#id, #kind",
  "TableName": "generated_rows"
}'
}
