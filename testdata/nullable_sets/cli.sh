#!/bin/sh
# The DynamoDB table nullable_sets and its access patterns, designed by sql2dynamo.
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
  "TableName": "nullable_sets"
}'
}

# GetUser (testdata/nullable_sets/input.sql:36:1): s2d_GetUser id
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
  "TableName": "nullable_sets"
}'
}

# GetUserByEmail (testdata/nullable_sets/input.sql:39:1): s2d_GetUserByEmail email
s2d_GetUserByEmail() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_GetUserByEmail email' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI2PK": "GSI2PK",
    "#GSI2SK": "GSI2SK",
    "#display_name": "display_name",
    "#id": "id"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "USER#EMAIL#'"$(s2d_json "$1")"'"
    },
    ":sk": {
      "S": "USER#"
    }
  },
  "IndexName": "GSI2",
  "KeyConditionExpression": "#GSI2PK = :pk AND begins_with(#GSI2SK, :sk)",
  "ProjectionExpression": "#id, #display_name",
  "TableName": "nullable_sets"
}'
}

# ListTeamMembers (testdata/nullable_sets/input.sql:42:1): s2d_ListTeamMembers team_id
s2d_ListTeamMembers() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_ListTeamMembers team_id' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI1PK": "GSI1PK",
    "#GSI1SK": "GSI1SK",
    "#display_name": "display_name",
    "#id": "id"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "USER#TEAM_ID#'"$(s2d_json "$1")"'"
    },
    ":sk": {
      "S": "USER#"
    }
  },
  "IndexName": "GSI1",
  "KeyConditionExpression": "#GSI1PK = :pk AND begins_with(#GSI1SK, :sk)",
  "ProjectionExpression": "#id, #display_name",
  "TableName": "nullable_sets"
}'
}

# UpdateProfile (testdata/nullable_sets/input.sql:49:1): s2d_UpdateProfile avatar_url bio updated_at.now id
s2d_UpdateProfile() {
  [ "$#" -eq 4 ] || { printf '%s\n' 'usage: s2d_UpdateProfile avatar_url bio updated_at.now id' >&2; return 2; }
  aws dynamodb update-item --cli-input-json '{
  "ConditionExpression": "attribute_exists(#PK)",
  "ExpressionAttributeNames": {
    "#PK": "PK",
    "#avatar_url": "avatar_url",
    "#bio": "bio",
    "#updated_at": "updated_at"
  },
  "ExpressionAttributeValues": {
    ":avatar_url": {
      "S": "'"$(s2d_json "$1")"'"
    },
    ":bio": {
      "S": "'"$(s2d_json "$2")"'"
    },
    ":updated_at": {
      "S": "'"$(s2d_json "$3")"'"
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
  "TableName": "nullable_sets",
  "UpdateExpression": "SET #avatar_url = :avatar_url, #bio = :bio, #updated_at = :updated_at"
}'
}

# MoveToTeam (testdata/nullable_sets/input.sql:57:1): s2d_MoveToTeam display_name team_id id
s2d_MoveToTeam() {
  [ "$#" -eq 3 ] || { printf '%s\n' 'usage: s2d_MoveToTeam display_name team_id id' >&2; return 2; }
  aws dynamodb update-item --cli-input-json '{
  "ConditionExpression": "attribute_exists(#PK)",
  "ExpressionAttributeNames": {
    "#GSI1PK": "GSI1PK",
    "#GSI1SK": "GSI1SK",
    "#PK": "PK",
    "#display_name": "display_name",
    "#team_id": "team_id"
  },
  "ExpressionAttributeValues": {
    ":display_name": {
      "S": "'"$(s2d_json "$1")"'"
    },
    ":gsi1pk": {
      "S": "USER#TEAM_ID#'"$(s2d_json "$2")"'"
    },
    ":gsi1sk": {
      "S": "USER#'"$(s2d_json "$1")"'#'"$(s2d_json "$3")"'"
    },
    ":team_id": {
      "N": "'"$(s2d_json "$2")"'"
    }
  },
  "Key": {
    "PK": {
      "S": "USER#'"$(s2d_json "$3")"'"
    },
    "SK": {
      "S": "USER"
    }
  },
  "TableName": "nullable_sets",
  "UpdateExpression": "SET #display_name = :display_name, #team_id = :team_id, #GSI1PK = :gsi1pk, #GSI1SK = :gsi1sk"
}'
}

# GetPost (testdata/nullable_sets/input.sql:60:1): s2d_GetPost id
s2d_GetPost() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_GetPost id' >&2; return 2; }
  aws dynamodb get-item --cli-input-json '{
  "Key": {
    "PK": {
      "S": "POST#'"$(s2d_json "$1")"'"
    },
    "SK": {
      "S": "POST"
    }
  },
  "TableName": "nullable_sets"
}'
}

# ListUserPosts (testdata/nullable_sets/input.sql:63:1): s2d_ListUserPosts user_id
s2d_ListUserPosts() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_ListUserPosts user_id' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI1PK": "GSI1PK",
    "#GSI1SK": "GSI1SK",
    "#id": "id",
    "#published_at": "published_at",
    "#title": "title"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "POST#USER_ID#'"$(s2d_json "$1")"'"
    },
    ":sk": {
      "S": "POST#"
    }
  },
  "IndexName": "GSI1",
  "KeyConditionExpression": "#GSI1PK = :pk AND begins_with(#GSI1SK, :sk)",
  "ProjectionExpression": "#id, #title, #published_at",
  "ScanIndexForward": false,
  "TableName": "nullable_sets"
}'
}

# CountCategory (testdata/nullable_sets/input.sql:66:1): s2d_CountCategory category
s2d_CountCategory() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_CountCategory category' >&2; return 2; }
  aws dynamodb get-item --cli-input-json '{
  "ExpressionAttributeNames": {
    "#count": "count"
  },
  "Key": {
    "PK": {
      "S": "POST#COUNT#CATEGORY#'"$(s2d_json "$1")"'"
    },
    "SK": {
      "S": "COUNT"
    }
  },
  "ProjectionExpression": "#count",
  "TableName": "nullable_sets"
}'
}

# Publish (testdata/nullable_sets/input.sql:75:1): s2d_Publish published_at id
s2d_Publish() {
  [ "$#" -eq 2 ] || { printf '%s\n' 'usage: s2d_Publish published_at id' >&2; return 2; }
  aws dynamodb update-item --cli-input-json '{
  "ConditionExpression": "attribute_exists(#PK)",
  "ExpressionAttributeNames": {
    "#GSI1SK": "GSI1SK",
    "#PK": "PK",
    "#published_at": "published_at"
  },
  "ExpressionAttributeValues": {
    ":gsi1sk": {
      "S": "POST#'"$(s2d_json "$1")"'#'"$(s2d_json "$2")"'"
    },
    ":published_at": {
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
  "TableName": "nullable_sets",
  "UpdateExpression": "SET #published_at = :published_at, #GSI1SK = :gsi1sk"
}'
}

# ListProfilesInCity (testdata/nullable_sets/input.sql:81:1): s2d_ListProfilesInCity city
s2d_ListProfilesInCity() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_ListProfilesInCity city' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI1PK": "GSI1PK",
    "#GSI1SK": "GSI1SK",
    "#user_id": "user_id",
    "#website": "website"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "PROFILE#CITY#'"$(s2d_json "$1")"'"
    },
    ":sk": {
      "S": "PROFILE#"
    }
  },
  "IndexName": "GSI1",
  "KeyConditionExpression": "#GSI1PK = :pk AND begins_with(#GSI1SK, :sk)",
  "ProjectionExpression": "#user_id, #website",
  "TableName": "nullable_sets"
}'
}
