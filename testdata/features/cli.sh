#!/bin/sh
# The DynamoDB table features and its access patterns, designed by sql2dynamo.
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

# GetAuthor (testdata/features/input.sql:42:1): needs author_id
GetAuthor() {
  aws dynamodb get-item --cli-input-json '{
  "Key": {
    "PK": {
      "S": "AUTHOR#'"${author_id}"'"
    },
    "SK": {
      "S": "AUTHOR"
    }
  },
  "TableName": "features"
}'
}

# GetAuthors (testdata/features/input.sql:46:1): needs author_id_1, author_id_2, author_id_3
GetAuthors() {
  aws dynamodb batch-get-item --cli-input-json '{
  "RequestItems": {
    "features": {
      "Keys": [
        {
          "PK": {
            "S": "AUTHOR#'"${author_id_1}"'"
          },
          "SK": {
            "S": "AUTHOR"
          }
        },
        {
          "PK": {
            "S": "AUTHOR#'"${author_id_2}"'"
          },
          "SK": {
            "S": "AUTHOR"
          }
        },
        {
          "PK": {
            "S": "AUTHOR#'"${author_id_3}"'"
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

# GetAuthorByEmail (testdata/features/input.sql:49:1): needs email
GetAuthorByEmail() {
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI1PK": "GSI1PK",
    "#GSI1SK": "GSI1SK",
    "#author_id": "author_id",
    "#name": "name"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "AUTHOR#EMAIL#'"${email}"'"
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

# GetAuthorWithBooks (testdata/features/input.sql:53:1): needs author_id
GetAuthorWithBooks() {
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#PK": "PK"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "AUTHOR#'"${author_id}"'"
    }
  },
  "KeyConditionExpression": "#PK = :pk",
  "TableName": "features"
}'
}

# ListAuthorBooksBetween (testdata/features/input.sql:56:1): needs author_id, published_on_lo, published_on_hi
ListAuthorBooksBetween() {
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
      "S": "AUTHOR#'"${author_id}"'"
    },
    ":sk": {
      "S": "BOOK#'"${published_on_lo}"'"
    },
    ":sk2": {
      "S": "BOOK#'"${published_on_hi}"'$"
    }
  },
  "KeyConditionExpression": "#PK = :pk AND #SK BETWEEN :sk AND :sk2",
  "ProjectionExpression": "#isbn, #title, #published_on",
  "ScanIndexForward": false,
  "TableName": "features"
}'
}

# ListAuthorBooksByTitle (testdata/features/input.sql:61:1): needs author_id
ListAuthorBooksByTitle() {
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI2PK": "GSI2PK",
    "#GSI2SK": "GSI2SK"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "AUTHOR#'"${author_id}"'"
    },
    ":sk": {
      "S": "BOOK#The "
    }
  },
  "IndexName": "GSI2",
  "KeyConditionExpression": "#GSI2PK = :pk AND begins_with(#GSI2SK, :sk)",
  "TableName": "features"
}'
}

# ListPublishedBooks (testdata/features/input.sql:64:1): needs author_id
ListPublishedBooks() {
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI1PK": "GSI1PK",
    "#GSI1SK": "GSI1SK"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "AUTHOR#'"${author_id}"'"
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

# ListBookTags (testdata/features/input.sql:67:1): needs isbn
ListBookTags() {
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI1PK": "GSI1PK",
    "#GSI1SK": "GSI1SK"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "BOOK#'"${isbn}"'"
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

# ListBooksWithTag (testdata/features/input.sql:70:1): needs tag
ListBooksWithTag() {
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#PK": "PK",
    "#SK": "SK"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "TAG#'"${tag}"'"
    },
    ":sk": {
      "S": "BOOK_TAG#"
    }
  },
  "KeyConditionExpression": "#PK = :pk AND begins_with(#SK, :sk)",
  "TableName": "features"
}'
}

# GetProfile (testdata/features/input.sql:73:1): needs author_id
GetProfile() {
  aws dynamodb get-item --cli-input-json '{
  "Key": {
    "PK": {
      "S": "AUTHOR_PROFILE#'"${author_id}"'"
    },
    "SK": {
      "S": "AUTHOR_PROFILE"
    }
  },
  "TableName": "features"
}'
}
