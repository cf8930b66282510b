#!/bin/sh
# The DynamoDB table constants and its access patterns, designed by sql2dynamo.
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
    },
    {
      "AttributeName": "GSI5PK",
      "AttributeType": "S"
    },
    {
      "AttributeName": "GSI5SK",
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
    },
    {
      "IndexName": "GSI5",
      "KeySchema": [
        {
          "AttributeName": "GSI5PK",
          "KeyType": "HASH"
        },
        {
          "AttributeName": "GSI5SK",
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
  "TableName": "constants"
}'
}

# TopScores (testdata/constants/input.sql:36:1): s2d_TopScores game
s2d_TopScores() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_TopScores game' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI2PK": "GSI2PK",
    "#GSI2SK": "GSI2SK"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "SCORE#GAME#'"$(s2d_json "$1")"'"
    },
    ":sk": {
      "S": "SCORE#"
    }
  },
  "IndexName": "GSI2",
  "KeyConditionExpression": "#GSI2PK = :pk AND begins_with(#GSI2SK, :sk)",
  "Limit": 10,
  "ScanIndexForward": false,
  "TableName": "constants"
}'
}

# ScoresFrom8 (testdata/constants/input.sql:39:1): s2d_ScoresFrom8 game
s2d_ScoresFrom8() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_ScoresFrom8 game' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI2PK": "GSI2PK",
    "#GSI2SK": "GSI2SK"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "SCORE#GAME#'"$(s2d_json "$1")"'"
    },
    ":sk": {
      "S": "SCORE#00000000000000000008"
    },
    ":sk2": {
      "S": "SCORE$"
    }
  },
  "IndexName": "GSI2",
  "KeyConditionExpression": "#GSI2PK = :pk AND #GSI2SK BETWEEN :sk AND :sk2",
  "TableName": "constants"
}'
}

# ScoresAtLevel (testdata/constants/input.sql:42:1): s2d_ScoresAtLevel game
s2d_ScoresAtLevel() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_ScoresAtLevel game' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI1PK": "GSI1PK",
    "#GSI1SK": "GSI1SK"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "SCORE#GAME#'"$(s2d_json "$1")"'"
    },
    ":sk": {
      "S": "SCORE#-99999999999999999994#"
    }
  },
  "IndexName": "GSI1",
  "KeyConditionExpression": "#GSI1PK = :pk AND begins_with(#GSI1SK, :sk)",
  "TableName": "constants"
}'
}

# ScoresAt (testdata/constants/input.sql:45:1): s2d_ScoresAt player
s2d_ScoresAt() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_ScoresAt player' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI3PK": "GSI3PK",
    "#GSI3SK": "GSI3SK"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "SCORE#PLAYER#'"$(s2d_json "$1")"'"
    },
    ":sk": {
      "S": "SCORE#2024-01-01T10:00:00#"
    }
  },
  "IndexName": "GSI3",
  "KeyConditionExpression": "#GSI3PK = :pk AND begins_with(#GSI3SK, :sk)",
  "TableName": "constants"
}'
}

# ScoresWithBalance (testdata/constants/input.sql:48:1): s2d_ScoresWithBalance player
s2d_ScoresWithBalance() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_ScoresWithBalance player' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI4PK": "GSI4PK",
    "#GSI4SK": "GSI4SK"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "SCORE#PLAYER#'"$(s2d_json "$1")"'"
    },
    ":sk": {
      "S": "SCORE#0009.20#"
    }
  },
  "IndexName": "GSI4",
  "KeyConditionExpression": "#GSI4PK = :pk AND begins_with(#GSI4SK, :sk)",
  "TableName": "constants"
}'
}

# OthersTop (testdata/constants/input.sql:52:1): s2d_OthersTop level game
s2d_OthersTop() {
  [ "$#" -eq 2 ] || { printf '%s\n' 'usage: s2d_OthersTop level game' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI2PK": "GSI2PK",
    "#GSI2SK": "GSI2SK",
    "#level": "level"
  },
  "ExpressionAttributeValues": {
    ":level": {
      "N": "'"$(s2d_json "$1")"'"
    },
    ":pk": {
      "S": "SCORE#GAME#'"$(s2d_json "$2")"'"
    },
    ":sk": {
      "S": "SCORE#"
    }
  },
  "FilterExpression": "#level <> :level",
  "IndexName": "GSI2",
  "KeyConditionExpression": "#GSI2PK = :pk AND begins_with(#GSI2SK, :sk)",
  "ScanIndexForward": false,
  "TableName": "constants"
}'
}

# ByEnd (testdata/constants/input.sql:61:1): s2d_ByEnd player
s2d_ByEnd() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_ByEnd player' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI5PK": "GSI5PK",
    "#GSI5SK": "GSI5SK"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "SCORE#PLAYER#'"$(s2d_json "$1")"'"
    },
    ":sk": {
      "S": "SCORE#"
    }
  },
  "IndexName": "GSI5",
  "KeyConditionExpression": "#GSI5PK = :pk AND begins_with(#GSI5SK, :sk)",
  "TableName": "constants"
}'
}

# FirstScore (testdata/constants/input.sql:64:1)
s2d_FirstScore() {
  [ "$#" -eq 0 ] || { printf '%s\n' 'usage: s2d_FirstScore' >&2; return 2; }
  aws dynamodb get-item --cli-input-json '{
  "Key": {
    "PK": {
      "S": "SCORE#00000000000000000001"
    },
    "SK": {
      "S": "SCORE"
    }
  },
  "TableName": "constants"
}'
}

# SetSeven (testdata/constants/input.sql:73:1): s2d_SetSeven id
s2d_SetSeven() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_SetSeven id' >&2; return 2; }
  aws dynamodb update-item --cli-input-json '{
  "ConditionExpression": "attribute_exists(#PK)",
  "ExpressionAttributeNames": {
    "#GSI2SK": "GSI2SK",
    "#PK": "PK",
    "#points": "points"
  },
  "ExpressionAttributeValues": {
    ":gsi2sk": {
      "S": "SCORE#00000000000000000007#'"$(s2d_json "$1")"'"
    },
    ":points": {
      "N": "7"
    }
  },
  "Key": {
    "PK": {
      "S": "SCORE#'"$(s2d_json "$1")"'"
    },
    "SK": {
      "S": "SCORE"
    }
  },
  "TableName": "constants",
  "UpdateExpression": "SET #points = :points, #GSI2SK = :gsi2sk"
}'
}

# EmptyFiles (testdata/constants/input.sql:79:1)
s2d_EmptyFiles() {
  [ "$#" -eq 0 ] || { printf '%s\n' 'usage: s2d_EmptyFiles' >&2; return 2; }
  aws dynamodb get-item --cli-input-json '{
  "ExpressionAttributeNames": {
    "#count": "count"
  },
  "Key": {
    "PK": {
      "S": "FILE#COUNT#CHUNKS#00000000000000000000"
    },
    "SK": {
      "S": "COUNT"
    }
  },
  "ProjectionExpression": "#count",
  "TableName": "constants"
}'
}

# FilesOf (testdata/constants/input.sql:82:1): s2d_FilesOf owner chunks
s2d_FilesOf() {
  [ "$#" -eq 2 ] || { printf '%s\n' 'usage: s2d_FilesOf owner chunks' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#PK": "PK",
    "#SK": "SK"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "FILE#OWNER#CHUNKS#'"$(s2d_json "$1")"'#'"$(s2d_json "$2")"'"
    },
    ":sk": {
      "S": "FILE#"
    }
  },
  "KeyConditionExpression": "#PK = :pk AND begins_with(#SK, :sk)",
  "TableName": "constants"
}'
}

# AddFile (testdata/constants/input.sql:85:1): s2d_AddFile owner id
s2d_AddFile() {
  [ "$#" -eq 2 ] || { printf '%s\n' 'usage: s2d_AddFile owner id' >&2; return 2; }
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
            "S": "FILE#OWNER#CHUNKS#'"$(s2d_json "$1")"'#00000000000000000000"
          },
          "SK": {
            "S": "FILE#'"$(s2d_json "$2")"'"
          },
          "_type": {
            "S": "files"
          },
          "chunks": {
            "N": "0"
          },
          "id": {
            "N": "'"$(s2d_json "$2")"'"
          },
          "owner": {
            "S": "'"$(s2d_json "$1")"'"
          }
        },
        "TableName": "constants"
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
            "S": "FILE#ID#'"$(s2d_json "$2")"'"
          },
          "SK": {
            "S": "UNIQUE"
          },
          "_type": {
            "S": "unique"
          }
        },
        "TableName": "constants"
      }
    },
    {
      "Update": {
        "ExpressionAttributeNames": {
          "#_type": "_type",
          "#count": "count"
        },
        "ExpressionAttributeValues": {
          ":delta": {
            "N": "1"
          },
          ":type": {
            "S": "counter"
          }
        },
        "Key": {
          "PK": {
            "S": "FILE#COUNT#CHUNKS#00000000000000000000"
          },
          "SK": {
            "S": "COUNT"
          }
        },
        "TableName": "constants",
        "UpdateExpression": "ADD #count :delta SET #_type = :type"
      }
    }
  ]
}'
}

# OwnersOfColor (testdata/constants/input.sql:88:1): s2d_OwnersOfColor org color
s2d_OwnersOfColor() {
  [ "$#" -eq 2 ] || { printf '%s\n' 'usage: s2d_OwnersOfColor org color' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#PK": "PK",
    "#SK": "SK"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "LABEL#ORG#'"$(s2d_json "$1")"'"
    },
    ":sk": {
      "S": "LABEL#'"$(s2d_json "$2")"'#"
    }
  },
  "KeyConditionExpression": "#PK = :pk AND begins_with(#SK, :sk)",
  "TableName": "constants"
}'
}

# LabelsInCA (testdata/constants/input.sql:91:1): s2d_LabelsInCA org
s2d_LabelsInCA() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_LabelsInCA org' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI1PK": "GSI1PK",
    "#GSI1SK": "GSI1SK"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "LABEL#ORG#'"$(s2d_json "$1")"'"
    },
    ":sk": {
      "S": "LABEL#ca#"
    }
  },
  "IndexName": "GSI1",
  "KeyConditionExpression": "#GSI1PK = :pk AND begins_with(#GSI1SK, :sk)",
  "TableName": "constants"
}'
}

# LabelsOfState (testdata/constants/input.sql:94:1): s2d_LabelsOfState org state.prefix
s2d_LabelsOfState() {
  [ "$#" -eq 2 ] || { printf '%s\n' 'usage: s2d_LabelsOfState org state.prefix' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI1PK": "GSI1PK",
    "#GSI1SK": "GSI1SK"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "LABEL#ORG#'"$(s2d_json "$1")"'"
    },
    ":sk": {
      "S": "LABEL#'"$(s2d_json "$2")"'"
    }
  },
  "IndexName": "GSI1",
  "KeyConditionExpression": "#GSI1PK = :pk AND begins_with(#GSI1SK, :sk)",
  "TableName": "constants"
}'
}

# GetLabel (testdata/constants/input.sql:97:1): s2d_GetLabel org color owner
s2d_GetLabel() {
  [ "$#" -eq 3 ] || { printf '%s\n' 'usage: s2d_GetLabel org color owner' >&2; return 2; }
  aws dynamodb get-item --cli-input-json '{
  "Key": {
    "PK": {
      "S": "LABEL#ORG#'"$(s2d_json "$1")"'"
    },
    "SK": {
      "S": "LABEL#'"$(s2d_json "$2")"'#'"$(s2d_json "$3")"'"
    }
  },
  "TableName": "constants"
}'
}
