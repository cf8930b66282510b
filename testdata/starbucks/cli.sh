#!/bin/sh
# The DynamoDB table starbucks and its access patterns, designed by sql2dynamo.
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
  "TableName": "starbucks"
}'
}

# StoresInCountry (testdata/starbucks/input.sql:16:1): s2d_StoresInCountry country
s2d_StoresInCountry() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_StoresInCountry country' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#PK": "PK",
    "#SK": "SK"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "STORE#COUNTRY#'"$(s2d_json "$1")"'"
    },
    ":sk": {
      "S": "STORE#"
    }
  },
  "KeyConditionExpression": "#PK = :pk AND begins_with(#SK, :sk)",
  "TableName": "starbucks"
}'
}

# StoresInState (testdata/starbucks/input.sql:19:1): s2d_StoresInState country state
s2d_StoresInState() {
  [ "$#" -eq 2 ] || { printf '%s\n' 'usage: s2d_StoresInState country state' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#PK": "PK",
    "#SK": "SK"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "STORE#COUNTRY#'"$(s2d_json "$1")"'"
    },
    ":sk": {
      "S": "STORE#'"$(s2d_json "$2")"'#"
    }
  },
  "KeyConditionExpression": "#PK = :pk AND begins_with(#SK, :sk)",
  "TableName": "starbucks"
}'
}

# StoresInCity (testdata/starbucks/input.sql:22:1): s2d_StoresInCity country state city
s2d_StoresInCity() {
  [ "$#" -eq 3 ] || { printf '%s\n' 'usage: s2d_StoresInCity country state city' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#PK": "PK",
    "#SK": "SK"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "STORE#COUNTRY#'"$(s2d_json "$1")"'"
    },
    ":sk": {
      "S": "STORE#'"$(s2d_json "$2")"'#'"$(s2d_json "$3")"'#"
    }
  },
  "KeyConditionExpression": "#PK = :pk AND begins_with(#SK, :sk)",
  "TableName": "starbucks"
}'
}

# StoresInZipCode (testdata/starbucks/input.sql:25:1): s2d_StoresInZipCode country state city zip_code
s2d_StoresInZipCode() {
  [ "$#" -eq 4 ] || { printf '%s\n' 'usage: s2d_StoresInZipCode country state city zip_code' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#PK": "PK",
    "#SK": "SK"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "STORE#COUNTRY#'"$(s2d_json "$1")"'"
    },
    ":sk": {
      "S": "STORE#'"$(s2d_json "$2")"'#'"$(s2d_json "$3")"'#'"$(s2d_json "$4")"'#"
    }
  },
  "KeyConditionExpression": "#PK = :pk AND begins_with(#SK, :sk)",
  "TableName": "starbucks"
}'
}
