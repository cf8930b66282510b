#!/bin/sh
# The DynamoDB table key_arithmetic and its access patterns, designed by sql2dynamo.
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
  "TableName": "key_arithmetic"
}'
}

# GetPlayer (testdata/key_arithmetic/input.sql:26:1): s2d_GetPlayer id
s2d_GetPlayer() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_GetPlayer id' >&2; return 2; }
  aws dynamodb get-item --cli-input-json '{
  "ExpressionAttributeNames": {
    "#game_id": "game_id",
    "#id": "id",
    "#name": "name",
    "#score": "score",
    "#updated_at": "updated_at",
    "#wins": "wins"
  },
  "Key": {
    "PK": {
      "S": "PLAYER#'"$(s2d_json "$1")"'"
    },
    "SK": {
      "S": "PLAYER"
    }
  },
  "ProjectionExpression": "#id, #game_id, #name, #score, #wins, #updated_at",
  "TableName": "key_arithmetic"
}'
}

# Leaderboard (testdata/key_arithmetic/input.sql:29:1): s2d_Leaderboard game_id
s2d_Leaderboard() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_Leaderboard game_id' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI1PK": "GSI1PK",
    "#GSI1SK": "GSI1SK",
    "#id": "id",
    "#name": "name",
    "#score": "score"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "PLAYER#GAME_ID#'"$(s2d_json "$1")"'"
    },
    ":sk": {
      "S": "PLAYER#"
    }
  },
  "IndexName": "GSI1",
  "KeyConditionExpression": "#GSI1PK = :pk AND begins_with(#GSI1SK, :sk)",
  "Limit": 10,
  "ProjectionExpression": "#id, #name, #score",
  "ScanIndexForward": false,
  "TableName": "key_arithmetic"
}'
}

# MoveToGame (testdata/key_arithmetic/input.sql:44:1): s2d_MoveToGame game_id id
s2d_MoveToGame() {
  [ "$#" -eq 2 ] || { printf '%s\n' 'usage: s2d_MoveToGame game_id id' >&2; return 2; }
  aws dynamodb update-item --cli-input-json '{
  "ConditionExpression": "attribute_exists(#PK)",
  "ExpressionAttributeNames": {
    "#GSI1PK": "GSI1PK",
    "#PK": "PK",
    "#game_id": "game_id"
  },
  "ExpressionAttributeValues": {
    ":game_id": {
      "N": "'"$(s2d_json "$1")"'"
    },
    ":gsi1pk": {
      "S": "PLAYER#GAME_ID#'"$(s2d_json "$1")"'"
    }
  },
  "Key": {
    "PK": {
      "S": "PLAYER#'"$(s2d_json "$2")"'"
    },
    "SK": {
      "S": "PLAYER"
    }
  },
  "TableName": "key_arithmetic",
  "UpdateExpression": "SET #game_id = :game_id, #GSI1PK = :gsi1pk"
}'
}
