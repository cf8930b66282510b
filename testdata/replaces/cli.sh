#!/bin/sh
# The DynamoDB table replaces and its access patterns, designed by sql2dynamo.
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
  "TableName": "replaces"
}'
}

# GetUser (testdata/replaces/input.sql:56:1): s2d_GetUser id
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
  "TableName": "replaces"
}'
}

# GetUserByEmail (testdata/replaces/input.sql:59:1): s2d_GetUserByEmail email
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
  "TableName": "replaces"
}'
}

# GetUserByHandle (testdata/replaces/input.sql:62:1): s2d_GetUserByHandle handle
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
  "TableName": "replaces"
}'
}

# GetSetting (testdata/replaces/input.sql:76:1): s2d_GetSetting id
s2d_GetSetting() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_GetSetting id' >&2; return 2; }
  aws dynamodb get-item --cli-input-json '{
  "Key": {
    "PK": {
      "S": "USER_SETTING#'"$(s2d_json "$1")"'"
    },
    "SK": {
      "S": "USER_SETTING"
    }
  },
  "TableName": "replaces"
}'
}

# ListSettings (testdata/replaces/input.sql:79:1): s2d_ListSettings user_id
s2d_ListSettings() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_ListSettings user_id' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI1PK": "GSI1PK",
    "#GSI1SK": "GSI1SK",
    "#name": "name",
    "#updated_at": "updated_at",
    "#value": "value"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "USER_SETTING#USER_ID#'"$(s2d_json "$1")"'"
    },
    ":sk": {
      "S": "USER_SETTING#"
    }
  },
  "IndexName": "GSI1",
  "KeyConditionExpression": "#GSI1PK = :pk AND begins_with(#GSI1SK, :sk)",
  "ProjectionExpression": "#name, #value, #updated_at",
  "TableName": "replaces"
}'
}

# CountSettings (testdata/replaces/input.sql:82:1): s2d_CountSettings user_id
s2d_CountSettings() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_CountSettings user_id' >&2; return 2; }
  aws dynamodb get-item --cli-input-json '{
  "ExpressionAttributeNames": {
    "#count": "count"
  },
  "Key": {
    "PK": {
      "S": "USER_SETTING#COUNT#USER_ID#'"$(s2d_json "$1")"'"
    },
    "SK": {
      "S": "COUNT"
    }
  },
  "ProjectionExpression": "#count",
  "TableName": "replaces"
}'
}

# CountVotes (testdata/replaces/input.sql:93:1): s2d_CountVotes poll_id
s2d_CountVotes() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_CountVotes poll_id' >&2; return 2; }
  aws dynamodb get-item --cli-input-json '{
  "ExpressionAttributeNames": {
    "#count": "count"
  },
  "Key": {
    "PK": {
      "S": "POLL_VOTE#COUNT#POLL_ID#'"$(s2d_json "$1")"'"
    },
    "SK": {
      "S": "COUNT"
    }
  },
  "ProjectionExpression": "#count",
  "TableName": "replaces"
}'
}

# ListVotes (testdata/replaces/input.sql:96:1): s2d_ListVotes poll_id
s2d_ListVotes() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_ListVotes poll_id' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#PK": "PK",
    "#SK": "SK",
    "#choice": "choice",
    "#user_id": "user_id",
    "#voted_at": "voted_at"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "POLL_VOTE#POLL_ID#'"$(s2d_json "$1")"'"
    },
    ":sk": {
      "S": "POLL_VOTE#"
    }
  },
  "KeyConditionExpression": "#PK = :pk AND begins_with(#SK, :sk)",
  "ProjectionExpression": "#user_id, #choice, #voted_at",
  "TableName": "replaces"
}'
}

# CreateUser (testdata/replaces/input.sql:99:1): s2d_CreateUser email id handle display_name synced_at.now
s2d_CreateUser() {
  [ "$#" -eq 5 ] || { printf '%s\n' 'usage: s2d_CreateUser email id handle display_name synced_at.now' >&2; return 2; }
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
        "TableName": "replaces"
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
        "TableName": "replaces"
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
        "TableName": "replaces"
      }
    }
  ]
}'
}

# RetractVote (testdata/replaces/input.sql:112:1): s2d_RetractVote poll_id user_id
s2d_RetractVote() {
  [ "$#" -eq 2 ] || { printf '%s\n' 'usage: s2d_RetractVote poll_id user_id' >&2; return 2; }
  aws dynamodb transact-write-items --cli-input-json '{
  "TransactItems": [
    {
      "Delete": {
        "ConditionExpression": "attribute_exists(#PK)",
        "ExpressionAttributeNames": {
          "#PK": "PK"
        },
        "Key": {
          "PK": {
            "S": "POLL_VOTE#POLL_ID#'"$(s2d_json "$1")"'"
          },
          "SK": {
            "S": "POLL_VOTE#'"$(s2d_json "$2")"'"
          }
        },
        "TableName": "replaces"
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
            "N": "-1"
          },
          ":type": {
            "S": "counter"
          }
        },
        "Key": {
          "PK": {
            "S": "POLL_VOTE#COUNT#POLL_ID#'"$(s2d_json "$1")"'"
          },
          "SK": {
            "S": "COUNT"
          }
        },
        "TableName": "replaces",
        "UpdateExpression": "ADD #count :delta SET #_type = :type"
      }
    }
  ]
}'
}
