#!/bin/sh
# The DynamoDB table features and its access patterns, designed by sql2dynamo.
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
  "TableName": "features"
}'
}

# GetAuthor (testdata/features/input.sql:42:1): s2d_GetAuthor author_id
s2d_GetAuthor() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_GetAuthor author_id' >&2; return 2; }
  aws dynamodb get-item --cli-input-json '{
  "Key": {
    "PK": {
      "S": "AUTHOR#'"$(s2d_json "$1")"'"
    },
    "SK": {
      "S": "AUTHOR"
    }
  },
  "TableName": "features"
}'
}

# GetAuthors (testdata/features/input.sql:46:1): s2d_GetAuthors author_id.1 author_id.2 author_id.3
s2d_GetAuthors() {
  [ "$#" -eq 3 ] || { printf '%s\n' 'usage: s2d_GetAuthors author_id.1 author_id.2 author_id.3' >&2; return 2; }
  aws dynamodb batch-get-item --cli-input-json '{
  "RequestItems": {
    "features": {
      "Keys": [
        {
          "PK": {
            "S": "AUTHOR#'"$(s2d_json "$1")"'"
          },
          "SK": {
            "S": "AUTHOR"
          }
        },
        {
          "PK": {
            "S": "AUTHOR#'"$(s2d_json "$2")"'"
          },
          "SK": {
            "S": "AUTHOR"
          }
        },
        {
          "PK": {
            "S": "AUTHOR#'"$(s2d_json "$3")"'"
          },
          "SK": {
            "S": "AUTHOR"
          }
        }
      ]
    }
  }
}'
}

# GetAuthorByEmail (testdata/features/input.sql:49:1): s2d_GetAuthorByEmail email
s2d_GetAuthorByEmail() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_GetAuthorByEmail email' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI1PK": "GSI1PK",
    "#GSI1SK": "GSI1SK",
    "#author_id": "author_id",
    "#name": "name"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "AUTHOR#EMAIL#'"$(s2d_json "$1")"'"
    },
    ":sk": {
      "S": "AUTHOR#"
    }
  },
  "IndexName": "GSI1",
  "KeyConditionExpression": "#GSI1PK = :pk AND begins_with(#GSI1SK, :sk)",
  "ProjectionExpression": "#author_id, #name",
  "TableName": "features"
}'
}

# GetAuthorWithBooks (testdata/features/input.sql:53:1): s2d_GetAuthorWithBooks author_id
s2d_GetAuthorWithBooks() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_GetAuthorWithBooks author_id' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#PK": "PK"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "AUTHOR#'"$(s2d_json "$1")"'"
    }
  },
  "KeyConditionExpression": "#PK = :pk",
  "TableName": "features"
}'
}

# ListAuthorBooksBetween (testdata/features/input.sql:56:1): s2d_ListAuthorBooksBetween author_id published_on.lo published_on.hi
s2d_ListAuthorBooksBetween() {
  [ "$#" -eq 3 ] || { printf '%s\n' 'usage: s2d_ListAuthorBooksBetween author_id published_on.lo published_on.hi' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#PK": "PK",
    "#SK": "SK",
    "#isbn": "isbn",
    "#published_on": "published_on",
    "#title": "title"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "AUTHOR#'"$(s2d_json "$1")"'"
    },
    ":sk": {
      "S": "BOOK#'"$(s2d_json "$2")"'"
    },
    ":sk2": {
      "S": "BOOK#'"$(s2d_json "$3")"'$"
    }
  },
  "KeyConditionExpression": "#PK = :pk AND #SK BETWEEN :sk AND :sk2",
  "ProjectionExpression": "#isbn, #title, #published_on",
  "ScanIndexForward": false,
  "TableName": "features"
}'
}

# ListAuthorBooksByTitle (testdata/features/input.sql:61:1): s2d_ListAuthorBooksByTitle author_id
s2d_ListAuthorBooksByTitle() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_ListAuthorBooksByTitle author_id' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI2PK": "GSI2PK",
    "#GSI2SK": "GSI2SK"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "AUTHOR#'"$(s2d_json "$1")"'"
    },
    ":sk": {
      "S": "BOOK#the$`"
    }
  },
  "IndexName": "GSI2",
  "KeyConditionExpression": "#GSI2PK = :pk AND begins_with(#GSI2SK, :sk)",
  "TableName": "features"
}'
}

# ListPublishedBooks (testdata/features/input.sql:64:1): s2d_ListPublishedBooks author_id
s2d_ListPublishedBooks() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_ListPublishedBooks author_id' >&2; return 2; }
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
      "S": "BOOK#PUBLISHED#"
    }
  },
  "IndexName": "GSI1",
  "KeyConditionExpression": "#GSI1PK = :pk AND begins_with(#GSI1SK, :sk)",
  "TableName": "features"
}'
}

# ListBookTags (testdata/features/input.sql:67:1): s2d_ListBookTags isbn
s2d_ListBookTags() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_ListBookTags isbn' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI1PK": "GSI1PK",
    "#GSI1SK": "GSI1SK"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "BOOK#'"$(s2d_json "$1")"'"
    },
    ":sk": {
      "S": "BOOK_TAG#"
    }
  },
  "IndexName": "GSI1",
  "KeyConditionExpression": "#GSI1PK = :pk AND begins_with(#GSI1SK, :sk)",
  "TableName": "features"
}'
}

# ListBooksWithTag (testdata/features/input.sql:70:1): s2d_ListBooksWithTag tag
s2d_ListBooksWithTag() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_ListBooksWithTag tag' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#PK": "PK",
    "#SK": "SK"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "TAG#'"$(s2d_json "$1")"'"
    },
    ":sk": {
      "S": "BOOK_TAG#"
    }
  },
  "KeyConditionExpression": "#PK = :pk AND begins_with(#SK, :sk)",
  "TableName": "features"
}'
}

# GetProfile (testdata/features/input.sql:73:1): s2d_GetProfile author_id
s2d_GetProfile() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_GetProfile author_id' >&2; return 2; }
  aws dynamodb get-item --cli-input-json '{
  "Key": {
    "PK": {
      "S": "AUTHOR_PROFILE#'"$(s2d_json "$1")"'"
    },
    "SK": {
      "S": "AUTHOR_PROFILE"
    }
  },
  "TableName": "features"
}'
}
