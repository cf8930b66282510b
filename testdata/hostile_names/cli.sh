#!/bin/sh
# The DynamoDB table hostile_names and its access patterns, designed by sql2dynamo.
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
  "TableName": "hostile_names"
}'
}

# GetNote (testdata/hostile_names/input.sql:15:1): s2d_GetNote id
s2d_GetNote() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_GetNote id' >&2; return 2; }
  aws dynamodb get-item --cli-input-json '{
  "Key": {
    "PK": {
      "S": "NOTES$(TOUCH PWNED)#'"$(s2d_json "$1")"'"
    },
    "SK": {
      "S": "NOTES$(TOUCH PWNED)"
    }
  },
  "TableName": "hostile_names"
}'
}

# ListFlagged (testdata/hostile_names/input.sql:20:1)
s2d_ListFlagged() {
  [ "$#" -eq 0 ] || { printf '%s\n' 'usage: s2d_ListFlagged' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI2PK": "GSI2PK",
    "#GSI2SK": "GSI2SK"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "NOTES$(TOUCH PWNED)#STATUS#it'\''s$`$d(touch$`pwned)$``x`$`\\$`*/$Jrequire($bchild_process$b).execsync($btouch$`pwned$b)"
    },
    ":sk": {
      "S": "NOTES$(TOUCH PWNED)#"
    }
  },
  "IndexName": "GSI2",
  "KeyConditionExpression": "#GSI2PK = :pk AND begins_with(#GSI2SK, :sk)",
  "TableName": "hostile_names"
}'
}

# ListByTemplate (testdata/hostile_names/input.sql:24:1): s2d_ListByTemplate tmpl$x
s2d_ListByTemplate() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_ListByTemplate tmpl$x' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI1PK": "GSI1PK",
    "#GSI1SK": "GSI1SK",
    "#body_tick": "body`tick",
    "#id": "id",
    "#quote_s": "quote\"s",
    "#tmpl_x": "tmpl$x"
  },
  "ExpressionAttributeValues": {
    ":body_tick": {
      "S": "${y} `touch pwned` \\ */"
    },
    ":pk": {
      "S": "NOTES$(TOUCH PWNED)#TMPL$X#'"$(s2d_json "$1")"'"
    },
    ":sk": {
      "S": "NOTES$(TOUCH PWNED)#"
    }
  },
  "FilterExpression": "attribute_exists(#body_tick) AND #body_tick <> :body_tick",
  "IndexName": "GSI1",
  "KeyConditionExpression": "#GSI1PK = :pk AND begins_with(#GSI1SK, :sk)",
  "ProjectionExpression": "#id, #tmpl_x, #quote_s",
  "TableName": "hostile_names"
}'
}
