#!/bin/sh
# The DynamoDB table bookmarks and its access patterns, designed by sql2dynamo.
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
  "TableName": "bookmarks"
}'
}

# GetBookmark (testdata/bookmarks/input.sql:45:1): s2d_GetBookmark id
s2d_GetBookmark() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_GetBookmark id' >&2; return 2; }
  aws dynamodb get-item --cli-input-json '{
  "ExpressionAttributeNames": {
    "#created_at": "created_at",
    "#id": "id",
    "#starred": "starred",
    "#title": "title",
    "#url": "url",
    "#user_id": "user_id"
  },
  "Key": {
    "PK": {
      "S": "BOOKMARK#'"$(s2d_json "$1")"'"
    },
    "SK": {
      "S": "BOOKMARK"
    }
  },
  "ProjectionExpression": "#id, #user_id, #url, #title, #starred, #created_at",
  "TableName": "bookmarks"
}'
}

# FindByURL (testdata/bookmarks/input.sql:48:1): s2d_FindByURL user_id url_hash
s2d_FindByURL() {
  [ "$#" -eq 2 ] || { printf '%s\n' 'usage: s2d_FindByURL user_id url_hash' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI1PK": "GSI1PK",
    "#GSI1SK": "GSI1SK",
    "#id": "id",
    "#title": "title",
    "#url": "url"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "BOOKMARK#USER_ID#URL_HASH#'"$(s2d_json "$1")"'#'"$(s2d_json "$2")"'"
    },
    ":sk": {
      "S": "BOOKMARK#"
    }
  },
  "IndexName": "GSI1",
  "KeyConditionExpression": "#GSI1PK = :pk AND begins_with(#GSI1SK, :sk)",
  "ProjectionExpression": "#id, #url, #title",
  "TableName": "bookmarks"
}'
}

# ListBookmarks (testdata/bookmarks/input.sql:51:1): s2d_ListBookmarks user_id
s2d_ListBookmarks() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_ListBookmarks user_id' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI2PK": "GSI2PK",
    "#GSI2SK": "GSI2SK",
    "#id": "id",
    "#starred": "starred",
    "#title": "title",
    "#url": "url"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "BOOKMARK#USER_ID#'"$(s2d_json "$1")"'"
    },
    ":sk": {
      "S": "BOOKMARK#"
    }
  },
  "IndexName": "GSI2",
  "KeyConditionExpression": "#GSI2PK = :pk AND begins_with(#GSI2SK, :sk)",
  "ProjectionExpression": "#id, #url, #title, #starred",
  "ScanIndexForward": false,
  "TableName": "bookmarks"
}'
}

# StarBookmark (testdata/bookmarks/input.sql:57:1): s2d_StarBookmark id
s2d_StarBookmark() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_StarBookmark id' >&2; return 2; }
  aws dynamodb update-item --cli-input-json '{
  "ConditionExpression": "attribute_exists(#PK)",
  "ExpressionAttributeNames": {
    "#PK": "PK",
    "#starred": "starred"
  },
  "ExpressionAttributeValues": {
    ":starred": {
      "N": "1"
    }
  },
  "Key": {
    "PK": {
      "S": "BOOKMARK#'"$(s2d_json "$1")"'"
    },
    "SK": {
      "S": "BOOKMARK"
    }
  },
  "TableName": "bookmarks",
  "UpdateExpression": "SET #starred = :starred"
}'
}

# ListTagsBySlug (testdata/bookmarks/input.sql:66:1): s2d_ListTagsBySlug user_id slug
s2d_ListTagsBySlug() {
  [ "$#" -eq 2 ] || { printf '%s\n' 'usage: s2d_ListTagsBySlug user_id slug' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI1PK": "GSI1PK",
    "#GSI1SK": "GSI1SK",
    "#id": "id",
    "#name": "name",
    "#slug": "slug"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "TAG#USER_ID#SLUG#'"$(s2d_json "$1")"'#'"$(s2d_json "$2")"'"
    },
    ":sk": {
      "S": "TAG#"
    }
  },
  "IndexName": "GSI1",
  "KeyConditionExpression": "#GSI1PK = :pk AND begins_with(#GSI1SK, :sk)",
  "ProjectionExpression": "#id, #name, #slug",
  "TableName": "bookmarks"
}'
}
