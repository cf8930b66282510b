#!/bin/sh
# The DynamoDB table memberships and its access patterns, designed by sql2dynamo.
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
  "TableName": "memberships"
}'
}

# ListUserGroups (testdata/memberships/input.sql:33:1): s2d_ListUserGroups user_id joined_at.lo joined_at.hi
s2d_ListUserGroups() {
  [ "$#" -eq 3 ] || { printf '%s\n' 'usage: s2d_ListUserGroups user_id joined_at.lo joined_at.hi' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI1PK": "GSI1PK",
    "#GSI1SK": "GSI1SK"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "USER#'"$(s2d_json "$1")"'"
    },
    ":sk": {
      "S": "MEMBERSHIP#'"$(s2d_json "$2")"'"
    },
    ":sk2": {
      "S": "MEMBERSHIP#'"$(s2d_json "$3")"'#"
    }
  },
  "IndexName": "GSI1",
  "KeyConditionExpression": "#GSI1PK = :pk AND #GSI1SK BETWEEN :sk AND :sk2",
  "ScanIndexForward": false,
  "TableName": "memberships"
}'
}

# TopUsers (testdata/memberships/input.sql:36:1)
s2d_TopUsers() {
  [ "$#" -eq 0 ] || { printf '%s\n' 'usage: s2d_TopUsers' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI1PK": "GSI1PK",
    "#GSI1SK": "GSI1SK",
    "#banned_at": "banned_at",
    "#id": "id",
    "#karma": "karma",
    "#name": "name"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "USER#ALL"
    },
    ":sk": {
      "S": "USER#"
    }
  },
  "FilterExpression": "attribute_not_exists(#banned_at)",
  "IndexName": "GSI1",
  "KeyConditionExpression": "#GSI1PK = :pk AND begins_with(#GSI1SK, :sk)",
  "Limit": 5,
  "ProjectionExpression": "#id, #name, #karma",
  "ScanIndexForward": false,
  "TableName": "memberships"
}'
}

# JoinGroup (testdata/memberships/input.sql:45:1): s2d_JoinGroup user_id joined_at group_id role
s2d_JoinGroup() {
  [ "$#" -eq 4 ] || { printf '%s\n' 'usage: s2d_JoinGroup user_id joined_at group_id role' >&2; return 2; }
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
            "S": "USER#'"$(s2d_json "$1")"'"
          },
          "GSI1SK": {
            "S": "MEMBERSHIP#'"$(s2d_json "$2")"'#'"$(s2d_json "$3")"'"
          },
          "PK": {
            "S": "GROUP#'"$(s2d_json "$3")"'"
          },
          "SK": {
            "S": "MEMBERSHIP#'"$(s2d_json "$2")"'#'"$(s2d_json "$1")"'"
          },
          "_type": {
            "S": "memberships"
          },
          "group_id": {
            "N": "'"$(s2d_json "$3")"'"
          },
          "joined_at": {
            "S": "'"$(s2d_json "$2")"'"
          },
          "role": {
            "S": "'"$(s2d_json "$4")"'"
          },
          "user_id": {
            "N": "'"$(s2d_json "$1")"'"
          }
        },
        "TableName": "memberships"
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
            "S": "MEMBERSHIP#USER_ID#GROUP_ID#'"$(s2d_json "$1")"'#'"$(s2d_json "$3")"'"
          },
          "SK": {
            "S": "UNIQUE"
          },
          "_type": {
            "S": "unique"
          }
        },
        "TableName": "memberships"
      }
    }
  ]
}'
}
