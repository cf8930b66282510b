#!/bin/sh
# The DynamoDB table js_names and its access patterns, designed by sql2dynamo.
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
  "TableName": "js_names"
}'
}

# GetConstructor (testdata/js_names/input.sql:30:1): s2d_GetConstructor id
s2d_GetConstructor() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_GetConstructor id' >&2; return 2; }
  aws dynamodb get-item --cli-input-json '{
  "Key": {
    "PK": {
      "S": "CONSTRUCTOR#'"$(s2d_json "$1")"'"
    },
    "SK": {
      "S": "CONSTRUCTOR"
    }
  },
  "TableName": "js_names"
}'
}

# ListTemplated (testdata/js_names/input.sql:33:1)
s2d_ListTemplated() {
  [ "$#" -eq 0 ] || { printf '%s\n' 'usage: s2d_ListTemplated' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI1PK": "GSI1PK",
    "#GSI1SK": "GSI1SK"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "POST#STATUS#$d{draft}"
    },
    ":sk": {
      "S": "POST#"
    }
  },
  "IndexName": "GSI1",
  "KeyConditionExpression": "#GSI1PK = :pk AND begins_with(#GSI1SK, :sk)",
  "TableName": "js_names"
}'
}

# GetPost (testdata/js_names/input.sql:36:1): s2d_GetPost id
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
  "TableName": "js_names"
}'
}

# GetNote (testdata/js_names/input.sql:39:1): s2d_GetNote id
s2d_GetNote() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_GetNote id' >&2; return 2; }
  aws dynamodb get-item --cli-input-json '{
  "Key": {
    "PK": {
      "S": "NOTE#'"$(s2d_json "$1")"'"
    },
    "SK": {
      "S": "NOTE"
    }
  },
  "TableName": "js_names"
}'
}

# __proto__ (testdata/js_names/input.sql:42:1): s2d___proto__ id
s2d___proto__() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d___proto__ id' >&2; return 2; }
  aws dynamodb get-item --cli-input-json '{
  "Key": {
    "PK": {
      "S": "AUTHOR#'"$(s2d_json "$1")"'"
    },
    "SK": {
      "S": "AUTHOR"
    }
  },
  "TableName": "js_names"
}'
}

# constructor (testdata/js_names/input.sql:45:1): s2d_constructor name
s2d_constructor() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_constructor name' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI1PK": "GSI1PK",
    "#GSI1SK": "GSI1SK"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "AUTHOR#NAME#'"$(s2d_json "$1")"'"
    },
    ":sk": {
      "S": "AUTHOR#"
    }
  },
  "IndexName": "GSI1",
  "KeyConditionExpression": "#GSI1PK = :pk AND begins_with(#GSI1SK, :sk)",
  "TableName": "js_names"
}'
}
