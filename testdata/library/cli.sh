#!/bin/sh
# The DynamoDB table library and its access patterns, designed by sql2dynamo.
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
    }
  ],
  "BillingMode": "PAY_PER_REQUEST",
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
  "TableName": "library"
}'
}

# GetCustomerWithAddresses (testdata/library/input.sql:42:1): needs customer_id
GetCustomerWithAddresses() {
  aws dynamodb get-item --cli-input-json '{
  "Key": {
    "PK": {
      "S": "CUSTOMER#'"${customer_id}"'"
    },
    "SK": {
      "S": "CUSTOMER"
    }
  },
  "TableName": "library"
}'
}

# GetBook (testdata/library/input.sql:49:1): needs isbn
GetBook() {
  aws dynamodb get-item --cli-input-json '{
  "Key": {
    "PK": {
      "S": "BOOK#'"${isbn}"'"
    },
    "SK": {
      "S": "BOOK"
    }
  },
  "TableName": "library"
}'
}

# GetAuthor (testdata/library/input.sql:55:1): needs author_id
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
  "TableName": "library"
}'
}

# AddBook (testdata/library/input.sql:59:1): needs isbn, authors_birth_year, author_id, authors_name, published_year, title
AddBook() {
  aws dynamodb put-item --cli-input-json '{
  "ConditionExpression": "attribute_not_exists(#PK)",
  "ExpressionAttributeNames": {
    "#PK": "PK"
  },
  "Item": {
    "PK": {
      "S": "BOOK#'"${isbn}"'"
    },
    "SK": {
      "S": "BOOK"
    },
    "_type": {
      "S": "books"
    },
    "author_birth_year": {
      "N": "'"${authors_birth_year}"'"
    },
    "author_id": {
      "N": "'"${author_id}"'"
    },
    "author_name": {
      "S": "'"${authors_name}"'"
    },
    "isbn": {
      "S": "'"${isbn}"'"
    },
    "published_year": {
      "N": "'"${published_year}"'"
    },
    "title": {
      "S": "'"${title}"'"
    }
  },
  "TableName": "library"
}'
}
