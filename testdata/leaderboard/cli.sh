#!/bin/sh
# The DynamoDB table leaderboard and its access patterns, designed by sql2dynamo.
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
    },
    {
      "AttributeName": "GSI3PK",
      "AttributeType": "S"
    },
    {
      "AttributeName": "GSI3SK",
      "AttributeType": "S"
    },
    {
      "AttributeName": "GSI4PK",
      "AttributeType": "S"
    },
    {
      "AttributeName": "GSI4SK",
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
    },
    {
      "IndexName": "GSI3",
      "KeySchema": [
        {
          "AttributeName": "GSI3PK",
          "KeyType": "HASH"
        },
        {
          "AttributeName": "GSI3SK",
          "KeyType": "RANGE"
        }
      ],
      "Projection": {
        "ProjectionType": "ALL"
      }
    },
    {
      "IndexName": "GSI4",
      "KeySchema": [
        {
          "AttributeName": "GSI4PK",
          "KeyType": "HASH"
        },
        {
          "AttributeName": "GSI4SK",
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
  "TableName": "leaderboard"
}'
}

# TopScores (testdata/leaderboard/input.sql:24:1): s2d_TopScores game
s2d_TopScores() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_TopScores game' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#PK": "PK",
    "#SK": "SK"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "SCORE#GAME#'"$(s2d_json "$1")"'"
    },
    ":sk": {
      "S": "SCORE#"
    }
  },
  "KeyConditionExpression": "#PK = :pk AND begins_with(#SK, :sk)",
  "Limit": 10,
  "ScanIndexForward": false,
  "TableName": "leaderboard"
}'
}

# ScoresFrom (testdata/leaderboard/input.sql:27:1): s2d_ScoresFrom game points
s2d_ScoresFrom() {
  [ "$#" -eq 2 ] || { printf '%s\n' 'usage: s2d_ScoresFrom game points' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#PK": "PK",
    "#SK": "SK"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "SCORE#GAME#'"$(s2d_json "$1")"'"
    },
    ":sk": {
      "S": "SCORE#'"$(s2d_json "$2")"'"
    },
    ":sk2": {
      "S": "SCORE$"
    }
  },
  "KeyConditionExpression": "#PK = :pk AND #SK BETWEEN :sk AND :sk2",
  "TableName": "leaderboard"
}'
}

# PlayerScoresByBalance (testdata/leaderboard/input.sql:31:1): s2d_PlayerScoresByBalance player_id balance.lo balance.hi
s2d_PlayerScoresByBalance() {
  [ "$#" -eq 3 ] || { printf '%s\n' 'usage: s2d_PlayerScoresByBalance player_id balance.lo balance.hi' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI1PK": "GSI1PK",
    "#GSI1SK": "GSI1SK"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "PLAYER#'"$(s2d_json "$1")"'"
    },
    ":sk": {
      "S": "SCORE#'"$(s2d_json "$2")"'"
    },
    ":sk2": {
      "S": "SCORE#'"$(s2d_json "$3")"'$"
    }
  },
  "IndexName": "GSI1",
  "KeyConditionExpression": "#GSI1PK = :pk AND #GSI1SK BETWEEN :sk AND :sk2",
  "TableName": "leaderboard"
}'
}

# PlayerScoresWithin (testdata/leaderboard/input.sql:34:1): s2d_PlayerScoresWithin player_id distance
s2d_PlayerScoresWithin() {
  [ "$#" -eq 2 ] || { printf '%s\n' 'usage: s2d_PlayerScoresWithin player_id distance' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI2PK": "GSI2PK",
    "#GSI2SK": "GSI2SK"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "PLAYER#'"$(s2d_json "$1")"'"
    },
    ":sk": {
      "S": "SCORE#"
    },
    ":sk2": {
      "S": "SCORE#'"$(s2d_json "$2")"'$"
    }
  },
  "IndexName": "GSI2",
  "KeyConditionExpression": "#GSI2PK = :pk AND #GSI2SK BETWEEN :sk AND :sk2",
  "TableName": "leaderboard"
}'
}

# RatedScores (testdata/leaderboard/input.sql:39:1): s2d_RatedScores game
s2d_RatedScores() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_RatedScores game' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI3PK": "GSI3PK",
    "#GSI3SK": "GSI3SK"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "SCORE#GAME#'"$(s2d_json "$1")"'"
    },
    ":sk": {
      "S": "SCORE#"
    }
  },
  "IndexName": "GSI3",
  "KeyConditionExpression": "#GSI3PK = :pk AND begins_with(#GSI3SK, :sk)",
  "TableName": "leaderboard"
}'
}

# RatedAtMost (testdata/leaderboard/input.sql:42:1): s2d_RatedAtMost game rating
s2d_RatedAtMost() {
  [ "$#" -eq 2 ] || { printf '%s\n' 'usage: s2d_RatedAtMost game rating' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI3PK": "GSI3PK",
    "#GSI3SK": "GSI3SK"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "SCORE#GAME#'"$(s2d_json "$1")"'"
    },
    ":sk": {
      "S": "SCORE#$"
    },
    ":sk2": {
      "S": "SCORE#'"$(s2d_json "$2")"'$"
    }
  },
  "IndexName": "GSI3",
  "KeyConditionExpression": "#GSI3PK = :pk AND #GSI3SK BETWEEN :sk AND :sk2",
  "ScanIndexForward": false,
  "TableName": "leaderboard"
}'
}

# AllScoresOfGame (testdata/leaderboard/input.sql:46:1): s2d_AllScoresOfGame game
s2d_AllScoresOfGame() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_AllScoresOfGame game' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#PK": "PK",
    "#SK": "SK"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "SCORE#GAME#'"$(s2d_json "$1")"'"
    },
    ":sk": {
      "S": "SCORE#"
    }
  },
  "KeyConditionExpression": "#PK = :pk AND begins_with(#SK, :sk)",
  "TableName": "leaderboard"
}'
}

# GetScore (testdata/leaderboard/input.sql:54:1): s2d_GetScore score_id
s2d_GetScore() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_GetScore score_id' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI4PK": "GSI4PK",
    "#GSI4SK": "GSI4SK"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "SCORE#'"$(s2d_json "$1")"'"
    },
    ":sk": {
      "S": "SCORE"
    }
  },
  "IndexName": "GSI4",
  "KeyConditionExpression": "#GSI4PK = :pk AND #GSI4SK = :sk",
  "TableName": "leaderboard"
}'
}
