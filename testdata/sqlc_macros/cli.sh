#!/bin/sh
# The DynamoDB table sqlc_macros and its access patterns, designed by sql2dynamo.
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
  "TableName": "sqlc_macros"
}'
}

# GetAuthor (testdata/sqlc_macros/input.sql:21:1): needs author
GetAuthor() {
  aws dynamodb get-item --cli-input-json '{
  "Key": {
    "PK": {
      "S": "AUTHOR#'"${author}"'"
    },
    "SK": {
      "S": "AUTHOR"
    }
  },
  "TableName": "sqlc_macros"
}'
}

# ListBooksByAuthor (testdata/sqlc_macros/input.sql:25:1): needs author_id
ListBooksByAuthor() {
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
      "S": "BOOK#"
    }
  },
  "IndexName": "GSI1",
  "KeyConditionExpression": "#GSI1PK = :pk AND begins_with(#GSI1SK, :sk)",
  "TableName": "sqlc_macros"
}'
}

# UpdateBio (testdata/sqlc_macros/input.sql:30:1): needs bio, id
UpdateBio() {
  aws dynamodb update-item --cli-input-json '{
  "ConditionExpression": "attribute_exists(#PK)",
  "ExpressionAttributeNames": {
    "#PK": "PK",
    "#bio": "bio"
  },
  "ExpressionAttributeValues": {
    ":bio": {
      "S": "'"${bio}"'"
    }
  },
  "Key": {
    "PK": {
      "S": "AUTHOR#'"${id}"'"
    },
    "SK": {
      "S": "AUTHOR"
    }
  },
  "TableName": "sqlc_macros",
  "UpdateExpression": "SET #bio = :bio"
}'
}

# RepriceBook (testdata/sqlc_macros/input.sql:33:1): needs new_price, book_id
RepriceBook() {
  aws dynamodb update-item --cli-input-json '{
  "ConditionExpression": "attribute_exists(#PK)",
  "ExpressionAttributeNames": {
    "#GSI1SK": "GSI1SK",
    "#PK": "PK",
    "#price": "price"
  },
  "ExpressionAttributeValues": {
    ":gsi1sk": {
      "S": "BOOK#'"${new_price}"'#'"${book_id}"'"
    },
    ":price": {
      "N": "'"${new_price}"'"
    }
  },
  "Key": {
    "PK": {
      "S": "BOOK#'"${book_id}"'"
    },
    "SK": {
      "S": "BOOK"
    }
  },
  "TableName": "sqlc_macros",
  "UpdateExpression": "SET #price = :price, #GSI1SK = :gsi1sk"
}'
}

# CreateBooks (testdata/sqlc_macros/input.sql:36:1): needs author_id, price, book_id, authors_name, title
CreateBooks() {
  aws dynamodb put-item --cli-input-json '{
  "ConditionExpression": "attribute_not_exists(#PK)",
  "ExpressionAttributeNames": {
    "#PK": "PK"
  },
  "Item": {
    "GSI1PK": {
      "S": "AUTHOR#'"${author_id}"'"
    },
    "GSI1SK": {
      "S": "BOOK#'"${price}"'#'"${book_id}"'"
    },
    "GSI2PK": {
      "S": "AUTHOR#'"${author_id}"'"
    },
    "GSI2SK": {
      "S": "BOOK#'"${book_id}"'"
    },
    "PK": {
      "S": "BOOK#'"${book_id}"'"
    },
    "SK": {
      "S": "BOOK"
    },
    "_type": {
      "S": "books"
    },
    "author_id": {
      "N": "'"${author_id}"'"
    },
    "author_name": {
      "S": "'"${authors_name}"'"
    },
    "book_id": {
      "N": "'"${book_id}"'"
    },
    "price": {
      "N": "'"${price}"'"
    },
    "title": {
      "S": "'"${title}"'"
    }
  },
  "TableName": "sqlc_macros"
}'
}

# GetBooks (testdata/sqlc_macros/input.sql:39:1): needs author_id
GetBooks() {
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
      "S": "BOOK#"
    }
  },
  "IndexName": "GSI1",
  "KeyConditionExpression": "#GSI1PK = :pk AND begins_with(#GSI1SK, :sk)",
  "TableName": "sqlc_macros"
}'
}
