#!/bin/sh
# The DynamoDB table library and its access patterns, designed by sql2dynamo.
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

# GetCustomerWithAddresses (testdata/library/input.sql:42:1): s2d_GetCustomerWithAddresses customer_id
s2d_GetCustomerWithAddresses() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_GetCustomerWithAddresses customer_id' >&2; return 2; }
  aws dynamodb get-item --cli-input-json '{
  "Key": {
    "PK": {
      "S": "CUSTOMER#'"$(s2d_json "$1")"'"
    },
    "SK": {
      "S": "CUSTOMER"
    }
  },
  "TableName": "library"
}'
}

# GetBook (testdata/library/input.sql:49:1): s2d_GetBook isbn
s2d_GetBook() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_GetBook isbn' >&2; return 2; }
  aws dynamodb get-item --cli-input-json '{
  "Key": {
    "PK": {
      "S": "BOOK#'"$(s2d_json "$1")"'"
    },
    "SK": {
      "S": "BOOK"
    }
  },
  "TableName": "library"
}'
}

# GetAuthor (testdata/library/input.sql:55:1): s2d_GetAuthor author_id
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
  "TableName": "library"
}'
}
