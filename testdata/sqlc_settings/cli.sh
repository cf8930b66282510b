#!/bin/sh
# The DynamoDB table store and its access patterns, designed by sql2dynamo.
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
  "TableName": "store"
}'
}

# GetAuthor (testdata/sqlc_settings/db/query/authors.sql:2:1): s2d_GetAuthor id
s2d_GetAuthor() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_GetAuthor id' >&2; return 2; }
  aws dynamodb get-item --cli-input-json '{
  "Key": {
    "PK": {
      "S": "AUTHOR#'"$(s2d_json "$1")"'"
    },
    "SK": {
      "S": "AUTHOR"
    }
  },
  "TableName": "store"
}'
}

# GetAuthorByHandle (testdata/sqlc_settings/db/query/authors.sql:6:1): s2d_GetAuthorByHandle handle
s2d_GetAuthorByHandle() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_GetAuthorByHandle handle' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI1PK": "GSI1PK",
    "#GSI1SK": "GSI1SK"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "AUTHOR#HANDLE#'"$(s2d_json "$1")"'"
    },
    ":sk": {
      "S": "AUTHOR#"
    }
  },
  "IndexName": "GSI1",
  "KeyConditionExpression": "#GSI1PK = :pk AND begins_with(#GSI1SK, :sk)",
  "TableName": "store"
}'
}

# GetAuthorAvatar (testdata/sqlc_settings/db/query/authors.sql:10:1): s2d_GetAuthorAvatar id
s2d_GetAuthorAvatar() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_GetAuthorAvatar id' >&2; return 2; }
  aws dynamodb get-item --cli-input-json '{
  "ExpressionAttributeNames": {
    "#avatar_url": "avatar_url"
  },
  "Key": {
    "PK": {
      "S": "AUTHOR#'"$(s2d_json "$1")"'"
    },
    "SK": {
      "S": "AUTHOR"
    }
  },
  "ProjectionExpression": "#avatar_url",
  "TableName": "store"
}'
}

# UpdateAuthorBio (testdata/sqlc_settings/db/query/authors.sql:18:1): s2d_UpdateAuthorBio bio id
s2d_UpdateAuthorBio() {
  [ "$#" -eq 2 ] || { printf '%s\n' 'usage: s2d_UpdateAuthorBio bio id' >&2; return 2; }
  aws dynamodb update-item --cli-input-json '{
  "ConditionExpression": "attribute_exists(#PK)",
  "ExpressionAttributeNames": {
    "#PK": "PK",
    "#bio": "bio"
  },
  "ExpressionAttributeValues": {
    ":bio": {
      "S": "'"$(s2d_json "$1")"'"
    }
  },
  "Key": {
    "PK": {
      "S": "AUTHOR#'"$(s2d_json "$2")"'"
    },
    "SK": {
      "S": "AUTHOR"
    }
  },
  "TableName": "store",
  "UpdateExpression": "SET #bio = :bio"
}'
}

# ListPostsByAuthor (testdata/sqlc_settings/db/query/posts.sql:2:1): s2d_ListPostsByAuthor author_id
s2d_ListPostsByAuthor() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_ListPostsByAuthor author_id' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI2PK": "GSI2PK",
    "#GSI2SK": "GSI2SK"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "POST#AUTHOR_ID#'"$(s2d_json "$1")"'"
    },
    ":sk": {
      "S": "POST#"
    }
  },
  "IndexName": "GSI2",
  "KeyConditionExpression": "#GSI2PK = :pk AND begins_with(#GSI2SK, :sk)",
  "ScanIndexForward": false,
  "TableName": "store"
}'
}

# ListAuthorPostsInStatus (testdata/sqlc_settings/db/query/posts.sql:7:1): s2d_ListAuthorPostsInStatus author_id status
s2d_ListAuthorPostsInStatus() {
  [ "$#" -eq 2 ] || { printf '%s\n' 'usage: s2d_ListAuthorPostsInStatus author_id status' >&2; return 2; }
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
      "S": "POST#AUTHOR_ID#'"$(s2d_json "$1")"'"
    },
    ":sk": {
      "S": "POST#'"$(s2d_json "$2")"'#"
    }
  },
  "IndexName": "GSI1",
  "KeyConditionExpression": "#GSI1PK = :pk AND begins_with(#GSI1SK, :sk)",
  "ProjectionExpression": "#id, #title, #published_at",
  "ScanIndexForward": false,
  "TableName": "store"
}'
}

# CountAuthorPosts (testdata/sqlc_settings/db/query/posts.sql:12:1): s2d_CountAuthorPosts author_id
s2d_CountAuthorPosts() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_CountAuthorPosts author_id' >&2; return 2; }
  aws dynamodb get-item --cli-input-json '{
  "ExpressionAttributeNames": {
    "#count": "count"
  },
  "Key": {
    "PK": {
      "S": "POST#COUNT#AUTHOR_ID#'"$(s2d_json "$1")"'"
    },
    "SK": {
      "S": "COUNT"
    }
  },
  "ProjectionExpression": "#count",
  "TableName": "store"
}'
}

# SchedulePost (testdata/sqlc_settings/db/query/posts.sql:16:1): s2d_SchedulePost status published_at id
s2d_SchedulePost() {
  [ "$#" -eq 3 ] || { printf '%s\n' 'usage: s2d_SchedulePost status published_at id' >&2; return 2; }
  aws dynamodb update-item --cli-input-json '{
  "ConditionExpression": "attribute_exists(#PK)",
  "ExpressionAttributeNames": {
    "#GSI1SK": "GSI1SK",
    "#GSI2SK": "GSI2SK",
    "#PK": "PK",
    "#published_at": "published_at",
    "#status": "status"
  },
  "ExpressionAttributeValues": {
    ":gsi1sk": {
      "S": "POST#'"$(s2d_json "$1")"'#'"$(s2d_json "$2")"'#'"$(s2d_json "$3")"'"
    },
    ":gsi2sk": {
      "S": "POST#'"$(s2d_json "$2")"'#'"$(s2d_json "$3")"'"
    },
    ":published_at": {
      "S": "'"$(s2d_json "$2")"'"
    },
    ":status": {
      "S": "'"$(s2d_json "$1")"'"
    }
  },
  "Key": {
    "PK": {
      "S": "POST#'"$(s2d_json "$3")"'"
    },
    "SK": {
      "S": "POST"
    }
  },
  "TableName": "store",
  "UpdateExpression": "SET #published_at = :published_at, #status = :status, #GSI1SK = :gsi1sk, #GSI2SK = :gsi2sk"
}'
}

# DeletePost (testdata/sqlc_settings/db/query/posts.sql:20:1): s2d_DeletePost author_id id
s2d_DeletePost() {
  [ "$#" -eq 2 ] || { printf '%s\n' 'usage: s2d_DeletePost author_id id' >&2; return 2; }
  aws dynamodb transact-write-items --cli-input-json '{
  "TransactItems": [
    {
      "Delete": {
        "ConditionExpression": "attribute_exists(#PK) AND #author_id = :author_id",
        "ExpressionAttributeNames": {
          "#PK": "PK",
          "#author_id": "author_id"
        },
        "ExpressionAttributeValues": {
          ":author_id": {
            "N": "'"$(s2d_json "$1")"'"
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
        "TableName": "store"
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
            "S": "POST#COUNT#AUTHOR_ID#'"$(s2d_json "$1")"'"
          },
          "SK": {
            "S": "COUNT"
          }
        },
        "TableName": "store",
        "UpdateExpression": "ADD #count :delta SET #_type = :type"
      }
    }
  ]
}'
}
