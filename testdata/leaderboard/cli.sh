#!/bin/sh
# The DynamoDB table leaderboard and its access patterns, designed by sql2dynamo.
# Set the variables a pattern names (customer_id=...) before running its call; values inside keys
# follow the report's key encoding (integers zero-padded to 20 digits, date-times as 2026-01-10T09:30:00).
set -eu

create_table() {
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

# TopScores (testdata/leaderboard/input.sql:24:1): needs game
TopScores() {
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#PK": "PK",
    "#SK": "SK"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "SCORE#GAME#'"${game}"'"
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

# ScoresFrom (testdata/leaderboard/input.sql:27:1): needs game, points
ScoresFrom() {
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#PK": "PK",
    "#SK": "SK"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "SCORE#GAME#'"${game}"'"
    },
    ":sk": {
      "S": "SCORE#'"${points}"'"
    },
    ":sk2": {
      "S": "SCORE$"
    }
  },
  "KeyConditionExpression": "#PK = :pk AND #SK BETWEEN :sk AND :sk2",
  "TableName": "leaderboard"
}'
}

# PlayerScoresByBalance (testdata/leaderboard/input.sql:31:1): needs player_id, balance_lo, balance_hi
PlayerScoresByBalance() {
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI1PK": "GSI1PK",
    "#GSI1SK": "GSI1SK"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "PLAYER#'"${player_id}"'"
    },
    ":sk": {
      "S": "SCORE#'"${balance_lo}"'"
    },
    ":sk2": {
      "S": "SCORE#'"${balance_hi}"'$"
    }
  },
  "IndexName": "GSI1",
  "KeyConditionExpression": "#GSI1PK = :pk AND #GSI1SK BETWEEN :sk AND :sk2",
  "TableName": "leaderboard"
}'
}

# PlayerScoresWithin (testdata/leaderboard/input.sql:34:1): needs player_id, distance
PlayerScoresWithin() {
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI2PK": "GSI2PK",
    "#GSI2SK": "GSI2SK"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "PLAYER#'"${player_id}"'"
    },
    ":sk": {
      "S": "SCORE#"
    },
    ":sk2": {
      "S": "SCORE#'"${distance}"'$"
    }
  },
  "IndexName": "GSI2",
  "KeyConditionExpression": "#GSI2PK = :pk AND #GSI2SK BETWEEN :sk AND :sk2",
  "TableName": "leaderboard"
}'
}

# RatedScores (testdata/leaderboard/input.sql:39:1): needs game
RatedScores() {
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI3PK": "GSI3PK",
    "#GSI3SK": "GSI3SK"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "SCORE#GAME#'"${game}"'"
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

# RatedAtMost (testdata/leaderboard/input.sql:42:1): needs game, rating
RatedAtMost() {
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI3PK": "GSI3PK",
    "#GSI3SK": "GSI3SK"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "SCORE#GAME#'"${game}"'"
    },
    ":sk": {
      "S": "SCORE#$"
    },
    ":sk2": {
      "S": "SCORE#'"${rating}"'$"
    }
  },
  "IndexName": "GSI3",
  "KeyConditionExpression": "#GSI3PK = :pk AND #GSI3SK BETWEEN :sk AND :sk2",
  "ScanIndexForward": false,
  "TableName": "leaderboard"
}'
}

# AllScoresOfGame (testdata/leaderboard/input.sql:46:1): needs game
AllScoresOfGame() {
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#PK": "PK",
    "#SK": "SK"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "SCORE#GAME#'"${game}"'"
    },
    ":sk": {
      "S": "SCORE#"
    }
  },
  "KeyConditionExpression": "#PK = :pk AND begins_with(#SK, :sk)",
  "TableName": "leaderboard"
}'
}

# GetScore (testdata/leaderboard/input.sql:54:1): needs score_id
GetScore() {
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI4PK": "GSI4PK",
    "#GSI4SK": "GSI4SK"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "SCORE#'"${score_id}"'"
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
