#!/bin/sh
# The DynamoDB table join_order and its access patterns, designed by sql2dynamo.
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
  "TableName": "join_order"
}'
}

# RenameTeam (testdata/join_order/input.sql:61:1): s2d_RenameTeam name id
s2d_RenameTeam() {
  [ "$#" -eq 2 ] || { printf '%s\n' 'usage: s2d_RenameTeam name id' >&2; return 2; }
  aws dynamodb update-item --cli-input-json '{
  "ConditionExpression": "attribute_exists(#PK)",
  "ExpressionAttributeNames": {
    "#PK": "PK",
    "#name": "name"
  },
  "ExpressionAttributeValues": {
    ":name": {
      "S": "'"$(s2d_json "$1")"'"
    }
  },
  "Key": {
    "PK": {
      "S": "TEAM#'"$(s2d_json "$2")"'"
    },
    "SK": {
      "S": "TEAM"
    }
  },
  "TableName": "join_order",
  "UpdateExpression": "SET #name = :name"
}'
}

# SetDisplayName (testdata/join_order/input.sql:67:1): s2d_SetDisplayName display_name id
s2d_SetDisplayName() {
  [ "$#" -eq 2 ] || { printf '%s\n' 'usage: s2d_SetDisplayName display_name id' >&2; return 2; }
  aws dynamodb update-item --cli-input-json '{
  "ConditionExpression": "attribute_exists(#PK)",
  "ExpressionAttributeNames": {
    "#PK": "PK",
    "#display_name": "display_name"
  },
  "ExpressionAttributeValues": {
    ":display_name": {
      "S": "'"$(s2d_json "$1")"'"
    }
  },
  "Key": {
    "PK": {
      "S": "USER#'"$(s2d_json "$2")"'"
    },
    "SK": {
      "S": "USER"
    }
  },
  "TableName": "join_order",
  "UpdateExpression": "SET #display_name = :display_name"
}'
}

# TouchUser (testdata/join_order/input.sql:70:1): s2d_TouchUser last_seen_at.now id
s2d_TouchUser() {
  [ "$#" -eq 2 ] || { printf '%s\n' 'usage: s2d_TouchUser last_seen_at.now id' >&2; return 2; }
  aws dynamodb update-item --cli-input-json '{
  "ConditionExpression": "attribute_exists(#PK)",
  "ExpressionAttributeNames": {
    "#PK": "PK",
    "#last_seen_at": "last_seen_at"
  },
  "ExpressionAttributeValues": {
    ":last_seen_at": {
      "S": "'"$(s2d_json "$1")"'"
    }
  },
  "Key": {
    "PK": {
      "S": "USER#'"$(s2d_json "$2")"'"
    },
    "SK": {
      "S": "USER"
    }
  },
  "TableName": "join_order",
  "UpdateExpression": "SET #last_seen_at = :last_seen_at"
}'
}

# AddMember (testdata/join_order/input.sql:73:1): s2d_AddMember user_id team_id joined_at.now role
s2d_AddMember() {
  [ "$#" -eq 4 ] || { printf '%s\n' 'usage: s2d_AddMember user_id team_id joined_at.now role' >&2; return 2; }
  aws dynamodb put-item --cli-input-json '{
  "ConditionExpression": "attribute_not_exists(#PK)",
  "ExpressionAttributeNames": {
    "#PK": "PK"
  },
  "Item": {
    "GSI1PK": {
      "S": "USER#'"$(s2d_json "$1")"'"
    },
    "GSI1SK": {
      "S": "MEMBERSHIP#'"$(s2d_json "$2")"'"
    },
    "PK": {
      "S": "TEAM#'"$(s2d_json "$2")"'"
    },
    "SK": {
      "S": "MEMBERSHIP#'"$(s2d_json "$1")"'"
    },
    "_type": {
      "S": "memberships"
    },
    "joined_at": {
      "S": "'"$(s2d_json "$3")"'"
    },
    "role": {
      "S": "'"$(s2d_json "$4")"'"
    },
    "team_id": {
      "N": "'"$(s2d_json "$2")"'"
    },
    "user_id": {
      "N": "'"$(s2d_json "$1")"'"
    }
  },
  "TableName": "join_order"
}'
}

# RemoveMember (testdata/join_order/input.sql:76:1): s2d_RemoveMember team_id user_id
s2d_RemoveMember() {
  [ "$#" -eq 2 ] || { printf '%s\n' 'usage: s2d_RemoveMember team_id user_id' >&2; return 2; }
  aws dynamodb delete-item --cli-input-json '{
  "Key": {
    "PK": {
      "S": "TEAM#'"$(s2d_json "$1")"'"
    },
    "SK": {
      "S": "MEMBERSHIP#'"$(s2d_json "$2")"'"
    }
  },
  "TableName": "join_order"
}'
}
