#!/bin/sh
# The DynamoDB table sqlc_macros and its access patterns, designed by sql2dynamo.
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
  "TableName": "sqlc_macros"
}'
}

# GetAuthor (testdata/sqlc_macros/input.sql:21:1): s2d_GetAuthor author
s2d_GetAuthor() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_GetAuthor author' >&2; return 2; }
  aws dynamodb get-item --cli-input-json '{
  "Key": {
    "PK": {
      "S": "AUTHOR#'"$(s2d_json "$1")"'"
    },
    "SK": {
      "S": "AUTHOR"
    }
  },
  "TableName": "sqlc_macros"
}'
}

# ListBooksByAuthor (testdata/sqlc_macros/input.sql:25:1): s2d_ListBooksByAuthor author_id
s2d_ListBooksByAuthor() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_ListBooksByAuthor author_id' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI1PK": "GSI1PK",
    "#GSI1SK": "GSI1SK"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "AUTHOR#'"$(s2d_json "$1")"'"
    },
    ":sk": {
      "S": "BOOK#"
    }
  },
  "IndexName": "GSI1",
  "KeyConditionExpression": "#GSI1PK = :pk AND begins_with(#GSI1SK, :sk)",
  "TableName": "sqlc_macros"
}'
}

# UpdateBio (testdata/sqlc_macros/input.sql:30:1): s2d_UpdateBio bio id
s2d_UpdateBio() {
  [ "$#" -eq 2 ] || { printf '%s\n' 'usage: s2d_UpdateBio bio id' >&2; return 2; }
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
  "TableName": "sqlc_macros",
  "UpdateExpression": "SET #bio = :bio"
}'
}

# RepriceBook (testdata/sqlc_macros/input.sql:33:1): s2d_RepriceBook new_price book_id
s2d_RepriceBook() {
  [ "$#" -eq 2 ] || { printf '%s\n' 'usage: s2d_RepriceBook new_price book_id' >&2; return 2; }
  aws dynamodb update-item --cli-input-json '{
  "ConditionExpression": "attribute_exists(#PK)",
  "ExpressionAttributeNames": {
    "#GSI1SK": "GSI1SK",
    "#PK": "PK",
    "#price": "price"
  },
  "ExpressionAttributeValues": {
    ":gsi1sk": {
      "S": "BOOK#'"$(s2d_json "$1")"'#'"$(s2d_json "$2")"'"
    },
    ":price": {
      "N": "'"$(s2d_json "$1")"'"
    }
  },
  "Key": {
    "PK": {
      "S": "BOOK#'"$(s2d_json "$2")"'"
    },
    "SK": {
      "S": "BOOK"
    }
  },
  "TableName": "sqlc_macros",
  "UpdateExpression": "SET #price = :price, #GSI1SK = :gsi1sk"
}'
}

# GetBooks (testdata/sqlc_macros/input.sql:39:1): s2d_GetBooks author_id
s2d_GetBooks() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_GetBooks author_id' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI1PK": "GSI1PK",
    "#GSI1SK": "GSI1SK"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "AUTHOR#'"$(s2d_json "$1")"'"
    },
    ":sk": {
      "S": "BOOK#"
    }
  },
  "IndexName": "GSI1",
  "KeyConditionExpression": "#GSI1PK = :pk AND begins_with(#GSI1SK, :sk)",
  "TableName": "sqlc_macros"
}'
}
